// Skill pack: career direction and job search (EN). Tailored on S/N (known paths versus new possibilities) and E/I (how
// you build and use contacts). Ideas drawn on, in our own words: vocational interests (Holland 1997, "Making Vocational
// Choices"); person-environment fit (Kristof-Brown, Zimmerman & Johnson 2005, Personnel Psychology); career change by
// experiment (Ibarra 2003, "Working Identity"); prototyping and several possible futures (Burnett & Evans 2016,
// "Designing Your Life"); weak ties in job mobility (Granovetter 1973, American Journal of Sociology; Rajkumar et al. 2022,
// Science); job crafting (Wrzesniewski & Dutton 2001, Academy of Management Review); behavioral interview answers
// (situation, task, action, result). Type tests are not valid tools for hiring decisions, which the intro says plainly.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'career-direction',
  title: `Career direction and job search`,
  subtitle: `Find work that fits you, test your options and present yourself well`,
  summary: `A practical guide to working out what you need from work, exploring career options through small experiments and conversations, and running a focused job search. It includes a story bank for interviews and ways to shape the job you already have.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-career-direction-matters',
      role: 'intro',
      heading: `How to use your type in career choices, and how not to`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Work takes a large part of your life, and the fit between you and your work affects your energy, health and relationships, not only your income. Research on person-environment fit shows that people who feel their work matches their values and abilities tend to be more satisfied and more committed. Yet many people choose careers by chance, by family expectation or by following the first opportunity that appeared.`,
        },
        {
          kind: 'paragraph',
          text: `Your personality type can help, if you use it correctly. It is a good source of questions: what kind of tasks give you energy, which environments feel right, what you need from colleagues. It is not a verdict. People of every type succeed in every field, and type tests are not valid tools for deciding who should be hired. Treat what you learn about your type as ideas to test, not as limits.`,
        },
        {
          kind: 'paragraph',
          text: `This pack follows the way most successful career changes actually happen: not by thinking until you find the perfect answer, but by trying things, talking to people and learning from what you discover. The preference for Sensing or Intuition shapes how you explore options, and the preference for Extraversion or Introversion shapes how you build contacts and present yourself. The tailored sections cover both.`,
        },
      ],
    },
    {
      id: 'what-you-need-from-work',
      role: 'core',
      heading: `Know what you need from work`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Before looking at job titles, look at your own experience. Your past work, studies and hobbies contain clear information about what suits you. Four areas matter most: the activities you enjoy, the strengths you use, the values you need work to respect, and the conditions you need, such as pace, independence, income and location.`,
        },
        {
          kind: 'exercise',
          title: `High points and low points`,
          steps: [
            `Write down five moments from your working, study or volunteer life when you felt energized, absorbed or proud.`,
            `Write down three moments when you felt drained, bored or out of place.`,
            `For each moment, note what you were doing, with whom, in what kind of environment and what made it good or bad.`,
            `Look for patterns across the moments: activities, people, settings and values that repeat.`,
            `Summarize in four short lists: activities I enjoy, strengths I use, values I need, conditions I need.`,
          ],
          reflection: `Which pattern appears in your high points that your current work, or the work you are aiming for, does not offer?`,
        },
      ],
    },
    {
      id: 'explore-and-test',
      role: 'core',
      heading: `Generate options, then test them small`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Most people know too few options to choose well. Start by describing more than one possible future, then test the most interesting ones cheaply before you commit. A small test gives you real information, and real information is worth more than weeks of thinking.`,
        },
        {
          kind: 'exercise',
          title: `Three possible futures`,
          steps: [
            `Describe three different versions of your next five years in half a page each: one that continues your current path, one that uses your skills in a different field, and one you would choose if money and other people's opinions did not matter.`,
            `For each, rate from 1 to 5 how much you like it, how confident you are that you could do it, and how well it fits your four lists from the previous exercise.`,
            `For the two most interesting futures, write the questions you would need answered before you could decide.`,
            `For each question, write one small test that could answer it within a month: a conversation, a short course, a weekend project, a day shadowing someone, a small freelance task.`,
          ],
          reflection: `Which future gave you the most energy to describe, and what is the smallest test you could start this week?`,
        },
      ],
    },
    {
      id: 'learn-from-people',
      role: 'core',
      heading: `Learn from people who do the work`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Conversations with people already in a role or field are the fastest way to learn what the work is really like. Most people are willing to spend twenty minutes talking about their job if you ask respectfully and do not ask for a job. Research on large professional networks also shows that acquaintances, not only close friends, are an important source of new opportunities.`,
        },
        {
          kind: 'steps',
          items: [
            `Find people through former colleagues, classmates, friends of friends, professional groups and events.`,
            `Write a short message: who you are, why you are interested in their work, and a request for twenty minutes of their time at a moment that suits them.`,
            `Prepare questions: What does a typical week look like? What do you enjoy most and least? What surprised you when you started? What skills matter most? Who else should I talk to?`,
            `Listen more than you talk, keep to the agreed time and send a thank-you message the same day.`,
            `Keep notes, and tell the person later what you decided. People like to know that their help mattered.`,
          ],
        },
      ],
    },
    {
      id: 'focused-job-search',
      role: 'core',
      heading: `Run a focused job search`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Sending the same application to a hundred employers rarely works. A smaller number of well-targeted applications, combined with personal contacts, usually works better and is less discouraging.`,
        },
        {
          kind: 'bullets',
          items: [
            `Choose a clear target: a type of role, a level and a kind of organization. You can have two targets, but not ten.`,
            `Adapt your CV for each application: mirror the most important requirements in the advertisement and show evidence for each.`,
            `Describe achievements, not duties: what you did and what changed because of it, with numbers where possible.`,
            `Ask your contacts whether they know someone in the organization. A personal recommendation often gets your application read.`,
            `Keep a simple table of applications, contacts and follow-up dates.`,
            `Expect rejections. They are a normal part of every search and usually say more about the number of applicants than about you.`,
          ],
        },
      ],
    },
    {
      id: 'interview-stories',
      role: 'core',
      heading: `Interviews: tell true stories well`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Many interviewers ask about past behavior, because it is a better guide to future performance than general claims. "Tell me about a time when..." questions are easiest to answer with prepared, true stories, each told in four parts: the situation, your task, what you did and the result.`,
        },
        {
          kind: 'exercise',
          title: `Build a story bank`,
          steps: [
            `Write six short stories from your experience: a success, a failure you learned from, a conflict you handled, a time you led or influenced others, a time you solved a difficult problem, and a time you learned something quickly.`,
            `Structure each story in four parts: situation, task, action, result. Keep the action part the longest and use "I", not only "we".`,
            `Add one sentence to each story on what you learned.`,
            `Practice telling each story aloud in under two minutes.`,
            `Before each interview, choose which stories best match the job's requirements.`,
          ],
          reflection: `Which of your stories best shows the strengths from your high points exercise?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Prepare two or three questions for the interviewer about the work itself, such as "What would success look like in the first six months?" Good questions show interest and help you decide whether you want the job.`,
        },
      ],
    },
    {
      id: 'shape-current-job',
      role: 'core',
      heading: `Shape the job you already have`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A new job is not always the answer. Many people improve their working life by changing parts of their current role, a process researchers call job crafting. You can change your tasks (taking on more of what you do well), your relationships (spending more time with people who energize you) and the way you think about the purpose of your work.`,
        },
        {
          kind: 'bullets',
          items: [
            `Offer to take on a project that uses a strength you rarely use at work.`,
            `Propose swapping a task you dislike with a colleague who likes it.`,
            `Find a mentor or a colleague in another team who does work you are curious about.`,
            `Write one sentence about whom your work helps and how. Return to it on difficult days.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-career',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Making a change you can see clearly`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Sensing, you probably trust experience and concrete information, and you build practical skills that employers value. The risk is staying on a known path because other paths feel too uncertain, or underestimating how your experience could transfer to different fields.`,
        },
        {
          kind: 'bullets',
          items: [
            `Use concrete tests to explore new paths. A day spent in a workplace will tell you more than reading about it.`,
            `List your skills in general terms, such as "organizing teams under time pressure" rather than "shift supervisor in retail". General descriptions show you where else they apply.`,
            `When describing your third possible future, allow yourself to write something that seems unrealistic. You can test it later.`,
            `In applications, your practical results are your strength. Give specific numbers and examples.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-career',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Turning possibilities into a path`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you prefer Intuition, you probably see many possible futures and enjoy imagining new directions. The risk is having so many interesting options that you never test any of them properly, or changing direction often before building deep skill anywhere.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limit yourself to two options at a time. Test them fully before adding new ones.`,
            `For each option, find out the practical details early: typical salary, qualifications needed, daily tasks, working hours.`,
            `In applications, show evidence of what you have done, not only what you could do. Employers hire proven skills more easily than potential.`,
            `Before a career change, ask whether a new project in your current field could satisfy the same need for novelty.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-career',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Using your network with focus`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Extraversion, meeting people and asking for conversations probably feels natural, which is a great advantage in career exploration. The risk is collecting many pleasant conversations without learning from them, or talking at length in interviews without a clear structure.`,
        },
        {
          kind: 'bullets',
          items: [
            `After each conversation, write three things you learned and one next step.`,
            `Spend regular quiet time on the reflection exercises in this pack. Conversations give you information; reflection turns it into decisions.`,
            `Use the four-part story structure strictly in interviews, and stop after the result and what you learned.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-career',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Building contacts in your own way`,
      blocks: [
        {
          kind: 'paragraph',
          text: `If you lean toward Introversion, you probably reflect carefully on what you want and prepare thoroughly, which shows in interviews. Networking events, however, may feel tiring and artificial. You do not need them. Individual conversations, which suit you better, are also more useful.`,
        },
        {
          kind: 'bullets',
          items: [
            `Focus on one-to-one conversations, by video or in person, arranged by written message.`,
            `Set a small, steady goal, such as one conversation every two weeks.`,
            `Share your work where others can see it: a portfolio, articles or a professional profile. Let your work start conversations for you.`,
            `In interviews, show your interest explicitly. Say what excites you about the role; interviewers cannot see enthusiasm that stays inside.`,
          ],
        },
      ],
    },
    {
      id: 'career-pitfalls',
      role: 'pitfalls',
      heading: `Common pitfalls`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Waiting for certainty before trying anything. Clarity comes from action, not before it.`,
            `Choosing only by salary or status and ignoring the daily activities of the job.`,
            `Leaving a job without any test of the next direction.`,
            `Treating your personality type as a list of careers you are allowed to choose.`,
            `Taking rejection as a judgment of your worth rather than as part of the process.`,
          ],
        },
      ],
    },
    {
      id: 'career-quick-reference',
      role: 'quick-reference',
      heading: `Quick reference`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Know yourself: high points and low points lead to activities, strengths, values and conditions.`,
            `Options: describe three possible futures and test the best two with small experiments.`,
            `Conversations: twenty minutes, good questions, a thank-you the same day, "Who else should I talk to?"`,
            `Search: one or two clear targets, tailored CV, achievements with numbers, personal contacts.`,
            `Interviews: six true stories in four parts; two good questions for the interviewer.`,
            `Staying? Craft your tasks, relationships and sense of purpose.`,
            `Type: a source of questions to test, never a limit.`,
          ],
        },
      ],
    },
  ],
};
