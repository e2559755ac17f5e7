// Skill pack: decision-making (EN). Tailored on T/F (what counts as a reason) and J/P (when to close a decision).
// Ideas drawn on, in our own words: fast and slow thinking and reference classes (Kahneman 2011, "Thinking, Fast and
// Slow"; Kahneman & Lovallo 1993, Management Science); narrow "whether or not" framing (Nutt 1999, Academy of Management
// Executive) and widening options (Heath & Heath 2013, "Decisive"); the pre-mortem (Klein 2007, Harvard Business
// Review); maximizing and satisficing (Schwartz et al. 2002, JPSP; Simon 1956); judging decisions by process rather than
// outcome (Duke 2018, "Thinking in Bets"); emotion as an input to decisions (Lerner et al. 2015, Annual Review of
// Psychology); weighted criteria (multi-attribute decision analysis); advising a friend as self-distancing (Grossmann &
// Kross 2014, Psychological Science); independent views before group discussion (Kahneman, Sibony & Sunstein 2021,
// "Noise").
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'decision-making',
  title: `Making better decisions`,
  subtitle: `A clear, repeatable way to make choices you can stand behind`,
  summary: `A step-by-step method for important decisions: sort the decision, widen your options, weigh them against clear criteria, test them against reality and learn from the result. It helps you avoid the most common thinking traps without getting stuck in analysis.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-decisions-matter',
      role: 'intro',
      heading: `Why a decision method helps`,
      blocks: [
        {
          kind: 'paragraph',
          text: `We make most decisions quickly and without effort, and for everyday choices that works well. Important decisions are different: which job to accept, whether to move, how to handle a difficult situation at work. Here, fast judgments are affected by predictable errors. We consider too few options, look for evidence that supports what we already prefer, overestimate how well things will go and let the mood of the moment decide for the long term.`,
        },
        {
          kind: 'paragraph',
          text: `You cannot remove these errors completely, but a simple process reduces them. This pack offers one in five steps: sort the decision, widen your options, weigh them, test them against reality, then commit and learn. You do not need all five for every choice. The first step tells you how much effort a decision deserves.`,
        },
        {
          kind: 'paragraph',
          text: `Type influences what you pay attention to when you decide, not how good your decisions are. People who prefer Thinking tend to focus on logic and consequences; people who prefer Feeling tend to focus on values and the people affected. Good decisions need both. People who prefer Judging like to close decisions quickly; people who prefer Perceiving like to keep options open. Each tendency helps in some situations and hurts in others, and the tailored sections show how to balance yours.`,
        },
      ],
    },
    {
      id: 'sort-the-decision',
      role: 'core',
      heading: `Step 1: Sort the decision`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Not every decision deserves the same effort. Spending a week on a choice you can reverse tomorrow wastes time; deciding in five minutes on something you cannot undo is risky. Before you start, answer four questions.`,
        },
        {
          kind: 'steps',
          items: [
            `Can it be reversed? If the decision is easy and cheap to undo, decide quickly and adjust later. If not, use the full process.`,
            `How large is the effect? Consider money, time, health, relationships and how long the effect will last.`,
            `When must it be decided? Write the real deadline. Often there is more time than it feels, and sometimes less.`,
            `Who should decide, and who should be asked? Name the people whose views or agreement you need.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `A useful rule: the effort you spend should match what is at stake and how hard the decision is to reverse, not how anxious the decision makes you feel.`,
        },
      ],
    },
    {
      id: 'widen-options',
      role: 'core',
      heading: `Step 2: Widen your options`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Many decisions are framed as "whether or not": should I take this job or not? Studies of organizational decisions found that choices framed this way failed more often than choices between several real alternatives. The single best improvement to most decisions is to add options before you compare them.`,
        },
        {
          kind: 'exercise',
          title: `Option widening`,
          steps: [
            `Write the decision as you currently see it, for example "accept the offer or stay".`,
            `Imagine that both current options have disappeared. Write two other things you could do.`,
            `Ask whether you could combine options, for example staying but negotiating a new role, or accepting with a later start date.`,
            `Think of someone who has faced a similar choice. Ask them, or imagine, what they did and what they would do differently.`,
            `You should now have at least three or four real options. Cross out only those that are clearly impossible.`,
          ],
          reflection: `Which new option surprised you, and why had you not considered it before?`,
        },
      ],
    },
    {
      id: 'weigh-options',
      role: 'core',
      heading: `Step 3: Weigh options against clear criteria`,
      blocks: [
        {
          kind: 'paragraph',
          text: `When you compare options in your head, the most vivid detail tends to win: a higher salary, a friendly interviewer, a frightening story. Writing your criteria down first makes the comparison fairer. It also shows you what really matters to you, which is useful information in itself.`,
        },
        {
          kind: 'exercise',
          title: `Weighted decision table`,
          steps: [
            `List four to seven criteria that matter for this decision, for example income, learning, time with family, location, security, meaning.`,
            `Give each criterion a weight from 1 (nice to have) to 5 (essential).`,
            `Score each option on each criterion from 1 (poor) to 5 (excellent).`,
            `Multiply each score by the criterion's weight and add the results for each option.`,
            `Look at the winner and notice your reaction. If you feel relief, the table probably matches your priorities. If you feel disappointed, ask which criterion is missing or has the wrong weight, and adjust honestly.`,
          ],
          reflection: `What did your reaction to the result tell you that the numbers did not?`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `The table is a thinking tool, not an automatic answer. Its value is that it makes your reasons visible and shows you when your feelings and your stated priorities disagree.`,
        },
      ],
    },
    {
      id: 'test-against-reality',
      role: 'core',
      heading: `Step 4: Test your favorite against reality`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Once you have a favorite option, your mind starts to collect reasons why it will work. Two techniques balance this. The first is to ask how situations like yours usually turn out for other people. If most similar projects take twice as long as planned, yours probably will too. The second is the pre-mortem, developed for teams but useful for individuals.`,
        },
        {
          kind: 'exercise',
          title: `Pre-mortem`,
          steps: [
            `Imagine it is one year from now. You chose your favorite option and it went badly.`,
            `For five minutes, write every reason you can think of for why it failed.`,
            `Circle the two or three reasons that seem most likely.`,
            `For each, write what you could do now to prevent it, or what early sign would tell you to change course.`,
          ],
          reflection: `Does any reason on your list change which option you prefer, or only how you will carry it out?`,
        },
        {
          kind: 'paragraph',
          text: `Where possible, test before you commit fully. Spend a day with the team you might join, rent in a new area before buying, try a course before changing careers. Small experiments give you better information than more thinking.`,
        },
      ],
    },
    {
      id: 'commit-and-learn',
      role: 'core',
      heading: `Step 5: Commit, then learn`,
      blocks: [
        {
          kind: 'paragraph',
          text: `At some point more analysis stops improving a decision. Set a decision date and keep it. When you decide, write a short decision record: what you chose, your main reasons, what you expect to happen, and how confident you are. This takes five minutes and is the best way to improve your judgment over time.`,
        },
        {
          kind: 'bullets',
          items: [
            `Review your decision record after three or six months. Compare what happened with what you expected.`,
            `Judge the decision by the quality of the process and the information you had, not only by the result. Good decisions sometimes have bad outcomes because of luck, and bad decisions sometimes turn out well.`,
            `If the early warning signs from your pre-mortem appear, adjust without blaming yourself. Changing course on new information is part of a good decision.`,
            `Tell the people affected what you decided and why, even when they will not like it.`,
          ],
        },
      ],
    },
    {
      id: 'decide-with-others',
      role: 'core',
      heading: `Deciding together with other people`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Groups can make better decisions than individuals because they bring more information and more views. In practice they often do worse: the first or most senior person to speak sets the direction, others adjust their opinions to fit, and doubts remain unspoken. A few simple rules protect the advantage of the group.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ask everyone to write down their own view and their reasons before any discussion starts.`,
            `Let the most senior or most confident person speak last.`,
            `Name one person to argue against the favorite option, and change this role between meetings so that nobody is labeled as negative.`,
            `Separate the discussion of facts ("What do we know?") from the discussion of preferences ("What do we want?").`,
            `End by saying clearly who decides, what was decided and what each person will do next.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-decisions',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Counting what matters to people`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Thinking, you probably analyze options well and are not easily swayed by pressure. The gap to watch is that the effects of a decision on people, including yourself, can seem less real than costs and figures. Yet those effects often decide whether a plan succeeds. A logical decision that people resist is not a good decision in practice.`,
        },
        {
          kind: 'bullets',
          items: [
            `Add two criteria to every decision table: "effect on the people involved" and "how I will feel living with it".`,
            `Before deciding, list everyone affected and write one line on how each will experience the decision.`,
            `Treat your own emotions as data. Strong unease about a "correct" choice often points to a value or a risk you have not named yet.`,
            `When you explain a decision, include what you considered about people, not only the logic.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-decisions',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Giving your values a clear structure`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Feeling, you probably consider how decisions affect people and whether they fit your values, which leads to choices others can trust. The gap to watch is that decisions that will disappoint someone can feel almost impossible, and you may choose what keeps the peace rather than what is right for you.`,
        },
        {
          kind: 'bullets',
          items: [
            `Write your three most important personal values before you compare options, and use them as weighted criteria.`,
            `For each option, separate two questions: "What do I want?" and "What would avoid disappointing others?" Notice when the answers differ.`,
            `Include the cost of the option to you, in time, money and energy, as a criterion with real weight.`,
            `Remember that disappointing someone with a clear, kind explanation is often better for the relationship than a reluctant yes.`,
          ],
        },
      ],
    },
    {
      id: 'judging-decisions',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Deciding quickly, reviewing honestly`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Judging, you probably like to reach a decision and move on, and others rely on you to end long discussions. The risk is closing too early: deciding before you have widened your options, or defending a decision after new information has made it weaker.`,
        },
        {
          kind: 'bullets',
          items: [
            `For decisions that are hard to reverse, always complete the option-widening exercise before you choose, even if you feel sure.`,
            `Ask one person who tends to disagree with you to challenge your favorite option.`,
            `Decide in advance what evidence would make you change your mind, and write it in your decision record.`,
            `Distinguish consistency from stubbornness. Changing a decision because the facts changed is good judgment.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-decisions',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Closing options on time`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Perceiving, you are probably good at seeing alternatives and adapting when circumstances change. The risk is keeping options open for too long, so that deadlines pass, good options disappear and the stress of an open question lasts for weeks. Research also suggests that people who always search for the best possible option tend to be less satisfied with their choices than people who look for one that is good enough.`,
        },
        {
          kind: 'bullets',
          items: [
            `Set a decision date in your calendar and tell someone about it.`,
            `Define "good enough" before you search: which minimum conditions would make an option acceptable? Choose the first option that meets them.`,
            `Remind yourself that most decisions can be adjusted later. Choosing does not end your flexibility; it gives you a base to adapt from.`,
            `Use small experiments to learn quickly instead of waiting for perfect information.`,
          ],
        },
      ],
    },
    {
      id: 'decision-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Considering only one option, or only "yes or no".`,
            `Looking only for information that supports the option you already prefer.`,
            `Making long-term decisions in a strong mood, whether angry, excited or exhausted.`,
            `Asking for advice only from people who will agree with you.`,
            `Judging past decisions only by their results and learning the wrong lessons.`,
          ],
        },
      ],
    },
    {
      id: 'decision-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Sort: reversible or not, size of the effect, real deadline, who decides.`,
            `Widen: at least three real options; imagine your current options disappeared.`,
            `Weigh: criteria, weights, scores; then notice your reaction to the winner.`,
            `Test: how do similar cases usually turn out? Run a pre-mortem. Try a small experiment.`,
            `Commit: keep your decision date; write a short decision record.`,
            `Learn: review the record after three to six months; judge the process, not only the outcome.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `When you feel stuck, ask: "What would I advise a good friend to do in my position?" Distance often makes the answer clearer.`,
        },
      ],
    },
  ],
};
