// Skill pack: confidence and presenting yourself (EN). Tailored on E/I (where presence comes from) and A/Tu (too little
// or too much self-doubt). Ideas drawn on, in our own words: self-efficacy and its four sources (Bandura 1977,
// Psychological Review); reappraising anxiety as excitement (Brooks 2014, Journal of Experimental Psychology: General);
// the spotlight effect (Gilovich, Medvec & Savitsky 2000, JPSP); the illusion of transparency in public speaking
// (Savitsky & Gilovich 2003, Journal of Experimental Social Psychology); graded exposure and safety behaviors in social
// anxiety (Clark & Wells 1995); the impostor phenomenon (Clance & Imes 1978); overconfidence (Moore & Healy 2008,
// Psychological Review); people underestimating how often others agree to requests (Flynn & Lake 2008, JPSP). "Power posing" is left out on purpose: its claimed hormonal effects did not replicate (Ranehill
// et al. 2015, Psychological Science).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'confidence-and-presence',
  title: `Confidence and presenting yourself`,
  subtitle: `Build real confidence through action, manage nerves and let people see what you can do`,
  summary: `A practical guide to building confidence step by step, handling nerves before important moments, introducing yourself and your work clearly, and giving presentations people remember. It is built on research about how confidence actually grows, not on tricks.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-confidence-matters',
      role: 'intro',
      heading: `What confidence is, and what it is not`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Confidence is often confused with being loud, outgoing or certain. A more useful definition comes from psychology: confidence is the belief that you can handle a particular kind of situation. It is specific. You can be confident leading a meeting and nervous at a party, or confident in your technical skills and unsure when asking for a raise. Because it is specific, it can be built one situation at a time.`,
        },
        {
          kind: 'paragraph',
          text: `The strongest source of this belief is experience of doing the thing and handling it, even imperfectly. This means that confidence usually follows action rather than coming before it. Waiting to feel confident before you act is one of the most common traps, and this pack offers a way out: small, planned steps that build evidence of what you can do.`,
        },
        {
          kind: 'paragraph',
          text: `Type is not a measure of confidence. People who prefer Extraversion may look more comfortable in social situations, but many feel uncertain inside, and people who prefer Introversion are often calm and convincing speakers. The identity scale is more directly related: people with an Assertive identity tend to feel steady about themselves, while those with a Turbulent identity tend to doubt themselves more, and both patterns have advantages and risks. The tailored sections address them.`,
        },
      ],
    },
    {
      id: 'sources-of-confidence',
      role: 'core',
      heading: `Where confidence comes from`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Research describes four sources of confidence. The strongest is your own experience of success. The second is seeing people similar to you succeed. The third is encouragement from people you trust. The fourth is how you interpret your body's signals: a racing heart can be read as fear or as readiness. You can use all four deliberately.`,
        },
        {
          kind: 'exercise',
          title: `Evidence file`,
          steps: [
            `Choose one situation where you want more confidence, for example speaking in meetings.`,
            `Write down every past experience, however small, where you handled something similar.`,
            `Write the names of two people similar to you who do this well, and note one thing each does that you could try.`,
            `Write down any encouragement or positive feedback you have received about this area.`,
            `Keep the file and add to it each time you take a step. Read it before difficult moments.`,
          ],
          reflection: `Looking at the evidence, how does your belief in your ability compare with what the evidence actually shows?`,
        },
      ],
    },
    {
      id: 'step-by-step',
      role: 'core',
      heading: `Build confidence step by step`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Avoiding a situation you fear brings relief in the short term and makes the fear stronger in the long term. Facing it in small, planned steps does the opposite. Each step teaches you that you can cope, and the anxiety gradually becomes smaller. This is the principle behind some of the best-supported treatments for social anxiety, and it works for everyday nerves as well.`,
        },
        {
          kind: 'exercise',
          title: `Confidence ladder`,
          steps: [
            `Write the situation you want to master at the top of a page, such as "present my project to senior management".`,
            `Write eight to ten smaller steps below it, from easiest to hardest, for example: ask one question in a team meeting, share an update in a small meeting, present to a friendly colleague, present to the team.`,
            `Rate each step from 0 to 10 for how anxious it makes you. Start with a step rated around 3 or 4.`,
            `Repeat each step until your rating drops by about half, then move to the next one.`,
            `Record each step in your evidence file.`,
          ],
          reflection: `What did you expect to happen before a step, and what actually happened?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Notice your safety behaviors, the small things you do to feel protected, such as reading from notes word for word, avoiding eye contact or speaking very fast to finish sooner. Drop them one at a time. They keep you from learning that you can cope without them.`,
        },
      ],
    },
    {
      id: 'handle-nerves',
      role: 'core',
      heading: `Handle nerves in the moment`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nervousness before important moments is normal and does not disappear completely, even for experienced speakers. The goal is not to remove it but to keep it at a level where it helps. Several findings are useful here.`,
        },
        {
          kind: 'bullets',
          items: [
            `Call it excitement. Trying to calm down from high arousal is difficult; relabeling the feeling as excitement is easier. In one set of studies, people who said "I am excited" before singing, speaking or solving problems performed better than people who tried to calm down.`,
            `Remember that people notice less than you think. Studies show that we overestimate how much others notice our appearance, mistakes and nervousness. Speakers who learned this gave better talks.`,
            `Breathe out slowly for a minute before you begin. A long out-breath helps the body settle.`,
            `Prepare your first two sentences word for word. The start is the most nervous moment, and a prepared start carries you into the rest.`,
            `Focus on the audience, not yourself: "What do they need to understand?" is a calmer question than "How am I doing?"`,
          ],
        },
      ],
    },
    {
      id: 'introduce-yourself',
      role: 'core',
      heading: `Introduce yourself and your work`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Many capable people struggle to describe what they do, especially to someone new. They either say too little ("I work in finance") or too much. A short, prepared introduction makes networking, interviews and new teams much easier, and talking about your achievements becomes less uncomfortable when you describe them as facts.`,
        },
        {
          kind: 'exercise',
          title: `Thirty-second introduction`,
          steps: [
            `Write one sentence on what you do, in words a person outside your field understands.`,
            `Add one sentence on whom you help or what problem you solve.`,
            `Add one short, concrete example or result: "Last year I helped our team cut delivery times by a third."`,
            `End with a question or an invitation that turns it into a conversation: "What about you?" or "I would like to hear how your team handles that."`,
            `Say it aloud five times, then try it with a friend and ask what they remember.`,
          ],
          reflection: `Which part felt most uncomfortable to say, and is it because it is untrue or only because it is unfamiliar?`,
        },
      ],
    },
    {
      id: 'present-to-be-remembered',
      role: 'core',
      heading: `Present so people remember`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Audiences remember much less than speakers expect. A presentation works when the audience leaves with one clear message and two or three supporting points. Structure and practice matter more than slides or natural talent.`,
        },
        {
          kind: 'steps',
          items: [
            `Write your main message in one sentence. Everything in the presentation must support it.`,
            `Choose no more than three supporting points, each with one example, story or number.`,
            `Open with why it matters to this audience, and close by repeating the main message and what you want them to do.`,
            `Use slides for images, charts and a few words. If people read your slides, they are not listening to you.`,
            `Rehearse aloud at least three times, once in front of someone. Practice in your head does not prepare your voice.`,
            `Prepare for the three most likely questions. If you do not know an answer, say so and promise to follow up.`,
          ],
        },
      ],
    },
    {
      id: 'ask-for-what-you-want',
      role: 'core',
      heading: `Ask for what you want`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Confidence shows most clearly in small requests: asking for a raise, a day off, help, a better seat at the table, a second chance to explain. Many people do not ask because they expect a no or fear seeming demanding. Yet a clear, polite request is usually received better than people expect, and a no is rarely as costly as never asking.`,
        },
        {
          kind: 'steps',
          items: [
            `Decide exactly what you want and what you would accept as a good alternative.`,
            `Prepare your reasons from the other person's point of view: how does your request help them, the team or the work?`,
            `Ask in one clear sentence, then stop talking and wait for the answer.`,
            `If the answer is no, ask what would need to change for it to be yes, and when you could discuss it again.`,
            `Record the request in your evidence file, whatever the answer. Asking is the skill you are building.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-confidence',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Turning ease with people into real presence`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, speaking to people probably feels natural, and you may gain energy from an audience. That is a great starting point. The risks are relying on improvisation instead of preparation, and speaking for longer than your message needs.`,
        },
        {
          kind: 'bullets',
          items: [
            `Prepare your main message and structure even when you feel ready to speak without notes.`,
            `Time your rehearsals and cut until you are within the time limit with a little to spare.`,
            `Use pauses. A short silence after an important point gives the audience time to absorb it.`,
            `In conversations, ask one more question than you normally would. Presence includes how well you listen.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-confidence',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Quiet presence that people notice`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, you probably prepare thoroughly, think before you speak and come across as calm and considered. These are strong qualities in a speaker. The risks are avoiding visible moments, letting others speak for your work and leaving social situations before you have made a connection.`,
        },
        {
          kind: 'bullets',
          items: [
            `Use your preparation as a strength: a well-rehearsed talk is often received better than a spontaneous one.`,
            `Volunteer for one visible moment each month, such as a short update or a question in a large meeting.`,
            `At events, aim for two real conversations rather than many brief ones, and allow yourself to leave after that.`,
            `Plan quiet time after big presentations or events so that you recover before the next demand.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-confidence',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Confidence that stays open to feedback`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Assertive, you probably feel steady in front of others and recover quickly from mistakes. That calm is reassuring to people around you. The risk is overconfidence: preparing less than the situation needs, or not noticing when something did not go as well as you thought.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ask one trusted person for specific feedback after important presentations: "What was least clear?"`,
            `Rehearse important talks even when you feel ready. Confidence is not the same as preparation.`,
            `Show some uncertainty where it is honest. "I am not sure yet" builds trust when it is true.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-confidence',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Quieting the inner critic`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Turbulent, you probably care a lot about doing well and prepare carefully, which often makes you better than you think. The risk is that self-doubt stops you from putting yourself forward, or that you discount your successes as luck. Many highly capable people feel like impostors at times; the feeling is common and is not evidence that you lack ability.`,
        },
        {
          kind: 'bullets',
          items: [
            `Write down three things that went well after every important moment, before you allow yourself to list what went badly.`,
            `When you receive a compliment, say "thank you" and stop. Do not explain why it was not really deserved.`,
            `Use the evidence file whenever self-doubt rises. Feelings are not facts; your record is closer to the facts.`,
            `Set a limit on preparation. Beyond a certain point, more preparation only feeds anxiety.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Waiting to feel confident before acting.`,
            `Jumping to the most frightening step instead of building a ladder.`,
            `Reading your presentation from slides or notes word for word.`,
            `Comparing your inside feelings with other people's outside appearance.`,
            `Relying on postures or tricks instead of preparation and practice.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Confidence is specific, and it follows action.`,
            `Evidence file: past successes, role models, encouragement.`,
            `Ladder: small steps from easy to hard; repeat until the anxiety halves.`,
            `Drop safety behaviors one at a time.`,
            `Before the moment: "I am excited", a slow out-breath, your first two sentences ready.`,
            `Introduction: what you do, whom you help, one example, a question back.`,
            `Presentation: one message, three points with examples, rehearse aloud three times.`,
            `Requests: one clear sentence, then wait; if no, ask what would make it yes.`,
            `People notice your nerves much less than you think.`,
          ],
        },
      ],
    },
  ],
};
