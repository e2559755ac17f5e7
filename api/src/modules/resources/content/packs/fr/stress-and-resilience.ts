// Skill pack: stress and resilience (FR). Translated from ../en/stress-and-resilience.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'stress-and-resilience',
  title: `Stress et résilience`,
  subtitle: `Comprendre votre stress, apaiser votre corps et récupérer assez pour tenir la distance`,
  summary: `Un guide pratique pour repérer le stress tôt, apaiser votre corps en quelques minutes, changer les pensées qui aggravent la pression et récupérer chaque jour. Il explique aussi quand l'aide qu'on s'apporte soi-même ne suffit plus et comment demander du soutien.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-resilience-matters',
      role: 'intro',
      heading: `Ce qu'est le stress et ce que veut vraiment dire la résilience`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le stress est la réponse de votre corps et de votre esprit à une exigence. Les psychologues le décrivent comme ce qui se produit lorsque vous jugez qu'une situation vous demande plus que ce que vous pouvez donner sans peine. Ce jugement compte : la même échéance peut sembler un défi stimulant pour une personne et une menace pour une autre, et même pour la même personne selon les jours. Un certain stress est utile. Il aiguise l'attention et donne de l'énergie pour agir. Les problèmes commencent quand le stress est intense, dure longtemps ou ne laisse aucune place à la récupération.`,
        },
        {
          kind: 'paragraph',
          text: `La résilience n'est ni un talent rare ni une carapace. Les recherches sur les personnes confrontées à un deuil ou à des épreuves montrent que la plupart se rétablissent mieux qu'elles ne l'auraient cru, grâce à des compétences ordinaires : apaiser le corps, penser avec souplesse, s'appuyer sur les autres et prendre soin de ses besoins de base. Ces compétences s'exercent. Ce guide vous montre comment, par petites étapes utilisables lors d'une journée chargée ordinaire.`,
        },
        {
          kind: 'paragraph',
          text: `Votre type ne vous rend ni plus ni moins résilient. Il façonne en revanche vos schémas habituels. L'échelle d'identité, affirmée ou fluctuante, renvoie à la force avec laquelle les revers et le doute de soi vous atteignent. La préférence Extraversion ou Introversion renvoie à votre manière habituelle de récupérer. Les sections adaptées à votre profil indiquent ce qu'il faut surveiller et les méthodes qui vous conviennent le plus souvent.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Ce guide ne traite pas l'anxiété, la dépression ou l'épuisement professionnel. Si le stress affecte votre sommeil, votre appétit ou votre vie quotidienne depuis plus de deux semaines, ou si vous avez des pensées de vous faire du mal, contactez un médecin ou un professionnel de la santé mentale. Si vous êtes en danger, appelez dès maintenant les services d'urgence de votre pays.`,
        },
      ],
    },
    {
      id: 'map-your-stress',
      role: 'core',
      heading: `Cartographier votre stress`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le stress donne l'impression d'un seul poids écrasant, mais il s'agit généralement de plusieurs exigences distinctes qui s'additionnent. Les séparer rend chacune plus petite et montre où il est possible d'agir. Certaines sources de stress peuvent être changées, d'autres influencées, et d'autres seulement acceptées pour l'instant. Chaque catégorie appelle une réponse différente.`,
        },
        {
          kind: 'exercise',
          title: `Carte du stress`,
          steps: [
            `Notez tout ce qui vous stresse en ce moment, les grandes choses comme les petites. Visez au moins huit éléments.`,
            `Marquez chaque élément C (je peux le changer), I (je peux l'influencer) ou A (je ne peux pas le changer pour l'instant : je l'accepte).`,
            `Pour chaque élément C, notez une action concrète que vous pouvez mener cette semaine, même petite, comme envoyer un e-mail.`,
            `Pour chaque élément I, notez à qui vous pourriez parler ou ce que vous pourriez demander.`,
            `Pour chaque élément A, notez un moyen d'en réduire l'effet sur vous, par exemple consulter moins souvent les actualités qui s'y rapportent.`,
          ],
          reflection: `Quelle source de stress s'est révélée plus facile à changer qu'elle ne le semblait avant que vous l'écriviez ?`,
        },
        {
          kind: 'paragraph',
          text: `Soyez aussi attentif aux signaux d'alerte précoces. La plupart des gens ont les leurs : mauvais sommeil, irritabilité, maux de tête, oublis, changements d'alimentation, repli sur soi loin des amis. Notez les vôtres. Les repérer tôt est bien plus facile que de se remettre d'une longue période de surcharge.`,
        },
      ],
    },
    {
      id: 'calm-the-body',
      role: 'core',
      heading: `Apaiser d'abord le corps`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Sous pression, votre corps se prépare à l'action : le cœur bat plus vite, la respiration devient superficielle et les muscles se contractent. Il est difficile de sortir de cet état par la seule réflexion. Il est souvent plus simple de commencer par le corps. Quelques minutes de respiration lente ou de mouvement peuvent faire assez baisser l'intensité pour que la pensée claire revienne.`,
        },
        {
          kind: 'steps',
          items: [
            `Asseyez-vous ou tenez-vous debout confortablement, et laissez retomber vos épaules.`,
            `Inspirez par le nez. Quand vos poumons vous semblent pleins, prenez encore une courte inspiration.`,
            `Expirez lentement par la bouche, en faisant durer l'expiration plus longtemps que l'inspiration.`,
            `Répétez pendant trois à cinq minutes. Une petite étude a montré que la pratique quotidienne de cette respiration à expiration longue améliorait davantage l'humeur qu'une durée équivalente de méditation de pleine conscience.`,
            `Si vous le pouvez, enchaînez avec une courte marche, idéalement dehors.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `L'activité physique régulière est l'un des moyens les mieux étayés de réduire le stress et d'améliorer l'humeur. Elle n'a pas besoin d'être intense. Une marche rapide de vingt à trente minutes par jour est un bon début.`,
        },
      ],
    },
    {
      id: 'change-the-story',
      role: 'core',
      heading: `Changer l'histoire que vous vous racontez`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La façon dont vous interprétez une situation influe sur le stress que vous ressentez. Deux techniques simples aident. La première consiste à nommer l'émotion : dire « je me sens anxieux » ou « je suis déçu » tend à en réduire un peu l'intensité. La seconde est la réévaluation : chercher une manière plus juste ou plus utile de voir la situation. Par exemple, quand vous remarquez que votre cœur s'emballe avant une présentation, vous pouvez vous rappeler que c'est votre corps qui vous prépare à être performant. Des études montrent que ce type de réévaluation peut améliorer à la fois le ressenti et la performance.`,
        },
        {
          kind: 'exercise',
          title: `Examen d'une pensée en cinq lignes`,
          steps: [
            `Situation : décrivez en une phrase ce qui s'est passé, comme une caméra l'aurait enregistré.`,
            `Première pensée : écrivez la pensée qui est venue automatiquement, par exemple « Je n'y arriverai jamais » ou « Ils me trouvent incompétent ».`,
            `Éléments : écrivez ce qui appuie cette pensée et ce qui la contredit.`,
            `Pensée équilibrée : écrivez une version plus juste, par exemple « Cette semaine est chargée, et j'ai déjà mené à bien des tâches semblables ».`,
            `Prochaine étape : écrivez une petite action qui découle de la pensée équilibrée.`,
          ],
          reflection: `Sur une échelle de 0 à 10, comment votre ressenti a-t-il évolué entre la première pensée et la pensée équilibrée ?`,
        },
        {
          kind: 'paragraph',
          text: `Essayez aussi le test de l'ami : demandez-vous ce que vous diriez à un bon ami dans la même situation. La plupart des gens sont bien plus durs envers eux-mêmes qu'envers les autres. Les recherches sur l'autocompassion suggèrent que se traiter avec la même bienveillance aide à se remettre des revers et à réessayer, sans pour autant revoir ses exigences à la baisse.`,
        },
      ],
    },
    {
      id: 'recover-every-day',
      role: 'core',
      heading: `Récupérer chaque jour, pas seulement en vacances`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La résilience dépend autant de la récupération que de l'effort. Les recherches menées auprès de salariés montrent que l'on récupère le mieux quand le temps libre réunit quatre expériences : décrocher mentalement du travail, se détendre, faire quelque chose qui donne un sentiment de progrès (un loisir, un sport, un apprentissage) et garder la maîtrise de l'emploi de son temps.`,
        },
        {
          kind: 'bullets',
          items: [
            `Marquez nettement la fin de votre journée de travail, par exemple en notant la première tâche du lendemain, en refermant l'ordinateur et en vous changeant.`,
            `Désactivez les notifications professionnelles le soir si votre travail le permet.`,
            `Prévoyez chaque semaine une activité qui vous absorbe complètement et n'a rien à voir avec le travail.`,
            `Protégez votre sommeil : des heures de coucher et de lever régulières, et pas d'écran pendant la dernière demi-heure si possible.`,
            `Prévoyez de petits moments de récupération au fil de la journée, pas seulement le soir : une courte marche, un repas loin de votre bureau, cinq minutes de respiration lente.`,
          ],
        },
      ],
    },
    {
      id: 'support-and-help',
      role: 'core',
      heading: `S'appuyer sur les autres et savoir quand demander de l'aide`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le soutien des autres est l'une des meilleures protections contre le stress. Il n'a pas besoin d'être considérable : savoir que quelqu'un vous écoutera, ou vous aidera pour une tâche pratique, rend la pression plus facile à porter. Beaucoup de gens attendent trop longtemps pour demander, de peur d'être un fardeau. En réalité, la plupart des gens sont contents d'aider quand la demande est claire.`,
        },
        {
          kind: 'bullets',
          items: [
            `Demandez précisément : « Tu pourrais garder les enfants samedi matin pour que je puisse me reposer ? » est plus facile à accepter que « J'ai besoin d'aide ».`,
            `Dites à au moins une personne comment vous allez vraiment, pas seulement la version polie.`,
            `Proposez aussi votre soutien aux autres. Aider quelqu'un peut également alléger votre propre stress.`,
            `Consultez un professionnel si votre stress ne diminue pas avec le repos, si vous vous sentez désespéré ou vide, ou si vous comptez sur l'alcool ou d'autres substances pour tenir. Demander tôt est un signe de discernement, pas de faiblesse.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-resilience',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Quand votre assurance masque la tension`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est affirmée, vous restez sans doute calme sous pression, vous vous remettez vite des revers et vous ne vous souciez guère de l'image que vous donnez. Ce sont de vraies forces. Le risque, c'est de remarquer le stress tardivement. Vous pouvez passer outre les signes de surcharge, considérer la fatigue comme une chose à ignorer et supposer que les autres encaissent aussi facilement que vous.`,
        },
        {
          kind: 'bullets',
          items: [
            `Faites un court bilan chaque semaine : sommeil, énergie, humeur et patience, chacun noté de 1 à 5. Un score en baisse est une information, même quand vous vous sentez bien.`,
            `Demandez à un proche s'il a remarqué des changements chez vous. Les autres voient souvent la tension avant nous.`,
            `Planifiez la récupération avant d'en avoir besoin, surtout pendant les longues périodes chargées.`,
            `Rappelez-vous que vos collègues et votre famille peuvent ressentir une pression que vous ne ressentez pas. Demandez-leur comment ils vont, et prenez la réponse au sérieux.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-resilience',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Quand votre alarme sonne fort`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est fluctuante, vous repérez sans doute les problèmes tôt et tenez beaucoup à bien faire. Cette sensibilité vous aide à vous préparer et à progresser. Le revers, c'est que le stress peut être plus fort et durer plus longtemps : vous pouvez ressasser vos erreurs, vous inquiéter de ce que pensent les autres ou douter de vous même après avoir réussi.`,
        },
        {
          kind: 'bullets',
          items: [
            `Fixez chaque jour un « moment d'inquiétude » de quinze minutes. Quand une inquiétude surgit à un autre moment, notez-la et reprenez-la à ce moment-là. Cela réduit la place que l'inquiétude prend dans la journée.`,
            `Appliquez l'examen d'une pensée en cinq lignes à votre plus forte inquiétude chaque jour pendant deux semaines. L'exercice devient plus rapide avec la pratique.`,
            `Gardez une courte liste des difficultés passées que vous avez surmontées. Relisez-la quand vous doutez de votre capacité à faire face.`,
            `Méfiez-vous du besoin constant d'être rassuré. Demander une fois aide ; demander encore et encore entretient l'inquiétude.`,
            `Prenez votre récupération aussi au sérieux que votre travail. Le repos n'est pas une récompense qu'il faudrait d'abord mériter.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-resilience',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Récupérer avec les autres`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, vous récupérez peut-être le mieux par le contact et l'activité : parler des choses, voir vos amis, bouger. Servez-vous-en. S'isoler pendant les périodes stressantes tend à faire aller les personnes extraverties plus mal, pas mieux.`,
        },
        {
          kind: 'bullets',
          items: [
            `Réservez du temps avec les autres pendant les semaines chargées, au lieu de l'annuler en premier.`,
            `Associez contact et mouvement : marchez avec un ami, rejoignez un club de sport ou un cours.`,
            `Faites la différence entre parler d'un problème pour avancer et le ressasser. Revenir encore et encore sur la même inquiétude avec des amis peut augmenter le stress. Au bout de dix minutes, passez à « Qu'est-ce que je pourrais faire ? »`,
            `Méfiez-vous de l'excès d'engagements. Accepter toutes les invitations peut devenir une source de pression de plus.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-resilience',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Récupérer au calme, sans vous couper du monde`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, vous récupérez peut-être le mieux avec du temps pour vous : lire, marcher, des loisirs tranquilles, du temps chez vous. Ce besoin est réel, et le protéger fait partie du soin que vous vous accordez. Le risque, c'est que sous l'effet du stress, ce temps de récupération se transforme peu à peu en isolement, et que personne ne remarque que vous traversez une période difficile.`,
        },
        {
          kind: 'bullets',
          items: [
            `Inscrivez des moments de calme dans votre agenda après les journées socialement exigeantes, comme n'importe quel autre rendez-vous.`,
            `Essayez l'écriture expressive : pendant quinze à vingt minutes, trois ou quatre jours de suite, écrivez librement sur ce qui vous préoccupe. Des études associent cette pratique à de modestes améliorations de l'humeur et de la santé chez beaucoup de personnes.`,
            `Choisissez une personne à qui vous direz quand les choses vont mal, et convenez-en avec elle à l'avance.`,
            `Privilégiez les contacts qui coûtent peu d'énergie : une promenade avec un ami, un message, une activité partagée sans beaucoup de paroles.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Attendre les vacances pour récupérer. La récupération quotidienne compte plus que de longues pauses occasionnelles.`,
            `Sacrifier en premier le sommeil, le sport et les repas entre amis quand le temps manque. C'est justement ce qui vous fait tenir.`,
            `Essayer de régler les sources de stress que vous ne pouvez pas changer, et négliger celles sur lesquelles vous pouvez agir.`,
            `Recourir à l'alcool, au défilement sans fin ou au surmenage pour anesthésier le stress. Ils apportent un soulagement bref et des problèmes plus durables.`,
            `Croire que les personnes résilientes ne traversent jamais de moments difficiles. Elles en traversent, et elles s'en remettent.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Repérer : connaître vos signaux d'alerte précoces et les vérifier chaque semaine.`,
            `Cartographier : lister les sources de stress ; marquer changer, influencer ou accepter ; une action pour chacune.`,
            `Le corps d'abord : de longues expirations lentes pendant trois à cinq minutes, puis une courte marche.`,
            `Nommer : « Je me sens... » fait baisser l'intensité.`,
            `Recadrer : situation, première pensée, éléments, pensée équilibrée, prochaine étape.`,
            `Test de l'ami : parlez-vous comme vous parleriez à un bon ami.`,
            `Récupérer chaque jour : décrocher, se détendre, faire quelque chose d'absorbant, choisir l'emploi de son temps libre.`,
            `Demander : des demandes précises, une conversation sincère, l'aide d'un professionnel si nécessaire.`,
          ],
        },
      ],
    },
  ],
};
