// Skill pack: habits and motivation (EN). Tailored on J/P (routine versus variety) and A/Tu (how lapses are handled).
// Ideas drawn on, in our own words: habits as context-cued responses (Wood & Neal 2007, Psychological Review); how long
// habits take to form and the small effect of one missed day (Lally et al. 2010, European Journal of Social Psychology);
// implementation intentions (Gollwitzer & Sheeran 2006, Advances in Experimental Social Psychology); tiny behaviors
// anchored to routines (Fogg 2019, "Tiny Habits"); mental contrasting with implementation intentions (Oettingen 2014,
// "Rethinking Positive Thinking"); autonomous motivation (Ryan & Deci 2000, American Psychologist); temptation bundling
// (Milkman, Minson & Volpp 2014, Management Science); fresh starts (Dai, Milkman & Riis 2014, Management Science);
// monitoring progress (Harkin et al. 2016, Psychological Bulletin); the abstinence violation effect (Marlatt & Gordon
// 1985); self-compassion after failure (Breines & Chen 2012, Personality and Social Psychology Bulletin); riding out urges
// (Bowen & Marlatt 2009, Psychology of Addictive Behaviors).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'habits-and-motivation',
  title: `Habits and motivation`,
  subtitle: `Build routines that last, even on days when motivation is low`,
  summary: `A practical guide to building new habits and keeping them: starting small, linking habits to cues, planning for obstacles, finding reasons that last and recovering after a lapse. It explains why motivation comes and goes, and how to make progress anyway.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-habits-matter',
      role: 'intro',
      heading: `Why habits beat motivation`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Motivation is a feeling, and feelings change. On a good day you are ready to exercise, study or save; on a tired day the same plan feels impossible. Habits solve this problem. A habit is a behavior that has been repeated in the same situation so often that the situation itself starts it, with little thought or effort. Once a behavior is a habit, it no longer depends on how motivated you feel.`,
        },
        {
          kind: 'paragraph',
          text: `Building a habit takes time. In one well-known study, people needed on average about two months of daily repetition before a new behavior felt automatic, with a wide range from under three weeks to much longer. The same study found that missing a single day did not ruin the process. This is encouraging: habits are built by steady repetition, not by perfection.`,
        },
        {
          kind: 'paragraph',
          text: `Your type does not decide your self-discipline. It does affect how you relate to routine and to failure. People who prefer Judging often enjoy routines but can become rigid; people who prefer Perceiving often need variety to stay interested. People with an Assertive identity may start confidently but skip planning; people with a Turbulent identity may be hard on themselves after a lapse. The tailored sections show how to adapt the method to you.`,
        },
      ],
    },
    {
      id: 'start-tiny',
      role: 'core',
      heading: `Choose one habit and make it tiny`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most habit plans fail because they are too big. "Exercise for an hour every day" depends on high motivation. A tiny version, such as "put on my running shoes and walk for five minutes", is easy enough to do on your worst day. Once the behavior is automatic, you can make it larger. Build one habit at a time; several new habits at once divide your attention.`,
        },
        {
          kind: 'exercise',
          title: `Habit design card`,
          steps: [
            `Choose one habit that would make a real difference to your life, and describe it as a specific behavior: "read" becomes "read ten pages of a book".`,
            `Make it tiny: reduce it until it takes less than two minutes, for example "read one page".`,
            `Choose an anchor: an existing daily routine that will be the cue, such as "after I pour my morning coffee".`,
            `Write the full plan: "After I pour my morning coffee, I will read one page of my book at the kitchen table."`,
            `Prepare the place: put the book on the kitchen table tonight.`,
            `Decide on a small moment of satisfaction right after the behavior, such as ticking a box or saying "done".`,
          ],
          reflection: `Is your tiny version really easy enough to do on a bad day? If not, what would make it even smaller?`,
        },
      ],
    },
    {
      id: 'cues-and-environment',
      role: 'core',
      heading: `Let cues and surroundings do the work`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Habits are started by cues: a time, a place, an action you just finished, or people around you. The more stable the cue, the faster the habit forms. Your surroundings also decide how easy each behavior is. People who seem to have great self-control often simply live in surroundings that make good choices easy and poor choices harder.`,
        },
        {
          kind: 'bullets',
          items: [
            `Keep the cue the same every day: same time, same place or same preceding routine.`,
            `Make the good behavior visible and easy: fruit on the table, the guitar out of its case, the training clothes ready.`,
            `Make the unwanted behavior invisible and harder: snacks in a high cupboard, the phone charging outside the bedroom, streaming apps logged out.`,
            `Use other people: a friend who walks with you, a class you have paid for, a colleague who studies at the same time.`,
            `Change one thing in your surroundings before you rely on willpower.`,
          ],
        },
      ],
    },
    {
      id: 'plan-for-obstacles',
      role: 'core',
      heading: `Plan for the obstacles`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Positive dreaming alone can reduce effort, because the mind enjoys the imagined result as if it had already happened. A more effective method combines the wish with an honest look at what stands in the way, and a plan for that obstacle. Research on this technique shows good results for health, study and work goals.`,
        },
        {
          kind: 'exercise',
          title: `Wish, outcome, obstacle, plan`,
          steps: [
            `Wish: write the habit or goal you want, in a few words.`,
            `Outcome: imagine the best result of achieving it for one minute, and write what it would feel like.`,
            `Obstacle: ask what inside you is most likely to stop you, such as tiredness, boredom, a craving or self-doubt. Imagine it clearly.`,
            `Plan: write an if-then plan for that obstacle: "If I feel too tired to walk after work, then I will walk for just five minutes."`,
            `Repeat the exercise whenever the habit starts to slip.`,
          ],
          reflection: `Which obstacle appeared in your mind first, and how often has it stopped you in the past?`,
        },
      ],
    },
    {
      id: 'reasons-that-last',
      role: 'core',
      heading: `Find reasons that last`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Motivation that comes from your own values and interests lasts longer than motivation based on pressure, guilt or the wish to impress others. If a habit feels like an obligation imposed on you, look for a personal reason or change the form of the habit until it feels like your own choice.`,
        },
        {
          kind: 'bullets',
          items: [
            `Connect the habit to something you care about: "I walk so that I have energy to play with my children", not "I should exercise".`,
            `Choose a form you enjoy. If you hate running, try cycling, dancing or team sports; the best habit is one you will actually keep.`,
            `Pair the habit with a pleasure: listen to a favorite podcast only while exercising, or drink your favorite tea only while studying.`,
            `Use natural fresh starts, such as a new week, a new month or a birthday, to begin or restart a habit. People find it easier to start at these points.`,
          ],
        },
      ],
    },
    {
      id: 'track-miss-restart',
      role: 'core',
      heading: `Track your progress, and restart after a miss`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Keeping a simple record of your progress helps you reach goals, especially if you look at it regularly. A calendar with a mark for each day you did the habit is enough. The record also helps you see patterns, such as which days are difficult.`,
        },
        {
          kind: 'paragraph',
          text: `Everyone misses days. The danger is not the miss itself but the thought that follows: "I have failed, so I might as well give up." Psychologists have described this all-or-nothing reaction for many kinds of habit change. The answer is a simple rule: never miss twice. After one missed day, the next day's tiny version becomes your only priority.`,
        },
        {
          kind: 'steps',
          items: [
            `Mark each day you do the habit, even the tiny version.`,
            `Once a week, look at the record and ask what helped on good days and what got in the way on missed days.`,
            `After a miss, do the tiny version the next day, without extra punishment or "catching up".`,
            `After three or four weeks of steady practice, decide whether to make the habit a little larger.`,
          ],
        },
      ],
    },
    {
      id: 'break-unwanted-habits',
      role: 'core',
      heading: `Breaking a habit you no longer want`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Unwanted habits, such as checking your phone in bed or snacking while working, follow the same rules as good ones: a cue starts them and a reward keeps them going. Trying to stop by willpower alone rarely lasts, because the cue stays and the urge returns. It works better to change the cue, add effort and give the need behind the habit another way to be met.`,
        },
        {
          kind: 'steps',
          items: [
            `For one week, note each time the habit happens: when, where, with whom and what you felt just before.`,
            `Find the most common cue and change it where you can, for example by charging the phone outside the bedroom.`,
            `Add effort: the more steps the habit needs, the less often it happens.`,
            `Choose a replacement that meets the same need, such as a short walk instead of a snack when you need a break.`,
            `When an urge comes, notice it, breathe and wait ten minutes. Urges rise and fall like waves, and most pass if you do not act on them.`,
          ],
        },
      ],
    },
    {
      id: 'judging-habits',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Routines without rigidity`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Judging, routines probably come naturally, and you may enjoy the order that a good habit brings. That is a real advantage. The risks are starting too many habits at once because planning them feels satisfying, and treating any break in the routine as a failure.`,
        },
        {
          kind: 'bullets',
          items: [
            `Start one habit and wait until it is automatic before you add another, even if you have a plan for five.`,
            `Define a minimum version for difficult days, and count it as a full success.`,
            `Plan for disruptions such as travel, illness or holidays in advance: "When I travel, my habit is ten push-ups in the hotel room."`,
            `Review your habits every few months. Some routines continue only because they are routines, not because they still serve you.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-habits',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Habits with room for variety`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Perceiving, strict daily routines may feel boring or limiting, and you may start with enthusiasm and drift away once the novelty fades. You can still build strong habits. Keep the cue fixed and let the content vary.`,
        },
        {
          kind: 'bullets',
          items: [
            `Keep the same anchor every day, but choose from a menu: after lunch, any one of a walk, a yoga video or stairs.`,
            `Change the form of the habit every few weeks to keep it interesting, while the time and place stay the same.`,
            `Use other people for accountability: a partner, a class or a shared tracker.`,
            `Accept a looser target, such as five days out of seven. A flexible habit you keep is better than a strict one you abandon.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-habits',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Do not let confidence skip the plan`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Assertive, you probably start new habits with confidence and do not worry much about failing. That helps you begin. The risk is underestimating the obstacles, skipping the tiny version because it feels unnecessary, and assuming the habit will simply stick.`,
        },
        {
          kind: 'bullets',
          items: [
            `Do the obstacle exercise even if you feel sure you will succeed. It costs five minutes.`,
            `Start with the tiny version for the first two weeks, whatever your confidence.`,
            `Track honestly. Confidence can make you remember more good days than you really had.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-habits',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Progress, not perfection`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Turbulent, you probably set high standards and care about improving, which gives you strong drive. The risk is harsh self-criticism after a missed day, which makes the all-or-nothing reaction more likely. Research suggests that people who respond to failure with self-compassion are more motivated to improve, not less.`,
        },
        {
          kind: 'bullets',
          items: [
            `After a miss, talk to yourself as you would to a friend: "Yesterday was hard. Today I will do the small version."`,
            `Look at your tracker by the week, not by the day. Five out of seven is real progress.`,
            `Keep a list of the habits you have already built. It is evidence that you can change.`,
            `Avoid comparing your progress with other people's highlights online.`,
          ],
        },
      ],
    },
    {
      id: 'habits-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Starting too big and relying on motivation to carry you.`,
            `Changing several habits at once.`,
            `Choosing a vague cue such as "sometime in the evening".`,
            `Giving up after one or two missed days.`,
            `Trying to build a habit you do not really want, because you feel you should.`,
          ],
        },
      ],
    },
    {
      id: 'habits-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `One habit at a time, described as a specific behavior.`,
            `Make it tiny: under two minutes, easy on your worst day.`,
            `Anchor it: "After I [existing routine], I will [tiny habit]."`,
            `Shape your surroundings: good behavior easy and visible, unwanted behavior harder.`,
            `Plan for the obstacle: "If [obstacle], then I will [response]."`,
            `Reasons that last: your values, a form you enjoy, a pleasure paired with it.`,
            `Track daily, review weekly, never miss twice.`,
            `Breaking a habit: change the cue, add effort, meet the need another way, wait out the urge.`,
            `Expect about two months before it feels automatic, and keep going.`,
          ],
        },
      ],
    },
  ],
};
