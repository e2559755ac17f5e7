// Skill pack: conflict in close relationships (FR). Translated from ../en/conflict-in-close-relationships.ts, which names
// the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'conflict-in-close-relationships',
  title: `Les conflits dans les relations proches`,
  subtitle: `Être en désaccord sans blesser, réparer vite et se rapprocher à travers les moments difficiles`,
  summary: `Un guide pratique pour gérer les désaccords avec un partenaire, un membre de la famille ou un ami proche. Il vous montre comment aborder un problème en douceur, écouter jusqu'à ce que l'autre se sente compris, réparer après une dispute et bien vivre avec les différences qui ne disparaissent jamais tout à fait.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-conflict-matters',
      role: 'intro',
      heading: `Le conflit est normal ; ce qui compte, c'est la façon de le gérer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Toute relation proche connaît des conflits. Deux personnes aux histoires, aux besoins et aux habitudes différents seront en désaccord sur l'argent, le temps, la famille, les tâches ménagères, la tendresse et bien d'autres choses. Les recherches sur les couples suggèrent que le nombre de désaccords compte moins que la manière dont ils sont gérés. Les couples stables et heureux se disputent aussi ; simplement, ils se disputent d'une manière qui préserve le respect et la bienveillance, et ils réparent vite ensuite.`,
        },
        {
          kind: 'paragraph',
          text: `Ces mêmes recherches ont montré que beaucoup de conflits portent sur des différences durables de personnalité ou de valeurs, qui ne se résolvent pas mais peuvent se gérer avec humour et compréhension. Le but de ce guide n'est donc pas de mettre fin aux conflits. Il est de vous aider à être en désaccord sans faire de dégâts, à comprendre ce qui est vraiment en jeu et à vous retrouver ensuite. Les techniques valent avec un partenaire, des membres de la famille ou des amis proches.`,
        },
        {
          kind: 'paragraph',
          text: `Le type ne détermine pas la réussite de vos relations. Il influe en revanche sur votre façon de vivre les conflits. Les personnes qui préfèrent la Pensée se concentrent souvent sur ce qui est juste et exact ; celles qui préfèrent le Sentiment, sur la relation et sur ce que ressent chacun. Les personnes à l'identité affirmée ont tendance à rester stables pendant un conflit, tandis que celles à l'identité fluctuante peuvent vivre un désaccord comme une menace pour la relation elle-même. Les sections adaptées à votre profil traitent de ces tendances.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Ces techniques s'adressent à des relations entre égaux, où chacun veut que les choses fonctionnent. Si vous avez peur de votre partenaire ou d'un membre de votre famille, s'il y a de la violence, des menaces ou un contrôle de votre argent, de votre téléphone ou de vos fréquentations, la réponse n'est pas une question de communication. Contactez un service d'aide aux victimes de violences conjugales ou familiales dans votre pays, ou une personne de confiance.`,
        },
      ],
    },
    {
      id: 'four-damaging-patterns',
      role: 'core',
      heading: `Quatre comportements qui abîment les relations`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les chercheurs qui étudient le couple ont identifié quatre façons de se disputer qui, devenues des habitudes, annoncent une distance et un malheur croissants. Presque tout le monde y a recours de temps en temps. Le but est de les reconnaître vite et de les remplacer par quelque chose de mieux.`,
        },
        {
          kind: 'bullets',
          items: [
            `La critique : attaquer la personne plutôt que le comportement (« Tu es tellement égoïste »). À la place, décrivez la situation et ce dont vous avez besoin.`,
            `Le mépris : moqueries, yeux levés au ciel, sarcasme ou ton de supériorité. C'est le plus destructeur des quatre. À la place, prenez l'habitude de remarquer et de dire ce que vous appréciez.`,
            `L'attitude défensive : répondre à un reproche par des excuses ou par un autre reproche. À la place, acceptez la responsabilité d'une partie du problème, même petite.`,
            `Le mur de silence : se fermer, se taire et se détourner. Cela arrive souvent quand on se sent submergé. À la place, demandez une pause, puis revenez.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Convenez avec votre partenaire ou votre proche d'un mot léger et neutre que chacun de vous pourra prononcer en repérant l'un de ces quatre comportements. Nommer ensemble le comportement est plus facile que de s'en accuser mutuellement.`,
        },
      ],
    },
    {
      id: 'start-gently',
      role: 'core',
      heading: `Commencer en douceur`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La façon dont un conflit commence prédit fortement la façon dont il finira. Un début brutal met aussitôt l'autre sur la défensive. Un début en douceur décrit le problème et ce dont vous avez besoin, sans reproche. Ce n'est ni faible ni détourné : c'est la version de votre message que l'autre est le plus en mesure d'entendre.`,
        },
        {
          kind: 'steps',
          items: [
            `Commencez par « je », pas par « tu » : « Je me sens... » plutôt que « Tu fais toujours... ».`,
            `Décrivez précisément la situation : « ... quand la vaisselle reste dans l'évier toute la nuit... »`,
            `Dites ce dont vous avez besoin, sous forme de demande positive : « ... est-ce qu'on pourrait convenir de la faire avant d'aller se coucher ? »`,
            `Restez courtois et montrez votre reconnaissance quand elle est sincère : « Je sais que tes journées ont été longues. »`,
            `Abordez les problèmes tôt, tant qu'ils sont encore petits, au lieu de les laisser s'accumuler.`,
          ],
        },
        {
          kind: 'exercise',
          title: `De la critique à la demande`,
          steps: [
            `Écrivez trois critiques que vous avez formulées ou pensées récemment à propos d'un proche, avec les mots que vous avez employés ou auriez employés.`,
            `Pour chacune, notez la situation qui l'a déclenchée, telle qu'une caméra l'aurait enregistrée.`,
            `Notez ce que vous ressentiez et ce dont vous aviez besoin à ce moment-là.`,
            `Réécrivez chaque critique sous forme de début en douceur : ce que je ressens, à propos de quelle situation, et une demande positive.`,
            `Choisissez-en une et utilisez-la la prochaine fois que la situation se présente.`,
          ],
          reflection: `Maintenant que vous l'avez écrit, quel besoin derrière ces critiques vous semble le plus facile à exprimer ?`,
        },
      ],
    },
    {
      id: 'listen-until-understood',
      role: 'core',
      heading: `Écouter jusqu'à ce que l'autre se sente compris`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Dans la plupart des disputes, chacun cherche à être compris et personne n'écoute. Une structure simple aide quand un sujet tourne mal à chaque fois : l'un parle, l'autre se contente d'écouter et de reformuler, puis vous inversez les rôles. Au début, cela paraît lent et artificiel, et c'est justement pour cela que ça marche. Cela interrompt l'échange rapide d'arguments et permet à chacun de se sentir entendu.`,
        },
        {
          kind: 'exercise',
          title: `Celui qui parle et celui qui écoute`,
          steps: [
            `Choisissez un sujet récurrent de difficulté modérée, pas le plus douloureux, et un moment calme d'environ trente minutes.`,
            `Celui qui parle exprime ses propres pensées et émotions par petits morceaux de deux ou trois phrases. Pas d'accusation, et pas de procès d'intention.`,
            `Celui qui écoute reformule ce qu'il a entendu avec ses propres mots, sans donner son avis, puis demande : « C'est bien ça ? »`,
            `Continuez jusqu'à ce que celui qui parle se sente compris. Puis inversez les rôles.`,
            `Ce n'est qu'une fois que chacun a été compris que vous discutez de solutions possibles, si une solution est vraiment nécessaire.`,
          ],
          reflection: `Qu'avez-vous appris du point de vue de l'autre que vous n'aviez pas compris lors de vos disputes précédentes sur le même sujet ?`,
        },
      ],
    },
    {
      id: 'pursue-and-withdraw',
      role: 'core',
      heading: `Quand l'un insiste et que l'autre se dérobe`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un schéma très fréquent : l'un pousse pour parler d'un problème et l'autre se dérobe. Plus l'un insiste, plus l'autre se retire ; et plus l'autre se retire, plus le premier insiste. Tous deux cherchent généralement à protéger la relation : celui qui insiste en se rapprochant, celui qui se retire en évitant la dispute. Voir ce schéma comme le problème commun, plutôt que de voir l'autre comme le problème, est le premier pas pour en sortir.`,
        },
        {
          kind: 'bullets',
          items: [
            `Repérez le moment où vous vous sentez submergé : le cœur qui s'emballe, le visage qui chauffe, l'envie de crier ou de partir. Dans cet état, écouter est presque impossible.`,
            `Convenez à un moment calme que chacun de vous peut demander une pause, et que celui qui la demande dira quand vous reprendrez.`,
            `Prenez au moins vingt minutes, et servez-vous de ce temps pour vous calmer, pas pour préparer des arguments. Marchez, respirez lentement, lisez.`,
            `Si vous avez tendance à insister, voyez la pause comme un pas vers la conversation, pas comme un rejet.`,
            `Si vous avez tendance à vous retirer, revenez toujours à l'heure convenue. C'est le retour qui rend une pause digne de confiance.`,
          ],
        },
      ],
    },
    {
      id: 'repair',
      role: 'core',
      heading: `Réparer pendant et après une dispute`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les tentatives de réparation sont de petits gestes qui empêchent un conflit de s'aggraver : une plaisanterie, un contact, « Pardon, ce n'est pas ce que je voulais dire », « On peut reprendre depuis le début ? » Les recherches suggèrent que l'une des différences entre les couples qui restent heureux et les autres, c'est que leurs tentatives de réparation aboutissent, surtout parce que l'autre les accepte. Proposer une réparation et l'accepter sont deux compétences.`,
        },
        {
          kind: 'bullets',
          items: [
            `Proposez des réparations tôt, avant que le conflit ne s'envenime. Elles peuvent être maladroites.`,
            `Acceptez les réparations même si vous êtes encore contrarié. Accepter n'est pas donner raison ; c'est choisir la relation plutôt que la dispute.`,
            `Après une dispute, quand vous êtes tous deux calmes, parlez-en : qu'a ressenti chacun de vous, qu'est-ce qui a tout déclenché, et que pourriez-vous faire autrement l'un et l'autre ?`,
            `Présentez des excuses complètes : nommez ce que vous avez fait, reconnaissez l'effet sur l'autre, assumez-en la responsabilité sans vous justifier, et dites ce que vous ferez différemment.`,
            `Entretenez au quotidien de petits moments d'attention et de reconnaissance. Les relations riches d'une grande réserve de bienveillance se remettent plus facilement des conflits.`,
          ],
        },
      ],
    },
    {
      id: 'lasting-differences',
      role: 'core',
      heading: `Vivre avec des différences durables`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Certains désaccords reviennent sans cesse : l'un aime les plans et l'autre la spontanéité, l'un veut plus de temps à deux et l'autre plus de temps seul, l'un épargne et l'autre aime dépenser. Il s'agit souvent de différences de personnalité et de valeurs, et chercher à « gagner » sur ces sujets mène à la frustration. L'objectif est un arrangement viable qui respecte chacun.`,
        },
        {
          kind: 'steps',
          items: [
            `Demandez ce que cette position signifie pour l'autre : « Pourquoi est-ce si important pour toi ? Est-ce qu'il y a une histoire ou un espoir derrière ? »`,
            `Partagez la même chose à propos de votre propre position.`,
            `Chacun nomme le cœur de sa position, sur lequel il ne peut pas céder, et les points sur lesquels il peut se montrer souple.`,
            `Construisez un arrangement à partir des points souples, essayez-le pendant une durée définie, puis faites le point.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-conflict',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Quand avoir raison devient un obstacle`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Pensée, vous cherchez sans doute à garder les discussions justes et logiques, et vous savez rester calme quand les autres s'emportent. Le risque est de traiter le conflit comme un débat à gagner. Vous corrigez peut-être des détails, relevez des incohérences ou proposez des solutions alors que l'autre attend encore de se sentir compris.`,
        },
        {
          kind: 'bullets',
          items: [
            `Avant de répondre, demandez-vous : « Est-ce que je veux avoir raison, ou est-ce que je veux qu'on se retrouve ? »`,
            `Répondez d'abord à l'émotion : « Je vois que tu t'es senti seul face à ça. » Ensuite, si nécessaire, parlez des faits.`,
            `Évitez de corriger des détails au milieu d'une conversation chargée d'émotion. Ils comptent rarement autant qu'ils en ont l'air.`,
            `Exprimez aussi vos propres émotions. Une logique calme peut passer pour de l'indifférence, même quand vous tenez profondément à l'autre.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-conflict',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Quand préserver la paix coûte trop cher`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Sentiment, vous remarquez sans doute les tensions tôt et vous tenez à ce que chacun se sente bien. C'est souvent vous qui réparez. Le risque est d'éviter d'aborder les problèmes pour préserver la paix, d'accepter des choses que vous ne voulez pas, puis d'éprouver une rancœur qui ressort plus tard dans une dispute plus grave.`,
        },
        {
          kind: 'bullets',
          items: [
            `Abordez les petits problèmes dans un délai d'un ou deux jours, en commençant en douceur. Un petit problème se discute bien plus facilement qu'une longue liste plus tard.`,
            `Remarquez quand vous dites oui en pensant non. Dites « Laisse-moi y réfléchir », puis revenez avec une réponse sincère.`,
            `Rappelez-vous que vos besoins font eux aussi partie de la relation. Les cacher ne la protège pas ; cela l'affaiblit.`,
            `Quand l'autre est fâché contre vous, vous n'avez pas à apaiser ses émotions sur-le-champ. Écoutez, et faites confiance à la relation pour supporter un peu d'inconfort.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-conflict',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Rester ouvert quand vous êtes sûr de vous`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est affirmée, vous restez sans doute stable dans le conflit et n'avez pas facilement l'impression que la relation est en danger. Ce calme vous aide tous les deux. Le risque, c'est que votre assurance vous fasse paraître minimes les inquiétudes de l'autre, ou que vous tourniez la page bien avant lui.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ne supposez pas que le conflit est terminé parce que vous vous sentez bien. Demandez : « Ça va entre nous, ou il y a encore quelque chose qui te pèse ? »`,
            `Prenez au sérieux les inquiétudes de l'autre même si vous ne les partagez pas. « Je ne vois pas les choses comme ça, mais je comprends pourquoi ça t'inquiète » est un bon début.`,
            `Soyez prêt à dire « J'ai eu tort », simplement. Cela vous coûte peu et compte beaucoup.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-conflict',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Quand un désaccord ressemble à une menace`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est fluctuante, le conflit peut être plus intense pour vous : un désaccord peut sembler le signe que la relation est en danger, et vous repassez peut-être longtemps la dispute dans votre tête. Votre sensibilité vous rend aussi prompt à repérer les problèmes et désireux de les réparer.`,
        },
        {
          kind: 'bullets',
          items: [
            `Rappelez-vous que le conflit fait partie des relations saines. Une dispute en dit peu sur l'avenir.`,
            `Apaisez votre corps avant de répondre, par une respiration lente ou une pause. Quand l'alarme sonne fort, chaque problème paraît plus grand.`,
            `Demandez à être rassuré une fois, clairement, plutôt que de chercher à l'être indirectement à maintes reprises : « J'ai besoin de t'entendre dire que ça va entre nous. »`,
            `Après une dispute, notez ce qui s'est passé et ce dont vous avez convenu. Cela aide à arrêter de ressasser.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Ressortir tous les problèmes passés au cours d'une même dispute.`,
            `Entamer une conversation sérieuse quand l'un de vous est fatigué, a faim ou s'apprête à partir.`,
            `Dire « toujours » et « jamais ». Ces mots appellent une défense plutôt qu'une conversation.`,
            `Régler ses conflits devant les enfants ou des amis, ou se plaindre de son partenaire à d'autres plutôt qu'à lui.`,
            `Attendre d'une seule conversation qu'elle règle une différence durable.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Repérez la critique, le mépris, l'attitude défensive et le mur de silence ; pratiquez leurs contraires.`,
            `Commencez en douceur : ce que je ressens, à propos d'une situation précise, et une demande positive.`,
            `Écoutez et reformulez jusqu'à ce que l'autre dise : « Oui, c'est exactement ça. »`,
            `Submergé ? Faites une pause d'au moins vingt minutes, et dites quand vous reviendrez.`,
            `Proposez des réparations tôt, et acceptez-les même si vous êtes encore contrarié.`,
            `Excusez-vous complètement : ce que vous avez fait, son effet, votre responsabilité, ce que vous allez changer.`,
            `Différences durables : comprenez l'espoir derrière chaque position, puis entendez-vous sur les points souples.`,
            `Entretenez la reconnaissance au quotidien. La bienveillance facilite chaque conflit.`,
          ],
        },
      ],
    },
  ],
};
