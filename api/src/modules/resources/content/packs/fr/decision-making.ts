// Skill pack: decision-making (FR). Translated from ../en/decision-making.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'decision-making',
  title: `Mieux décider`,
  subtitle: `Une méthode claire et reproductible pour faire des choix que vous pouvez assumer`,
  summary: `Une méthode pas à pas pour les décisions importantes : qualifier la décision, élargir vos options, les peser selon des critères clairs, les confronter à la réalité et tirer les leçons du résultat. Elle vous aide à éviter les pièges de raisonnement les plus courants sans vous enliser dans l'analyse.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-decisions-matter',
      role: 'intro',
      heading: `Pourquoi une méthode de décision aide`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nous prenons la plupart de nos décisions vite et sans effort, et pour les choix du quotidien, cela fonctionne bien. Les décisions importantes sont différentes : quel poste accepter, faut-il déménager, comment gérer une situation délicate au travail. Là, les jugements rapides sont sujets à des erreurs prévisibles. Nous envisageons trop peu d'options, cherchons les éléments qui confirment ce que nous préférons déjà, surestimons nos chances de réussite et laissons l'humeur du moment trancher pour le long terme.`,
        },
        {
          kind: 'paragraph',
          text: `Vous ne pouvez pas éliminer complètement ces erreurs, mais une démarche simple les réduit. Ce guide en propose une en cinq étapes : qualifier la décision, élargir vos options, les peser, les confronter à la réalité, puis vous engager et apprendre. Toutes les étapes ne sont pas nécessaires pour chaque choix. La première vous indique combien d'effort une décision mérite.`,
        },
        {
          kind: 'paragraph',
          text: `Le type influe sur ce à quoi vous prêtez attention quand vous décidez, pas sur la qualité de vos décisions. Les personnes qui préfèrent la Pensée ont tendance à se concentrer sur la logique et les conséquences ; celles qui préfèrent le Sentiment, sur les valeurs et les personnes concernées. Les bonnes décisions ont besoin des deux. Les personnes qui préfèrent le Jugement aiment trancher vite ; celles qui préfèrent la Perception aiment garder leurs options ouvertes. Chaque tendance aide dans certaines situations et nuit dans d'autres, et les sections adaptées à votre profil vous montrent comment équilibrer la vôtre.`,
        },
      ],
    },
    {
      id: 'sort-the-decision',
      role: 'core',
      heading: `Étape 1 : qualifier la décision`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Toutes les décisions ne méritent pas le même effort. Passer une semaine sur un choix que vous pourrez annuler demain fait perdre du temps ; trancher en cinq minutes sur quelque chose d'irréversible est risqué. Avant de commencer, répondez à quatre questions.`,
        },
        {
          kind: 'steps',
          items: [
            `Est-ce réversible ? Si la décision est facile et peu coûteuse à annuler, décidez vite et ajustez ensuite. Sinon, suivez toute la démarche.`,
            `Quelle est l'ampleur de l'effet ? Pensez à l'argent, au temps, à la santé, aux relations et à la durée de l'effet.`,
            `Pour quand faut-il décider ? Notez la véritable échéance. Souvent, il y a plus de temps qu'on ne le croit, et parfois moins.`,
            `Qui doit décider, et qui faut-il consulter ? Nommez les personnes dont vous avez besoin de l'avis ou de l'accord.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Une règle utile : l'effort que vous y consacrez doit correspondre à l'enjeu et à la difficulté de revenir en arrière, pas à l'anxiété que la décision vous inspire.`,
        },
      ],
    },
    {
      id: 'widen-options',
      role: 'core',
      heading: `Étape 2 : élargir vos options`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Beaucoup de décisions sont posées sous la forme « oui ou non » : dois-je accepter ce poste ou pas ? Des études sur les décisions en entreprise ont montré que les choix formulés ainsi échouaient plus souvent que les choix entre plusieurs véritables alternatives. La meilleure amélioration que l'on puisse apporter à la plupart des décisions consiste à ajouter des options avant de les comparer.`,
        },
        {
          kind: 'exercise',
          title: `Élargir les options`,
          steps: [
            `Écrivez la décision telle que vous la voyez aujourd'hui, par exemple « accepter l'offre ou rester ».`,
            `Imaginez que les deux options actuelles ont disparu. Notez deux autres choses que vous pourriez faire.`,
            `Demandez-vous si vous pourriez combiner des options, par exemple rester en négociant un nouveau rôle, ou accepter avec une date d'arrivée plus tardive.`,
            `Pensez à quelqu'un qui a dû faire un choix similaire. Demandez-lui, ou imaginez, ce qu'il a fait et ce qu'il ferait différemment.`,
            `Vous devriez maintenant avoir au moins trois ou quatre options réelles. Ne barrez que celles qui sont clairement impossibles.`,
          ],
          reflection: `Quelle nouvelle option vous a surpris, et pourquoi ne l'aviez-vous pas envisagée avant ?`,
        },
      ],
    },
    {
      id: 'weigh-options',
      role: 'core',
      heading: `Étape 3 : peser les options selon des critères clairs`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quand vous comparez des options dans votre tête, c'est le détail le plus frappant qui a tendance à l'emporter : un meilleur salaire, un recruteur sympathique, une histoire effrayante. Écrire d'abord vos critères rend la comparaison plus équitable. Cela vous montre aussi ce qui compte vraiment pour vous, ce qui est en soi une information précieuse.`,
        },
        {
          kind: 'exercise',
          title: `Tableau de décision pondéré`,
          steps: [
            `Listez quatre à sept critères qui comptent pour cette décision, par exemple revenus, apprentissage, temps en famille, lieu, sécurité, sens.`,
            `Donnez à chaque critère un poids de 1 (appréciable) à 5 (indispensable).`,
            `Notez chaque option sur chaque critère de 1 (médiocre) à 5 (excellent).`,
            `Multipliez chaque note par le poids du critère et additionnez les résultats pour chaque option.`,
            `Regardez l'option gagnante et observez votre réaction. Si vous êtes soulagé, le tableau reflète probablement vos priorités. Si vous êtes déçu, demandez-vous quel critère manque ou a un poids inadapté, et corrigez honnêtement.`,
          ],
          reflection: `Qu'est-ce que votre réaction au résultat vous a appris que les chiffres ne disaient pas ?`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Le tableau est un outil de réflexion, pas une réponse automatique. Son intérêt est de rendre vos raisons visibles et de vous montrer quand vos sentiments et vos priorités déclarées ne concordent pas.`,
        },
      ],
    },
    {
      id: 'test-against-reality',
      role: 'core',
      heading: `Étape 4 : confronter votre option préférée à la réalité`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Dès que vous avez une option préférée, votre esprit se met à rassembler les raisons pour lesquelles elle marchera. Deux techniques font contrepoids. La première consiste à vous demander comment les situations comme la vôtre tournent habituellement pour les autres. Si la plupart des projets similaires prennent deux fois plus de temps que prévu, le vôtre aussi, probablement. La seconde est le pré-mortem, conçu pour les équipes mais utile aussi à titre individuel.`,
        },
        {
          kind: 'exercise',
          title: `Pré-mortem`,
          steps: [
            `Imaginez que nous sommes dans un an. Vous avez choisi votre option préférée, et cela s'est mal passé.`,
            `Pendant cinq minutes, écrivez toutes les raisons qui vous viennent pour expliquer cet échec.`,
            `Entourez les deux ou trois raisons qui vous semblent les plus probables.`,
            `Pour chacune, notez ce que vous pourriez faire dès maintenant pour l'éviter, ou quel signe précoce vous indiquerait de changer de cap.`,
          ],
          reflection: `L'une des raisons de votre liste change-t-elle l'option que vous préférez, ou seulement la façon dont vous allez la mettre en œuvre ?`,
        },
        {
          kind: 'paragraph',
          text: `Quand c'est possible, testez avant de vous engager pleinement. Passez une journée avec l'équipe que vous pourriez rejoindre, louez dans un nouveau quartier avant d'acheter, suivez une formation avant de changer de métier. Les petites expériences vous apportent de meilleures informations que davantage de réflexion.`,
        },
      ],
    },
    {
      id: 'commit-and-learn',
      role: 'core',
      heading: `Étape 5 : s'engager, puis apprendre`,
      blocks: [
        {
          kind: 'paragraph',
          text: `À un moment donné, analyser davantage n'améliore plus la décision. Fixez une date de décision et respectez-la. Quand vous décidez, rédigez un court compte rendu de décision : ce que vous avez choisi, vos principales raisons, ce à quoi vous vous attendez et votre degré de confiance. Cela prend cinq minutes et c'est le meilleur moyen d'affiner votre jugement au fil du temps.`,
        },
        {
          kind: 'bullets',
          items: [
            `Relisez votre compte rendu de décision au bout de trois ou six mois. Comparez ce qui s'est passé avec ce que vous attendiez.`,
            `Jugez la décision sur la qualité de la démarche et des informations dont vous disposiez, pas seulement sur le résultat. Les bonnes décisions ont parfois de mauvaises issues à cause du hasard, et les mauvaises décisions tournent parfois bien.`,
            `Si les signes d'alerte repérés lors de votre pré-mortem apparaissent, ajustez sans vous le reprocher. Changer de cap face à des informations nouvelles fait partie d'une bonne décision.`,
            `Dites aux personnes concernées ce que vous avez décidé et pourquoi, même si cela ne leur plaira pas.`,
          ],
        },
      ],
    },
    {
      id: 'decide-with-others',
      role: 'core',
      heading: `Décider à plusieurs`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un groupe peut prendre de meilleures décisions qu'une personne seule, parce qu'il réunit plus d'informations et plus de points de vue. En pratique, il fait souvent moins bien : la première personne à parler, ou la plus haut placée, donne la direction, les autres ajustent leur avis en conséquence, et les doutes restent tus. Quelques règles simples préservent l'avantage du groupe.`,
        },
        {
          kind: 'bullets',
          items: [
            `Demandez à chacun d'écrire son propre avis et ses raisons avant que la discussion ne commence.`,
            `Laissez la personne la plus haut placée ou la plus sûre d'elle parler en dernier.`,
            `Désignez une personne chargée de contester l'option favorite, et faites tourner ce rôle d'une réunion à l'autre pour que personne ne soit catalogué comme négatif.`,
            `Séparez la discussion sur les faits (« Que savons-nous ? ») de la discussion sur les préférences (« Que voulons-nous ? »).`,
            `Terminez en disant clairement qui décide, ce qui a été décidé et ce que chacun va faire ensuite.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-decisions',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Prendre en compte ce qui compte pour les gens`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Pensée, vous analysez sans doute bien les options et vous ne vous laissez pas facilement influencer par la pression. Le point à surveiller : les effets d'une décision sur les personnes, y compris sur vous-même, peuvent vous sembler moins réels que les coûts et les chiffres. Or ce sont souvent ces effets qui déterminent si un plan réussit. Une décision logique à laquelle les gens résistent n'est pas, en pratique, une bonne décision.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ajoutez deux critères à chaque tableau de décision : « effet sur les personnes concernées » et « ce que je ressentirai en vivant avec ce choix ».`,
            `Avant de décider, listez toutes les personnes concernées et écrivez une ligne sur la manière dont chacune vivra la décision.`,
            `Traitez vos propres émotions comme des données. Un fort malaise face à un choix « correct » signale souvent une valeur ou un risque que vous n'avez pas encore nommé.`,
            `Quand vous expliquez une décision, dites aussi ce que vous avez pris en compte concernant les personnes, pas seulement la logique.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-decisions',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Donner une structure claire à vos valeurs`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Sentiment, vous tenez sans doute compte de l'effet des décisions sur les gens et de leur accord avec vos valeurs, ce qui donne des choix auxquels les autres peuvent se fier. Le point à surveiller : les décisions qui vont décevoir quelqu'un peuvent vous sembler presque impossibles à prendre, et vous risquez de choisir ce qui préserve la paix plutôt que ce qui est bon pour vous.`,
        },
        {
          kind: 'bullets',
          items: [
            `Écrivez vos trois valeurs personnelles les plus importantes avant de comparer les options, et utilisez-les comme critères pondérés.`,
            `Pour chaque option, séparez deux questions : « Qu'est-ce que je veux ? » et « Qu'est-ce qui éviterait de décevoir les autres ? » Remarquez quand les réponses diffèrent.`,
            `Intégrez le coût de l'option pour vous, en temps, en argent et en énergie, comme un critère doté d'un vrai poids.`,
            `Rappelez-vous que décevoir quelqu'un avec une explication claire et bienveillante est souvent meilleur pour la relation qu'un oui à contrecœur.`,
          ],
        },
      ],
    },
    {
      id: 'judging-decisions',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Décider vite, réexaminer honnêtement`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Jugement, vous aimez sans doute parvenir à une décision et passer à autre chose, et les autres comptent sur vous pour clore les discussions interminables. Le risque est de trancher trop tôt : décider avant d'avoir élargi vos options, ou défendre une décision alors que des informations nouvelles l'ont fragilisée.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pour les décisions difficiles à annuler, faites toujours l'exercice d'élargissement des options avant de choisir, même si vous vous sentez sûr de vous.`,
            `Demandez à une personne qui a tendance à ne pas être d'accord avec vous de contester votre option préférée.`,
            `Décidez à l'avance quels éléments vous feraient changer d'avis, et notez-les dans votre compte rendu de décision.`,
            `Distinguez la constance de l'entêtement. Changer une décision parce que les faits ont changé, c'est faire preuve de discernement.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-decisions',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Fermer les options à temps`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Perception, vous savez sans doute voir les alternatives et vous adapter quand les circonstances changent. Le risque est de garder les options ouvertes trop longtemps : les échéances passent, les bonnes options disparaissent et le stress d'une question en suspens dure des semaines. Les recherches suggèrent aussi que les personnes qui cherchent toujours la meilleure option possible sont en général moins satisfaites de leurs choix que celles qui en cherchent une suffisamment bonne.`,
        },
        {
          kind: 'bullets',
          items: [
            `Inscrivez une date de décision dans votre agenda et parlez-en à quelqu'un.`,
            `Définissez « suffisamment bon » avant de chercher : quelles conditions minimales rendraient une option acceptable ? Choisissez la première option qui les remplit.`,
            `Rappelez-vous que la plupart des décisions peuvent être ajustées plus tard. Choisir ne met pas fin à votre souplesse ; cela vous donne une base à partir de laquelle vous adapter.`,
            `Servez-vous de petites expériences pour apprendre vite au lieu d'attendre une information parfaite.`,
          ],
        },
      ],
    },
    {
      id: 'decision-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `N'envisager qu'une seule option, ou seulement « oui ou non ».`,
            `Ne chercher que les informations qui confirment l'option que vous préférez déjà.`,
            `Prendre des décisions à long terme sous le coup d'une humeur forte, que ce soit la colère, l'euphorie ou l'épuisement.`,
            `Ne demander conseil qu'aux personnes qui vous donneront raison.`,
            `Juger ses décisions passées uniquement sur leurs résultats, et en tirer les mauvaises leçons.`,
          ],
        },
      ],
    },
    {
      id: 'decision-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Qualifier : réversible ou non, ampleur de l'effet, véritable échéance, qui décide.`,
            `Élargir : au moins trois options réelles ; imaginez que vos options actuelles ont disparu.`,
            `Peser : critères, poids, notes ; puis observez votre réaction face à l'option gagnante.`,
            `Tester : comment les cas similaires tournent-ils en général ? Faites un pré-mortem. Tentez une petite expérience.`,
            `S'engager : respectez votre date de décision ; rédigez un court compte rendu de décision.`,
            `Apprendre : relisez le compte rendu au bout de trois à six mois ; jugez la démarche, pas seulement le résultat.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Quand vous êtes bloqué, demandez-vous : « Que conseillerais-je à un bon ami à ma place ? » Le recul rend souvent la réponse plus claire.`,
        },
      ],
    },
  ],
};
