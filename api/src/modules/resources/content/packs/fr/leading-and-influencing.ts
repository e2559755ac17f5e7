// Skill pack: leading and influencing (FR). Translated from ../en/leading-and-influencing.ts, which names the sources
// drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'leading-and-influencing',
  title: `Diriger et influencer`,
  subtitle: `Donner une direction, bâtir la confiance et entraîner les autres, avec ou sans titre officiel`,
  summary: `Un guide pratique des comportements quotidiens qui font un bon leadership : expliquer le pourquoi, construire une équipe où chacun ose s'exprimer, déléguer une vraie responsabilité et influencer des personnes que vous ne dirigez pas. Il s'adresse autant aux responsables d'équipe et aux chefs de projet qu'à toute personne qui a besoin du soutien des autres.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-leading-matters',
      role: 'intro',
      heading: `Le leadership est un ensemble de comportements, pas une personnalité`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Beaucoup de gens pensent qu'on naît leader, avec une certaine personnalité : sociable, sûr de soi, décidé. La recherche offre une image plus utile. Les personnes sociables sont plus souvent choisies comme leaders, mais ce lien s'affaiblit nettement quand on regarde qui dirige réellement bien. Ce qui fait la différence, ce sont des comportements que chacun peut apprendre : donner une direction claire, bâtir la confiance, faire grandir les personnes et prendre des décisions équitables.`,
        },
        {
          kind: 'paragraph',
          text: `Ces comportements comptent que vous ayez ou non un titre officiel. Les chefs de projet, les collègues expérimentés, les parents qui organisent une fête d'école et les bénévoles qui coordonnent d'autres personnes dirigent tous. L'influence, c'est-à-dire la capacité à rallier à une idée des personnes qui ne sont pas obligées de vous suivre, est souvent la compétence la plus importante ; ce guide la traite aux côtés du leadership.`,
        },
        {
          kind: 'paragraph',
          text: `Le type façonne votre style naturel de leadership. Les personnes qui préfèrent l'Extraversion dirigent souvent de façon visible, par l'énergie et la conversation ; celles qui préfèrent l'Introversion dirigent souvent par la préparation, l'écoute et le calme. Une étude a montré que les leaders plus discrets obtenaient de meilleurs résultats avec des équipes composées de personnes pleines d'initiative, parce qu'ils écoutaient leurs idées. Les personnes qui préfèrent la Pensée dirigent souvent par la clarté et l'exigence ; celles qui préfèrent le Sentiment, par le soutien et l'harmonie. Chaque style fonctionne, et chacun a un angle mort que traitent les sections adaptées à votre profil.`,
        },
      ],
    },
    {
      id: 'clear-why-and-what',
      role: 'core',
      heading: `Donner un pourquoi clair et un quoi clair`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les gens donnent le meilleur d'eux-mêmes quand ils comprennent la raison d'être d'une tâche et ce à quoi ressemble un bon résultat. Connaissant la raison d'être, ils peuvent prendre des décisions sensées quand les choses changent, sans vous consulter à chaque fois. Connaissant le résultat attendu, ils savent quand ils ont terminé. Des objectifs précis et ambitieux mènent à de meilleures performances que des consignes vagues comme « faites de votre mieux ».`,
        },
        {
          kind: 'exercise',
          title: `Rédiger une déclaration d'intention`,
          steps: [
            `Choisissez un projet ou une tâche que vous dirigez ou que vous allez confier à quelqu'un.`,
            `Raison d'être : écrivez en une ou deux phrases pourquoi c'est important et pour qui.`,
            `Résultat : décrivez à quoi ressemblera la réussite une fois le travail terminé, en des termes que quelqu'un pourrait vérifier.`,
            `Limites : notez les conditions fixes, comme l'échéance, le budget, le niveau de qualité et ce qui ne doit surtout pas arriver.`,
            `Liberté : écrivez explicitement quelles décisions l'équipe peut prendre seule.`,
            `Partagez-la et demandez à chacun de la reformuler avec ses propres mots. Corrigez les écarts.`,
          ],
          reflection: `Sur quels points les reformulations s'écartaient-elles de ce que vous vouliez dire, et qu'est-ce que cela vous apprend sur votre façon habituelle de donner des consignes ?`,
        },
      ],
    },
    {
      id: 'build-trust-and-safety',
      role: 'core',
      heading: `Construire une équipe où chacun ose s'exprimer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les équipes apprennent et réussissent mieux quand leurs membres se sentent libres de poser des questions, d'avouer des erreurs et d'exprimer un désaccord sans être sanctionnés ni mis dans l'embarras. Les chercheurs appellent cela la sécurité psychologique. Cela ne signifie ni exigences au rabais ni accord permanent. Cela signifie que les mauvaises nouvelles et les idées nouvelles vous parviennent tôt, quand vous pouvez encore agir. Le leader la crée surtout par sa manière de réagir.`,
        },
        {
          kind: 'bullets',
          items: [
            `Reconnaissez ouvertement vos propres erreurs et incertitudes : « Je me suis trompé » et « Je ne sais pas encore » autorisent les autres à dire la même chose.`,
            `Demandez l'avis des autres avant de donner le vôtre, et sollicitez directement les membres les plus discrets.`,
            `Remerciez ceux qui signalent des problèmes, surtout quand la nouvelle est mauvaise. Votre réaction la première fois décide de la suite.`,
            `Traitez les erreurs comme des informations : demandez ce qui s'est passé et ce qu'on peut en apprendre avant de chercher un responsable.`,
            `Tenez vos promesses, même les petites. La confiance naît d'un comportement constant dans la durée.`,
          ],
        },
      ],
    },
    {
      id: 'delegate-ownership',
      role: 'core',
      heading: `Déléguer une vraie responsabilité`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Beaucoup de leaders gardent trop de travail pour eux, parce qu'ils peuvent le faire plus vite ou mieux. Cela bride l'équipe et épuise le leader. Pour rester motivés, les gens ont besoin d'autonomie et de la possibilité de développer leurs compétences. Bien déléguer, c'est confier un résultat, pas seulement une tâche, et convenir à l'avance de la marge de liberté de la personne.`,
        },
        {
          kind: 'steps',
          items: [
            `Choisissez la bonne tâche : quelque chose qui fait progresser la personne et que vous n'avez pas besoin de contrôler de près.`,
            `Expliquez la raison d'être et le résultat attendu, à l'aide de votre déclaration d'intention.`,
            `Convenez du degré de liberté : « étudier et recommander », « décider et m'informer » ou « décider seul ».`,
            `Fixez à l'avance des points d'étape, plutôt que de vérifier chaque fois que vous êtes inquiet.`,
            `Proposez votre aide, mais ne reprenez pas la tâche quand elle devient difficile. Posez plutôt des questions : « Quelles options vois-tu ? »`,
            `Une fois le travail terminé, exprimez une reconnaissance précise et discutez de ce qui a été appris.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Confier une tâche sans l'autorité, les informations ou le temps nécessaires, ce n'est pas déléguer. C'est préparer quelqu'un à l'échec. Assurez-vous que la personne dispose de ce dont elle a besoin.`,
        },
      ],
    },
    {
      id: 'influence-without-authority',
      role: 'core',
      heading: `Influencer des personnes que vous ne dirigez pas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart des idées importantes ont besoin du soutien de personnes qui ne dépendent pas de vous. L'influence commence par la compréhension de ce qui compte pour elles. Les gens résistent rarement à une idée en elle-même ; ils résistent à ce qu'elle pourrait leur coûter, ou au sentiment d'être tenus à l'écart. Une démarche perçue comme équitable, où l'on a été consulté, où l'on comprend les raisons et où l'on sait ce qui est attendu, obtient l'adhésion même de ceux qui désapprouvent le résultat.`,
        },
        {
          kind: 'exercise',
          title: `Cartographie des parties prenantes`,
          steps: [
            `Notez une idée ou un changement que vous voulez faire avancer.`,
            `Listez toutes les personnes dont vous avez besoin du soutien, de l'accord ou de la coopération, ainsi que celles qui seront concernées.`,
            `Pour chaque personne, notez ce qui lui importe le plus, ce qu'elle pourrait y gagner et ce qu'elle pourrait y perdre.`,
            `Classez chacune comme favorable, neutre ou susceptible de résister.`,
            `Prévoyez une conversation avec une personne neutre et une avec une personne susceptible de résister, en commençant par des questions sur leurs préoccupations plutôt que par vos arguments.`,
            `Ajustez votre idée là où leurs préoccupations sont fondées, et dites-leur ce que vous avez changé.`,
          ],
          reflection: `Quelle préoccupation d'une autre personne a amélioré votre idée quand vous l'avez prise au sérieux ?`,
        },
        {
          kind: 'paragraph',
          text: `Certains principes d'influence sont bien documentés : on a tendance à rendre les services reçus, à rester cohérent avec ce qu'on a dit auparavant, à suivre ce que font des personnes qui nous ressemblent et à écouter ceux qu'on apprécie et en qui on a confiance. Utilisez-les honnêtement. Aidez d'abord les autres, demandez de petits accords avant les grands, citez des collègues qui soutiennent l'idée et construisez de vraies relations. N'inventez jamais d'urgence et ne prétendez jamais à un soutien que vous n'avez pas : la manipulation fonctionne une fois et détruit la confiance pour longtemps.`,
        },
      ],
    },
    {
      id: 'make-and-explain-decisions',
      role: 'core',
      heading: `Prendre des décisions et les expliquer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Une équipe perd de l'énergie quand les décisions restent en suspens pendant des semaines, et elle perd confiance quand les décisions tombent de nulle part. Avant chaque décision importante, dites comment elle sera prise : déciderez-vous seul, après avoir consulté l'équipe, ou laisserez-vous l'équipe décider ? Les gens acceptent bien des types de décisions s'ils connaissent les règles à l'avance et voient que leur avis a été entendu.`,
        },
        {
          kind: 'steps',
          items: [
            `Annoncez la question, qui décide et pour quand.`,
            `Recueillez les avis, y compris ceux des personnes susceptibles de ne pas être d'accord.`,
            `Décidez à la date convenue. Une bonne décision prise à temps vaut généralement mieux qu'une décision parfaite prise trop tard.`,
            `Expliquez la décision, les principales raisons et les avis que vous n'avez pas suivis, et pourquoi.`,
            `Demandez un engagement, y compris à ceux qui n'étaient pas d'accord, et convenez du moment où la décision sera réexaminée.`,
          ],
        },
      ],
    },
    {
      id: 'one-to-one-conversations',
      role: 'core',
      heading: `Tenir des entretiens individuels réguliers`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous dirigez des personnes, une courte conversation régulière avec chacune est l'une des habitudes les plus précieuses que vous puissiez prendre. Trente minutes toutes les une ou deux semaines suffisent. Ce rendez-vous appartient à l'autre : ses progrès, ses problèmes, son développement.`,
        },
        {
          kind: 'bullets',
          items: [
            `Laissez-lui fixer l'essentiel de l'ordre du jour. Commencez par « Qu'est-ce qui te préoccupe en ce moment ? »`,
            `Interrogez-le sur les obstacles : « Qu'est-ce qui te freine, et comment puis-je t'aider ? »`,
            `Parlez de son développement au moins une fois par mois : « Qu'aimerais-tu apprendre, ou faire davantage ? »`,
            `Échangez des retours dans les deux sens, et demandez : « Qu'est-ce que je pourrais faire autrement pour t'aider ? »`,
            `Notez ce que vous avez promis et faites-le avant le prochain rendez-vous.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-leading',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Diriger avec énergie en laissant de la place aux autres`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, vous dirigez sans doute de façon visible : vous apportez de l'énergie aux réunions, lancez facilement les conversations et donnez aux gens le sentiment d'être inclus. Le risque, c'est que votre énergie occupe l'essentiel de l'espace en réunion. Les plus discrets peuvent cesser de proposer des idées, et ce que vous pensez à voix haute peut être pris pour des décisions.`,
        },
        {
          kind: 'bullets',
          items: [
            `En réunion, parlez en dernier sur les questions importantes. Demandez aux autres de s'exprimer d'abord.`,
            `Recueillez des contributions écrites avant les discussions, pour que les idées des membres plus discrets soient entendues.`,
            `Indiquez clairement quand vous explorez et quand vous décidez.`,
            `Mesurez le temps de parole que vous occupez dans chaque réunion. Visez moins d'un tiers quand vous ne présentez pas.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-leading',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Diriger avec discrétion sans passer inaperçu`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, vous dirigez sans doute par une préparation soignée, une écoute attentive et des décisions posées, et les gens apprécient votre façon de les faire se sentir entendus. Le risque, c'est que votre leadership ne soit pas assez visible : votre équipe peut ignorer votre raisonnement, les autres services peuvent ne pas entendre parler des réussites de votre équipe, et votre réserve peut passer pour de la distance.`,
        },
        {
          kind: 'bullets',
          items: [
            `Partagez votre raisonnement plus souvent que cela ne vous paraît nécessaire, par exemple dans un court point écrit hebdomadaire.`,
            `Mettez en avant le travail de votre équipe dans les réunions plus larges. Lui donner de la visibilité fait partie de votre rôle.`,
            `Faites des petits contacts personnels une habitude : un court échange en début de réunion ou un message pour demander des nouvelles de quelqu'un.`,
            `Prévoyez du temps de récupération après les journées chargées en réunions, pour garder votre calme, qui est l'une de vos forces.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-leading',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Des exigences claires avec une touche humaine`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Pensée, vous dirigez sans doute avec clarté, équité et exigence, et les gens savent où ils en sont avec vous. Le risque, c'est de vous concentrer tant sur la tâche que les gens se sentent traités comme des ressources plutôt que comme des personnes, ou que vos critiques paraissent plus dures que vous ne le voulez.`,
        },
        {
          kind: 'bullets',
          items: [
            `Exprimez votre reconnaissance aussi précisément que vos critiques, et plus souvent. Les critiques résonnent plus fort que les éloges.`,
            `Lors des entretiens individuels, intéressez-vous à la personne, pas seulement au travail.`,
            `Quand vous annoncez une décision, expliquez comment vous avez pris en compte son effet sur les personnes.`,
            `Partez du principe que les autres ont besoin de plus d'encouragements que vous. C'est le cas de la plupart.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-leading',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Un soutien chaleureux et des attentes claires`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Sentiment, vous dirigez sans doute avec empathie et construisez des équipes où chacun se sent reconnu. C'est une base solide pour la confiance. Le risque, c'est d'éviter des conversations difficiles mais nécessaires, comme une performance insuffisante, une décision impopulaire ou un refus, et de retenir vos critiques jusqu'à ce qu'un problème ait grossi.`,
        },
        {
          kind: 'bullets',
          items: [
            `Rappelez-vous que des attentes claires sont une forme d'attention. On ne peut pas atteindre un niveau d'exigence qu'on ne connaît pas.`,
            `Traitez les problèmes de performance dans la semaine, en privé et de façon précise.`,
            `Quand une décision va décevoir, dites-le directement, expliquez pourquoi, puis soutenez les personnes concernées. Retarder une mauvaise nouvelle l'aggrave généralement.`,
            `Protégez votre propre énergie. Porter les soucis de tout le monde n'est pas tenable ; aider chacun à résoudre ses problèmes, si.`,
          ],
        },
      ],
    },
    {
      id: 'leading-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Confier des tâches sans expliquer pourquoi elles comptent.`,
            `Demander des retours honnêtes, puis se défendre contre eux.`,
            `Reprendre le travail dès que quelqu'un a du mal.`,
            `Chercher à rallier les autres uniquement par des arguments, sans comprendre ce qui leur importe.`,
            `Annuler les entretiens individuels dès que l'on est débordé.`,
          ],
        },
      ],
    },
    {
      id: 'leading-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Intention : raison d'être, résultat, limites et liberté ; demandez aux gens de la reformuler.`,
            `Sécurité : reconnaître ses erreurs, demander avant d'affirmer, remercier pour les mauvaises nouvelles.`,
            `Déléguer : un résultat, un degré de liberté convenu, des points d'étape convenus, ne pas reprendre la tâche.`,
            `Influencer : cartographier les parties prenantes, s'enquérir d'abord de leurs préoccupations, mener une démarche équitable.`,
            `Décisions : dire qui décide et pour quand, recueillir les avis, décider à temps, expliquer ce que l'on n'a pas suivi.`,
            `Persuasion honnête : aider d'abord, de petits accords, de vrais exemples, de vraies relations.`,
            `Entretiens individuels : son ordre du jour, les obstacles, le développement, des retours dans les deux sens, des promesses tenues.`,
            `Style : votre type façonne votre style naturel ; les comportements ci-dessus fonctionnent avec tous les styles.`,
          ],
        },
      ],
    },
  ],
};
