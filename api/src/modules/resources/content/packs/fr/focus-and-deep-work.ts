// Skill pack: focus and deep work (FR). Translated from ../en/focus-and-deep-work.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'focus-and-deep-work',
  title: `Concentration et travail en profondeur`,
  subtitle: `Protégez votre attention et accomplissez l'essentiel en moins d'heures, mais de meilleures heures`,
  summary: `Un guide pratique pour planifier des séances de travail concentré, supprimer les distractions faciles et reprendre le fil après une interruption. Il vous aide à repérer vos meilleures heures et à tirer parti de vos préférences en matière de contacts, de calme et de structure pour rester plus longtemps sur une même tâche.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-focus-matters',
      role: 'intro',
      heading: `Pourquoi la concentration s'entraîne`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart des tâches qui comptent demandent de longues plages d'attention : rédiger une proposition, résoudre un problème difficile, apprendre quelque chose de nouveau, planifier un projet complexe. Pourtant, beaucoup de gens travaillent rarement plus de dix minutes sur une même chose avant qu'un message, une pensée ou une habitude ne les en détourne. Les études sur le travail de bureau montrent qu'après une interruption, il faut souvent longtemps pour revenir à la tâche de départ, et qu'une partie de l'esprit reste accrochée à la tâche précédente même une fois qu'on est passé à autre chose. Les chercheurs parlent de « résidu attentionnel ».`,
        },
        {
          kind: 'paragraph',
          text: `Bonne nouvelle : la concentration dépend moins de la volonté que de l'organisation. Quand vous décidez à l'avance sur quoi vous allez travailler, combien de temps et dans quelles conditions, il vous faut beaucoup moins d'effort pour rester sur la tâche. Ce guide vous donne cette organisation : un moyen de voir où va votre attention, un format simple pour les séances de concentration, des façons d'écarter les distractions et une méthode pour gérer les interruptions afin de reprendre rapidement votre travail.`,
        },
        {
          kind: 'paragraph',
          text: `Votre type de personnalité ne détermine pas votre capacité à vous concentrer. Il décrit des préférences, pas des aptitudes. Mais ces préférences changent les méthodes qui vous semblent naturelles. Les personnes qui penchent vers l'Extraversion et celles qui penchent vers l'Introversion puisent souvent leur énergie de concentration à des sources différentes, et celles qui préfèrent le Jugement ou la Perception n'ont pas le même rapport aux plans. Les sections adaptées à votre profil expliquent comment vous appuyer sur vos préférences au lieu de lutter contre elles.`,
        },
      ],
    },
    {
      id: 'see-where-attention-goes',
      role: 'core',
      heading: `Voir où va votre attention`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Avant de changer quoi que ce soit, observez. La plupart des gens surestiment la durée pendant laquelle ils travaillent sans pause et sous-estiment la fréquence à laquelle ils consultent leur téléphone ou leur messagerie. Une seule journée de notes honnêtes vaut mieux que n'importe quel conseil général, car elle révèle vos propres habitudes : quand vous vous concentrez facilement, ce qui vous interrompt et quelles interruptions viennent de vous.`,
        },
        {
          kind: 'exercise',
          title: `Journal d'attention sur une journée`,
          steps: [
            `Choisissez une journée de travail ou d'étude ordinaire et gardez une feuille de papier à portée de main.`,
            `Chaque fois que vous changez d'activité, notez l'heure, ce vers quoi vous êtes passé et pourquoi (un message est arrivé, vous étiez bloqué, vous vous ennuyiez, quelqu'un vous a parlé).`,
            `Classez chaque changement comme « externe » (quelqu'un ou quelque chose vous a interrompu) ou « interne » (vous avez choisi de changer).`,
            `En fin de journée, comptez les changements de chaque sorte et entourez les deux plus longues périodes de travail sans interruption.`,
            `Notez à quelle heure et à quel endroit se sont déroulées ces deux périodes.`,
          ],
          reflection: `Parmi vos changements d'activité, lesquels étaient internes, et que ressentiez-vous juste avant ?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Si les changements internes l'emportent sur les changements externes, comme chez beaucoup de gens, commencez par les sections sur l'organisation des séances et sur les échappatoires faciles. Si les changements externes dominent, commencez par la section sur les interruptions.`,
        },
      ],
    },
    {
      id: 'design-the-session',
      role: 'core',
      heading: `Organiser une séance de concentration`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Une séance de concentration est un bloc de temps fixe consacré à une seule tâche clairement définie. Trois détails font la différence entre une séance qui fonctionne et une séance qui s'éparpille : une tâche concrète, une fin visible et une décision prise à l'avance sur le moment et le lieu.`,
        },
        {
          kind: 'steps',
          items: [
            `Choisissez une seule tâche et formulez-la comme une action au résultat visible : pas « avancer sur le rapport », mais « rédiger les trois constats de la partie 2 ».`,
            `Fixez une durée que vous pouvez tenir. Pour la plupart des gens, 45 à 90 minutes est réaliste ; si vous vous concentrez rarement longtemps, commencez par 25 minutes et augmentez progressivement.`,
            `Fixez le moment et le lieu avec un plan « si... alors » : « Quand je m'assois à mon bureau après le déjeuner, j'ouvre uniquement le fichier du rapport. » Les recherches sur ce type de plan montrent qu'il augmente nettement les chances de passer à l'acte.`,
            `Préparez tout ce dont vous avez besoin avant de commencer : fichiers ouverts, notes à portée de main, verre d'eau servi. Chaque recherche en cours de séance est une occasion de décrocher.`,
            `Terminez par deux minutes de notes : où vous vous êtes arrêté et quelle est la prochaine étape.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Au début, réservez deux ou trois séances par semaine, pas une par jour. Un petit nombre de séances qui ont vraiment lieu donne plus confiance qu'un programme ambitieux que l'on abandonne. Inscrivez-les dans votre agenda comme des rendez-vous, et faites du déplacement d'une séance une décision, pas un accident.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Si vous manquez d'entraînement, ne choisissez pas votre tâche la plus difficile pour votre première séance. Choisissez une tâche importante mais que vous savez déjà comment commencer.`,
        },
      ],
    },
    {
      id: 'remove-easy-exits',
      role: 'core',
      heading: `Supprimer les échappatoires faciles`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La distraction tient surtout à la facilité avec laquelle on peut quitter la tâche. Si consulter vos messages demande un seul geste, vous les consulterez souvent ; s'il faut aller dans une autre pièce, vous le ferez rarement. Modifiez votre environnement pour que rester soit l'option la plus facile.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mettez votre téléphone dans une autre pièce ou dans un tiroir, en silencieux. Posé sur le bureau, même écran retourné, il invite à le consulter.`,
            `Quittez votre messagerie et vos applications de discussion, au lieu de simplement fermer leurs fenêtres. Dites à vos collègues quand vous répondrez.`,
            `Ne gardez ouverts que les onglets et fichiers dont la tâche a besoin. Notez les autres dans une liste pour plus tard.`,
            `Gardez près de vous une liste « plus tard » sur papier. Quand une pensée surgit (« Il faut que je prenne rendez-vous chez le dentiste »), notez-la et revenez à la tâche. Une fois consignée, la pensée cesse de revenir.`,
            `Utilisez un bloqueur de sites ou un mode concentration si vous savez que vous ouvrirez certains sites machinalement.`,
            `Si vous le pouvez, choisissez un lieu réservé au travail concentré. Même une chaise ou une table particulière peut devenir un signal de concentration.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Rendre la fuite plus difficile`,
          steps: [
            `Reprenez votre journal d'attention et listez vos trois échappatoires les plus fréquentes (par exemple : téléphone, site d'actualités, grignotage).`,
            `Pour chacune, notez un changement qui ajoute au moins vingt secondes d'effort (téléphone dans l'entrée, site bloqué jusqu'à 17 h, encas dans la cuisine et non sur le bureau).`,
            `Appliquez les trois changements avant votre prochaine séance de concentration.`,
            `Après la séance, notez combien de fois vous avez cherché une échappatoire et l'avez trouvée fermée.`,
          ],
          reflection: `Quel changement a fait la plus grande différence, et comment le rendre permanent sans avoir à y penser chaque jour ?`,
        },
      ],
    },
    {
      id: 'handle-interruptions',
      role: 'core',
      heading: `Gérer les interruptions et reprendre vite le travail`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Vous ne pouvez pas supprimer toutes les interruptions, et certaines font partie de votre travail. L'objectif est d'en réduire le coût. Une grande partie de ce coût vient du fait de changer de tâche sans plan : la tâche inachevée continue de tirer sur votre attention. Des chercheurs ont constaté qu'écrire un court plan pour une tâche inachevée réduit ces pensées envahissantes.`,
        },
        {
          kind: 'steps',
          items: [
            `Quand quelqu'un vous interrompt, demandez si cela peut attendre la fin de votre séance. C'est souvent le cas, et un horaire précis (« Je peux regarder ça à 11 h 30 ») est facile à accepter.`,
            `Si cela ne peut pas attendre, prenez trente secondes avant de changer de tâche pour écrire une note de reprise : ce que vous faisiez, ce que vous alliez faire ensuite et toute idée que vous ne voulez pas perdre.`,
            `Traitez complètement l'interruption, puis revenez et relisez votre note avant de faire quoi que ce soit d'autre.`,
            `Regroupez les petites demandes : répondez aux messages à deux ou trois moments fixes de la journée plutôt qu'au fil de l'eau.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Si vous travaillez en équipe, convenez d'un signal commun pour les moments de concentration (un statut dans l'outil de discussion, un casque, un créneau bloqué dans l'agenda) et de ce qui est assez urgent pour le rompre.`,
        },
      ],
    },
    {
      id: 'rest-and-energy',
      role: 'core',
      heading: `Repos, énergie et meilleures heures`,
      blocks: [
        {
          kind: 'paragraph',
          text: `L'attention est limitée. De longues séances sans repos ralentissent la pensée et multiplient les erreurs, tandis que de courtes pauses aident à se sentir moins fatigué et plus alerte. Les bonnes pauses font bouger le corps et reposer les yeux : marcher, s'étirer, regarder par la fenêtre, boire de l'eau. Faire défiler son téléphone n'est pas vraiment une pause, car cela occupe l'esprit avec de nouvelles informations.`,
        },
        {
          kind: 'bullets',
          items: [
            `Servez-vous de votre journal d'attention pour repérer les heures où vous vous concentrez le plus facilement, et réservez-les à votre travail le plus exigeant.`,
            `Placez les tâches routinières (e-mails, formulaires, petites démarches) dans vos heures de moindre énergie.`,
            `Prenez une vraie pause de cinq à dix minutes entre deux séances, et une plus longue après deux ou trois séances.`,
            `Le sommeil, l'activité physique régulière et les repas pèsent davantage sur la concentration que n'importe quelle technique de ce guide. Si vous manquez de sommeil depuis des semaines, commencez par là.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-focus',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `S'appuyer sur les autres et sur l'énergie pour se concentrer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, de longues heures seul et en silence peuvent vous épuiser plutôt que vous apaiser, et vous aurez peut-être tendance à chercher une conversation ou des messages quand une tâche devient monotone. Cela ne veut pas dire que vous ne savez pas vous concentrer ; cela veut dire que vous vous concentrez peut-être mieux avec un peu d'énergie extérieure intégrée à la séance.`,
        },
        {
          kind: 'bullets',
          items: [
            `Travaillez à côté d'autres personnes elles aussi concentrées : un bureau partagé, une bibliothèque, un café ou une séance de coworking en ligne où chacun travaille en silence, caméra allumée.`,
            `Annoncez votre plan à voix haute avant de commencer, à un collègue ou à un ami : « Pendant l'heure qui vient, je rédige la partie 2. » Un petit engagement public aide à le tenir.`,
            `Faites des courtes conversations une récompense entre les séances, pas pendant. Dix minutes d'échange après une séance peuvent vous redonner de l'énergie.`,
            `Parlez d'un problème avant de l'écrire. Expliquer votre raisonnement à quelqu'un vous donne souvent la structure que vous mettrez ensuite par écrit, seul.`,
            `Essayez un léger fond sonore si le silence vous rend nerveux, et observez s'il vous aide ou vous distrait.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-focus',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Protéger vos heures de calme`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, la concentration profonde vous vient peut-être naturellement dès que vous êtes seul, mais les environnements animés et les journées remplies de réunions peuvent épuiser l'énergie dont vous avez besoin pour elle. Certaines études suggèrent que le bruit de fond et la musique perturbent davantage les tâches complexes chez les personnes introverties que chez les extraverties.`,
        },
        {
          kind: 'bullets',
          items: [
            `Placez vos séances de concentration avant les réunions et les tâches sociales, pas après, quand vous avez encore le plus d'énergie.`,
            `Demandez que les réunions soient regroupées sur certains jours ou certaines demi-journées, afin que vos autres jours comportent de longues plages libres.`,
            `Rendez votre besoin de calme visible et normal : un créneau « concentration » dans l'agenda, un casque, un petit mot à l'équipe. Les gens respectent davantage une limite claire qu'une limite silencieuse.`,
            `Prévoyez quelques minutes de récupération après un travail social intense avant d'essayer de vous concentrer.`,
            `Méfiez-vous du risque inverse : vous réfugier dans le travail solitaire alors qu'une conversation de cinq minutes réglerait la question qui vous bloque.`,
          ],
        },
      ],
    },
    {
      id: 'judging-focus',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Quand le plan devient un obstacle`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Jugement, vous aimez sans doute planifier votre journée et éprouvez de la satisfaction à suivre votre plan. C'est une base solide pour le travail concentré. Le risque, c'est que le plan devienne lui-même la tâche : vous passez beaucoup de temps à vous organiser, ou vous avez l'impression que toute la journée est perdue dès qu'une interruption bouscule votre programme.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limitez la planification à dix minutes par jour. Si un plan demande plus de temps, c'est une tâche de projet à part entière, qui mérite sa propre séance.`,
            `Laissez environ un quart de votre journée sans programme, comme marge pour les interruptions dont vous savez qu'elles viendront.`,
            `Quand une séance est interrompue, n'annulez pas le reste du plan. Écrivez votre note de reprise et déplacez la séance sur le prochain créneau libre.`,
            `Vérifiez que vos séances vont au travail important, et pas seulement au travail facile à planifier. Cocher beaucoup de petites tâches peut donner une impression d'efficacité pendant que la tâche difficile attend.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-focus',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Alléger la structure`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Perception, vous donnez peut-être le meilleur de vous-même quand l'intérêt est fort ou que l'échéance approche, et un emploi du temps rigide peut vous faire l'effet d'une cage dont vous voulez sortir. Vous n'avez pas besoin d'un emploi du temps rigide. Il vous faut juste assez de structure pour démarrer, et assez de liberté pour rester intéressé.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gardez des séances courtes au début (25 à 45 minutes) et ne décidez que de la prochaine séance, pas de toute la journée.`,
            `Créez des échéances réelles et proches : promettez un brouillon à un collègue pour jeudi plutôt que de compter sur une échéance dans trois semaines.`,
            `Laissez-vous le choix à l'intérieur d'un cadre : « ce matin est consacré au projet ; je choisis sur quelle partie ».`,
            `Quand une idée nouvelle surgit pendant une séance, notez-la sur votre liste « plus tard ». Vous gardez l'idée sans la suivre.`,
            `Arrêtez vos séances à un moment où vous connaissez la prochaine étape. Il est plus facile de reprendre quand le premier geste est clair.`,
          ],
        },
      ],
    },
    {
      id: 'focus-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Planifier des journées parfaites impossibles à tenir. Commencez par deux ou trois séances par semaine et ajoutez-en quand elles sont bien installées.`,
            `Voir dans une séance manquée la preuve d'un échec. L'attention varie ; notez ce qui a rompu la séance et ajustez une seule chose.`,
            `Confondre être occupé et être concentré. Beaucoup de petites tâches vite expédiées peuvent masquer que la tâche importante n'a pas avancé.`,
            `Rogner sur le sommeil pour gagner des heures de travail. Des heures fatiguées sont des heures lentes.`,
            `Annoncer un temps de concentration mais répondre quand même à tous les messages. Les gens apprennent de ce que vous faites, pas de ce que vous dites.`,
          ],
        },
      ],
    },
    {
      id: 'focus-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Observer : tenez un journal d'attention sur une journée ; comptez les changements internes et externes.`,
            `Définir : une seule tâche, formulée comme une action au résultat visible.`,
            `Décider : durée, moment et lieu, écrits sous forme de plan « si... alors ».`,
            `Préparer : tout ce dont vous avez besoin est prêt avant de commencer.`,
            `Protéger : téléphone éloigné, messageries fermées, liste « plus tard » à côté de vous.`,
            `Interrompu ? Écrivez une note de reprise avant de changer de tâche.`,
            `Conclure : deux minutes de notes sur l'endroit où vous vous êtes arrêté et sur la suite.`,
            `Se reposer : une vraie pause entre les séances ; le travail exigeant dans vos meilleures heures.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Une question à vous poser chaque matin : « Quelle est la tâche qui, à elle seule, rendrait cette journée utile, et quand exactement vais-je la faire ? »`,
        },
      ],
    },
  ],
};
