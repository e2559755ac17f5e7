// Skill pack: stress and resilience (EN). Tailored on A/Tu (how strongly setbacks register) and E/I (how you recover).
// Ideas drawn on, in our own words: stress as appraisal of demands against resources (Lazarus & Folkman 1984, "Stress,
// Appraisal, and Coping"); resilience as common (Bonanno 2004, American Psychologist); reappraising arousal (Jamieson et
// al. 2012, Journal of Experimental Psychology: General); emotion regulation (Gross 1998); affect labeling (Lieberman
// et al. 2007, Psychological Science); self-compassion (Neff 2003, Self and Identity); slow-exhale breathing (Balban et
// al. 2023, Cell Reports Medicine); recovery experiences (Sonnentag & Fritz 2007, Journal of Occupational Health
// Psychology); social support as a buffer (Cohen & Wills 1985); worry postponement (Borkovec et al. 1983); co-rumination
// (Rose 2002, Child Development); expressive writing (Pennebaker 1997, Psychological Science); helping others as a
// stress buffer (Raposa, Laws & Ansell 2016, Clinical Psychological Science).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'stress-and-resilience',
  title: `Stress and resilience`,
  subtitle: `Understand your stress, calm your body, and recover well enough to keep going`,
  summary: `A practical guide to noticing stress early, calming your body in minutes, changing the thoughts that make pressure worse and recovering every day. It also explains when self-help is not enough and how to ask for support.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-resilience-matters',
      role: 'intro',
      heading: `What stress is and what resilience really means`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Stress is your body and mind responding to a demand. Psychologists describe it as what happens when you judge that a situation asks more of you than you can easily give. That judgment matters: the same deadline can feel like an exciting challenge to one person and a threat to another, and even to the same person on different days. Some stress is useful. It sharpens attention and gives you energy to act. Problems begin when stress is intense, lasts a long time, or leaves no room for recovery.`,
        },
        {
          kind: 'paragraph',
          text: `Resilience is not a rare talent or a hard shell. Research on people facing loss and hardship finds that most of them recover better than they expected, using ordinary skills: calming the body, thinking flexibly, leaning on others and looking after basic needs. These skills can be practiced. This pack shows you how, in small steps you can use on an ordinary busy day.`,
        },
        {
          kind: 'paragraph',
          text: `Your type does not make you more or less resilient. It does shape your patterns. The identity scale, Assertive or Turbulent, relates to how strongly setbacks and self-doubt register for you. The Extraversion and Introversion preference relates to how you tend to recover. The tailored sections show what to watch for and which methods tend to suit you.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `This pack is not a treatment for anxiety, depression or burnout. If stress affects your sleep, appetite or daily life for more than two weeks, or if you have thoughts of harming yourself, please contact a doctor or mental health professional. If you are in danger, contact your local emergency services now.`,
        },
      ],
    },
    {
      id: 'map-your-stress',
      role: 'core',
      heading: `Map your stress`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Stress feels like one heavy weight, but it is usually several separate demands added together. Separating them makes each one smaller and shows you where action is possible. Some stressors you can change, some you can influence, and some you can only accept for now. Each kind needs a different response.`,
        },
        {
          kind: 'exercise',
          title: `Stress map`,
          steps: [
            `Write down everything that is causing you stress at the moment, large and small. Aim for at least eight items.`,
            `Mark each item C (I can change it), I (I can influence it) or A (I cannot change it now).`,
            `For each C item, write one concrete action you can take this week, even a small one such as sending one email.`,
            `For each I item, write who you could talk to or what you could ask for.`,
            `For each A item, write one way to reduce its effect on you, such as limiting how often you check the news about it.`,
          ],
          reflection: `Which stressor turned out to be more changeable than it felt before you wrote it down?`,
        },
        {
          kind: 'paragraph',
          text: `Pay attention to early warning signs as well. Most people have a personal set: poor sleep, irritability, headaches, forgetting things, eating differently, withdrawing from friends. Write yours down. Noticing them early is much easier than recovering from a long period of overload.`,
        },
      ],
    },
    {
      id: 'calm-the-body',
      role: 'core',
      heading: `Calm your body first`,
      blocks: [
        {
          kind: 'paragraph',
          text: `When you are under pressure, your body prepares for action: your heart beats faster, your breathing becomes shallow and your muscles tighten. Trying to think your way out of this state is hard. It is often easier to start with the body. A few minutes of slow breathing or movement can lower the intensity enough for clear thinking to return.`,
        },
        {
          kind: 'steps',
          items: [
            `Sit or stand comfortably and let your shoulders drop.`,
            `Breathe in through your nose. When your lungs feel full, take one more short breath in.`,
            `Breathe out slowly through your mouth, making the out-breath longer than the in-breath.`,
            `Repeat for three to five minutes. A small study found that daily practice of this long-exhale breathing improved mood more than a similar amount of mindfulness meditation.`,
            `If you can, follow with a short walk, ideally outside.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Regular physical activity is one of the best-supported ways of reducing stress and improving mood. It does not need to be intense. A brisk daily walk of twenty to thirty minutes is a good start.`,
        },
      ],
    },
    {
      id: 'change-the-story',
      role: 'core',
      heading: `Change the story you tell yourself`,
      blocks: [
        {
          kind: 'paragraph',
          text: `How you interpret a situation affects how stressed you feel. Two simple techniques help. The first is naming the emotion: saying "I feel anxious" or "I feel disappointed" tends to reduce its intensity a little. The second is reappraisal: looking for a more accurate or more useful way to see the situation. For example, when you notice a racing heart before a presentation, you can remind yourself that this is your body preparing you to perform. Studies show that this kind of reappraisal can improve both how people feel and how they perform.`,
        },
        {
          kind: 'exercise',
          title: `Five-line thought check`,
          steps: [
            `Situation: describe in one sentence what happened, as a camera would record it.`,
            `First thought: write the thought that came automatically, such as "I will never finish this" or "They think I am incompetent".`,
            `Evidence: write what supports that thought and what does not.`,
            `Balanced thought: write a more accurate version, such as "This week is heavy, and I have finished similar work before".`,
            `Next step: write one small action that follows from the balanced thought.`,
          ],
          reflection: `How did your feeling change between the first thought and the balanced thought, on a scale from 0 to 10?`,
        },
        {
          kind: 'paragraph',
          text: `Also try the friend test: ask yourself what you would say to a good friend in the same situation. Most people are far harsher with themselves than with others. Research on self-compassion suggests that treating yourself with the same kindness helps you recover from setbacks and try again, without lowering your standards.`,
        },
      ],
    },
    {
      id: 'recover-every-day',
      role: 'core',
      heading: `Recover every day, not only on holiday`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Resilience depends on recovery as much as on effort. Research on workers shows that people recover best when their free time includes four experiences: mentally switching off from work, relaxing, doing something that gives a sense of progress (a hobby, a sport, learning) and having control over how they spend their time.`,
        },
        {
          kind: 'bullets',
          items: [
            `Create a clear end to your working day, such as writing tomorrow's first task, closing the laptop and changing clothes.`,
            `Turn off work notifications in the evening if your job allows it.`,
            `Schedule one activity each week that absorbs you completely and has nothing to do with work.`,
            `Protect sleep: a regular time to go to bed and get up, and screens away for the last half hour if you can.`,
            `Plan small recovery moments during the day, not only at the end: a short walk, a meal away from your desk, five minutes of slow breathing.`,
          ],
        },
      ],
    },
    {
      id: 'support-and-help',
      role: 'core',
      heading: `Lean on others and know when to get help`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Support from other people is one of the strongest protections against stress. It does not need to be large: knowing that someone will listen, or help with a practical task, makes pressure easier to carry. Many people wait too long to ask because they do not want to be a burden. In practice, most people are glad to help when the request is clear.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ask specifically: "Could you take the children on Saturday morning so I can rest?" is easier to say yes to than "I need help".`,
            `Tell at least one person how you are really doing, not only the polite version.`,
            `Offer support to others too. Helping someone else can also ease your own stress.`,
            `Seek professional help if your stress does not improve with rest, if you feel hopeless or numb, or if you rely on alcohol or other substances to cope. Asking early is a sign of good judgment, not of weakness.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-resilience',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `When your confidence hides the strain`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Assertive, you probably stay calm under pressure, recover quickly from setbacks and do not worry much about how you come across. These are real strengths. The risk is that you notice stress late. You may push through signs of overload, treat tiredness as something to ignore, and assume others cope as easily as you do.`,
        },
        {
          kind: 'bullets',
          items: [
            `Do a short weekly check: sleep, energy, mood and patience, each from 1 to 5. A falling score is information, even when you feel fine.`,
            `Ask someone close to you whether they have noticed changes in you. Others often see strain before we do.`,
            `Plan recovery before you need it, especially during long, busy periods.`,
            `Remember that colleagues and family may feel pressure that you do not. Ask how they are doing, and take the answer seriously.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-resilience',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `When your alarm rings loudly`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If your identity is Turbulent, you probably notice problems early and care a lot about doing well. That sensitivity helps you prepare and improve. The cost is that stress can feel stronger and last longer: you may replay mistakes, worry about what others think, or doubt yourself even after doing well.`,
        },
        {
          kind: 'bullets',
          items: [
            `Set a daily "worry time" of fifteen minutes. When a worry comes at another time, write it down and return to it then. This reduces how much time worry takes over the day.`,
            `Use the five-line thought check on your strongest worry each day for two weeks. The habit becomes faster with practice.`,
            `Keep a short list of past difficulties you handled. Read it when you doubt your ability to cope.`,
            `Be careful with constant reassurance seeking. Asking once is helpful; asking many times keeps the worry alive.`,
            `Treat your recovery as seriously as your work. Rest is not a reward you must earn first.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-resilience',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Recovering with people`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, you may recover best through contact and activity: talking things through, being with friends, moving your body. Use this. Isolation during stressful periods tends to make extraverted people feel worse, not better.`,
        },
        {
          kind: 'bullets',
          items: [
            `Book social time during busy weeks instead of canceling it first.`,
            `Combine contact and movement: walk with a friend, join a sports group or a class.`,
            `Notice the difference between talking a problem through and repeating it. Going over the same worry again and again with friends can increase stress. After ten minutes, move to "What could I do about it?"`,
            `Watch for over-commitment. Saying yes to every invitation can become one more source of pressure.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-resilience',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Recovering in quiet, without cutting yourself off`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, you may recover best with time alone: reading, walking, quiet hobbies, time at home. That need is real, and protecting it is part of looking after yourself. The risk is that under stress, recovery time slowly turns into isolation, and nobody notices that you are struggling.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schedule quiet time in your calendar after demanding social days, like any other appointment.`,
            `Try expressive writing: for fifteen to twenty minutes on three or four days, write freely about what is troubling you. Studies link this to modest improvements in mood and health for many people.`,
            `Choose one person you will tell when things are hard, and agree on this with them in advance.`,
            `Prefer contact that costs little energy: a walk with one friend, a message, a shared activity without much talk.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Waiting for a holiday to recover. Daily recovery matters more than occasional long breaks.`,
            `Cutting sleep, exercise and meals with friends first when time is short. These are what keep you going.`,
            `Trying to solve stressors you cannot change, and ignoring the ones you can.`,
            `Using alcohol, endless scrolling or overwork to numb stress. They bring short relief and longer problems.`,
            `Believing that resilient people never struggle. They struggle, and they recover.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Notice: know your personal early warning signs and check them weekly.`,
            `Map: list stressors; mark change, influence or accept; one action for each.`,
            `Body first: long slow exhales for three to five minutes, then a short walk.`,
            `Name it: "I feel..." lowers the intensity.`,
            `Reframe: situation, first thought, evidence, balanced thought, next step.`,
            `Friend test: speak to yourself as you would to a good friend.`,
            `Recover daily: switch off, relax, do something absorbing, choose how you spend free time.`,
            `Ask: specific requests, one honest conversation, professional help when needed.`,
          ],
        },
      ],
    },
  ],
};
