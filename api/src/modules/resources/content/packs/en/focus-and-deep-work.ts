// Skill pack: focus and deep work (EN). Tailored on E/I (where energy for focus comes from) and J/P (how structure helps).
// Ideas drawn on, in our own words: attention residue (Leroy 2009, Organizational Behavior and Human Decision Processes);
// the cost of interrupted work (Mark, Gudith & Klocke 2008, CHI); task-switching costs (Monsell 2003, Trends in Cognitive
// Sciences); implementation intentions (Gollwitzer 1999, American Psychologist); plans quieting unfinished goals
// (Masicampo & Baumeister 2011, JPSP); micro-breaks (Albulescu et al. 2022, PLOS ONE); timed work intervals (Cirillo's
// Pomodoro Technique); "deep work" as a term (Newport 2016); introverts and background noise (Furnham & Bradley 1997,
// Applied Cognitive Psychology).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'focus-and-deep-work',
  title: `Focus and deep work`,
  subtitle: `Protect your attention and do your most important work in fewer, better hours`,
  summary: `A practical guide to planning focused work sessions, removing easy distractions and recovering from interruptions. It shows you how to find your best hours and how to use your preferences for people, quiet and structure to stay on one task for longer.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-focus-matters',
      role: 'intro',
      heading: `Why focus is a skill you can train`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most valuable work needs long stretches of attention: writing a proposal, solving a hard problem, learning something new, planning a complex project. Yet many people rarely work on one thing for more than ten minutes before a message, a thought or a habit pulls them away. Studies of office work find that after an interruption people often take a long time to return to the original task, and that part of their mind stays on the last task even after they switch. Researchers call this "attention residue".`,
        },
        {
          kind: 'paragraph',
          text: `The good news is that focus depends less on willpower than on design. When you decide in advance what you will work on, for how long and under which conditions, you need far less effort to stay on task. This pack gives you that design: a way to see where your attention goes, a simple format for focused sessions, ways to remove distractions, and a method for handling interruptions so that you can return to your work quickly.`,
        },
        {
          kind: 'paragraph',
          text: `Your personality type does not decide how well you can concentrate. It describes preferences, not abilities. But preferences change which methods feel natural. People who lean toward Extraversion and people who lean toward Introversion often draw energy for focus from different places, and people who prefer Judging or Perceiving relate to plans in different ways. The sections tailored to you explain how to use your preferences rather than fight them.`,
        },
      ],
    },
    {
      id: 'see-where-attention-goes',
      role: 'core',
      heading: `See where your attention goes`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Before you change anything, observe. Most people overestimate how long they work without a break and underestimate how often they check their phone or inbox. One honest day of notes is more useful than any general advice, because it shows your own patterns: when you concentrate easily, what interrupts you, and which interruptions you start yourself.`,
        },
        {
          kind: 'exercise',
          title: `One-day attention log`,
          steps: [
            `Choose an ordinary working or study day and keep a sheet of paper next to you.`,
            `Every time you switch what you are doing, write the time, what you switched to and why (a message arrived, you felt stuck, you were bored, someone spoke to you).`,
            `Mark each switch as "external" (someone or something interrupted you) or "internal" (you chose to switch).`,
            `At the end of the day, count the switches of each kind and circle the two longest periods of uninterrupted work.`,
            `Note the time of day and the place of those two periods.`,
          ],
          reflection: `Which of your switches were internal, and what were you feeling just before you made them?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `If internal switches outnumber external ones, as they do for many people, start with the sections on designing the session and removing easy exits. If external switches dominate, start with the section on interruptions.`,
        },
      ],
    },
    {
      id: 'design-the-session',
      role: 'core',
      heading: `Design a focused session`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A focused session is a fixed block of time for one clearly defined task. Three details make the difference between a session that works and one that drifts: a concrete task, a visible finish and a decision made in advance about when and where it happens.`,
        },
        {
          kind: 'steps',
          items: [
            `Pick one task and write it as an action with a visible result: not "work on the report" but "draft the three findings of section 2".`,
            `Set a length you can keep. For most people 45 to 90 minutes is realistic; if you rarely focus for long, start with 25 minutes and grow from there.`,
            `Fix the time and place with an if-then plan: "When I sit down at my desk after lunch, I open only the report file." Research on such plans shows they make follow-through much more likely.`,
            `Prepare everything you need before you start: files open, notes at hand, water poured. Every search during the session is a chance to drift.`,
            `End with two minutes of notes: where you stopped and what the next step is.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Protect two or three sessions a week at first, not every day. A small number of sessions that really happen builds more confidence than an ambitious schedule you abandon. Put them in your calendar like appointments and treat moving them as a decision, not an accident.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Do not choose your hardest task for your first session if you are out of practice. Choose a task that matters but that you already know how to begin.`,
        },
      ],
    },
    {
      id: 'remove-easy-exits',
      role: 'core',
      heading: `Remove the easy exits`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Distraction is mostly a matter of how easy it is to leave the task. If checking messages takes one tap, you will check often; if it takes a walk to another room, you will check rarely. Change the environment so that staying is the easy option.`,
        },
        {
          kind: 'bullets',
          items: [
            `Put your phone in another room or in a drawer, with sound off. Having it on the desk, even face down, invites checking.`,
            `Close your email and chat applications, not only their windows. Tell colleagues when you will reply.`,
            `Keep only the tabs and files the task needs. Save the rest in a list for later.`,
            `Keep a "later list" on paper beside you. When a thought comes ("I must book the dentist"), write it down and return to the task. The thought stops repeating once it is captured.`,
            `Use a website blocker or focus mode if you know that you will open certain sites without thinking.`,
            `Choose a place you use for focused work only, if you can. Even a particular chair or table can become a signal to concentrate.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Make leaving harder`,
          steps: [
            `Look at your attention log and list your three most common exits (for example: phone, news site, snacks).`,
            `For each exit, write one change that adds at least twenty seconds of effort (phone in the hallway, site blocked until 17:00, snacks in the kitchen, not on the desk).`,
            `Apply all three changes before your next focused session.`,
            `After the session, note how many times you reached for an exit and found it closed.`,
          ],
          reflection: `Which change made the biggest difference, and how can you make it permanent without thinking about it each day?`,
        },
      ],
    },
    {
      id: 'handle-interruptions',
      role: 'core',
      heading: `Handle interruptions and get back to work quickly`,
      blocks: [
        {
          kind: 'paragraph',
          text: `You cannot remove every interruption, and some of them are part of your job. The aim is to reduce their cost. Much of that cost comes from switching with no plan, so the unfinished task keeps pulling at your attention. Researchers have found that writing a short plan for an unfinished task reduces these intrusive thoughts.`,
        },
        {
          kind: 'steps',
          items: [
            `When someone interrupts you, ask whether it can wait until the end of your session. Often it can, and a clear time ("I can look at this at 11:30") is easy to accept.`,
            `If it cannot wait, take thirty seconds before you switch to write a "ready to resume" note: what you were doing, what you were about to do next and any idea you do not want to lose.`,
            `Deal with the interruption fully, then return and read your note before you do anything else.`,
            `Batch small requests: answer messages at two or three fixed times a day instead of as they arrive.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `If you work in a team, agree on a shared signal for focus time (a status in the chat tool, headphones, a calendar block) and on what counts as urgent enough to break it.`,
        },
      ],
    },
    {
      id: 'rest-and-energy',
      role: 'core',
      heading: `Rest, energy and your best hours`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Attention is limited. Long sessions without rest lead to slower thinking and more mistakes, and short breaks help people feel less tired and more alert. Good breaks move your body and rest your eyes: walk, stretch, look out of a window, drink water. Scrolling on your phone is not much of a break, because it keeps your mind busy with new information.`,
        },
        {
          kind: 'bullets',
          items: [
            `Use your attention log to find the hours when you focus most easily, and protect them for your most demanding work.`,
            `Put routine tasks (email, forms, small errands) in your low-energy hours.`,
            `Take a real break of five to ten minutes between sessions, and a longer one after two or three sessions.`,
            `Sleep, regular movement and meals affect concentration more than any technique in this pack. If you are short on sleep for weeks, start there.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-focus',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Using people and energy to help you focus`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, long silent hours alone can feel draining rather than calm, and you may reach for conversation or messages when a task gets dull. That does not mean you cannot focus; it means you may focus best with some outside energy built into the session.`,
        },
        {
          kind: 'bullets',
          items: [
            `Work next to other people who are also focusing: a shared office, a library, a café or an online co-working session where everyone works in silence with cameras on.`,
            `Say your plan out loud before you start: tell a colleague or friend, "For the next hour I am drafting section 2." A small public commitment helps you keep it.`,
            `Use short conversations as rewards between sessions, not during them. Ten minutes of talk after a session can restore your energy.`,
            `Talk a problem through before you write it. Explaining your thinking to someone often gives you the structure you then write down alone.`,
            `Try light background sound if silence makes you restless, and notice whether it helps or distracts.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-focus',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Protecting your quiet hours`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, deep concentration may come naturally once you are alone, but busy environments and a full day of meetings can use up the energy you need for it. Some studies suggest that background noise and music disturb complex tasks more for introverted people than for extraverted ones.`,
        },
        {
          kind: 'bullets',
          items: [
            `Place your focused sessions before meetings and social tasks, not after them, when you still have the most energy.`,
            `Ask for meetings to be grouped on certain days or in certain half-days, so that your other days have long free blocks.`,
            `Make your need for quiet visible and normal: a calendar block called "focus time", headphones, a short note to the team. People respect a clear boundary more than a silent one.`,
            `Plan a few minutes of recovery after intense social work before you try to concentrate.`,
            `Watch for the opposite risk: hiding in solo work when a five-minute conversation would clear the question that is blocking you.`,
          ],
        },
      ],
    },
    {
      id: 'judging-focus',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `When the plan gets in the way`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Judging, you probably like planning your day and feel satisfied when you follow the plan. That is a strong base for focused work. The risk is that the plan itself becomes the task: you spend a long time organizing, or you feel the whole day is lost when an interruption breaks your schedule.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limit planning to ten minutes a day. If a plan needs longer, it is a project task in its own right and deserves its own session.`,
            `Leave about a quarter of your day unplanned, as a buffer for the interruptions you know will come.`,
            `When a session is broken, do not cancel the rest of the plan. Write your ready-to-resume note and move the session to the next free slot.`,
            `Check that your sessions go to important work, not only to work that is easy to plan. Ticking many small tasks can feel productive while the hard one waits.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-focus',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Making structure feel light`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Perceiving, you may do your best work when interest is high or a deadline is close, and a rigid daily schedule can feel like a cage you want to escape. You do not need a rigid schedule. You need just enough structure to start, and enough freedom to stay interested.`,
        },
        {
          kind: 'bullets',
          items: [
            `Keep sessions short at first (25 to 45 minutes) and decide only the next session, not the whole day.`,
            `Create real, near deadlines: promise a draft to a colleague by Thursday rather than relying on a deadline three weeks away.`,
            `Give yourself choice inside a frame: "this morning is for the project; I can choose which part".`,
            `When a new idea arrives during a session, write it on your later list. You keep the idea without following it.`,
            `Finish sessions at a point where you know the next step. Starting again is easier when the first move is clear.`,
          ],
        },
      ],
    },
    {
      id: 'focus-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Planning perfect days you cannot keep. Start with two or three sessions a week and add more once they are reliable.`,
            `Treating a lost session as proof of failure. Attention varies; write down what broke the session and adjust one thing.`,
            `Confusing busy with focused. Many small tasks done quickly can hide that the important task did not move.`,
            `Cutting sleep to gain working hours. Tired hours are slow hours.`,
            `Announcing focus time but answering every message anyway. People learn from what you do, not what you say.`,
          ],
        },
      ],
    },
    {
      id: 'focus-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Observe: keep a one-day attention log; count internal and external switches.`,
            `Define: one task, written as an action with a visible result.`,
            `Decide: length, time and place, written as an if-then plan.`,
            `Prepare: everything you need is ready before you start.`,
            `Protect: phone away, messages closed, later list beside you.`,
            `Interrupted? Write a ready-to-resume note before you switch.`,
            `Close: two minutes of notes on where you stopped and what comes next.`,
            `Rest: a real break between sessions; demanding work in your best hours.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `One question to ask each morning: "What is the one task that would make today worthwhile, and when exactly will I do it?"`,
        },
      ],
    },
  ],
};
