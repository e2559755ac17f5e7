// Skill pack: learning how you learn (EN). Tailored on S/N (concrete first versus big picture first) and E/I (learning
// with others versus alone). It states plainly that matching teaching to "learning styles" is not supported by evidence.
// Ideas drawn on, in our own words: learning styles (Pashler et al. 2008, Psychological Science in the Public Interest);
// a review of study techniques (Dunlosky et al. 2013, same journal); retrieval practice (Roediger & Karpicke 2006,
// Psychological Science); spacing (Cepeda et al. 2006, Psychological Bulletin); interleaving (Rohrer & Taylor 2007,
// Instructional Science); desirable difficulties and illusions of fluency (Bjork 1994; Koriat & Bjork 2005); deliberate
// practice (Ericsson, Krampe & Tesch-Römer 1993, Psychological Review); words with pictures (Mayer 2009, "Multimedia
// Learning"); expecting to teach (Nestojko et al. 2014, Memory & Cognition); sleep and memory (Walker & Stickgold 2006,
// Annual Review of Psychology).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'learning-how-you-learn',
  title: `Learning how you learn`,
  subtitle: `Study methods that work for every brain, and how to make them work for you`,
  summary: `A practical guide to the learning techniques with the strongest research support: testing yourself, spacing and mixing practice, explaining ideas and practicing skills deliberately. It also shows how your preferences affect what feels engaging, without the myth of fixed learning styles.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-learning-matters',
      role: 'intro',
      heading: `What research says about learning, and about "learning styles"`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Learning is one of the most useful skills you can improve, because it makes every other skill easier to gain. Yet most people study the way they were taught at school: rereading notes, highlighting and going over material until it feels familiar. Research shows that these methods feel productive but produce weak, short-lived memory. A small set of other methods produces much better results for almost everyone, and this pack explains them.`,
        },
        {
          kind: 'paragraph',
          text: `You may have heard that people are "visual" or "auditory" learners and should be taught in their style. Careful reviews have found no good evidence that matching teaching to such styles improves learning. The same is true of personality type. Your type does not change how memory works. What it does change is what feels interesting, where you like to start and whether you prefer learning alone or with others.`,
        },
        {
          kind: 'paragraph',
          text: `That is still useful. If a method feels engaging, you will use it more often and for longer. So this pack first gives you the methods that work, then the tailored sections show how to fit them to your preferences for Sensing or Intuition and for Extraversion or Introversion.`,
        },
      ],
    },
    {
      id: 'feeling-versus-learning',
      role: 'core',
      heading: `Why easy study feels good but works poorly`,
      blocks: [
        {
          kind: 'paragraph',
          text: `When you read a text for the second time, it feels familiar and easy, and the mind takes that ease as a sign of knowledge. It is not the same. Recognizing something when you see it is much easier than recalling it when you need it. This is why people feel well prepared before an exam or a presentation and then cannot remember key points.`,
        },
        {
          kind: 'paragraph',
          text: `Methods that make learning a little harder, such as recalling without looking, waiting a few days before practicing again or mixing different types of problems, lead to stronger and longer-lasting memory. Researchers call these "desirable difficulties". The effort you feel is part of what makes them work. If studying feels smooth and easy all the time, it is probably not working very well.`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `A simple test of any study session: close your materials and try to write down the main points. What you can produce without looking is what you have learned.`,
        },
      ],
    },
    {
      id: 'test-yourself',
      role: 'core',
      heading: `Test yourself instead of rereading`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Retrieval practice, bringing information back to mind without looking, is one of the most effective learning methods known. Each time you recall something, the memory becomes stronger and easier to reach next time. It works for facts, concepts, procedures and languages, and it works best when you check your answers afterwards.`,
        },
        {
          kind: 'exercise',
          title: `Blank page recall`,
          steps: [
            `After reading a chapter, watching a lesson or attending a meeting, close everything.`,
            `On a blank page, write down everything you remember for five to ten minutes: main ideas, examples, connections, questions.`,
            `Open your materials and compare. Mark in a different color what you missed or got wrong.`,
            `Two days later, repeat the blank page without looking at your earlier page, focusing on what you missed.`,
          ],
          reflection: `What did you believe you knew before the first blank page that turned out to be missing?`,
        },
        {
          kind: 'bullets',
          items: [
            `Turn your notes into questions: write the question on one side and the answer on the other.`,
            `Use flashcards for facts and vocabulary, and answer aloud or in writing before turning the card.`,
            `Do practice problems without looking at the worked example first.`,
          ],
        },
      ],
    },
    {
      id: 'space-and-mix',
      role: 'core',
      heading: `Space and mix your practice`,
      blocks: [
        {
          kind: 'paragraph',
          text: `The same total study time works much better spread over several days than packed into one. Spacing gives you time to forget a little, and the effort of recalling again strengthens memory. Mixing different kinds of problems or topics in one session, instead of practicing one type many times in a row, also helps you learn which method to use when, which is what real tests and real work ask of you.`,
        },
        {
          kind: 'exercise',
          title: `Build a spacing plan`,
          steps: [
            `Choose something you need to remember for at least a month: a language, an exam topic, a professional skill.`,
            `Plan short review sessions after one day, three days, one week, two weeks and one month.`,
            `In each session, start with recall and only then look at your materials.`,
            `If you recall something easily, wait longer before the next review. If you struggle, review it sooner.`,
            `Mix in older material with new material in each session.`,
          ],
          reflection: `After a month, which material do you remember best, and how did you review it?`,
        },
      ],
    },
    {
      id: 'explain-and-connect',
      role: 'core',
      heading: `Make meaning: explain and connect`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Information is easier to remember and use when it is connected to what you already know. The most reliable way to build these connections is to ask and answer "why" and "how" questions: Why does this work? How is it different from what I learned last week? Where have I seen this in real life?`,
        },
        {
          kind: 'bullets',
          items: [
            `Explain a concept in simple words, as if to a clever twelve-year-old. Where your explanation becomes vague, you have found a gap.`,
            `Teach someone else, or prepare as if you had to. Studies suggest that just expecting to teach improves how people organize material.`,
            `Find two examples of each idea, ideally from different areas of life.`,
            `Draw it: a simple diagram, timeline or map combined with a few words often helps people understand how parts relate.`,
            `Compare similar ideas side by side and write down how they differ.`,
          ],
        },
      ],
    },
    {
      id: 'deliberate-practice',
      role: 'core',
      heading: `Practice skills deliberately`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Skills such as speaking a language, playing an instrument, writing code or presenting improve through practice, but not all practice is equal. Repeating what you can already do feels pleasant and produces little progress. Deliberate practice focuses on a specific weakness, at the edge of what you can do, with quick feedback.`,
        },
        {
          kind: 'steps',
          items: [
            `Break the skill into parts and choose one part that is holding you back.`,
            `Design a short exercise that targets only that part, such as ten minutes of one difficult sound, chord change or type of sentence.`,
            `Get feedback quickly: record yourself, compare with an expert example, or ask a teacher or colleague.`,
            `Adjust and repeat until the part becomes easier, then choose the next one.`,
            `Keep sessions short and focused. Twenty concentrated minutes are worth more than two distracted hours.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Sleep strengthens what you learned during the day. A good night's sleep before and after important learning is part of the method, not a luxury.`,
        },
      ],
    },
    {
      id: 'plan-a-learning-project',
      role: 'core',
      heading: `Plan a learning project`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Adults often start learning with enthusiasm and stop after a few weeks, usually because the goal was vague or the plan did not fit their real week. A short plan, written before you begin, makes it much more likely that you continue.`,
        },
        {
          kind: 'steps',
          items: [
            `Write a goal you can check: not "learn Spanish" but "hold a ten-minute conversation about my work in Spanish by June".`,
            `Decide how you will test yourself at the end, and try a small version of that test now to see where you start.`,
            `Choose fixed times: three sessions of thirty minutes a week, for example, linked to something you already do each day.`,
            `Divide the material into weekly parts, with each week starting by reviewing the week before.`,
            `Every four weeks, repeat the small test, compare it with the first one and adjust the plan.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-learning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Start concrete, then build the frame`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Sensing, you probably engage most with concrete examples, practical steps and things you can try. You learn procedures reliably and notice details others miss. The risk is collecting many facts and steps without seeing the principle that connects them, which makes it harder to apply what you know in new situations.`,
        },
        {
          kind: 'bullets',
          items: [
            `Start with examples and practical tasks, which keeps you engaged, but then ask: "What is the general rule behind these examples?"`,
            `After each topic, draw a one-page map that shows how the parts relate.`,
            `Use "why" questions deliberately, since they may not come as naturally to you as "how" questions.`,
            `Test yourself on new, unfamiliar cases, not only on the examples you studied.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-learning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Start with the big picture, then master the details`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Intuition, you probably engage most with ideas, patterns and the big picture, and you connect new material to other topics easily. The risk is feeling that you understand something once you grasp the concept, and then skipping the practice and the details that make knowledge usable and reliable.`,
        },
        {
          kind: 'bullets',
          items: [
            `Begin with an overview of the whole topic, which motivates you, but set a firm rule: every concept must be followed by practice problems.`,
            `Use flashcards and spaced review for details such as definitions, formulas and vocabulary. They feel dull, but they make your understanding usable.`,
            `Check your understanding with blank page recall rather than trusting the feeling of having understood.`,
            `Finish one topic before starting the next interesting one.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-learning',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Learning with other people`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, you may understand things best while talking about them, and studying alone for long periods may feel dull. Learning with others can suit you well, as long as the time is used for learning rather than only for conversation.`,
        },
        {
          kind: 'bullets',
          items: [
            `Form a small study group with a clear structure: everyone recalls alone first, then you compare and explain to each other.`,
            `Quiz each other with questions instead of rereading together.`,
            `Explain topics aloud, even to yourself, as a form of retrieval.`,
            `Keep some solo recall sessions. Group learning can hide what you personally cannot yet do without help.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-learning',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Learning in depth, and testing it out loud`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, you may learn best with quiet time to read, think and work through material at your own pace. That depth is valuable. The risk is that you rarely test your understanding by explaining it, and only discover gaps when you have to use the knowledge in front of others.`,
        },
        {
          kind: 'bullets',
          items: [
            `Protect long, quiet study sessions, and use them for recall and practice, not only reading.`,
            `Explain topics aloud alone, or record a short explanation and listen back to it.`,
            `Find one study partner rather than a group, and meet to test each other.`,
            `Ask questions in writing, by email or in online forums, if asking in a class or meeting feels uncomfortable.`,
          ],
        },
      ],
    },
    {
      id: 'learning-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Rereading and highlighting as your main study methods.`,
            `Studying everything the night before instead of in spaced sessions.`,
            `Trusting the feeling of familiarity instead of testing yourself.`,
            `Avoiding learning methods because they do not match your "style".`,
            `Practicing what you can already do because it feels good.`,
          ],
        },
      ],
    },
    {
      id: 'learning-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Recall before you review: blank page, flashcards, practice problems without looking.`,
            `Check your answers after each recall.`,
            `Space reviews: one day, three days, one week, two weeks, one month.`,
            `Mix topics and problem types in each session.`,
            `Explain simply, find two examples, draw how the parts relate, compare similar ideas.`,
            `Skills: one weak part, at the edge of your ability, with quick feedback.`,
            `Sleep well around important learning.`,
            `Plan: a goal you can check, a starting test, fixed times, a review every four weeks.`,
            `Type shapes what feels engaging, not how memory works.`,
          ],
        },
      ],
    },
  ],
};
