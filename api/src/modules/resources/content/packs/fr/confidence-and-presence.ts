// Skill pack: confidence and presenting yourself (FR). Translated from ../en/confidence-and-presence.ts, which names the
// sources drawn on (and why "power posing" is left out).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'confidence-and-presence',
  title: `Confiance en soi et présence`,
  subtitle: `Bâtir une vraie confiance par l'action, gérer le trac et montrer ce dont vous êtes capable`,
  summary: `Un guide pratique pour développer votre confiance pas à pas, gérer le trac avant les moments importants, présenter clairement qui vous êtes et ce que vous faites, et faire des présentations dont on se souvient. Il s'appuie sur la recherche consacrée à la façon dont la confiance se développe réellement, pas sur des astuces.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-confidence-matters',
      role: 'intro',
      heading: `Ce qu'est la confiance, et ce qu'elle n'est pas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `On confond souvent la confiance avec le fait d'être bruyant, extraverti ou sûr de tout. La psychologie en propose une définition plus utile : la confiance est la conviction que vous pouvez faire face à un type de situation donné. Elle est spécifique. Vous pouvez être à l'aise pour animer une réunion et nerveux lors d'une soirée, ou sûr de vos compétences techniques et hésitant au moment de demander une augmentation. Parce qu'elle est spécifique, elle peut se construire une situation après l'autre.`,
        },
        {
          kind: 'paragraph',
          text: `La source la plus puissante de cette conviction, c'est l'expérience d'avoir fait la chose et de s'en être sorti, même imparfaitement. Cela signifie que la confiance suit généralement l'action au lieu de la précéder. Attendre de se sentir confiant pour agir est l'un des pièges les plus courants, et ce guide propose une porte de sortie : de petites étapes planifiées qui accumulent des preuves de ce dont vous êtes capable.`,
        },
        {
          kind: 'paragraph',
          text: `Le type n'est pas une mesure de la confiance. Les personnes qui préfèrent l'Extraversion peuvent paraître plus à l'aise en société, mais beaucoup se sentent incertaines intérieurement, et les personnes qui préfèrent l'Introversion sont souvent des orateurs calmes et convaincants. L'échelle d'identité est plus directement liée : les personnes à l'identité affirmée ont tendance à se sentir stables, tandis que celles à l'identité fluctuante doutent davantage d'elles-mêmes, et chacun de ces profils a ses avantages et ses risques. Les sections adaptées à votre profil en traitent.`,
        },
      ],
    },
    {
      id: 'sources-of-confidence',
      role: 'core',
      heading: `D'où vient la confiance`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La recherche décrit quatre sources de confiance. La plus puissante est votre propre expérience de la réussite. La deuxième est de voir réussir des personnes qui vous ressemblent. La troisième, ce sont les encouragements de personnes en qui vous avez confiance. La quatrième est la manière dont vous interprétez les signaux de votre corps : un cœur qui bat vite peut se lire comme de la peur ou comme de la disponibilité à agir. Vous pouvez mobiliser délibérément les quatre.`,
        },
        {
          kind: 'exercise',
          title: `Le dossier de preuves`,
          steps: [
            `Choisissez une situation dans laquelle vous voulez gagner en confiance, par exemple prendre la parole en réunion.`,
            `Notez chaque expérience passée, même minime, où vous avez géré quelque chose de semblable.`,
            `Notez le nom de deux personnes qui vous ressemblent et qui font cela bien, ainsi qu'une chose que chacune fait et que vous pourriez essayer.`,
            `Notez les encouragements ou retours positifs que vous avez reçus dans ce domaine.`,
            `Gardez ce dossier et complétez-le à chaque étape franchie. Relisez-le avant les moments difficiles.`,
          ],
          reflection: `Au vu de ces preuves, comment votre confiance en vos capacités se compare-t-elle à ce que les faits montrent réellement ?`,
        },
      ],
    },
    {
      id: 'step-by-step',
      role: 'core',
      heading: `Développer la confiance pas à pas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Éviter une situation que l'on redoute soulage à court terme et renforce la peur à long terme. L'affronter par petites étapes planifiées produit l'effet inverse. Chaque étape vous apprend que vous pouvez faire face, et l'anxiété diminue peu à peu. C'est le principe de certains des traitements de l'anxiété sociale les mieux étayés, et il fonctionne aussi pour le trac du quotidien.`,
        },
        {
          kind: 'exercise',
          title: `L'échelle de confiance`,
          steps: [
            `Écrivez en haut d'une page la situation que vous voulez maîtriser, par exemple « présenter mon projet à la direction ».`,
            `Écrivez en dessous huit à dix étapes plus petites, de la plus facile à la plus difficile, par exemple : poser une question en réunion d'équipe, faire un point dans une petite réunion, présenter à un collègue bienveillant, présenter à l'équipe.`,
            `Notez chaque étape de 0 à 10 selon l'anxiété qu'elle vous inspire. Commencez par une étape notée autour de 3 ou 4.`,
            `Répétez chaque étape jusqu'à ce que votre note baisse d'environ moitié, puis passez à la suivante.`,
            `Consignez chaque étape dans votre dossier de preuves.`,
          ],
          reflection: `Que pensiez-vous qu'il allait se passer avant une étape, et que s'est-il réellement passé ?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Repérez vos comportements de sécurité, ces petites choses que vous faites pour vous sentir protégé, comme lire vos notes mot à mot, éviter les regards ou parler très vite pour en finir plus tôt. Abandonnez-les un par un. Ils vous empêchent d'apprendre que vous pouvez vous en sortir sans eux.`,
        },
      ],
    },
    {
      id: 'handle-nerves',
      role: 'core',
      heading: `Gérer le trac sur le moment`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le trac avant les moments importants est normal et ne disparaît jamais complètement, même chez les orateurs expérimentés. Le but n'est pas de l'éliminer, mais de le maintenir à un niveau où il vous aide. Plusieurs résultats de recherche sont utiles ici.`,
        },
        {
          kind: 'bullets',
          items: [
            `Appelez-le enthousiasme. Il est difficile de se calmer quand on est très activé ; requalifier ce ressenti en enthousiasme est plus facile. Dans une série d'études, les personnes qui se disaient « Je suis enthousiaste » avant de chanter, de parler en public ou de résoudre des problèmes obtenaient de meilleurs résultats que celles qui essayaient de se calmer.`,
            `Rappelez-vous que les autres remarquent moins de choses que vous ne le croyez. Des études montrent que nous surestimons à quel point les autres remarquent notre apparence, nos erreurs et notre nervosité. Les orateurs qui l'ont appris ont fait de meilleures présentations.`,
            `Expirez lentement pendant une minute avant de commencer. Une longue expiration aide le corps à s'apaiser.`,
            `Préparez mot pour mot vos deux premières phrases. Le début est le moment le plus stressant, et un début préparé vous porte dans la suite.`,
            `Concentrez-vous sur le public, pas sur vous-même : « De quoi ont-ils besoin pour comprendre ? » est une question plus apaisante que « Comment je m'en sors ? »`,
          ],
        },
      ],
    },
    {
      id: 'introduce-yourself',
      role: 'core',
      heading: `Vous présenter, vous et votre travail`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Beaucoup de personnes compétentes ont du mal à décrire ce qu'elles font, surtout à quelqu'un qu'elles ne connaissent pas. Soit elles en disent trop peu (« Je travaille dans la finance »), soit trop. Une courte présentation préparée facilite beaucoup le réseautage, les entretiens et l'arrivée dans une nouvelle équipe, et parler de vos réussites devient moins gênant quand vous les décrivez comme des faits.`,
        },
        {
          kind: 'exercise',
          title: `Se présenter en trente secondes`,
          steps: [
            `Écrivez une phrase sur ce que vous faites, avec des mots que comprend une personne extérieure à votre domaine.`,
            `Ajoutez une phrase sur les personnes que vous aidez ou le problème que vous résolvez.`,
            `Ajoutez un exemple ou un résultat court et concret : « L'an dernier, j'ai aidé notre équipe à réduire les délais de livraison d'un tiers. »`,
            `Terminez par une question ou une invitation qui transforme le tout en conversation : « Et vous ? » ou « Ça m'intéresserait de savoir comment votre équipe s'y prend. »`,
            `Dites-la cinq fois à voix haute, puis essayez-la avec un ami et demandez-lui ce qu'il en a retenu.`,
          ],
          reflection: `Quelle partie vous a semblé la plus gênante à dire, et est-ce parce qu'elle est fausse ou seulement parce qu'elle est inhabituelle ?`,
        },
      ],
    },
    {
      id: 'present-to-be-remembered',
      role: 'core',
      heading: `Présenter pour qu'on s'en souvienne`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le public retient bien moins que ce qu'imaginent les orateurs. Une présentation réussit quand le public repart avec un message clair et deux ou trois points à l'appui. La structure et l'entraînement comptent davantage que les diapositives ou le talent naturel.`,
        },
        {
          kind: 'steps',
          items: [
            `Écrivez votre message principal en une phrase. Tout dans la présentation doit l'étayer.`,
            `Choisissez trois points d'appui au maximum, chacun illustré par un exemple, une histoire ou un chiffre.`,
            `Ouvrez sur la raison pour laquelle le sujet compte pour ce public, et concluez en répétant le message principal et ce que vous attendez de lui.`,
            `Réservez les diapositives aux images, aux graphiques et à quelques mots. Si le public lit vos diapositives, il ne vous écoute pas.`,
            `Répétez à voix haute au moins trois fois, dont une devant quelqu'un. S'entraîner dans sa tête ne prépare pas la voix.`,
            `Préparez-vous aux trois questions les plus probables. Si vous ne connaissez pas une réponse, dites-le et promettez de revenir vers la personne.`,
          ],
        },
      ],
    },
    {
      id: 'ask-for-what-you-want',
      role: 'core',
      heading: `Demander ce que vous voulez`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La confiance se voit le plus clairement dans les petites demandes : demander une augmentation, un jour de congé, de l'aide, une vraie place à la table, une seconde chance de s'expliquer. Beaucoup de gens ne demandent pas parce qu'ils s'attendent à un refus ou craignent de paraître exigeants. Pourtant, une demande claire et polie est généralement mieux reçue qu'on ne le pense, et un refus coûte rarement aussi cher que de ne jamais demander.`,
        },
        {
          kind: 'steps',
          items: [
            `Déterminez précisément ce que vous voulez et ce que vous accepteriez comme bonne alternative.`,
            `Préparez vos raisons du point de vue de l'autre : en quoi votre demande l'aide-t-elle, lui, l'équipe ou le travail ?`,
            `Formulez votre demande en une phrase claire, puis taisez-vous et attendez la réponse.`,
            `Si la réponse est non, demandez ce qui devrait changer pour qu'elle devienne oui, et quand vous pourriez en reparler.`,
            `Consignez la demande dans votre dossier de preuves, quelle que soit la réponse. C'est le fait de demander qui est la compétence que vous développez.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-confidence',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Transformer l'aisance relationnelle en vraie présence`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, parler aux autres vous paraît sans doute naturel, et un public vous donne peut-être de l'énergie. C'est un excellent point de départ. Les risques : compter sur l'improvisation plutôt que sur la préparation, et parler plus longtemps que votre message ne l'exige.`,
        },
        {
          kind: 'bullets',
          items: [
            `Préparez votre message principal et votre structure même quand vous vous sentez prêt à parler sans notes.`,
            `Chronométrez vos répétitions et coupez jusqu'à tenir dans le temps imparti, avec un peu de marge.`,
            `Utilisez les pauses. Un court silence après un point important laisse au public le temps de l'assimiler.`,
            `En conversation, posez une question de plus que d'habitude. La présence, c'est aussi la qualité de votre écoute.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-confidence',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Une présence tranquille qui se remarque`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, vous vous préparez sans doute à fond, vous réfléchissez avant de parler et vous donnez une impression de calme et de réflexion. Ce sont de grandes qualités chez un orateur. Les risques : éviter les moments où l'on est en vue, laisser les autres parler de votre travail à votre place et quitter les rencontres avant d'avoir créé un lien.`,
        },
        {
          kind: 'bullets',
          items: [
            `Faites de votre préparation une force : une intervention bien répétée est souvent mieux reçue qu'une intervention improvisée.`,
            `Portez-vous volontaire pour un moment visible chaque mois, comme un court point d'avancement ou une question lors d'une grande réunion.`,
            `Lors des événements, visez deux vraies conversations plutôt qu'une multitude d'échanges brefs, et autorisez-vous à partir ensuite.`,
            `Prévoyez un moment au calme après les grandes présentations ou les événements, pour récupérer avant la sollicitation suivante.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-confidence',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Une confiance qui reste ouverte aux retours`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est affirmée, vous vous sentez sans doute stable face aux autres et vous vous remettez vite de vos erreurs. Ce calme rassure votre entourage. Le risque est l'excès de confiance : vous préparer moins que la situation ne l'exige, ou ne pas remarquer que quelque chose s'est moins bien passé que vous ne le pensiez.`,
        },
        {
          kind: 'bullets',
          items: [
            `Après une présentation importante, demandez à une personne de confiance un retour précis : « Qu'est-ce qui était le moins clair ? »`,
            `Répétez les interventions importantes même si vous vous sentez prêt. La confiance ne remplace pas la préparation.`,
            `Montrez une part d'incertitude quand elle est sincère. « Je ne suis pas encore sûr » inspire confiance quand c'est vrai.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-confidence',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Faire taire le critique intérieur`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si votre identité est fluctuante, vous tenez sans doute beaucoup à bien faire et vous vous préparez avec soin, ce qui vous rend souvent meilleur que vous ne le pensez. Le risque, c'est que le doute vous empêche de vous mettre en avant, ou que vous mettiez vos réussites sur le compte de la chance. Beaucoup de personnes très compétentes se sentent parfois comme des imposteurs ; ce sentiment est courant et ne prouve pas que vous manquez de capacités.`,
        },
        {
          kind: 'bullets',
          items: [
            `Après chaque moment important, notez trois choses qui se sont bien passées avant de vous autoriser à lister ce qui s'est mal passé.`,
            `Quand on vous fait un compliment, dites « merci » et arrêtez-vous là. N'expliquez pas pourquoi il n'était pas vraiment mérité.`,
            `Ressortez votre dossier de preuves chaque fois que le doute monte. Les sentiments ne sont pas des faits ; votre dossier est plus proche des faits.`,
            `Fixez une limite à la préparation. Au-delà d'un certain point, se préparer davantage ne fait que nourrir l'anxiété.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Attendre de se sentir confiant avant d'agir.`,
            `Sauter directement à l'étape la plus effrayante au lieu de construire une échelle.`,
            `Lire sa présentation mot à mot sur ses diapositives ou ses notes.`,
            `Comparer ce que l'on ressent intérieurement avec l'apparence extérieure des autres.`,
            `Compter sur des postures ou des astuces plutôt que sur la préparation et l'entraînement.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `La confiance est spécifique, et elle suit l'action.`,
            `Dossier de preuves : réussites passées, modèles, encouragements.`,
            `Échelle : de petites étapes, de la plus facile à la plus difficile ; répéter jusqu'à ce que l'anxiété diminue de moitié.`,
            `Abandonner les comportements de sécurité un par un.`,
            `Avant le moment clé : « Je suis enthousiaste », une expiration lente, vos deux premières phrases prêtes.`,
            `Présentation de soi : ce que vous faites, qui vous aidez, un exemple, une question en retour.`,
            `Exposé : un message, trois points illustrés, trois répétitions à voix haute.`,
            `Demandes : une phrase claire, puis attendre ; en cas de refus, demander ce qui permettrait un oui.`,
            `Les autres remarquent votre trac bien moins que vous ne le pensez.`,
          ],
        },
      ],
    },
  ],
};
