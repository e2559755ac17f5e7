// Skill pack: conflict in close relationships (EN). Tailored on T/F (being right versus keeping the peace) and A/Tu (how
// threatening conflict feels). Ideas drawn on, in our own words: the four corrosive patterns, gentle start-up, repair
// attempts, flooding and lasting ("perpetual") problems (Gottman 1994, "Why Marriages Succeed or Fail"; Gottman & Silver
// 1999, "The Seven Principles for Making Marriage Work"); the demand-withdraw pattern (Christensen & Heavey 1990, JPSP);
// attachment in adult relationships (Hazan & Shaver 1987, JPSP; Johnson 2008, "Hold Me Tight"); the speaker-listener
// technique (Markman, Stanley & Blumberg 1994, "Fighting for Your Marriage"); responding to good news (Gable et al. 2004,
// JPSP); the parts of an effective apology (Lewicki, Polin & Lount 2016, Negotiation and Conflict Management Research).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'conflict-in-close-relationships',
  title: `Conflict in close relationships`,
  subtitle: `Disagree without damage, repair quickly and grow closer through difficult moments`,
  summary: `A practical guide to handling disagreements with a partner, family member or close friend. It shows you how to raise a problem gently, listen until the other person feels understood, repair after a fight and live well with the differences that never fully go away.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-conflict-matters',
      role: 'intro',
      heading: `Conflict is normal; how you handle it matters`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Every close relationship has conflict. Two people with different histories, needs and habits will disagree about money, time, family, housework, affection and many other things. Research on couples suggests that the number of disagreements matters less than the way they are handled. Stable, happy couples argue too; they simply argue in ways that protect respect and goodwill, and they repair quickly afterwards.`,
        },
        {
          kind: 'paragraph',
          text: `The same research found that many conflicts are about lasting differences in personality or values, which do not get solved but can be managed with humor and understanding. So the aim of this pack is not to end conflict. It is to help you disagree without causing damage, to understand what is really at stake, and to find your way back to each other afterwards. The techniques work with partners, family members and close friends.`,
        },
        {
          kind: 'paragraph',
          text: `Type does not decide whether your relationships succeed. It does influence your conflict style. People who prefer Thinking often focus on what is fair and correct; people who prefer Feeling often focus on the relationship and on how each person feels. People with an Assertive identity tend to feel steady during conflict, while those with a Turbulent identity may feel a disagreement as a threat to the relationship itself. The tailored sections address these patterns.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `These techniques are for relationships between equals who both want to make things work. If you are afraid of your partner or a family member, if there is violence, threats or control over your money, phone or contacts, communication skills are not the answer. Contact a support service for domestic abuse in your country or someone you trust.`,
        },
      ],
    },
    {
      id: 'four-damaging-patterns',
      role: 'core',
      heading: `Four patterns that damage relationships`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Relationship researchers have identified four ways of fighting that predict growing distance and unhappiness when they become habits. Almost everyone uses them sometimes. The aim is to recognize them quickly and replace them with something better.`,
        },
        {
          kind: 'bullets',
          items: [
            `Criticism: attacking the person instead of the behavior ("You are so selfish"). Instead, describe the situation and what you need.`,
            `Contempt: mocking, eye-rolling, sarcasm or speaking from a position of superiority. This is the most damaging of the four. Instead, build a habit of noticing and saying what you appreciate.`,
            `Defensiveness: answering a complaint with excuses or a counter-complaint. Instead, accept responsibility for even a small part of the problem.`,
            `Stonewalling: shutting down, going silent and turning away. This often happens when someone feels overwhelmed. Instead, ask for a break and come back.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Agree with your partner or family member on a light, neutral word either of you can say when you notice one of the four patterns. Naming the pattern together is easier than accusing each other of it.`,
        },
      ],
    },
    {
      id: 'start-gently',
      role: 'core',
      heading: `Start gently`,
      blocks: [
        {
          kind: 'paragraph',
          text: `The way a conflict begins strongly predicts how it will end. A harsh start puts the other person on the defensive at once. A gentle start describes the problem and what you need, without blame. It is not weak or indirect; it is the version of your message that the other person is most able to hear.`,
        },
        {
          kind: 'steps',
          items: [
            `Start with "I", not "you": "I feel..." rather than "You always...".`,
            `Describe the situation specifically: "...when the dishes stay in the sink overnight..."`,
            `Say what you need, as a positive request: "...could we agree that they are washed before bed?"`,
            `Be polite and show appreciation where it is true: "I know you have had long days."`,
            `Raise problems early, while they are still small, rather than letting them build up.`,
          ],
        },
        {
          kind: 'exercise',
          title: `From criticism to request`,
          steps: [
            `Write three criticisms you have made or thought recently about someone close to you, in the words you used or would have used.`,
            `For each, write what situation triggered it, as a camera would record it.`,
            `Write what you felt and what you needed at that moment.`,
            `Rewrite each criticism as a gentle start: I feel, about the situation, and a positive request.`,
            `Choose one and use it the next time the situation occurs.`,
          ],
          reflection: `What need was behind the criticism that you find easiest to express now that you have written it down?`,
        },
      ],
    },
    {
      id: 'listen-until-understood',
      role: 'core',
      heading: `Listen until the other person feels understood`,
      blocks: [
        {
          kind: 'paragraph',
          text: `In most fights, both people are trying to be understood and nobody is listening. A simple structure helps when a topic keeps going badly: one person speaks, the other only listens and repeats back, then you swap. It feels slow and artificial at first, and that is exactly why it works. It stops the fast exchange of arguments and makes both people feel heard.`,
        },
        {
          kind: 'exercise',
          title: `Speaker and listener`,
          steps: [
            `Choose a recurring topic of moderate difficulty, not your most painful one, and a quiet time of about thirty minutes.`,
            `The speaker talks about their own thoughts and feelings in short pieces of two or three sentences. No accusations and no mind reading.`,
            `The listener repeats back what they heard in their own words, without adding their opinion, and asks "Did I get that right?"`,
            `Continue until the speaker feels understood. Then swap roles.`,
            `Only after both have been understood, discuss possible solutions, if a solution is needed at all.`,
          ],
          reflection: `What did you learn about the other person's view that you had not understood in earlier arguments on the same topic?`,
        },
      ],
    },
    {
      id: 'pursue-and-withdraw',
      role: 'core',
      heading: `When one of you pursues and the other withdraws`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A very common pattern is that one person pushes to talk about a problem and the other pulls away. The more one pursues, the more the other withdraws, and the more the other withdraws, the more the first pursues. Both are usually trying to protect the relationship: the pursuer by getting closer, the withdrawer by avoiding a fight. Seeing the pattern as the shared problem, rather than each other, is the first step out of it.`,
        },
        {
          kind: 'bullets',
          items: [
            `Notice when you feel overwhelmed: a racing heart, a hot face, the urge to shout or to leave. In this state, listening is almost impossible.`,
            `Agree in a calm moment that either of you can ask for a break, and that the one who asks will say when you will continue.`,
            `Take at least twenty minutes, and use the time to calm down, not to prepare arguments. Walk, breathe slowly, read.`,
            `If you tend to pursue, accept the break as a step toward the conversation, not a rejection.`,
            `If you tend to withdraw, always come back at the agreed time. Returning is what makes a break trustworthy.`,
          ],
        },
      ],
    },
    {
      id: 'repair',
      role: 'core',
      heading: `Repair during and after a fight`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Repair attempts are small moves that stop a conflict from getting worse: a joke, a touch, "I am sorry, that came out wrong", "Can we start again?" Research suggests that one difference between couples who stay happy and those who do not is that their repair attempts work, mainly because the other person accepts them. Making and accepting repairs are both skills.`,
        },
        {
          kind: 'bullets',
          items: [
            `Offer repairs early, before the conflict escalates. They can be imperfect.`,
            `Accept repairs even when you are still upset. Accepting is not agreeing; it is choosing the relationship over the argument.`,
            `After a fight, when both are calm, talk about it: what did each of you feel, what triggered it, and what could you each do differently?`,
            `Apologize fully: name what you did, acknowledge the effect on the other person, take responsibility without excuses, and say what you will do differently.`,
            `Keep up small daily moments of appreciation and interest. Relationships with a large store of goodwill recover from conflict more easily.`,
          ],
        },
      ],
    },
    {
      id: 'lasting-differences',
      role: 'core',
      heading: `Living with lasting differences`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Some disagreements return again and again: one of you likes plans and the other spontaneity, one wants more time together and the other more time alone, one saves and the other enjoys spending. These are often differences in personality and values, and trying to "win" them leads to frustration. The goal is a working arrangement that respects both people.`,
        },
        {
          kind: 'steps',
          items: [
            `Ask what the position means to the other person: "Why is this so important to you? Is there a story or a hope behind it?"`,
            `Share the same about your own position.`,
            `Each of you names the core of your position, where you cannot give way, and the areas where you can be flexible.`,
            `Build an arrangement from the flexible areas, try it for a set time and review it.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-conflict',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `When being right gets in the way`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Thinking, you probably try to keep arguments fair and logical and can stay calm when others become emotional. The risk is that you treat a conflict as a debate to win. You may correct details, point out inconsistencies or offer solutions while the other person is still waiting to feel understood.`,
        },
        {
          kind: 'bullets',
          items: [
            `Before you answer, ask yourself: "Do I want to be right, or do I want us to be close again?"`,
            `Respond to the feeling first: "I can see that you felt alone with this." Then, if needed, discuss the facts.`,
            `Avoid correcting small details in the middle of an emotional conversation. They rarely matter as much as they seem.`,
            `Say your own feelings too. Calm logic can look like not caring, even when you care deeply.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-conflict',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `When keeping the peace costs too much`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Feeling, you probably notice tension early and care about how everyone feels. You are often the one who makes repairs. The risk is that you avoid raising problems to keep the peace, agree to things you do not want and then feel resentment that comes out later in a bigger fight.`,
        },
        {
          kind: 'bullets',
          items: [
            `Raise small problems within a day or two, using a gentle start. Small problems are much easier to discuss than a long list later.`,
            `Notice when you say yes but feel no. Say, "Let me think about it", and come back with an honest answer.`,
            `Remember that your needs are part of the relationship too. Hiding them does not protect the relationship; it weakens it.`,
            `When the other person is upset with you, you do not have to fix their feelings at once. Listen, and trust that the relationship can hold some discomfort.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-conflict',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Staying open when you feel sure`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Assertive, you probably stay steady in conflict and do not easily feel that the relationship is at risk. That calm helps both of you. The risk is that your confidence makes the other person's worries seem small to you, or that you move on from a fight long before they do.`,
        },
        {
          kind: 'bullets',
          items: [
            `Do not assume the conflict is over because you feel fine. Ask, "Are we okay, or is something still bothering you?"`,
            `Take the other person's worries seriously even when you do not share them. "I do not see it that way, but I understand why it worries you" is a good start.`,
            `Be ready to say "I was wrong" in plain words. It costs you little and means a lot.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-conflict',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `When a disagreement feels like a threat`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Turbulent, conflict may feel more intense for you: a disagreement can seem like a sign that the relationship is in danger, and you may go over the fight in your mind for a long time afterwards. Your sensitivity also makes you quick to notice problems and eager to repair them.`,
        },
        {
          kind: 'bullets',
          items: [
            `Remind yourself that conflict is part of healthy relationships. One fight says little about the future.`,
            `Calm your body before you respond, using slow breathing or a break. Strong alarm makes every problem look bigger.`,
            `Ask for reassurance once, clearly, rather than searching for it indirectly many times: "I need to hear that we are okay."`,
            `After a fight, write down what happened and what you agreed. It helps to stop the replay in your mind.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Bringing up every past problem in one argument.`,
            `Starting a serious conversation when one of you is tired, hungry or about to leave.`,
            `Using "always" and "never". They invite a defense rather than a conversation.`,
            `Discussing conflicts in front of children or friends, or complaining about your partner to others instead of to them.`,
            `Expecting one conversation to settle a lasting difference.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Watch for criticism, contempt, defensiveness and stonewalling; use their opposites.`,
            `Start gently: I feel, about a specific situation, and a positive request.`,
            `Listen and repeat back until the other person says "Yes, that is it."`,
            `Overwhelmed? Take a break of at least twenty minutes, and say when you will return.`,
            `Make repairs early and accept repairs even while you are upset.`,
            `Apologize fully: what you did, its effect, responsibility, what you will change.`,
            `Lasting differences: understand the hope behind each position, then agree on the flexible parts.`,
            `Keep up daily appreciation. Goodwill makes every conflict easier.`,
          ],
        },
      ],
    },
  ],
};
