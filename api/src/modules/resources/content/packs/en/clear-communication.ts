// Skill pack: clear communication and difficult conversations (EN). Tailored on T/F (clarity and warmth) and E/I (talking
// to think versus thinking before talking). Ideas drawn on, in our own words: the three layers of a difficult
// conversation and intent versus impact (Stone, Patton & Heen 1999, "Difficult Conversations"); observation, feeling,
// need and request (Rosenberg 2003, "Nonviolent Communication"); answer first (Minto 1987, "The Pyramid Principle");
// active listening (Rogers & Farson 1957); the curse of knowledge (Camerer, Loewenstein & Weber 1989, Journal of
// Political Economy; Newton's 1990 tapping study); emotional flooding and breaks (Gottman 1994).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'clear-communication',
  title: `Clear communication and difficult conversations`,
  subtitle: `Say what you mean, listen so people feel understood, and handle hard talks with care`,
  summary: `A practical guide to getting your point across, listening well and preparing for the conversations most people avoid. It includes a preparation sheet for difficult talks, opening sentences that work and ways to stay calm when emotions rise.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-communication-matters',
      role: 'intro',
      heading: `Why clear communication is worth practicing`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most misunderstandings do not come from bad intentions. They come from a gap between what one person meant and what the other person heard. We know our own context so well that we forget others do not share it, and we assume our feelings and intentions are more visible than they are. Psychologists call the first problem "the curse of knowledge": once you know something, it is hard to imagine not knowing it.`,
        },
        {
          kind: 'paragraph',
          text: `Clear communication closes that gap from both sides: you make your message easy to understand, and you listen in a way that checks what the other person meant. Difficult conversations, about a mistake, a disagreement, a boundary or a disappointment, are where this matters most and where most people are least prepared. This pack gives you a structure for everyday messages, a listening method and a step-by-step approach to the hard talks.`,
        },
        {
          kind: 'paragraph',
          text: `Type plays a part in how you communicate, not in whether you can. People who prefer Thinking tend to lead with logic and directness; people who prefer Feeling tend to lead with care for the relationship. People who prefer Extraversion often think while talking; people who prefer Introversion often think before they speak. Each style has strengths and predictable gaps, and the sections tailored to you show how to close yours.`,
        },
      ],
    },
    {
      id: 'lead-with-the-point',
      role: 'core',
      heading: `Lead with the point`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Busy readers and listeners decide in the first few sentences whether they understand what you want. Many people tell the story in the order it happened and reach their point at the end. Reverse the order: state your main message or request first, then give the reasons, then the details for those who want them.`,
        },
        {
          kind: 'steps',
          items: [
            `Write your main message in one sentence before you write or say anything else. If you cannot, you are not ready to communicate yet.`,
            `Add two or three reasons or facts that support it, each in one sentence.`,
            `Say clearly what you need from the other person and by when: a decision, information, help or simply awareness.`,
            `Remove background the other person already knows, and add the one piece of context they probably do not know.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Rewrite one real message`,
          steps: [
            `Take a long email or message you sent last week.`,
            `Underline the sentence that contains your actual point or request. Note where it appears.`,
            `Rewrite the message so that this sentence comes first, followed by no more than three supporting sentences.`,
            `Compare the two versions for length and clarity. Ask yourself which one the receiver could answer faster.`,
          ],
          reflection: `What stopped you from putting the point first in the original version: habit, politeness or uncertainty about what you wanted?`,
        },
      ],
    },
    {
      id: 'listen-to-understand',
      role: 'core',
      heading: `Listen so people feel understood`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Listening is not waiting for your turn. Good listeners do three things: they give full attention, they ask questions that help the other person say more, and they check their understanding out loud. The last step is the one most people skip, and it is the one that makes others feel heard.`,
        },
        {
          kind: 'bullets',
          items: [
            `Put away your phone and face the person. Attention is visible.`,
            `Ask open questions that begin with "what" or "how": "What worries you most about this?" "How did that affect your week?"`,
            `Summarize before you respond: "So the main problem is the timing, not the budget. Is that right?"`,
            `If the summary is wrong, do not defend it. Thank them for the correction and try again.`,
            `Ask before you advise: "Do you want ideas, or do you mainly want me to understand?"`,
          ],
        },
        {
          kind: 'exercise',
          title: `The summary habit`,
          steps: [
            `Choose three conversations in the coming week where the other person explains a problem or a view.`,
            `Before you give your own opinion, summarize what you heard in one or two sentences and ask whether you got it right.`,
            `Notice how the person reacts and whether they add something they had not said before.`,
          ],
          reflection: `In which conversation did your summary reveal that you had understood something differently from what was meant?`,
        },
      ],
    },
    {
      id: 'prepare-difficult-conversation',
      role: 'core',
      heading: `Prepare a difficult conversation`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A difficult conversation usually happens on three levels at once. There is the question of what happened and who is right. There are feelings, often unspoken. And there is a question of identity: each person may feel that their competence, goodness or worth is being judged. Preparing for all three levels keeps you from being surprised by the parts that are not about facts.`,
        },
        {
          kind: 'paragraph',
          text: `A helpful distinction is between intent and impact. You know your own intentions but only see the impact of others' actions, so it is easy to assume the worst about them and the best about yourself. In the conversation, describe the impact on you and ask about their intent, rather than stating what they meant.`,
        },
        {
          kind: 'exercise',
          title: `Preparation sheet`,
          steps: [
            `Purpose: write what a good result would be. Aim for something both of you could agree to, such as a shared plan, not "they admit they were wrong".`,
            `My story: write what happened from your view in three sentences, using facts a camera could record.`,
            `Their story: write how the other person might describe the same events in a way that makes sense to them.`,
            `Feelings: name what you feel (for example hurt, worried, frustrated) and what they might feel.`,
            `What is at stake for each of you personally: respect, fairness, being seen as competent?`,
            `Request: write one specific thing you will ask for.`,
          ],
          reflection: `After writing their story, what do you now understand about their behavior that you did not consider before?`,
        },
      ],
    },
    {
      id: 'open-and-hold',
      role: 'core',
      heading: `Open well and keep the conversation focused`,
      blocks: [
        {
          kind: 'paragraph',
          text: `The first minute sets the tone. An opening that blames puts the other person on the defensive, and defensive people stop listening. An opening that describes and invites gives them a way in.`,
        },
        {
          kind: 'steps',
          items: [
            `Describe what you observed, without labels: "In the last two meetings, the figures I sent were not in the final slides."`,
            `Say the impact on you: "I felt left out, and I was not sure whether the figures were wrong."`,
            `Invite their view: "I would like to understand what happened from your side."`,
            `Listen and summarize, as described above, before you respond.`,
            `Look for a next step together: "What could we do differently next time?" Agree on something concrete.`,
            `Close by checking: "How do you feel about where we ended up?"`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Choose the moment. A private place, enough time and a calm state for both of you matter more than perfect words. Avoid starting a hard topic by message when a conversation is possible.`,
        },
      ],
    },
    {
      id: 'when-emotions-rise',
      role: 'core',
      heading: `When emotions run high`,
      blocks: [
        {
          kind: 'paragraph',
          text: `When people feel threatened, heart rate rises and thinking narrows. In that state, nobody listens well. Relationship research suggests that once someone feels overwhelmed, a break of at least twenty minutes helps more than pushing on.`,
        },
        {
          kind: 'bullets',
          items: [
            `Notice your own signs: a hot face, a fast heartbeat, a raised voice, the urge to interrupt.`,
            `Slow down: breathe out slowly, lower your voice, speak more briefly.`,
            `Name what is happening without blame: "I think we are both getting frustrated."`,
            `If needed, propose a pause with a clear return time: "Can we take half an hour and continue at four?" A break with a time is not avoidance.`,
            `After the pause, start with what you agree on before returning to the disagreement.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `If a conversation involves threats, intimidation or any risk to your safety, your priority is protecting yourself, not communication technique. Seek help from people you trust or from the appropriate services.`,
        },
      ],
    },
    {
      id: 'thinking-communication',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Adding warmth to your clarity`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Thinking, you are probably good at getting to the point and naming problems others avoid. The risk is that people hear only the criticism and miss your good intentions, especially in difficult conversations. Directness works best when the other person knows you are on their side.`,
        },
        {
          kind: 'bullets',
          items: [
            `Say your intent before your point: "I want this project to succeed, and I am worried about one part."`,
            `Treat feelings as real information, not as noise. "You seem upset. Is it about the decision or about how it was made?" is a practical question.`,
            `Acknowledge what is good or right in the other person's view before you disagree with the rest.`,
            `Ask before you solve. Many people want understanding first and solutions second.`,
            `After a hard conversation, check in a day later. A short message shows that the relationship matters to you.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-communication',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Adding clarity to your warmth`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Feeling, you probably notice how people feel and choose your words with care. The risk is that you soften the message so much that it disappears, or you delay a necessary conversation to protect the peace. Kindness and clarity are not opposites: being vague is often less kind, because the other person cannot act on it.`,
        },
        {
          kind: 'bullets',
          items: [
            `Write your request in one sentence before the conversation, and make sure you say it, in those words.`,
            `Limit apologies and softeners to one. "I am sorry, this is probably nothing, but maybe..." weakens the message before it starts.`,
            `Remember that a short period of discomfort is often the price of a better relationship later.`,
            `If the other person becomes upset, stay warm but do not withdraw your point. "I can see this is hard to hear, and I still think it matters."`,
            `Separate your worth from their reaction. Their disagreement is not a verdict on you.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-communication',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Thinking out loud, with room for others`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, talking is often how you think, and you are usually comfortable starting conversations others avoid. That is a real advantage. The cost is that others may hear your thinking as a final position, and quieter people may not find space to speak.`,
        },
        {
          kind: 'bullets',
          items: [
            `Label your thinking: "I am thinking out loud here, this is not a decision yet."`,
            `After you ask a question, wait for a slow count of five before you speak again. Silence is often someone preparing an answer.`,
            `In difficult conversations, speak less than half of the time. Use the summary habit to keep yourself listening.`,
            `At the end, state clearly what was decided, so that ideas you explored are not mistaken for commitments.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-communication',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Speaking up in time`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, you probably think before you speak and choose your words carefully, which makes your contributions clear and considered. The cost is that conversations can move on before you are ready, and others may read your silence as agreement or lack of interest.`,
        },
        {
          kind: 'bullets',
          items: [
            `Prepare key points in writing before meetings and difficult talks, so that you can speak early rather than late.`,
            `Ask for thinking time openly: "I want to give you a proper answer. Can I come back to you by three o'clock?" Then do it.`,
            `Say more than feels necessary. What is obvious in your head may not be visible to others.`,
            `Propose difficult conversations yourself, at a time that suits you, rather than waiting until they happen at a bad moment.`,
            `Use writing to start a topic if it helps, but hold the difficult part of the conversation in person or by video.`,
          ],
        },
      ],
    },
    {
      id: 'communication-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Starting with a judgment ("You never...") instead of an observation ("In the last two meetings...").`,
            `Preparing only your arguments and not the other person's story.`,
            `Having a difficult conversation by message because it feels easier.`,
            `Agreeing to things in the moment to end the discomfort, then not doing them.`,
            `Winning the argument and losing the relationship.`,
          ],
        },
      ],
    },
    {
      id: 'communication-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Everyday messages: point first, then two or three reasons, then what you need and by when.`,
            `Listening: attention, open questions, summarize, check, then ask whether they want advice.`,
            `Before a hard talk: purpose, my story, their story, feelings, what is at stake, one request.`,
            `Opening: what I observed, the impact on me, an invitation to hear their view.`,
            `Intent and impact: describe the impact on you; ask about their intent.`,
            `Emotions high: slow down, name it, pause with a clear return time.`,
            `Closing: agree on a concrete next step and check how the other person feels.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `A sentence to remember: "Help me understand how you see it." It works in almost every difficult moment.`,
        },
      ],
    },
  ],
};
