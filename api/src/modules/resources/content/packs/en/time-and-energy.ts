// Skill pack: planning, time and energy (EN). Tailored on J/P (how much structure helps) and S/N (details versus
// direction). Ideas drawn on, in our own words: the planning fallacy (Buehler, Griffin & Ross 1994, JPSP); unpacking tasks
// to improve estimates (Kruger & Evans 2004, Journal of Experimental Social Psychology); the mere urgency effect (Zhu,
// Yang & Hsee 2018, Journal of Consumer Research); the urgent/important grid (popularized by Covey 1989); capture lists
// and weekly reviews (Allen 2001, "Getting Things Done"); plans quieting unfinished goals (Masicampo & Baumeister 2011,
// JPSP); chronotypes (Roenneberg et al. 2003, Journal of Biological Rhythms); implementation intentions (Gollwitzer 1999).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'time-and-energy',
  title: `Planning your time and energy`,
  subtitle: `Decide what matters, plan realistically and match your work to your energy`,
  summary: `A practical system for capturing everything you need to do, choosing what matters, estimating honestly and planning your week around your energy. It is light enough to keep using after the first enthusiastic week.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-planning-matters',
      role: 'intro',
      heading: `Why time alone is the wrong thing to manage`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most people have more to do than time to do it, and no technique changes that. What a good system changes is which things get done, how much stress the rest causes and whether your best hours go to your most important work. Time is only half of the picture. An hour when you are fresh and an hour when you are exhausted are not worth the same, so a useful plan manages energy as well as time.`,
        },
        {
          kind: 'paragraph',
          text: `This pack describes a simple system in five parts: capture everything in one place, choose what matters, estimate honestly, plan the week and then the day, and manage your energy. Each part is useful on its own. Together they take about forty minutes a week and ten minutes a day.`,
        },
        {
          kind: 'paragraph',
          text: `Your type affects which parts of the system feel natural. People who prefer Judging often enjoy detailed plans but can hold on to them too tightly; people who prefer Perceiving often work well with flexibility but can leave too much to the last moment. People who prefer Sensing tend to plan concrete tasks well but may lose sight of long-term goals; people who prefer Intuition tend to see the big picture but may skip the details that make a plan work. The tailored sections help you use your strengths and cover your gaps.`,
        },
      ],
    },
    {
      id: 'capture-everything',
      role: 'core',
      heading: `Capture everything in one place`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Unfinished tasks tend to come back into your mind at random moments, which is tiring and distracting. Writing a task down together with a plan for when you will deal with it reduces these intrusive thoughts. The first step is therefore a single trusted list, on paper or in an application, where every task, promise and idea goes.`,
        },
        {
          kind: 'exercise',
          title: `Complete capture`,
          steps: [
            `Set aside thirty minutes and a blank page or a new list.`,
            `Write down everything you need or want to do: work tasks, household jobs, messages to answer, promises to others, ideas you want to explore.`,
            `Walk through the areas of your life to find what you missed: work, home, money, health, family, friends, learning.`,
            `For each item that is vague, write the next physical action, such as "call the bank about the card" instead of "bank".`,
            `From now on, add new tasks to this list as soon as they appear, and nowhere else.`,
          ],
          reflection: `How did it feel to see everything on one page, and which item had been taking up the most space in your mind?`,
        },
      ],
    },
    {
      id: 'choose-what-matters',
      role: 'core',
      heading: `Choose what matters`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Urgent tasks shout and important tasks wait quietly. Research shows that people often choose an urgent task over an important one even when the important one has a bigger reward. To counter this, sort your list deliberately rather than working from the top.`,
        },
        {
          kind: 'steps',
          items: [
            `Mark each task as important (it moves a goal you care about forward) or not.`,
            `Mark each task as urgent (it has a real deadline in the next few days) or not.`,
            `Important and urgent: do these first. Important but not urgent: give these fixed time in your calendar. Urgent but not important: do them quickly, delegate them or ask whether they are needed. Neither: delete them.`,
            `Choose no more than three important outcomes for the week. Everything else is secondary.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Choosing what matters also means saying no. Before you accept a new request, ask what you will stop or delay to make room for it. If the answer is "nothing", you are probably planning to work longer hours or to do everything less well. A polite "Not this week, but I could help on Tuesday the 14th" protects both the relationship and your plan.`,
        },
      ],
    },
    {
      id: 'estimate-honestly',
      role: 'core',
      heading: `Estimate honestly`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Almost everyone underestimates how long tasks will take, even when they know that similar tasks took longer in the past. Psychologists call this the planning fallacy. We imagine the best case and forget interruptions, problems and the small steps we did not think of. Three habits make estimates more realistic.`,
        },
        {
          kind: 'bullets',
          items: [
            `Break the task into its parts and estimate each part. Estimates for the parts usually add up to more than the estimate for the whole, and are closer to reality.`,
            `Look at the past: how long did a similar task actually take last time? Use that number, not your hope.`,
            `Add a buffer. For familiar tasks add a quarter of the estimate; for new or complex tasks add half.`,
            `For one week, write your estimate next to each task and the actual time afterwards. The comparison will teach you your personal correction factor.`,
          ],
        },
      ],
    },
    {
      id: 'plan-week-and-day',
      role: 'core',
      heading: `Plan the week, then the day`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A weekly review is the center of this system. Once a week, at a fixed time, you look at everything, choose what matters and place it in your calendar. A short daily plan then adjusts the week to what really happened.`,
        },
        {
          kind: 'exercise',
          title: `Thirty-minute weekly review`,
          steps: [
            `Empty your head: add any new tasks to your list, and collect notes, messages and papers that need action.`,
            `Look back: what did you finish last week, what did not happen, and why?`,
            `Look ahead: check your calendar for the next two weeks for deadlines, meetings and personal events.`,
            `Choose up to three important outcomes for the coming week.`,
            `Block time in your calendar for each of them, in your hours of best energy.`,
            `Leave free space: do not plan more than about two thirds of your available time.`,
          ],
          reflection: `Looking at last week, what most often took the time you had planned for important work?`,
        },
        {
          kind: 'bullets',
          items: [
            `Daily plan, ten minutes: check the calendar, choose the one most important task of the day and decide when you will do it.`,
            `When the day goes differently, move tasks to another slot rather than deleting them from your mind.`,
            `End the day by writing the first task for tomorrow. Starting is easier when the first step is already decided.`,
          ],
        },
      ],
    },
    {
      id: 'manage-energy',
      role: 'core',
      heading: `Manage your energy, not only your hours`,
      blocks: [
        {
          kind: 'paragraph',
          text: `People differ in when they feel most alert. Some are clearly morning people, others reach their best later in the day, and most are somewhere in between. Your energy also depends on sleep, food, movement and the kind of work you do. Some tasks give you energy, others drain it.`,
        },
        {
          kind: 'exercise',
          title: `Energy audit`,
          steps: [
            `For five working days, note your energy from 1 to 5 every two hours, together with what you were doing.`,
            `At the end, mark your two best and two worst times of day.`,
            `List the tasks that left you with more energy and those that left you with less.`,
            `Move your most demanding work to your best times, and routine tasks to your weakest times.`,
            `Place one energizing task after each draining one where you can.`,
          ],
          reflection: `Which draining task could you shorten, share or move to a better time of day?`,
        },
      ],
    },
    {
      id: 'sensing-planning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `From daily tasks to long-term direction`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Sensing, you probably plan concrete tasks well, estimate practical work realistically and notice details others miss. The risk is that the week fills with visible, concrete tasks while long-term goals, which feel less tangible, are always postponed.`,
        },
        {
          kind: 'bullets',
          items: [
            `Write three goals for the next three months and keep them at the top of your task list.`,
            `In each weekly review, ask: "Which task this week moves one of these goals forward?" Make sure at least one does.`,
            `Turn each long-term goal into a concrete first step you can do in under an hour. Concrete steps are where your strength lies.`,
            `Once a month, spend thirty minutes looking further ahead: what do you want to be different one year from now?`,
          ],
        },
      ],
    },
    {
      id: 'intuition-planning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `From vision to the next action`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Intuition, you probably see where things are heading and set inspiring goals. The risk is that plans stay at the level of ideas: the goal is clear but the next step is not, and details you find boring, such as dates, dependencies and small practical steps, cause delays later.`,
        },
        {
          kind: 'bullets',
          items: [
            `For every goal, write the next physical action. If you cannot picture yourself doing it, it is not yet an action.`,
            `Use the task-breakdown habit for estimates, since you may be especially tempted to estimate the whole project at once.`,
            `Put details you tend to forget, such as renewals, forms and bookings, in the calendar with a reminder, so that you do not have to remember them.`,
            `Limit new projects: before starting one, finish or consciously pause another.`,
          ],
        },
      ],
    },
    {
      id: 'judging-planning',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Plans that leave room to breathe`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Judging, planning probably comes naturally, and you feel better when your week is organized. That gives you a strong start. The risk is over-filling the plan, feeling stressed when reality does not follow it and forgetting that rest and unplanned time also need space.`,
        },
        {
          kind: 'bullets',
          items: [
            `Keep to the two-thirds rule strictly. The free third is not wasted; it is what makes the rest of the plan possible.`,
            `Put rest, exercise and time with people in the calendar as fixed blocks, not as what remains at the end.`,
            `When plans change, ask "What is the best plan from here?" rather than "How do I get back to the old plan?"`,
            `Keep a "done list" next to your task list. Seeing what you achieved is as important as seeing what is left.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-planning',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `A structure that keeps you free`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Perceiving, you probably adapt well to change and do good work under pressure. Detailed hour-by-hour plans may feel restricting, and you may resist them. You do not need them. A lighter structure gives you the benefits of planning while keeping your freedom.`,
        },
        {
          kind: 'bullets',
          items: [
            `Plan outcomes for the week and choose the order day by day.`,
            `Use blocks with a theme rather than a single task: "Tuesday morning: client work". Inside the block, choose what fits your mood.`,
            `Start large tasks early with a ten-minute first step. Starting removes much of the resistance, and deadlines become less stressful.`,
            `Move distant deadlines closer by agreeing on a draft date with someone.`,
            `Keep the weekly review short, but do not skip it. It is the one fixed point that makes the flexibility safe.`,
          ],
        },
      ],
    },
    {
      id: 'planning-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Keeping tasks in several places: your head, emails, notes, different applications.`,
            `Planning every hour and then abandoning the plan after the first interruption.`,
            `Choosing easy tasks because they are quick to finish while important work waits.`,
            `Accepting new requests without deciding what will be delayed.`,
            `Changing the system every month instead of using a simple one consistently.`,
          ],
        },
      ],
    },
    {
      id: 'planning-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Capture: one trusted list; write the next physical action for each item.`,
            `Choose: important versus urgent; no more than three important outcomes a week.`,
            `Estimate: break tasks into parts, use past times, add a quarter to a half as a buffer.`,
            `Weekly review, thirty minutes: empty your head, look back, look ahead, choose, block time.`,
            `Plan no more than two thirds of your available time.`,
            `Daily plan, ten minutes: one most important task and when you will do it.`,
            `Energy: demanding work in your best hours, routine tasks in your weakest.`,
            `Before saying yes: what will I stop or delay?`,
          ],
        },
      ],
    },
  ],
};
