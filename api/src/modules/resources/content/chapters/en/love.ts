// In-depth chapter "Your type in love and close relationships" (EN): pole modules, combination notes, four-week plan.
// Grounding, in our own words: partner similarity in personality explains little of relationship satisfaction
// (Dyrenforth et al. 2010, JPSP); neuroticism and lower satisfaction (Malouff et al. 2010, Journal of Research in
// Personality); responsiveness and the intimacy process (Reis & Shaver 1988); responding to good news (Gable et al. 2004,
// JPSP); novel shared activities (Aron et al. 2000, JPSP); the four corrosive patterns, repair and turning toward bids
// (Gottman & Silver 1999); the demand-withdraw pattern (Christensen & Heavey 1990); attachment and reassurance (Hazan &
// Shaver 1987; Johnson 2008). Temperament notes use Keirsey's pairings (1998) as a grouping only.
import type { InDepthChapter } from '../../pack.types.js';

export const love: InDepthChapter = {
  id: 'love',
  title: `Your type in love and close relationships`,
  subtitle: `How each of your preferences shapes the way you love, argue and grow close, and what you can do with that knowledge`,
  intro: [
    `This chapter is about the relationships closest to you: a partner, someone you are dating, and in many places also close friends and family. Your report described your type in love in a single paragraph. Here we take each of your five preferences in turn, because each one shapes a different part of closeness: how you spend time together, what you pay attention to, how you show care, how you plan a shared life and how secure you feel. If you are not in a relationship now, read "partner" as the people closest to you, and use the practices in friendships and when you date.`,
    `Some honesty about what type can and cannot tell you. Research on couples finds that being similar or different in personality explains surprisingly little of how happy a relationship is. No combination of types is doomed, and none is guaranteed. What matters much more is what partners do: whether they respond to each other with interest, how they handle conflict, how much appreciation and goodwill they build up. Your preferences influence these behaviors, which is why knowing them is useful, but they do not decide them.`,
    `Each module follows the same pattern: what the preference brings to your relationships, where it can cost you, what to do, and a short scenario. Strengths and costs come from the same place; the partner who plans lovely weekends is also the one who finds sudden changes hard. If one of your results was close to the middle of its scale, parts of the opposite module may describe you as well. After the modules, a note describes how two of your preferences combine, and a four-week plan helps you practice with the people who matter to you.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `Extraversion in love: closeness through shared life`,
      brings: `You bring warmth, energy and a full life to your relationships. You tend to express affection and feelings openly, so partners rarely wonder whether you care. You enjoy doing things together and with others, and you draw partners into new experiences, friends and places. When something is wrong, you usually want to talk about it, which keeps problems from hiding for long.`,
      costs: `A partner's need for quiet can feel to you like distance or rejection, even when it is simply how they recharge. You may fill silences, plan more social time than your partner wants or want to discuss a problem immediately, before the other person has had time to think. Because you process feelings by talking, things said while you are upset can sound more final than you meant them to be.`,
      practices: [
        `Once a week, ask your partner how much social time they would like in the coming days, and plan it together.`,
        `Before raising a difficult topic, ask "Is now a good time?" and accept a later time if the answer is no.`,
        `Protect regular time for just the two of you, without friends, family or screens.`,
        `Practice comfortable silence: spend some time together reading, walking or cooking without needing to talk.`,
      ],
      scenario: `Mia wanted to discuss a disagreement the moment it happened. Her partner went quiet, she pushed, and small arguments became long fights. They agreed on a new rule: either of them can ask for time, and the one who asks says when they will come back to it, always the same evening. Mia found that the conversations an hour later were shorter, calmer and more honest, and she no longer read her partner's pause as rejection.`,
    },
    I: {
      pole: 'I',
      heading: `Introversion in love: closeness through depth`,
      brings: `You bring depth, attention and loyalty to your relationships. You tend to prefer a few close bonds to many light ones, and when you commit, you invest deeply. You are often a good listener and remember what matters to the people you love. Quiet time together can feel to you like real intimacy, and your calm can be a refuge for a partner with a busy life.`,
      costs: `Your partner may not know what you feel, because you feel a lot and say little. Your need for time alone can be misread as withdrawal or lack of interest. Under stress or during conflict, you may go silent while you think, which can leave the other person anxious. Early in dating, you may open up slowly, and people who do not know you yet may take your reserve for indifference.`,
      practices: [
        `Say one feeling or appreciation aloud every day, even if you think your partner already knows it.`,
        `When you need time alone, explain that it is how you recharge and say when you will be back: "I need an hour of quiet, then I would love to hear about your day."`,
        `During conflict, ask for time to think and name a clear time when you will return to the conversation.`,
        `Join some of your partner's social plans, with an agreed time to leave if you need one.`,
      ],
      scenario: `After long workdays, Daniel went straight to his study to read. His partner felt shut out and started to wonder whether he was unhappy. When they talked, Daniel explained that the quiet hour was what made him good company later. Now he says hello, tells his partner how long he needs, and then joins them for dinner with real attention. The hour alone did not change; what changed was that it stopped being a mystery.`,
    },
    S: {
      pole: 'S',
      heading: `Sensing in love: care in concrete acts`,
      brings: `You show love through practical, concrete care: fixing what is broken, remembering how your partner takes their coffee, noticing that they look tired. You are present in the moment, enjoy shared physical experiences such as food, nature and touch, and remember important dates and details. You are realistic about relationships, which makes you steady and dependable when life becomes difficult.`,
      costs: `You may focus on doing things for your partner and forget to say what those acts mean. Conversations about feelings, dreams or "where we are going" may feel vague or uncomfortable to you. Routine can settle into sameness without you noticing, and your partner's ideas about the future may sound unrealistic to you, so you may answer them with practical objections before you have shown interest.`,
      practices: [
        `Once a week, ask your partner an open question about their hopes or worries, and listen without offering solutions.`,
        `Say what your practical acts mean: "I fixed the heater because I want you to feel at home here."`,
        `Plan one new shared experience every month: a place, an activity or a dish neither of you has tried.`,
        `When your partner shares a dream, ask what draws them to it before you discuss whether it is practical.`,
      ],
      scenario: `Tom showed his love by looking after the house, the car and the bills, and he was hurt when his partner said she did not feel cared for. She wanted conversation about their future; he heard only criticism of everything he did. Once they talked calmly, Tom began to say out loud why he did what he did, and to ask her one question every Sunday about what she hoped for. She started to see his care, and he learned what she needed from him.`,
    },
    N: {
      pole: 'N',
      heading: `Intuition in love: closeness through meaning`,
      brings: `You bring imagination and depth of conversation to your relationships. You enjoy talking about ideas, meanings and the future you could build together, and you often sense what lies behind your partner's words. You value growth, both your own and the relationship's, and you bring new ideas and experiences that keep the relationship alive.`,
      costs: `You may fall in love with the potential of a person or a relationship, and be disappointed when the real person turns out to be different. You may overlook practical needs, such as chores, dates and small promises, that matter a lot to your partner. You may read too much into small signals and build stories about what they mean. When the relationship becomes routine, you can grow restless.`,
      practices: [
        `Do one small practical act of care every day that your partner will notice, such as a task done or a promise kept.`,
        `Check your interpretations instead of trusting them: "I noticed you were quiet at dinner. I wondered if you were upset with me. Were you?"`,
        `Keep meals or one evening a week free of phones, so that you are present with your partner rather than in your thoughts.`,
        `Write down five things you appreciate about your partner as they really are, not as you hoped they might become.`,
      ],
      scenario: `Leila often imagined how her relationship could be, with more deep conversations, more adventure and more shared projects, and she felt let down when everyday life looked different. One day she made a list of what she loved about her partner as he actually was: his patience, his humor, the way he remembered her family's birthdays. She began to notice those qualities daily, and she proposed one new experience a month instead of hoping for a different person.`,
    },
    T: {
      pole: 'T',
      heading: `Thinking in love: care through honesty and help`,
      brings: `You bring honesty, fairness and stability to your relationships. You tell the truth even when it is uncomfortable, stay calm in a crisis and help solve problems. You respect your partner's independence and treat them as an equal. Partners often value that they always know where they stand with you, and that you stay steady when they feel overwhelmed.`,
      costs: `When your partner shares a problem, you may offer solutions when they want comfort. You may express feelings less often than you feel them, and appreciation may stay unspoken. In arguments, you may focus on facts and logic, correct details or try to win the debate, while your partner is waiting to feel understood. Honest feedback, given without warmth, can sound like criticism.`,
      practices: [
        `When your partner shares a problem, ask: "Do you want help solving it, or do you want me to listen?" and respect the answer.`,
        `Say one specific appreciation in words every day.`,
        `In an argument, summarize your partner's feelings before you give your view: "You felt left alone with all of it."`,
        `Once a week, share a feeling of your own, not only a thought or an opinion.`,
      ],
      scenario: `When Sam's partner came home upset about her manager, Sam listed three ways to handle the situation. She went quiet and then said, "I just wanted you to be on my side." The next time, Sam asked first whether she wanted ideas or support. She wanted support that evening and ideas the next morning. Sam found that his advice was received much better once she felt heard.`,
    },
    F: {
      pole: 'F',
      heading: `Feeling in love: closeness through warmth`,
      brings: `You bring warmth, empathy and affection to your relationships. You notice how your partner feels, often before they say it, and you care about making them happy. You express appreciation easily and create harmony at home. Your commitment rests on shared values, which makes it deep and lasting. Partners often feel truly seen by you.`,
      costs: `You may give so much attention to your partner's needs that your own disappear. You may avoid conflict and let small hurts build into resentment. You may take your partner's bad moods personally, even when they have nothing to do with you. Blunt words can hurt you more than the speaker intends, and you may stay too long in a relationship that does not treat you well because you do not want to hurt the other person.`,
      practices: [
        `Each week, name one need of your own and ask for it directly: "I would like us to spend Saturday morning together."`,
        `Raise small hurts within a day or two, calmly and specifically, before they grow.`,
        `When your partner is in a bad mood, ask whether it has anything to do with you before assuming that it does.`,
        `Keep regular time for your own friends and interests, so that your whole life does not depend on the relationship.`,
      ],
      scenario: `Eva always agreed to spend holidays with her partner's family, although she wished for time alone together. Each year she said nothing, and each year she came back tired and quietly resentful. This year she told him what she wanted, kindly and clearly, well before the plans were made. He was surprised, but not upset; he had assumed she enjoyed the visits. They agreed to alternate, and Eva realized how long she had waited to ask for something simple.`,
    },
    J: {
      pole: 'J',
      heading: `Judging in love: care through commitment and follow-through`,
      brings: `You bring reliability and commitment to your relationships. You make plans, keep promises and follow through on shared decisions. You tend to know what you want, which makes it easier for a partner to trust you. You often take responsibility for organizing shared life, from dates and holidays to finances and household routines, which gives the relationship a stable base.`,
      costs: `You may hold on to plans when your partner wants spontaneity, and feel upset by last-minute changes. You may plan shared time without asking, so that your partner feels managed. You may want to reach milestones, such as moving in, getting engaged or buying a home, faster than your partner is ready for. You may also count silently who does which chores until the frustration comes out all at once.`,
      practices: [
        `Agree openly with your partner on who does which household tasks, so that neither of you keeps a silent count of who does what.`,
        `Ask for your partner's preferences before you plan shared time, and include at least one of their ideas.`,
        `Leave one weekend afternoon each month completely unplanned, and decide together on the day what to do.`,
        `Talk explicitly about the pace of big decisions, and listen to what your partner needs to feel ready.`,
      ],
      scenario: `Anna had planned every weekend for months: visits, hikes, dinners with friends. Her partner went along, but he seemed less and less happy. When she asked, he said he felt like a guest in his own life. They kept some plans and left every second Saturday open. The first open day felt uncomfortable to Anna, but they ended up at a small festival they would never have found on a schedule, and it became one of their favorite memories.`,
    },
    P: {
      pole: 'P',
      heading: `Perceiving in love: closeness through play and openness`,
      brings: `You bring spontaneity, playfulness and openness to your relationships. You adapt easily, enjoy surprises and rarely try to control your partner. You tend to accept people as they are and are open to new experiences together. Life with you is rarely boring, and your relaxed attitude can ease tension when things go wrong.`,
      costs: `Your partner may feel they carry most of the planning and organizing. Changing plans at the last minute can hurt someone who was looking forward to them. You may avoid conversations about commitment, money or the future because they feel limiting. Small promises, such as calling back, arriving on time or doing a chore, may slip, and over time they can add up to a feeling that you are unreliable.`,
      practices: [
        `Keep small promises exactly: arrive when you said, call back when you said, do the task you agreed to.`,
        `Take on a fair share of planning; for example, organize one outing or date each month from start to finish.`,
        `When your partner wants to talk about the future, agree on a time for it and arrive ready to talk.`,
        `Tell your partner about any change of plan as early as possible, and explain why.`,
      ],
      scenario: `Ken often changed plans at the last minute when something more interesting came up. To him it was no big deal; his partner felt she always came second. After a painful argument, Ken decided to keep every plan he made with her for one month, and to plan one surprise outing himself. She said it was the first time in a long while that she felt chosen. Ken discovered that a little reliability made their spontaneous moments feel safer, not smaller.`,
    },
    A: {
      pole: 'A',
      heading: `An Assertive identity in love: security and steadiness`,
      brings: `You bring security and steadiness to your relationships. You tend not to worry much about whether you are loved, which leaves room for trust and independence. You recover quickly after arguments and rarely hold grudges. Jealousy and doubt usually play a small role for you, and your calm can help an anxious partner feel safer.`,
      costs: `Because you feel secure, you may not offer the reassurance a partner needs, or think that their worries are exaggerated. You may move on from a fight long before your partner does, and assume all is well when it is not. You may also reflect less on your own part in recurring problems, and a partner can read your calm as caring less.`,
      practices: [
        `Offer reassurance without being asked at least once a week, even when it seems obvious to you.`,
        `After a disagreement, ask: "Is anything still bothering you?" and take the answer seriously.`,
        `When a problem keeps coming back, write down your own part in it before you discuss it.`,
        `When your partner shares a worry, ask about it with curiosity rather than explaining why it is unnecessary.`,
      ],
      scenario: `After their arguments, Max felt fine within minutes and was ready to laugh again. His partner needed longer, and his cheerful mood made her feel that her feelings did not count. Now, after a disagreement, Max asks whether she is still upset and what would help. Sometimes she just needs a few words of reassurance, sometimes a hug, sometimes an hour. Asking costs him little, and she says it makes her feel much closer to him.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `A Turbulent identity in love: devotion and sensitivity`,
      brings: `You bring attentiveness and devotion to your relationships. You notice small changes in your partner's mood, care deeply about the relationship and work hard to improve it. You are quick to apologize and repair, and your sensitivity makes you empathetic. You take the relationship seriously, and partners often feel that it truly matters to you.`,
      costs: `You may worry about the relationship even when it is going well, and need more reassurance than your partner naturally gives. You may read rejection into small things, such as a short message or a tired face, and replay arguments long afterwards. Self-criticism can make you feel you are not good enough for your partner. Research links this kind of ongoing worry with lower satisfaction in relationships, which is a reason to work on it, not a verdict.`,
      practices: [
        `When you feel worried, check the facts with a calm, direct question instead of guessing: "You seem quiet. Is everything okay between us?"`,
        `Ask for reassurance clearly and once, rather than looking for it indirectly many times.`,
        `At the end of each day, write down one positive moment from the relationship, however small.`,
        `Build your own sources of stability, such as friends, interests and self-care, so that your well-being does not rest on the relationship alone.`,
      ],
      scenario: `When her partner answered messages briefly during the day, Lina began to fear that he was losing interest, and by evening she was tense and distant. One day she simply asked him. He was surprised: he wrote short messages because he was busy at work, and he looked forward to seeing her every evening. They agreed that he would send one longer message at lunch. Lina also began to notice how often her fears turned out to be wrong.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuition with Thinking: a partnership of minds`,
      text: `Together, your preferences for Intuition and Thinking lead you to value a relationship of equals: someone you respect, who challenges your thinking and gives you room to be independent. You are loyal and take commitment seriously once you have chosen. The shared risk is treating feelings as problems to analyze, and showing love through ideas and help rather than warmth and words. Your partner may admire your mind and still feel lonely. Make affection visible in small daily ways, ask about feelings as seriously as you discuss ideas and remember that a relationship is not a project to optimize. Let your partner see your uncertainty and your softer side sometimes; it is often what brings two thinking people closest. If your partner is more emotional than you, treat that as a strength the relationship gains, not as a problem to correct. They may notice things about people, including you, that your analysis misses.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuition with Feeling: the search for deep connection`,
      text: `Together, your preferences for Intuition and Feeling lead you to seek deep emotional and personal connection, a relationship where both people are truly understood and help each other grow. You bring great warmth, insight and devotion. The shared risk is idealism: you may look for a perfect soulmate, fall in love with who a person could become, and feel deeply disappointed when real life is ordinary. Closeness grows from ordinary moments, repeated. Appreciate your partner as they are today, raise small problems before they become symbols of everything that is wrong, and keep some of your own identity outside the relationship, so that your happiness does not rest on it alone. Say what you need directly instead of hoping your partner will sense it, even if they often do. When they cannot, it is not a sign that the connection is weak; nobody reads minds every time.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Sensing with Judging: love as commitment and care`,
      text: `Together, your preferences for Sensing and Judging lead you to show love through commitment, responsibility and practical care. You build a stable home, keep traditions and promises and take care of the people you love in concrete ways. Partners can rely on you completely. The shared risk is that duty and routine slowly replace joy and curiosity: life becomes well organized but predictable, and care is shown through tasks more than words or play. Plan new experiences on purpose, say aloud what your acts of care mean, and ask your partner regularly what they would like more of. Stability is a gift, and it lasts best when it leaves room for surprise. If your partner is less organized than you, agree clearly on the shared responsibilities that matter most, and let go of the rest. Not every difference in habits is a question of respect.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Sensing with Perceiving: love in the present moment`,
      text: `Together, your preferences for Sensing and Perceiving lead you to bring fun, spontaneity and physical warmth to your relationships. You live in the present, enjoy shared experiences and adapt easily to your partner's moods and needs. Partners often feel that life with you is lively and light. The shared risk is avoiding heavy conversations and long-term plans, so that important questions about the future, money or commitment stay open longer than your partner can comfortably bear. Make time for those conversations, keep small promises reliably and show that you are choosing the relationship, not only enjoying it. Your partner will feel safer, and your spontaneity will mean even more. When a serious conversation feels heavy, combine it with something you enjoy, such as a walk or a drive, and agree on one concrete next step at the end, so that it does not have to be repeated.`,
    },
  },
  plan: {
    heading: `Your four-week practice plan`,
    intro: `Relationships change through small repeated actions more than through big conversations. This plan gives you four weeks of such actions, one area at a time. Each week combines a few shared actions with the first practice from your own modules above. If you have a partner, consider inviting them to read their own chapter and do the plan with you; if not, use it with a close friend or family member, or when you date.`,
    weeks: [
      {
        heading: `Week 1: Time together and security`,
        indicators: ['EI', 'AT'],
        intro: `This week is about how you spend time together and apart, and how secure you feel. Notice without judging; understanding your patterns comes before changing them.`,
        actions: [
          `Each day, note one moment when you felt close to your partner and one moment when you felt distant, and what was happening.`,
          `Have one conversation about how much time alone and time with others each of you needs this month.`,
          `Start the practice from your own modules listed below, and note each day whether you did it.`,
        ],
        checkIn: `What did you learn about what helps you and your partner feel close, and what gets in the way?`,
      },
      {
        heading: `Week 2: Attention and imagination`,
        indicators: ['SN'],
        intro: `This week is about what you notice in your partner and your relationship: the concrete moments of daily life and the larger hopes you share.`,
        actions: [
          `When your partner shares good news, respond with real interest and questions. How partners respond to each other's good news is closely linked to relationship quality.`,
          `Do one thing this week neither of you has done before, even if it is small.`,
          `Continue last week's practice, and add the practice from your own module listed below.`,
        ],
        checkIn: `What did you notice about your partner this week that you usually overlook?`,
      },
      {
        heading: `Week 3: Care and honesty`,
        indicators: ['TF'],
        intro: `This week is about how you show care and how you handle disagreement. Warmth and honesty are both needed, and most people lean toward one of them.`,
        actions: [
          `Say one specific appreciation to your partner every day.`,
          `If a disagreement comes up, summarize your partner's view and feelings before giving your own.`,
          `Add the practice from your own module listed below to the practices you have already started.`,
        ],
        checkIn: `When did you feel most understood this week, and when did you make your partner feel understood?`,
      },
      {
        heading: `Week 4: Plans, spontaneity and what to keep`,
        indicators: ['JP'],
        intro: `The last week is about how you organize shared life, and about choosing which practices to keep. Not every practice needs to become permanent.`,
        actions: [
          `Plan one shared activity together this week, in a way that includes both your preferences: some structure and some room for surprise.`,
          `Reread your notes from the past three weeks with your partner, if they took part, or on your own.`,
          `Choose the two practices that made the biggest difference and agree how you will keep them going.`,
        ],
        checkIn: `Which two practices will you keep, and how will you remind each other of them in three months?`,
      },
    ],
    closing: `Your preferences will stay much as they are, and that is fine. Good relationships are not built by people who have no weaknesses, but by people who know their patterns, talk about them with kindness and keep choosing each other. Return to this chapter when your relationship enters a new stage, such as moving in, having children or facing a difficult period, and repeat the plan with the modules that matter most at that moment.`,
  },
};
