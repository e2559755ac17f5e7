// Skill pack: teamwork and giving and receiving feedback (EN). Tailored on T/F (candor versus care) and J/P (closure
// versus flexibility in shared work). Ideas drawn on, in our own words: feedback that shifts attention to the self can
// lower performance (Kluger & DeNisi 1996, Psychological Bulletin); situation-behavior-impact feedback (Center for
// Creative Leadership); appreciation, coaching and evaluation, and the truth, relationship and identity triggers (Stone
// & Heen 2014, "Thanks for the Feedback"); psychological safety (Edmondson 1999; Google re:Work, Project Aristotle 2015);
// conditions for effective teams (Hackman 2002, "Leading Teams"); stages of team development (Tuckman 1965,
// Psychological Bulletin); blameless team reviews (Derby & Larsen 2006, "Agile Retrospectives"); diverse groups feeling
// less comfortable yet deciding better (Phillips, Liljenquist & Neale 2009, Personality and Social Psychology Bulletin).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'teamwork-and-feedback',
  title: `Teamwork and feedback`,
  subtitle: `Work well with others, give feedback that helps and hear feedback without defending`,
  summary: `A practical guide to the habits that make teams work: clear agreements, useful feedback in both directions, recognition and short reviews that help the team learn. It includes a simple structure for feedback and a method for receiving criticism calmly.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-teamwork-matters',
      role: 'intro',
      heading: `What makes teams work`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most work today is done in teams, and most people can remember both a team that brought out their best and one that made everything harder. The difference is rarely the talent of the individuals. Research on teams points to conditions such as a clear shared goal, clear roles and agreements, and a climate where people can speak openly without fear of embarrassment. Large studies of teams inside companies came to similar conclusions: how the team works together mattered more than who was in it.`,
        },
        {
          kind: 'paragraph',
          text: `Feedback is where teamwork becomes concrete. Teams improve when members tell each other what is working and what is not, and when they can hear it without becoming defensive. Both are skills. Feedback is also less simple than it sounds: a large review of studies found that in more than a third of cases, feedback actually made performance worse, mostly when it focused on the person rather than the task. This pack shows how to avoid that.`,
        },
        {
          kind: 'paragraph',
          text: `Your type influences your team style. People who prefer Thinking tend to give direct, task-focused feedback; people who prefer Feeling tend to give supportive feedback and may hold back criticism. People who prefer Judging like clear plans and early decisions; people who prefer Perceiving like to stay flexible and adapt. Teams need all of these qualities, and most team friction comes from these differences being misunderstood. The tailored sections help you work with yours.`,
        },
      ],
    },
    {
      id: 'agree-how-you-work',
      role: 'core',
      heading: `Agree how you will work together`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Many team conflicts come from expectations nobody said aloud: how quickly to answer messages, who decides what, what "done" means, whether it is acceptable to disagree in meetings. A short conversation to agree these points early prevents many problems, and gives the team something to refer to when tension appears.`,
        },
        {
          kind: 'exercise',
          title: `Team working agreement`,
          steps: [
            `Book forty-five minutes with the team. Ask everyone to think beforehand about what helps them work well with others.`,
            `Agree on the team's goal in one or two sentences and check that everyone describes it the same way.`,
            `Agree on roles: who is responsible for what, and who decides which kinds of questions.`,
            `Agree on communication: which channels for what, expected response times, focus time that should not be interrupted.`,
            `Agree on how you will handle disagreement and mistakes, for example "we raise concerns in the meeting, not afterwards".`,
            `Write it on one page, share it and review it after one month.`,
          ],
          reflection: `Which agreement surprised you because others saw it differently from you?`,
        },
      ],
    },
    {
      id: 'three-kinds-of-feedback',
      role: 'core',
      heading: `Three kinds of feedback, and which one is needed`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Feedback can mean three different things. Appreciation says "I see you, and what you did matters." Coaching says "Here is how you could do this better." Evaluation says "Here is where you stand." Many feedback conversations go wrong because one person gives one kind while the other needs another: someone who wants recognition receives suggestions, or someone who wants to know where they stand receives only praise.`,
        },
        {
          kind: 'bullets',
          items: [
            `Before giving feedback, decide which kind you are giving and say so: "I want to give you some coaching on the report."`,
            `Before asking for feedback, say which kind you need: "I do not need a grade, I want ideas on how to make the introduction stronger."`,
            `Do not let appreciation disappear. In busy teams, coaching and evaluation crowd it out, and people stop knowing what they do well.`,
            `Make appreciation specific: "Your summary helped the client decide in one meeting" is worth more than "Great job."`,
          ],
        },
      ],
    },
    {
      id: 'give-feedback',
      role: 'core',
      heading: `Give feedback that helps`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Useful feedback is specific, about behavior rather than personality, timely and focused on the future. A simple structure helps: describe the situation, the behavior you observed and its impact, then invite a conversation about what could be done next.`,
        },
        {
          kind: 'steps',
          items: [
            `Situation: when and where. "In yesterday's client meeting..."`,
            `Behavior: what the person did, as a camera would record it. "...you answered the pricing questions before the client finished asking them..."`,
            `Impact: the effect you observed. "...and the client repeated the question twice, which seemed to frustrate them."`,
            `Invitation: ask rather than prescribe. "How did it look from your side?" and then "What could help next time?"`,
            `Give critical feedback privately and soon, ideally within a day or two. Give appreciation in public if the person is comfortable with that.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Prepare one piece of feedback`,
          steps: [
            `Think of a colleague whose behavior you have wanted to comment on, positively or critically.`,
            `Write the situation, behavior and impact, each in one sentence. Remove any word that describes the person's character, such as "careless" or "rude".`,
            `Write your invitation question.`,
            `Give the feedback this week, then note how the conversation went.`,
          ],
          reflection: `How did removing character words change the way you felt about giving the feedback?`,
        },
      ],
    },
    {
      id: 'receive-feedback',
      role: 'core',
      heading: `Receive feedback without defending`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Receiving feedback is often harder than giving it. Three reactions commonly get in the way: we think the feedback is wrong, we react to who is giving it, or it threatens our sense of who we are. Each reaction is understandable. None of them means the feedback has no value.`,
        },
        {
          kind: 'steps',
          items: [
            `Listen to the end without interrupting or explaining.`,
            `Ask for an example: "Can you tell me about a time when you noticed that?" Vague feedback becomes useful when it is specific.`,
            `Summarize what you heard and check that you understood.`,
            `Thank the person. Giving feedback takes courage, and your reaction decides whether they will do it again.`,
            `Decide later, when you are calm, what you will take from it. You do not have to accept all feedback, but consider it seriously first.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Ask for one thing`,
          steps: [
            `Choose three people who see your work from different positions.`,
            `Ask each one the same question: "What is one thing I could do differently that would make working with me better?"`,
            `Listen, ask for an example, thank them and write down the answer. Do not defend or explain.`,
            `Look for patterns across the three answers and choose one change to try for a month.`,
          ],
          reflection: `Which answer did you most want to argue with, and what part of it might be true?`,
        },
      ],
    },
    {
      id: 'team-reviews',
      role: 'core',
      heading: `Learn together with short reviews`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Teams that stop regularly to look at how they work improve faster. A short review after a project or every few weeks is enough. The review must be blameless: the question is what in the way the team works allowed a problem to happen, not who is at fault. Otherwise people will stop speaking honestly.`,
        },
        {
          kind: 'bullets',
          items: [
            `What went well, and why? Keep doing it.`,
            `What was difficult or frustrating? Describe events, not people.`,
            `What will we try differently next time? Choose one or two changes, not ten.`,
            `Who will make sure each change happens? Check at the next review.`,
          ],
        },
      ],
    },
    {
      id: 'different-styles',
      role: 'core',
      heading: `Working well with different styles`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Much friction in teams is not about goals but about style. One person thinks aloud and another needs quiet time; one wants a decision today and another wants to explore; one values directness and another values tact. Each style is useful, and each can look like a problem from the other side: the quick decider seems pushy, the careful explorer seems slow.`,
        },
        {
          kind: 'bullets',
          items: [
            `Talk about styles openly, for example by sharing how each person likes to receive information, make decisions and get feedback.`,
            `When a colleague irritates you, ask what useful purpose their style serves. There is usually one.`,
            `Give people different ways to contribute: time to prepare, written input, discussion in the meeting.`,
            `Mix styles in important work on purpose. A team of people who all think alike feels comfortable and misses more.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-teamwork',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Feedback that is heard as help`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Thinking, you probably give clear, honest feedback and can hear criticism of your work without taking it personally. Teams benefit from this candor. The risk is that your feedback is heard as harsh, especially by colleagues who take feedback more personally, and that you focus on what needs fixing while forgetting to say what works.`,
        },
        {
          kind: 'bullets',
          items: [
            `Give appreciation deliberately and specifically. You may notice good work without saying so.`,
            `Ask before giving coaching: "Would some thoughts on the draft be useful now?"`,
            `When receiving feedback, notice if you argue about whether it is correct. Ask first what the person experienced, which is real even if their explanation is not.`,
            `Consider how the person might feel, and choose the moment accordingly. Good timing is part of good feedback.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-teamwork',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Honest feedback as a form of care`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Feeling, you probably notice how teammates are doing, give warm recognition and help the team feel like a team. The risk is holding back critical feedback to protect people's feelings, so that problems grow, and taking critical feedback about your work as a judgment about you.`,
        },
        {
          kind: 'bullets',
          items: [
            `Remember that withholding useful feedback denies the person a chance to improve. Clear feedback, kindly given, is a form of respect.`,
            `Use the situation, behavior and impact structure. It keeps critical feedback factual and easier for you to say.`,
            `Avoid hiding criticism between two compliments. People learn to wait for the criticism and stop trusting the compliments.`,
            `When receiving criticism, separate the work from yourself: "This report needs changes" is not "I am not good enough".`,
          ],
        },
      ],
    },
    {
      id: 'judging-teamwork',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Structure the team can share`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Judging, you probably bring structure to a team: plans, deadlines and clear decisions. Teams often rely on you to keep work moving. The risk is pushing for decisions before others have finished thinking, or becoming frustrated with colleagues who work in a less planned way.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ask how much exploration a question needs before proposing a decision.`,
            `Agree on checkpoints rather than checking progress constantly. Others may work well in bursts.`,
            `Judge colleagues by their results and reliability, not by whether they work the way you do.`,
            `Offer your planning skills to the team as a service, for example by keeping the shared timeline.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-teamwork',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Flexibility the team can count on`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Perceiving, you probably bring flexibility and new ideas to a team, and you adapt well when plans change. The risk is that colleagues who depend on your work cannot see your progress, and feel stressed as deadlines approach even when you are confident you will deliver.`,
        },
        {
          kind: 'bullets',
          items: [
            `Make your progress visible: share short updates or early drafts, even when they are incomplete.`,
            `When you change a plan, tell the people affected at once.`,
            `Agree on internal deadlines with colleagues who depend on you, and keep them.`,
            `Use your adaptability in reviews: you are often the one who sees what the team could try differently.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Leaving expectations unspoken and then being disappointed when others do not meet them.`,
            `Feedback about character ("You are careless") instead of behavior.`,
            `Saving feedback for a yearly review instead of giving it when it is useful.`,
            `Asking for feedback and then explaining why it is wrong.`,
            `Reviews that look for someone to blame.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Working agreement: goal, roles, decisions, communication, handling disagreement; review after a month.`,
            `Name the kind of feedback: appreciation, coaching or evaluation.`,
            `Give: situation, behavior, impact, then an invitation question.`,
            `Critique privately and soon; appreciation specific and often.`,
            `Receive: listen, ask for an example, summarize, thank, decide later.`,
            `Ask regularly: "What is one thing I could do differently?"`,
            `Blameless reviews: what went well, what was hard, one or two changes, an owner for each.`,
            `Different styles: ask what purpose a style serves; offer several ways to contribute.`,
          ],
        },
      ],
    },
  ],
};
