// In-depth chapter "Your type at work" (EN): one module per pole, combination notes and a four-week practice plan.
// Grounding, in our own words: type dimensions overlap with the Big Five (McCrae & Costa 1989, Journal of Personality);
// personality predicts job outcomes only modestly, conscientiousness most consistently (Barrick & Mount 1991, Personnel
// Psychology); extraversion and leader emergence (Judge et al. 2002); person-environment fit (Kristof-Brown et al. 2005);
// psychological safety (Edmondson 1999); neuroticism-linked stress and self-compassion (Neff 2003); pilots as small
// experiments (Ibarra 2003). Temperament notes use Keirsey's pairings (1998, "Please Understand Me II") as a grouping only.
import type { InDepthChapter } from '../../pack.types.js';

export const work: InDepthChapter = {
  id: 'work',
  title: `Your type at work`,
  subtitle: `How each of your preferences shapes your work, where it helps you, where it costs you, and what to do about it`,
  intro: [
    `This chapter looks at how your personality shows up in your working life: in the tasks you enjoy, the way you work with colleagues, how you respond to pressure and the choices you make about your career. Your report gave you a summary for your type as a whole. Here we go deeper, one preference at a time, because each of your five results has its own effect at work, and each can be worked on separately.`,
    `A word of honesty first. Your type describes preferences, not abilities. Research finds that personality is linked to work outcomes, but only modestly: skills, experience, the environment and the people around you matter at least as much. People of every type succeed in every field. What your preferences do shape is which situations feel natural, which cost you energy, and which mistakes you are likely to repeat. That is useful knowledge, because you can arrange your work to use the first and prepare for the rest.`,
    `Each module below follows the same pattern: what the preference brings you, where it costs you, what to do, and a short scenario from working life. You will notice that strengths and costs come from the same place. The colleague who decides quickly is also the one who sometimes decides too early. Growth rarely means becoming a different person; it means using your natural style on purpose and adding what it lacks. If one of your results was close to the middle of its scale, parts of the opposite preference may also describe you. After the modules you will find a note on how two of your preferences combine, and a four-week plan to turn the chapter into practice.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `Extraversion at work: energy through contact`,
      brings: `You think well in conversation and often understand your own view best once you have said it aloud. You build relationships across teams quickly, which gives you early information and opportunities that others miss. Visible roles, such as presenting, negotiating, representing the team or welcoming new people, usually feel natural to you. When a meeting loses energy, you are often the one who restores it, and colleagues tend to see you as approachable.`,
      costs: `Long stretches of solitary work can drain you, so you may postpone them until they become urgent. Because you think aloud, others may take your ideas as commitments, and you may agree to requests in the moment that you later regret. Meetings can become your default tool even when a short message would do. Quieter colleagues may feel there is no room for them. A busy day full of contact can feel productive while the important solo work has not moved.`,
      practices: [
        `Before any meeting you lead, write the one decision or result you need from it, and end the meeting by saying that result aloud.`,
        `Put solitary work in blocks of sixty to ninety minutes and follow each block with a short social reward, such as a coffee with a colleague.`,
        `In discussions, after you have spoken, let at least two other people speak before you speak again.`,
        `Keep a list of promises you make in conversations and review it at the end of each day.`,
      ],
      scenario: `Leo, a project coordinator, spent a whole Monday in calls and corridor conversations. By evening he had agreed to three new requests and had not started the report due on Wednesday. Now he keeps Tuesday mornings for solo work in a shared quiet room, where other people around him keep his energy up. When someone asks for help, he says, "Let me check my list and confirm by five o'clock." His colleagues hardly notice the difference, but his report is on time.`,
    },
    I: {
      pole: 'I',
      heading: `Introversion at work: depth through focus`,
      brings: `You concentrate well on demanding tasks and often do your best thinking alone, before you speak. Your contributions tend to be considered and well prepared, and many people who prefer Introversion write clearly. You listen carefully, which makes you good at one-to-one conversations, at understanding what a client really needs and at noticing what others overlooked. Your calm manner can steady a team when pressure rises.`,
      costs: `Your work may be less visible than it deserves. In meetings where the fastest speaker sets the direction, your best point may come after the decision has been made. Open-plan offices and days full of meetings use up the energy you need for deep work. You may avoid networking and miss opportunities that reach people through contacts. Colleagues can also read your silence as agreement, or as lack of interest, when it is neither.`,
      practices: [
        `Send your manager a short written update every week or two: what you finished, what you learned and what is next.`,
        `Before each meeting, prepare one point and make it in the first third of the discussion.`,
        `Ask for agendas in advance and for meetings to be grouped, so that you keep long blocks free for focused work.`,
        `Build your network one person at a time, for example with one conversation a month with someone outside your team.`,
      ],
      scenario: `Nora, an analyst, found an error in the budget model but did not mention it, because the meeting moved fast and she wanted to check her numbers first. The next week a colleague raised a similar point and received the credit. Now Nora asks for the agenda the day before, writes down the one point she wants to make and, when she needs more time, says so: "I see a possible problem with the model. I will send details by tomorrow." Her careful analysis now arrives while it can still change decisions.`,
    },
    S: {
      pole: 'S',
      heading: `Sensing at work: reliability through facts`,
      brings: `You pay attention to what is actually happening: the facts, the details, the practical steps. You are realistic about what will work, and you learn from experience. Colleagues trust you to deliver, to catch errors and to turn plans into results. You are often the person who asks the practical questions a plan needs answered, such as who will do it, with what resources and by when, and teams that include you make fewer avoidable mistakes.`,
      costs: `New ideas may seem unconvincing to you until they are proven, so you can be seen as resistant to change even when your doubts are reasonable. Long discussions about strategy or vision may frustrate you. Because your strength is steady execution, it can be taken for granted and go unrecognized. You may also focus so closely on the present work that larger changes in your field or organization surprise you, or hesitate to apply for roles where you lack direct experience.`,
      practices: [
        `When a new idea is proposed, instead of accepting or rejecting it, ask: "What would a small two-week test look like?"`,
        `Make your reliability visible with numbers: deadlines met, errors found, time or money saved.`,
        `Once a month, read or listen to one piece about where your field is heading, and write one sentence on what it could mean for your role.`,
        `When you report details, start with what they mean: "In short, we are two weeks late, mainly because of the supplier."`,
      ],
      scenario: `Tom, an operations lead, objected to a new scheduling system because nobody could show that it worked, and the same arguments were repeated for weeks. Then he changed his approach and proposed a one-month trial with one team and three clear measures. The trial found two problems he had predicted, which were fixed before the wider launch. Tom became known as the person who made the change work, not the person who blocked it.`,
    },
    N: {
      pole: 'N',
      heading: `Intuition at work: direction through patterns`,
      brings: `You notice patterns, connections and possibilities, and you think naturally about where things are heading. You generate ideas easily, combine knowledge from different fields and are comfortable with questions that do not yet have clear answers. Strategy, design, research and early-stage projects often suit you. You help teams see beyond the current task and prepare for changes before they arrive.`,
      costs: `Routine work and maintenance can bore you, so you may start more than you finish. You may underestimate how long the practical steps will take or overlook details that matter to others. Your explanations can be too abstract for colleagues who need examples. You may dismiss practical objections as a lack of vision when they point to real problems. Restlessness can lead you to change roles for novelty before you have built deep skill.`,
      practices: [
        `Every time you propose an idea, add a concrete first step, an owner and a date.`,
        `Work with a colleague who is strong on details and ask them to find the weak points in your plans early.`,
        `Explain each idea with a concrete example before you explain the concept behind it.`,
        `Keep a list of ideas and review it monthly; take on a new one only when you finish or drop an old one.`,
      ],
      scenario: `Leila, a product designer, presented a bold redesign with an inspiring vision of the future. The leadership team was polite but unconvinced. For the second meeting, she showed one real customer's experience before and after the change, a cost estimate and a three-step plan starting with a small pilot. The vision was the same, but now others could see it. The pilot was approved the same day.`,
    },
    T: {
      pole: 'T',
      heading: `Thinking at work: clarity through logic`,
      brings: `You analyze problems objectively and make decisions that are consistent and fair. You can give direct feedback, make difficult calls and stay focused on results when others are distracted by pressure or politics. You are not easily swayed by who is speaking, only by the strength of the argument. Teams value your ability to find the flaw in a plan before it becomes expensive.`,
      costs: `Your directness can sound cold or harsh, especially to colleagues who take criticism personally. You may underestimate how much morale, motivation and relationships affect results, and treat them as distractions. Critique may come easily and appreciation rarely. You may win the argument and still lose the support you need to carry out the decision. You may also ignore your own stress until it shows in your health or your temper.`,
      practices: [
        `Before any critique, name one specific thing that works and why it works.`,
        `When you present a decision, add one sentence on how it affects the people involved and what you will do to support them.`,
        `At the start of a project, ask: "Who might resist this, and what are their reasons?" Treat the answers as project risks.`,
        `Once a month, ask a colleague you trust how your messages are received by the team.`,
      ],
      scenario: `Sam, an engineering lead, answered a junior colleague's proposal in a team meeting with a precise list of its flaws. Every point was correct, and the colleague stopped proposing ideas. When Sam noticed, he met her privately, said what was strong in her proposal, described the flaws as problems to solve together and asked her to lead the revision. The revised design was better than either of their first versions.`,
    },
    F: {
      pole: 'F',
      heading: `Feeling at work: commitment through values`,
      brings: `You understand what people need and what motivates them, and you build trust and cooperation. You notice when morale drops or when someone is struggling. You work with energy when the work matches your values, and you can be persuasive because people sense that you mean what you say. Teams with you tend to feel like teams, and you often help colleagues resolve tensions before they become conflicts.`,
      costs: `You may avoid conflict and delay difficult feedback, so that small problems grow. Criticism of your work can feel like criticism of you. You may say yes too often and carry others' workload or stress. You may choose what keeps the peace over what is right for the work, and you may undervalue your own contribution because it is about people rather than numbers. Work that conflicts with your values can drain you quickly.`,
      practices: [
        `Write down your three most important work values and check your next significant decision against them.`,
        `Raise one small issue directly within two days, using a calm description of what happened and its effect.`,
        `Before you agree to extra work, say: "Let me check my commitments and come back to you this afternoon."`,
        `Collect evidence of your results, including the effect of your work on people, so that you can describe your value clearly.`,
      ],
      scenario: `Eva, a team lead in a clinic, kept covering for a colleague who missed deadlines, to avoid an unpleasant conversation. She became exhausted and the rest of the team grew resentful. Finally she spoke to him privately, kindly and clearly: what she had observed, its effect on the team and what needed to change. He told her about a difficult family situation. A change in his schedule solved the problem, and the team relaxed.`,
    },
    J: {
      pole: 'J',
      heading: `Judging at work: progress through structure`,
      brings: `You like to plan, organize and reach decisions, and you bring order to projects. You meet deadlines, follow through on commitments and help teams move from discussion to action. Colleagues count on you because they know what you will deliver and when. Project management, operations and any role where reliability matters often suit you well.`,
      costs: `You may decide too quickly, before you have explored the options or heard everyone. Sudden changes of plan can be stressful for you, and you may hold on to a plan after it has stopped making sense. You may be impatient with colleagues who need more time to explore, and appear controlling without meaning to. Rest and unplanned time can slip off your schedule, because there is always one more task to close.`,
      practices: [
        `Before your next important decision, write down at least two real alternatives before you choose.`,
        `Leave about a quarter of your working week unplanned for the unexpected.`,
        `When a plan changes, ask "What is the best plan from here?" and reset the plan the same day instead of mourning the old one.`,
        `Agree on checkpoints with colleagues instead of checking their progress whenever you feel uncertain.`,
      ],
      scenario: `Anna, an event manager, had planned a conference in detail months in advance. Two weeks before the date, the venue canceled. Her first impulse was to rebuild the same plan somewhere else as fast as possible. Instead she took an hour, asked her team for options and heard an idea she would never have considered: a smaller outdoor format across two days. The participants later rated it as the best edition so far.`,
    },
    P: {
      pole: 'P',
      heading: `Perceiving at work: adaptability through openness`,
      brings: `You adapt easily when circumstances change and stay open to new information until the last useful moment. You are often at your best under time pressure or in unpredictable situations, such as crises, launches and client work that changes daily. You bring curiosity and flexibility, and you rarely panic when plans fall apart. Roles with variety, problem-solving and freedom in how to work tend to suit you.`,
      costs: `You may postpone starting until a deadline is close, and the final rush can lower the quality of your work or stress the people who depend on you. Open decisions can make colleagues uncertain. You may collect unfinished tasks and find strict procedures frustrating. Others may read your relaxed approach as a lack of commitment, even when you always deliver in the end.`,
      practices: [
        `For every important deadline, agree on an earlier date with someone else for a rough draft.`,
        `Share short, regular updates on your progress, especially with people who depend on your work.`,
        `Give each open question a "decide by" date and write it where you will see it.`,
        `Keep one light routine, such as a thirty-minute weekly review, to hold your flexible week together.`,
      ],
      scenario: `Ken, a consultant, does his best work close to deadlines. His team worried every time, and once a client received a report that was clearly rushed. Now he shares a rough draft halfway through each project. The early feedback shows him which parts matter most, and his final sprint still happens, but on a solid base. His team stopped worrying, and his reports improved.`,
    },
    A: {
      pole: 'A',
      heading: `An Assertive identity at work: steadiness under pressure`,
      brings: `You stay calm under pressure and recover quickly from setbacks. Criticism does not easily shake you, so you can hear it, consider it and move on. You are willing to take reasonable risks, such as applying for a role before you feel completely ready or speaking up in front of senior people. Colleagues often find your steadiness reassuring when things become difficult.`,
      costs: `Confidence can turn into under-preparation or into missing early warning signs. You may dismiss feedback too quickly because it does not worry you. Because setbacks do not affect you much, you may underestimate how much stress colleagues feel, or think less often than others about what you could have done differently, which can slow your growth.`,
      practices: [
        `Before each important decision or presentation, ask one person: "What could make this fail?" and prepare for the answer.`,
        `After each project, write down at least two things you would do differently next time.`,
        `In busy periods, ask colleagues how they are coping, and listen to the full answer.`,
        `Write down your predictions for important outcomes and compare them with what actually happens.`,
      ],
      scenario: `Max, a sales manager, felt sure of closing a large contract and did not prepare for the client's purchasing team. Their detailed questions caught him without answers, and the deal was delayed by two months. Before the next important meeting, he asked a colleague to play the most difficult customer he could imagine. The practice felt unnecessary at the time; in the meeting, three of the questions came up almost word for word.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `A Turbulent identity at work: high standards and drive`,
      brings: `You care a lot about doing well, and that drives you to improve. You notice risks and mistakes early, prepare carefully and take feedback seriously. You are often sensitive to how others feel, which makes you a considerate colleague. Many people with a Turbulent identity achieve a great deal precisely because they are never quite satisfied.`,
      costs: `Self-doubt can hold you back from opportunities you are ready for. High standards can become perfectionism: too much time on details that nobody will notice, late delivery and exhaustion. Criticism may hurt a lot and stay with you for days. You may explain away your successes as luck and feel like an impostor, and long periods of worry raise your risk of burnout.`,
      practices: [
        `Every Friday, write down three things you finished or learned that week, and read the list before difficult meetings.`,
        `Before you start a task, decide which parts need excellence and which only need to be correct, and agree this with the person who asked for it.`,
        `Volunteer for one opportunity you feel about seventy percent ready for.`,
        `After receiving criticism, wait one day before deciding what it means and what you will do about it.`,
      ],
      scenario: `Lina, a junior lawyer, rewrote a short memo five times and delivered it a day late. Her supervisor's feedback was that the first version would have been fine. Now, when she receives a task, she asks what "done" means and how much time it deserves, and she limits herself to two rounds of revision. Her work is still careful, she delivers on time and she has more energy left for the tasks where her care really matters.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuition with Thinking: the strategist at work`,
      text: `Together, your preferences for Intuition and Thinking draw you toward complex problems, systems and questions that require both imagination and rigor. You value competence, in yourself and others, and you work best with autonomy and colleagues who respect expertise over status. Roles in strategy, research, engineering, analysis and design often suit this combination. The shared risk is impatience: with routine, with detail work you consider beneath the real problem and with people who do not follow your reasoning at your speed. You may also underestimate politics and relationships, then wonder why a clearly better idea was not adopted. Invest in explaining your ideas with examples, in building allies before decisions are made and in respecting the practical knowledge of colleagues who work differently from you. Your ideas are strongest when others feel they helped to shape them.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuition with Feeling: the idealist at work`,
      text: `Together, your preferences for Intuition and Feeling make meaning central to your work. You want work that helps people grow or makes a real difference, and you are good at seeing potential in people and ideas. Roles in teaching, counseling, communication, human resources, design and mission-driven organizations often suit this combination. The shared risk is idealism without limits: you may expect your workplace to live up to its values completely and feel deeply disappointed when it does not, or commit so fully to a cause that you neglect your own needs. Describe concretely what meaningful work means to you, so that you can find meaning in parts of a role even when the whole is imperfect, and protect clear boundaries around your time and energy. Look for allies who share your values, so that you do not carry every cause alone, and remember that steady small contributions change more than occasional heroic efforts.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Sensing with Judging: the steward at work`,
      text: `Together, your preferences for Sensing and Judging make you dependable, organized and responsible. You respect proven methods, keep commitments and make sure that things work as they should. Organizations rely on this combination in operations, administration, finance, health care, law and management. The shared risks are overwork out of a sense of duty, resistance to changes whose value is not yet proven and the frustrating experience of being taken for granted. Make your contributions visible, with facts and numbers. When change comes, ask for a small trial rather than opposing it, and you will often be the one who makes it succeed. And treat your rest as a responsibility too, because reliability depends on it. When you feel that nobody notices your work, say what you have done and ask for the recognition or the growth you want. Waiting to be noticed rarely works.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Sensing with Perceiving: the troubleshooter at work`,
      text: `Together, your preferences for Sensing and Perceiving make you practical, quick to act and calm when things go wrong. You learn by doing, read situations fast and enjoy work with visible, immediate results. Roles in emergency services, sales, hospitality, trades, sports, technical repair and hands-on creative work often suit this combination. The shared risks are boredom with long-term planning and routine, and changing jobs quickly when work becomes predictable. Look for roles with variety and tangible results, and build one long-term plan for your skills, such as a qualification or a specialty, that you follow even when it is not exciting. It will give your adaptability a stronger base. In teams, offer your speed in a crisis and your practical sense, and let planners do what they do well. When you are tempted to leave a job because it has become predictable, first ask whether a new project or responsibility in the same place could bring back the challenge.`,
    },
  },
  plan: {
    heading: `Your four-week practice plan`,
    intro: `Reading about your preferences is the easy part. This plan turns the chapter into four weeks of small, concrete practice. Each week focuses on one area and combines a few shared actions with the first practice from your own modules above. Plan for about fifteen minutes a day, and keep a small notebook or a note on your phone for the weekly check-in questions.`,
    weeks: [
      {
        heading: `Week 1: Energy and pressure`,
        indicators: ['EI', 'AT'],
        intro: `This week is about noticing: where your energy comes from at work and how you react when pressure rises. Do not try to change much yet. Observation makes the next three weeks more effective.`,
        actions: [
          `At the end of each working day, write one line: when your energy was highest, when it was lowest and why.`,
          `Note one moment of pressure this week and describe how you reacted, in your body and in your behavior.`,
          `Start the practice from your own modules listed below, and note each day whether you did it.`,
        ],
        checkIn: `Which parts of your week gave you energy and which took it away, and what does that suggest about how you could arrange next week?`,
      },
      {
        heading: `Week 2: Information and ideas`,
        indicators: ['SN'],
        intro: `This week is about how you take in information and how you share it. The goal is to notice when your natural focus, on facts or on possibilities, helps you and when it leaves others behind.`,
        actions: [
          `Choose one piece of work you will explain to someone this week and prepare it in both forms: a concrete example and the big picture.`,
          `Ask one colleague who thinks differently from you for their view on a current problem, and write down what they noticed that you did not.`,
          `Continue last week's practice, and add the practice from your own module listed below.`,
        ],
        checkIn: `When did your way of seeing things help the work this week, and when did another person's view add something important?`,
      },
      {
        heading: `Week 3: Decisions and people`,
        indicators: ['TF'],
        intro: `This week is about how you decide and how your decisions land with others. Good decisions at work need both sound logic and attention to the people involved.`,
        actions: [
          `Choose one decision you face this week and write down both the logical arguments and the effects on the people involved before you decide.`,
          `Ask one person for feedback on how you communicated a decision or a piece of critique.`,
          `Add the practice from your own module listed below to the practices you have already started.`,
        ],
        checkIn: `What did you learn about the gap between how you meant something and how it was received?`,
      },
      {
        heading: `Week 4: Structure and review`,
        indicators: ['JP'],
        intro: `The last week is about how you organize your work, and about choosing what to keep. You now have up to five practices; not all of them need to stay.`,
        actions: [
          `Plan next week in a way that suits your preference, and note where you left room for change or added structure.`,
          `Reread your notes from the past three weeks and mark the two practices that made the biggest difference.`,
          `Decide how you will keep those two practices going, for example with a reminder, a fixed time or a colleague who checks in with you.`,
        ],
        checkIn: `Which two practices will you keep, and what will remind you to keep doing them in three months?`,
      },
    ],
    closing: `Preferences are stable, but habits change. After four weeks you will not have a different personality, and you should not want one. What you will have is a clearer picture of how your preferences work for you and against you, and a few practices that make the difference between the two. Return to this chapter when you change jobs, take on a new role or face a difficult period, and repeat the plan with the modules that matter most at that moment.`,
  },
};
