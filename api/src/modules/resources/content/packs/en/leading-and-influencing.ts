// Skill pack: leading and influencing (EN). Tailored on E/I (visible versus quiet leadership) and T/F (results versus
// people). Ideas drawn on, in our own words: extraversion and leader emergence versus effectiveness (Judge et al. 2002,
// Journal of Applied Psychology); introverted leaders with proactive teams (Grant, Gino & Hofmann 2011, Academy of
// Management Journal); psychological safety (Edmondson 1999, Administrative Science Quarterly); goal setting (Locke &
// Latham 2002, American Psychologist); autonomy, competence and relatedness (Deci & Ryan 2000, self-determination
// theory); fair process (Kim & Mauborgne 1997, Harvard Business Review); interests behind positions (Fisher & Ury 1981,
// "Getting to Yes"); principles of influence, used ethically (Cialdini 2021, "Influence", new and expanded edition);
// the statement of intent (from military "commander's intent" practice); negativity bias (Baumeister et al. 2001,
// Review of General Psychology).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'leading-and-influencing',
  title: `Leading and influencing`,
  subtitle: `Set direction, build trust and move people, with or without a formal title`,
  summary: `A practical guide to the everyday behaviors of good leadership: explaining the why, building a team where people speak up, delegating real ownership and influencing people you do not manage. It applies equally to team leaders, project leads and anyone who needs others' support.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-leading-matters',
      role: 'intro',
      heading: `Leadership is a set of behaviors, not a personality`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Many people believe leaders are born with a certain personality: outgoing, confident, decisive. Research gives a more useful picture. Outgoing people are more often chosen as leaders, but that link is much weaker when we look at who actually leads well. What makes the difference are behaviors that anyone can learn: giving a clear direction, building trust, developing people and making fair decisions.`,
        },
        {
          kind: 'paragraph',
          text: `These behaviors matter whether or not you have a formal title. Project leads, experienced colleagues, parents organizing a school event and volunteers coordinating others all lead. Influence, the ability to gain support for an idea from people who do not have to follow you, is often the more important skill, and it is covered in this pack alongside leadership.`,
        },
        {
          kind: 'paragraph',
          text: `Type shapes your natural leadership style. People who prefer Extraversion often lead visibly, through energy and conversation; people who prefer Introversion often lead through preparation, listening and calm. One study found that quieter leaders got better results from teams full of proactive people, because they listened to their ideas. People who prefer Thinking often lead through clarity and standards; people who prefer Feeling often lead through support and harmony. Each style works, and each has a blind side the tailored sections address.`,
        },
      ],
    },
    {
      id: 'clear-why-and-what',
      role: 'core',
      heading: `Give a clear why and a clear what`,
      blocks: [
        {
          kind: 'paragraph',
          text: `People do their best work when they understand the purpose of a task and what a good result looks like. With the purpose, they can make sensible decisions when things change without asking you each time. With a clear result, they know when they are done. Specific, challenging goals lead to better performance than vague instructions such as "do your best".`,
        },
        {
          kind: 'exercise',
          title: `Write a statement of intent`,
          steps: [
            `Choose a project or task you are leading or will hand to someone.`,
            `Purpose: write in one or two sentences why it matters and for whom.`,
            `Result: describe what success looks like when it is finished, in terms someone could check.`,
            `Limits: write the fixed conditions, such as deadline, budget, quality standard and what must not happen.`,
            `Freedom: write explicitly which decisions the team can make on their own.`,
            `Share it and ask each person to explain it back in their own words. Correct any differences.`,
          ],
          reflection: `Where did people's explanations differ from what you meant, and what does that tell you about how you usually give instructions?`,
        },
      ],
    },
    {
      id: 'build-trust-and-safety',
      role: 'core',
      heading: `Build a team where people speak up`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Teams learn and perform better when members feel safe to ask questions, admit mistakes and disagree without being punished or embarrassed. Researchers call this psychological safety. It does not mean low standards or constant agreement. It means that bad news and new ideas reach you early, while you can still act on them. Leaders create it mainly through how they react.`,
        },
        {
          kind: 'bullets',
          items: [
            `Admit your own mistakes and uncertainty openly: "I got this wrong" and "I do not know yet" give permission for others to say the same.`,
            `Ask for input before you give your opinion, and ask quieter members directly.`,
            `Thank people for raising problems, especially when the news is bad. How you react the first time decides whether it happens again.`,
            `Treat mistakes as information: ask what happened and what can be learned before asking who is responsible.`,
            `Keep promises, including small ones. Trust grows from consistent behavior over time.`,
          ],
        },
      ],
    },
    {
      id: 'delegate-ownership',
      role: 'core',
      heading: `Delegate real ownership`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Many leaders keep too much work because they can do it faster or better themselves. This limits the team and exhausts the leader. People need autonomy and the chance to grow their competence to stay motivated. Good delegation hands over a result, not only a task, and agrees in advance how much freedom the person has.`,
        },
        {
          kind: 'steps',
          items: [
            `Choose the right task: something that develops the person and that you do not need to control closely.`,
            `Explain the purpose and the result, using your statement of intent.`,
            `Agree on the level of freedom: "investigate and recommend", "decide and tell me" or "decide on your own".`,
            `Agree on check-in points in advance, rather than checking whenever you feel worried.`,
            `Offer support, but do not take the task back when it becomes difficult. Ask questions instead: "What options do you see?"`,
            `When it is finished, give specific recognition and discuss what was learned.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Handing over a task without authority, information or time is not delegation. It is setting someone up to fail. Make sure the person has what they need.`,
        },
      ],
    },
    {
      id: 'influence-without-authority',
      role: 'core',
      heading: `Influence people you do not manage`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most important ideas need support from people who do not report to you. Influence begins with understanding what matters to them. People rarely resist an idea itself; they resist what it might cost them, or the feeling of being excluded. A process that people see as fair, where they were consulted, understand the reasons and know what is expected, gains support even from those who disagree with the outcome.`,
        },
        {
          kind: 'exercise',
          title: `Stakeholder map`,
          steps: [
            `Write down an idea or change you want to move forward.`,
            `List everyone whose support, agreement or cooperation you need, and those who will be affected.`,
            `For each person, note what they care about most, what they might gain and what they might lose.`,
            `Mark each as supporter, neutral or likely to resist.`,
            `Plan one conversation with a neutral person and one with a likely resister, starting with questions about their concerns rather than your arguments.`,
            `Adjust your idea where their concerns are fair, and tell them what you changed.`,
          ],
          reflection: `Which concern from another person made your idea better when you took it seriously?`,
        },
        {
          kind: 'paragraph',
          text: `Some principles of influence are well documented: people tend to return favors, to stay consistent with what they have said before, to follow what similar others do and to listen to people they like and trust. Use them honestly. Help others first, ask for small agreements before large ones, share examples of colleagues who support the idea and build real relationships. Never invent urgency or pretend support you do not have: manipulation works once and destroys trust for a long time.`,
        },
      ],
    },
    {
      id: 'make-and-explain-decisions',
      role: 'core',
      heading: `Make decisions and explain them`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Teams lose energy when decisions stay open for weeks, and they lose trust when decisions appear from nowhere. Before each significant decision, say how it will be made: will you decide alone, decide after consulting the team, or let the team decide? People accept many kinds of decisions if they know the rules in advance and see that their views were heard.`,
        },
        {
          kind: 'steps',
          items: [
            `Announce the question, who decides and by when.`,
            `Collect views, including from people who are likely to disagree.`,
            `Decide on the agreed date. A good decision on time is usually better than a perfect decision too late.`,
            `Explain the decision, the main reasons and the views you did not follow, and why.`,
            `Ask for commitment, including from those who disagreed, and agree on when the decision will be reviewed.`,
          ],
        },
      ],
    },
    {
      id: 'one-to-one-conversations',
      role: 'core',
      heading: `Hold regular one-to-one conversations`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lead people, a short regular conversation with each person is one of the most valuable habits you can build. Thirty minutes every week or two is enough. The meeting belongs to the other person: their progress, their problems, their development.`,
        },
        {
          kind: 'bullets',
          items: [
            `Let them set most of the agenda. Start with "What is on your mind?"`,
            `Ask about obstacles: "What is getting in your way, and how can I help?"`,
            `Discuss growth at least once a month: "What would you like to learn or do more of?"`,
            `Give feedback in both directions, and ask "What could I do differently to help you?"`,
            `Write down what you promised and do it before the next meeting.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-leading',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Leading with energy and leaving room for others`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, you probably lead visibly: you bring energy to meetings, start conversations easily and make people feel included. The risk is that your energy takes up most of the space in a meeting. Quieter people may stop offering ideas, and your thinking out loud may be taken as decisions.`,
        },
        {
          kind: 'bullets',
          items: [
            `In meetings, speak last on important questions. Ask others to share first.`,
            `Use written input before discussions, so that ideas from quieter members are heard.`,
            `Mark clearly when you are exploring and when you are deciding.`,
            `Track how much of each meeting you spend talking. Aim for less than a third when you are not presenting.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-leading',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Leading quietly and still being seen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, you probably lead through careful preparation, attentive listening and calm decisions, and people value how you make them feel heard. The risk is that your leadership is not visible enough: your team may not know your thinking, other departments may not hear about your team's success, and people may read your quiet as distance.`,
        },
        {
          kind: 'bullets',
          items: [
            `Share your reasoning more often than feels necessary, for example in a short weekly written update.`,
            `Speak up for your team's work in wider meetings. Visibility for them is part of your job.`,
            `Make small personal contact a habit: a short chat at the start of a meeting or a message to ask how someone is.`,
            `Plan recovery time after days full of meetings so that you can keep your calm, which is one of your strengths.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-leading',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Clear standards with a human touch`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Thinking, you probably lead with clarity, fairness and high standards, and people know where they stand with you. The risk is that you focus on the task so much that people feel like resources rather than individuals, or that your critique sounds harsher than you intend.`,
        },
        {
          kind: 'bullets',
          items: [
            `Give recognition as specifically as critique, and more often. People hear criticism more loudly than praise.`,
            `Ask about the person, not only the work, in one-to-one conversations.`,
            `When you announce a decision, explain how you considered its effect on people.`,
            `Assume that people need more encouragement than you do. Most do.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-leading',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Warm support with clear expectations`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Feeling, you probably lead with empathy and build teams where people feel valued. That is a strong foundation for trust. The risk is avoiding necessary difficult conversations, such as poor performance, unpopular decisions or saying no, and holding back critique until a problem has grown.`,
        },
        {
          kind: 'bullets',
          items: [
            `Remember that clear expectations are a form of care. People cannot meet standards they do not know.`,
            `Address performance problems within a week, privately and specifically.`,
            `When a decision will disappoint people, say so directly, explain why and then support them. Delaying bad news usually makes it worse.`,
            `Protect your own energy. Carrying everyone's worries is not sustainable; helping them solve their problems is.`,
          ],
        },
      ],
    },
    {
      id: 'leading-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Giving tasks without explaining why they matter.`,
            `Asking for honest feedback and then defending yourself against it.`,
            `Taking work back as soon as someone struggles.`,
            `Trying to win support only with arguments, without understanding what others care about.`,
            `Canceling one-to-one conversations whenever you are busy.`,
          ],
        },
      ],
    },
    {
      id: 'leading-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Intent: purpose, result, limits and freedom; ask people to explain it back.`,
            `Safety: admit mistakes, ask before telling, thank people for bad news.`,
            `Delegate: a result, an agreed level of freedom, agreed check-ins, no taking back.`,
            `Influence: map stakeholders, ask about their concerns first, run a fair process.`,
            `Decisions: say who decides and by when, collect views, decide on time, explain what you did not follow.`,
            `Honest persuasion: help first, small agreements, real examples, real relationships.`,
            `One-to-ones: their agenda, obstacles, growth, feedback both ways, keep your promises.`,
            `Style: your type shapes your natural style; the behaviors above work for every style.`,
          ],
        },
      ],
    },
  ],
};
