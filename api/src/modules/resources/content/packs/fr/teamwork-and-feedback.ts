// Skill pack: teamwork and giving and receiving feedback (FR). Translated from ../en/teamwork-and-feedback.ts, which names
// the sources drawn on. "Feedback" is kept as the usual French workplace word; "retour" is used where it reads better.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'teamwork-and-feedback',
  title: `Travail d'équipe et feedback`,
  subtitle: `Bien travailler avec les autres, donner un feedback utile et l'entendre sans se défendre`,
  summary: `Un guide pratique des habitudes qui font fonctionner une équipe : des accords clairs, un feedback utile dans les deux sens, de la reconnaissance et de courts bilans qui aident l'équipe à apprendre. Il comprend une structure simple pour le feedback et une méthode pour recevoir les critiques avec calme.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-teamwork-matters',
      role: 'intro',
      heading: `Ce qui fait fonctionner une équipe`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart du travail se fait aujourd'hui en équipe, et chacun se souvient d'une équipe qui l'a poussé à donner le meilleur de lui-même et d'une autre qui rendait tout plus difficile. La différence tient rarement au talent des individus. Les recherches sur les équipes mettent en avant des conditions comme un objectif commun clair, des rôles et des accords clairs, et un climat où l'on peut parler ouvertement sans craindre d'être mis dans l'embarras. De grandes études menées sur des équipes en entreprise sont arrivées à des conclusions semblables : la façon dont l'équipe travaillait ensemble comptait davantage que sa composition.`,
        },
        {
          kind: 'paragraph',
          text: `C'est dans le feedback que le travail d'équipe devient concret. Une équipe progresse quand ses membres se disent ce qui fonctionne et ce qui ne fonctionne pas, et quand ils peuvent l'entendre sans se mettre sur la défensive. Ce sont deux compétences. Le feedback est aussi moins simple qu'il n'y paraît : une vaste synthèse d'études a montré que dans plus d'un tiers des cas, il dégradait en fait la performance, surtout lorsqu'il portait sur la personne plutôt que sur la tâche. Ce guide montre comment l'éviter.`,
        },
        {
          kind: 'paragraph',
          text: `Votre type influe sur votre style en équipe. Les personnes qui préfèrent la Pensée ont tendance à donner un feedback direct, centré sur la tâche ; celles qui préfèrent le Sentiment, un feedback encourageant, quitte à retenir leurs critiques. Les personnes qui préfèrent le Jugement aiment les plans clairs et les décisions rapides ; celles qui préfèrent la Perception aiment rester souples et s'adapter. Une équipe a besoin de toutes ces qualités, et la plupart des frictions viennent de ce que ces différences sont mal comprises. Les sections adaptées à votre profil vous aident à composer avec les vôtres.`,
        },
      ],
    },
    {
      id: 'agree-how-you-work',
      role: 'core',
      heading: `Convenir de votre façon de travailler ensemble`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Beaucoup de conflits d'équipe viennent d'attentes que personne n'a formulées : en combien de temps répondre aux messages, qui décide de quoi, ce que veut dire « terminé », s'il est acceptable d'exprimer un désaccord en réunion. Une courte conversation pour s'accorder tôt sur ces points évite bien des problèmes, et donne à l'équipe une référence quand des tensions apparaissent.`,
        },
        {
          kind: 'exercise',
          title: `La charte de fonctionnement de l'équipe`,
          steps: [
            `Réservez quarante-cinq minutes avec l'équipe. Demandez à chacun de réfléchir à l'avance à ce qui l'aide à bien travailler avec les autres.`,
            `Mettez-vous d'accord sur l'objectif de l'équipe en une ou deux phrases, et vérifiez que chacun le décrit de la même façon.`,
            `Mettez-vous d'accord sur les rôles : qui est responsable de quoi, et qui tranche quels types de questions.`,
            `Mettez-vous d'accord sur la communication : quels canaux pour quoi, quels délais de réponse, quels temps de concentration à ne pas interrompre.`,
            `Mettez-vous d'accord sur la façon de gérer les désaccords et les erreurs, par exemple : « Nous exprimons nos réserves pendant la réunion, pas après. »`,
            `Rédigez le tout sur une page, partagez-la et revoyez-la au bout d'un mois.`,
          ],
          reflection: `Quel point vous a surpris parce que les autres le voyaient autrement que vous ?`,
        },
      ],
    },
    {
      id: 'three-kinds-of-feedback',
      role: 'core',
      heading: `Trois sortes de feedback, et celle dont on a besoin`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le feedback peut recouvrir trois choses différentes. La reconnaissance dit : « Je te vois, et ce que tu as fait compte. » Le conseil dit : « Voici comment tu pourrais faire mieux. » L'évaluation dit : « Voici où tu en es. » Beaucoup de conversations de feedback tournent mal parce que l'un donne une sorte de feedback alors que l'autre a besoin d'une autre : quelqu'un qui attend de la reconnaissance reçoit des suggestions, ou quelqu'un qui veut savoir où il en est ne reçoit que des éloges.`,
        },
        {
          kind: 'bullets',
          items: [
            `Avant de donner un feedback, décidez de quelle sorte il s'agit et dites-le : « J'aimerais te donner quelques conseils sur le rapport. »`,
            `Avant de demander un feedback, dites de quelle sorte vous avez besoin : « Je n'ai pas besoin d'une note, je voudrais des idées pour renforcer l'introduction. »`,
            `Ne laissez pas la reconnaissance disparaître. Dans les équipes débordées, les conseils et l'évaluation l'évincent, et les gens ne savent plus ce qu'ils font bien.`,
            `Rendez la reconnaissance précise : « Ta synthèse a permis au client de décider en une seule réunion » vaut plus que « Beau travail ».`,
          ],
        },
      ],
    },
    {
      id: 'give-feedback',
      role: 'core',
      heading: `Donner un feedback qui aide`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un feedback utile est précis, porte sur le comportement plutôt que sur la personnalité, arrive au bon moment et se tourne vers l'avenir. Une structure simple aide : décrivez la situation, le comportement observé et son impact, puis ouvrez une conversation sur la suite.`,
        },
        {
          kind: 'steps',
          items: [
            `Situation : quand et où. « Hier, pendant la réunion avec le client... »`,
            `Comportement : ce que la personne a fait, tel qu'une caméra l'aurait enregistré. « ... tu as répondu aux questions sur les prix avant que le client ait fini de les poser... »`,
            `Impact : l'effet que vous avez observé. « ... et le client a répété sa question deux fois, ce qui a semblé l'agacer. »`,
            `Invitation : demandez plutôt que prescrire. « Comment est-ce que tu l'as vécu de ton côté ? », puis « Qu'est-ce qui pourrait aider la prochaine fois ? »`,
            `Donnez un feedback critique en privé et sans tarder, idéalement dans un délai d'un ou deux jours. Exprimez la reconnaissance en public si la personne y est à l'aise.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Préparer un feedback`,
          steps: [
            `Pensez à un collègue dont vous aimeriez commenter le comportement, en bien ou de façon critique.`,
            `Écrivez la situation, le comportement et l'impact, chacun en une phrase. Supprimez tout mot qui décrit le caractère de la personne, comme « négligent » ou « impoli ».`,
            `Écrivez votre question d'invitation.`,
            `Donnez ce feedback cette semaine, puis notez comment la conversation s'est passée.`,
          ],
          reflection: `En quoi le fait de retirer les mots qui jugent le caractère a-t-il changé ce que vous ressentiez à l'idée de donner ce feedback ?`,
        },
      ],
    },
    {
      id: 'receive-feedback',
      role: 'core',
      heading: `Recevoir un feedback sans vous défendre`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Recevoir un feedback est souvent plus difficile que d'en donner. Trois réactions font fréquemment obstacle : on pense que le feedback est faux, on réagit à la personne qui le donne, ou il menace l'image que l'on a de soi. Chacune de ces réactions se comprend. Aucune ne signifie que le feedback est sans valeur.`,
        },
        {
          kind: 'steps',
          items: [
            `Écoutez jusqu'au bout sans interrompre ni vous justifier.`,
            `Demandez un exemple : « Tu peux me parler d'une fois où tu l'as remarqué ? » Un feedback vague devient utile quand il est précis.`,
            `Résumez ce que vous avez entendu et vérifiez que vous avez bien compris.`,
            `Remerciez la personne. Donner un feedback demande du courage, et votre réaction décidera si elle recommencera.`,
            `Décidez plus tard, à tête reposée, ce que vous en retenez. Vous n'êtes pas obligé d'accepter tous les feedbacks, mais examinez-les d'abord sérieusement.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Demander une seule chose`,
          steps: [
            `Choisissez trois personnes qui voient votre travail depuis des positions différentes.`,
            `Posez à chacune la même question : « Quelle est la chose que je pourrais faire différemment et qui rendrait le travail avec moi plus agréable ? »`,
            `Écoutez, demandez un exemple, remerciez et notez la réponse. Ne vous défendez pas et ne vous justifiez pas.`,
            `Cherchez ce qui revient dans les trois réponses et choisissez un changement à essayer pendant un mois.`,
          ],
          reflection: `Quelle réponse aviez-vous le plus envie de contester, et quelle part de vérité pourrait-elle contenir ?`,
        },
      ],
    },
    {
      id: 'team-reviews',
      role: 'core',
      heading: `Apprendre ensemble grâce à de courts bilans`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les équipes qui s'arrêtent régulièrement pour examiner leur façon de travailler progressent plus vite. Un court bilan après un projet ou toutes les quelques semaines suffit. Ce bilan doit se faire sans recherche de coupable : la question est de savoir ce qui, dans le fonctionnement de l'équipe, a permis au problème de survenir, et non qui est fautif. Sinon, les gens cesseront de parler franchement.`,
        },
        {
          kind: 'bullets',
          items: [
            `Qu'est-ce qui s'est bien passé, et pourquoi ? Continuons à le faire.`,
            `Qu'est-ce qui a été difficile ou frustrant ? Décrivez des événements, pas des personnes.`,
            `Qu'allons-nous essayer de faire autrement la prochaine fois ? Choisissez un ou deux changements, pas dix.`,
            `Qui veillera à ce que chaque changement ait lieu ? Vérifiez au bilan suivant.`,
          ],
        },
      ],
    },
    {
      id: 'different-styles',
      role: 'core',
      heading: `Bien travailler avec des styles différents`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Une grande partie des frictions dans une équipe ne porte pas sur les objectifs mais sur le style. L'un réfléchit à voix haute et l'autre a besoin de calme ; l'un veut une décision aujourd'hui et l'autre veut explorer ; l'un apprécie la franchise et l'autre le tact. Chaque style est utile, et chacun peut passer pour un problème vu de l'autre côté : celui qui décide vite paraît pressant, celui qui explore avec soin paraît lent.`,
        },
        {
          kind: 'bullets',
          items: [
            `Parlez ouvertement des styles, par exemple en partageant comment chacun aime recevoir l'information, prendre des décisions et recevoir du feedback.`,
            `Quand un collègue vous agace, demandez-vous à quoi son style peut servir. Il y a généralement une réponse.`,
            `Offrez aux gens différentes façons de contribuer : du temps pour se préparer, des contributions écrites, la discussion en réunion.`,
            `Mélangez volontairement les styles sur le travail important. Une équipe où tout le monde pense pareil est confortable, et passe à côté de plus de choses.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-teamwork',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Un feedback perçu comme une aide`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Pensée, vous donnez sans doute un feedback clair et honnête, et vous pouvez entendre des critiques sur votre travail sans les prendre personnellement. L'équipe profite de cette franchise. Le risque, c'est que votre feedback soit perçu comme dur, surtout par des collègues qui le prennent plus à cœur, et que vous vous concentriez sur ce qui doit être corrigé en oubliant de dire ce qui fonctionne.`,
        },
        {
          kind: 'bullets',
          items: [
            `Exprimez votre reconnaissance délibérément et précisément. Il vous arrive peut-être de remarquer du bon travail sans le dire.`,
            `Demandez avant de conseiller : « Est-ce que quelques remarques sur le brouillon te seraient utiles maintenant ? »`,
            `Quand vous recevez un feedback, remarquez si vous discutez de son exactitude. Demandez d'abord ce que la personne a vécu : cela est réel, même si son explication ne l'est pas.`,
            `Pensez à ce que la personne pourrait ressentir et choisissez le moment en conséquence. Le bon moment fait partie du bon feedback.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-teamwork',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Un feedback honnête comme marque d'attention`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Sentiment, vous remarquez sans doute comment vont vos coéquipiers, vous exprimez une reconnaissance chaleureuse et vous aidez le groupe à se sentir une équipe. Le risque est de retenir un feedback critique pour ménager les sentiments des autres, si bien que les problèmes grossissent, et de prendre un feedback critique sur votre travail pour un jugement sur vous.`,
        },
        {
          kind: 'bullets',
          items: [
            `Rappelez-vous que garder pour vous un feedback utile prive la personne d'une chance de progresser. Un feedback clair, donné avec bienveillance, est une forme de respect.`,
            `Utilisez la structure situation, comportement, impact. Elle garde le feedback critique factuel et vous le rend plus facile à formuler.`,
            `Évitez de cacher une critique entre deux compliments. Les gens apprennent à attendre la critique et cessent de croire aux compliments.`,
            `Quand vous recevez une critique, séparez le travail de votre personne : « Ce rapport doit être revu » ne veut pas dire « Je ne suis pas à la hauteur ».`,
          ],
        },
      ],
    },
    {
      id: 'judging-teamwork',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Une structure que toute l'équipe peut partager`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Jugement, vous apportez sans doute de la structure à l'équipe : des plans, des échéances et des décisions claires. L'équipe compte souvent sur vous pour faire avancer le travail. Le risque est de pousser à la décision avant que les autres aient fini de réfléchir, ou de vous agacer contre des collègues qui travaillent de façon moins planifiée.`,
        },
        {
          kind: 'bullets',
          items: [
            `Demandez combien d'exploration une question nécessite avant de proposer une décision.`,
            `Convenez de points d'étape plutôt que de vérifier l'avancement en permanence. D'autres travaillent peut-être bien par à-coups.`,
            `Jugez vos collègues sur leurs résultats et leur fiabilité, pas sur le fait qu'ils travaillent comme vous.`,
            `Mettez vos talents d'organisation au service de l'équipe, par exemple en tenant le calendrier commun.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-teamwork',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Une souplesse sur laquelle l'équipe peut compter`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Perception, vous apportez sans doute de la souplesse et des idées nouvelles à l'équipe, et vous vous adaptez bien quand les plans changent. Le risque, c'est que les collègues qui dépendent de votre travail ne voient pas où vous en êtes, et stressent à l'approche des échéances même quand vous êtes sûr de livrer à temps.`,
        },
        {
          kind: 'bullets',
          items: [
            `Rendez votre avancement visible : partagez de courts points ou des premières versions, même incomplètes.`,
            `Quand vous changez un plan, prévenez aussitôt les personnes concernées.`,
            `Convenez d'échéances internes avec les collègues qui dépendent de vous, et respectez-les.`,
            `Mettez votre capacité d'adaptation au service des bilans : c'est souvent vous qui voyez ce que l'équipe pourrait essayer autrement.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Laisser des attentes non dites, puis être déçu que les autres n'y répondent pas.`,
            `Un feedback sur le caractère (« Tu es négligent ») au lieu du comportement.`,
            `Garder le feedback pour l'entretien annuel au lieu de le donner quand il est utile.`,
            `Demander un feedback, puis expliquer pourquoi il est faux.`,
            `Des bilans qui cherchent un coupable.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Charte de fonctionnement : objectif, rôles, décisions, communication, gestion des désaccords ; bilan au bout d'un mois.`,
            `Nommer la sorte de feedback : reconnaissance, conseil ou évaluation.`,
            `Donner : situation, comportement, impact, puis une question d'invitation.`,
            `Critiquer en privé et sans tarder ; une reconnaissance précise et fréquente.`,
            `Recevoir : écouter, demander un exemple, résumer, remercier, décider plus tard.`,
            `Demander régulièrement : « Quelle est la chose que je pourrais faire différemment ? »`,
            `Bilans sans recherche de coupable : ce qui a bien marché, ce qui a été difficile, un ou deux changements, un responsable pour chacun.`,
            `Styles différents : se demander à quoi sert un style ; offrir plusieurs façons de contribuer.`,
          ],
        },
      ],
    },
  ],
};
