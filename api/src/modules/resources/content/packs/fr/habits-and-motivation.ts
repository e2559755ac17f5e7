// Skill pack: habits and motivation (FR). Translated from ../en/habits-and-motivation.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'habits-and-motivation',
  title: `Habitudes et motivation`,
  subtitle: `Installer des routines qui durent, même les jours où la motivation manque`,
  summary: `Un guide pratique pour prendre de nouvelles habitudes et les garder : commencer petit, associer l'habitude à un déclencheur, anticiper les obstacles, trouver des raisons durables et repartir après un écart. Il explique pourquoi la motivation va et vient, et comment progresser malgré tout.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-habits-matter',
      role: 'intro',
      heading: `Pourquoi les habitudes l'emportent sur la motivation`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La motivation est un sentiment, et les sentiments changent. Un bon jour, vous êtes prêt à faire du sport, à étudier ou à épargner ; un jour de fatigue, le même projet semble impossible. Les habitudes règlent ce problème. Une habitude est un comportement répété si souvent dans la même situation que c'est la situation elle-même qui le déclenche, avec peu de réflexion et d'effort. Une fois qu'un comportement est devenu une habitude, il ne dépend plus de votre niveau de motivation.`,
        },
        {
          kind: 'paragraph',
          text: `Installer une habitude prend du temps. Dans une étude bien connue, il a fallu en moyenne environ deux mois de répétition quotidienne pour qu'un nouveau comportement devienne automatique, avec de grandes variations, de moins de trois semaines à bien plus longtemps. La même étude a montré que sauter un seul jour ne compromettait pas le processus. C'est encourageant : une habitude se construit par la répétition régulière, pas par la perfection.`,
        },
        {
          kind: 'paragraph',
          text: `Votre type ne détermine pas votre autodiscipline. Il influe en revanche sur votre rapport à la routine et à l'échec. Les personnes qui préfèrent le Jugement apprécient souvent les routines mais peuvent devenir rigides ; celles qui préfèrent la Perception ont souvent besoin de variété pour rester intéressées. Les personnes à l'identité affirmée démarrent parfois avec assurance mais négligent la planification ; celles à l'identité fluctuante peuvent être dures envers elles-mêmes après un écart. Les sections adaptées à votre profil montrent comment ajuster la méthode à votre cas.`,
        },
      ],
    },
    {
      id: 'start-tiny',
      role: 'core',
      heading: `Choisir une seule habitude et la rendre minuscule`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart des projets d'habitude échouent parce qu'ils sont trop ambitieux. « Faire une heure de sport par jour » suppose une forte motivation. Une version minuscule, comme « mettre mes chaussures de course et marcher cinq minutes », est assez facile pour être faite même votre pire jour. Une fois le comportement devenu automatique, vous pourrez l'élargir. Installez une habitude à la fois : plusieurs nouvelles habitudes en même temps dispersent votre attention.`,
        },
        {
          kind: 'exercise',
          title: `Fiche de conception d'une habitude`,
          steps: [
            `Choisissez une habitude qui changerait vraiment quelque chose dans votre vie, et décrivez-la comme un comportement précis : « lire » devient « lire dix pages d'un livre ».`,
            `Rendez-la minuscule : réduisez-la jusqu'à ce qu'elle prenne moins de deux minutes, par exemple « lire une page ».`,
            `Choisissez un point d'ancrage : une routine quotidienne existante qui servira de déclencheur, comme « après m'être servi mon café du matin ».`,
            `Écrivez le plan complet : « Après m'être servi mon café du matin, je lirai une page de mon livre à la table de la cuisine. »`,
            `Préparez le lieu : posez le livre sur la table de la cuisine dès ce soir.`,
            `Prévoyez un petit moment de satisfaction juste après le comportement, comme cocher une case ou dire « fait ».`,
          ],
          reflection: `Votre version minuscule est-elle vraiment assez facile pour un mauvais jour ? Sinon, comment la rendre encore plus petite ?`,
        },
      ],
    },
    {
      id: 'cues-and-environment',
      role: 'core',
      heading: `Laisser les déclencheurs et l'environnement travailler pour vous`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les habitudes sont déclenchées par des signaux : une heure, un lieu, une action que vous venez de terminer, ou les personnes qui vous entourent. Plus le déclencheur est stable, plus l'habitude se forme vite. Votre environnement détermine aussi la facilité de chaque comportement. Les personnes qui semblent avoir une grande maîtrise d'elles-mêmes vivent souvent simplement dans un environnement qui rend les bons choix faciles et les mauvais plus difficiles.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gardez le même déclencheur chaque jour : même heure, même lieu ou même routine préalable.`,
            `Rendez le bon comportement visible et facile : des fruits sur la table, la guitare sortie de son étui, la tenue de sport prête.`,
            `Rendez le comportement indésirable invisible et plus difficile : les biscuits dans un placard en hauteur, le téléphone en charge hors de la chambre, les applications de streaming déconnectées.`,
            `Appuyez-vous sur les autres : un ami qui marche avec vous, un cours que vous avez payé, un collègue qui étudie au même moment.`,
            `Changez une chose dans votre environnement avant de compter sur votre volonté.`,
          ],
        },
      ],
    },
    {
      id: 'plan-for-obstacles',
      role: 'core',
      heading: `Anticiper les obstacles`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Rêver de manière positive, sans plus, peut réduire l'effort, car l'esprit savoure le résultat imaginé comme s'il était déjà atteint. Une méthode plus efficace associe le souhait à un regard honnête sur ce qui fait obstacle, et à un plan pour cet obstacle. Les recherches sur cette technique montrent de bons résultats pour des objectifs de santé, d'études et de travail.`,
        },
        {
          kind: 'exercise',
          title: `Souhait, résultat, obstacle, plan`,
          steps: [
            `Souhait : écrivez en quelques mots l'habitude ou l'objectif que vous visez.`,
            `Résultat : imaginez pendant une minute le meilleur résultat que vous en retireriez, et écrivez ce que vous ressentiriez.`,
            `Obstacle : demandez-vous ce qui, en vous, risque le plus de vous arrêter, comme la fatigue, l'ennui, une envie irrésistible ou le doute. Représentez-le-vous clairement.`,
            `Plan : écrivez un plan « si... alors » pour cet obstacle : « Si je me sens trop fatigué pour marcher après le travail, alors je marcherai cinq minutes seulement. »`,
            `Refaites l'exercice chaque fois que l'habitude commence à se relâcher.`,
          ],
          reflection: `Quel obstacle vous est venu à l'esprit en premier, et combien de fois vous a-t-il arrêté par le passé ?`,
        },
      ],
    },
    {
      id: 'reasons-that-last',
      role: 'core',
      heading: `Trouver des raisons durables`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La motivation qui vient de vos propres valeurs et centres d'intérêt dure plus longtemps que celle qui repose sur la pression, la culpabilité ou l'envie d'impressionner. Si une habitude vous semble être une obligation imposée, cherchez une raison personnelle ou modifiez la forme de l'habitude jusqu'à ce qu'elle vous paraisse être votre propre choix.`,
        },
        {
          kind: 'bullets',
          items: [
            `Reliez l'habitude à quelque chose qui vous tient à cœur : « Je marche pour avoir de l'énergie pour jouer avec mes enfants », et non « Je devrais faire du sport ».`,
            `Choisissez une forme qui vous plaît. Si vous détestez courir, essayez le vélo, la danse ou un sport d'équipe : la meilleure habitude est celle que vous garderez vraiment.`,
            `Associez l'habitude à un plaisir : n'écoutez votre podcast préféré que pendant le sport, ou ne buvez votre thé préféré que pendant vos séances d'étude.`,
            `Profitez des nouveaux départs naturels, comme une nouvelle semaine, un nouveau mois ou un anniversaire, pour commencer ou reprendre une habitude. On démarre plus facilement à ces moments-là.`,
          ],
        },
      ],
    },
    {
      id: 'track-miss-restart',
      role: 'core',
      heading: `Suivre vos progrès, et repartir après un oubli`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Garder une trace simple de vos progrès vous aide à atteindre vos objectifs, surtout si vous la consultez régulièrement. Un calendrier avec une croix pour chaque jour où vous avez pratiqué l'habitude suffit. Ce suivi vous aide aussi à repérer des tendances, comme les jours qui sont difficiles.`,
        },
        {
          kind: 'paragraph',
          text: `Tout le monde saute des jours. Le danger n'est pas l'oubli lui-même, mais la pensée qui suit : « J'ai échoué, autant abandonner. » Les psychologues ont décrit cette réaction du tout ou rien pour de nombreux types de changements d'habitude. La réponse est une règle simple : ne jamais sauter deux fois de suite. Après un jour manqué, la version minuscule du lendemain devient votre seule priorité.`,
        },
        {
          kind: 'steps',
          items: [
            `Marquez chaque jour où vous pratiquez l'habitude, même dans sa version minuscule.`,
            `Une fois par semaine, regardez votre suivi et demandez-vous ce qui a aidé les bons jours et ce qui a fait obstacle les jours manqués.`,
            `Après un oubli, faites la version minuscule le lendemain, sans punition supplémentaire ni « rattrapage ».`,
            `Après trois ou quatre semaines de pratique régulière, décidez s'il faut élargir un peu l'habitude.`,
          ],
        },
      ],
    },
    {
      id: 'break-unwanted-habits',
      role: 'core',
      heading: `Se défaire d'une habitude dont on ne veut plus`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les habitudes indésirables, comme regarder son téléphone au lit ou grignoter en travaillant, obéissent aux mêmes règles que les bonnes : un déclencheur les lance et une récompense les entretient. Essayer d'arrêter par la seule volonté dure rarement, car le déclencheur reste et l'envie revient. Il vaut mieux changer le déclencheur, ajouter de l'effort et répondre autrement au besoin qui se cache derrière l'habitude.`,
        },
        {
          kind: 'steps',
          items: [
            `Pendant une semaine, notez chaque occurrence de l'habitude : quand, où, avec qui et ce que vous ressentiez juste avant.`,
            `Repérez le déclencheur le plus fréquent et modifiez-le quand c'est possible, par exemple en rechargeant le téléphone hors de la chambre.`,
            `Ajoutez de l'effort : plus l'habitude demande d'étapes, moins elle se produit.`,
            `Choisissez un comportement de remplacement qui répond au même besoin, comme une courte marche au lieu d'un en-cas quand vous avez besoin d'une pause.`,
            `Quand une envie surgit, remarquez-la, respirez et attendez dix minutes. Les envies montent et redescendent comme des vagues, et la plupart passent si vous n'y cédez pas.`,
          ],
        },
      ],
    },
    {
      id: 'judging-habits',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Des routines sans rigidité`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Jugement, les routines vous viennent sans doute naturellement, et vous appréciez peut-être l'ordre qu'apporte une bonne habitude. C'est un véritable atout. Les risques : lancer trop d'habitudes à la fois parce que les planifier est gratifiant, et considérer toute interruption de la routine comme un échec.`,
        },
        {
          kind: 'bullets',
          items: [
            `Commencez une seule habitude et attendez qu'elle soit automatique avant d'en ajouter une autre, même si vous en avez cinq en projet.`,
            `Définissez une version minimale pour les jours difficiles, et comptez-la comme une réussite à part entière.`,
            `Anticipez les perturbations comme les voyages, la maladie ou les vacances : « En déplacement, mon habitude, ce sont dix pompes dans la chambre d'hôtel. »`,
            `Réexaminez vos habitudes tous les quelques mois. Certaines routines ne perdurent que parce que ce sont des routines, et non parce qu'elles vous servent encore.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-habits',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Des habitudes qui laissent place à la variété`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Perception, des routines quotidiennes strictes peuvent vous sembler ennuyeuses ou contraignantes, et vous démarrez peut-être avec enthousiasme avant de décrocher quand l'attrait de la nouveauté s'estompe. Vous pouvez tout de même installer des habitudes solides. Gardez le déclencheur fixe et laissez le contenu varier.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gardez le même point d'ancrage chaque jour, mais choisissez dans un menu : après le déjeuner, au choix une marche, une vidéo de yoga ou les escaliers.`,
            `Changez la forme de l'habitude toutes les quelques semaines pour qu'elle reste intéressante, en gardant le même moment et le même lieu.`,
            `Appuyez-vous sur les autres pour tenir vos engagements : un partenaire, un cours ou un suivi partagé.`,
            `Acceptez un objectif plus souple, comme cinq jours sur sept. Une habitude souple que vous gardez vaut mieux qu'une habitude stricte que vous abandonnez.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-habits',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Ne laissez pas l'assurance court-circuiter le plan`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est affirmée, vous commencez sans doute vos nouvelles habitudes avec assurance et sans trop craindre l'échec. Cela vous aide à vous lancer. Le risque est de sous-estimer les obstacles, de sauter la version minuscule parce qu'elle vous paraît inutile, et de supposer que l'habitude s'installera d'elle-même.`,
        },
        {
          kind: 'bullets',
          items: [
            `Faites l'exercice des obstacles même si vous êtes sûr de réussir. Il prend cinq minutes.`,
            `Commencez par la version minuscule pendant les deux premières semaines, quelle que soit votre assurance.`,
            `Tenez votre suivi honnêtement. L'assurance peut vous faire retenir plus de bons jours qu'il n'y en a eu.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-habits',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Le progrès, pas la perfection`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est fluctuante, vous vous fixez sans doute des exigences élevées et tenez à progresser, ce qui vous donne un moteur puissant. Le risque est une autocritique sévère après un jour manqué, qui rend la réaction du tout ou rien plus probable. Les recherches suggèrent que les personnes qui réagissent à l'échec avec autocompassion sont plus motivées à s'améliorer, pas moins.`,
        },
        {
          kind: 'bullets',
          items: [
            `Après un oubli, parlez-vous comme vous parleriez à un ami : « Hier a été difficile. Aujourd'hui, je fais la petite version. »`,
            `Regardez votre suivi semaine par semaine, pas jour par jour. Cinq jours sur sept, c'est un vrai progrès.`,
            `Gardez une liste des habitudes que vous avez déjà installées. C'est la preuve que vous pouvez changer.`,
            `Évitez de comparer vos progrès aux moments forts que les autres affichent en ligne.`,
          ],
        },
      ],
    },
    {
      id: 'habits-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Commencer trop grand et compter sur la motivation pour tenir.`,
            `Changer plusieurs habitudes à la fois.`,
            `Choisir un déclencheur vague comme « à un moment dans la soirée ».`,
            `Abandonner après un ou deux jours manqués.`,
            `Essayer d'installer une habitude que l'on ne veut pas vraiment, parce qu'on a le sentiment de devoir le faire.`,
          ],
        },
      ],
    },
    {
      id: 'habits-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Une habitude à la fois, décrite comme un comportement précis.`,
            `La rendre minuscule : moins de deux minutes, facile même votre pire jour.`,
            `L'ancrer : « Après [routine existante], je ferai [habitude minuscule]. »`,
            `Façonner votre environnement : le bon comportement facile et visible, le comportement indésirable plus difficile.`,
            `Anticiper l'obstacle : « Si [obstacle], alors je [réponse]. »`,
            `Des raisons durables : vos valeurs, une forme qui vous plaît, un plaisir associé.`,
            `Suivre chaque jour, faire le point chaque semaine, ne jamais sauter deux fois de suite.`,
            `Se défaire d'une habitude : changer le déclencheur, ajouter de l'effort, répondre autrement au besoin, laisser passer l'envie.`,
            `Comptez environ deux mois avant que cela devienne automatique, et persévérez.`,
          ],
        },
      ],
    },
  ],
};
