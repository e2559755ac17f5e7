// Skill pack: career direction and job search (FR). Translated from ../en/career-direction.ts, which names the sources
// drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'career-direction',
  title: `Orientation professionnelle et recherche d'emploi`,
  subtitle: `Trouver un travail qui vous correspond, tester vos options et bien vous présenter`,
  summary: `Un guide pratique pour cerner ce que vous attendez du travail, explorer des pistes professionnelles par de petites expériences et des conversations, et mener une recherche d'emploi ciblée. Il comprend une banque d'histoires pour les entretiens et des moyens de remodeler le poste que vous occupez déjà.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-career-direction-matters',
      role: 'intro',
      heading: `Comment utiliser votre type dans vos choix professionnels, et comment ne pas l'utiliser`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Le travail occupe une grande part de votre vie, et l'adéquation entre vous et votre travail influe sur votre énergie, votre santé et vos relations, pas seulement sur vos revenus. Les recherches sur l'adéquation entre la personne et son environnement montrent que les personnes qui sentent leur travail en accord avec leurs valeurs et leurs capacités ont tendance à être plus satisfaites et plus engagées. Pourtant, beaucoup choisissent leur métier par hasard, pour répondre aux attentes de leur famille ou en saisissant la première occasion venue.`,
        },
        {
          kind: 'paragraph',
          text: `Votre type de personnalité peut vous aider, à condition de bien l'utiliser. C'est une bonne source de questions : quels types de tâches vous donnent de l'énergie, quels environnements vous conviennent, ce dont vous avez besoin de la part de vos collègues. Ce n'est pas un verdict. Des personnes de tous les types réussissent dans tous les domaines, et les tests de type ne sont pas des outils valables pour décider qui embaucher. Considérez ce que vous apprenez sur votre type comme des idées à tester, pas comme des limites.`,
        },
        {
          kind: 'paragraph',
          text: `Ce guide suit la façon dont la plupart des reconversions réussies se déroulent réellement : non pas en réfléchissant jusqu'à trouver la réponse parfaite, mais en essayant, en parlant avec des gens et en tirant les leçons de ce que l'on découvre. La préférence pour la Sensation ou l'Intuition influe sur votre manière d'explorer les options, et la préférence pour l'Extraversion ou l'Introversion sur votre manière de vous constituer un réseau et de vous présenter. Les sections adaptées à votre profil traitent des deux.`,
        },
      ],
    },
    {
      id: 'what-you-need-from-work',
      role: 'core',
      heading: `Savoir ce que vous attendez du travail`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Avant de regarder des intitulés de poste, regardez votre propre expérience. Vos emplois passés, vos études et vos loisirs contiennent des informations claires sur ce qui vous convient. Quatre domaines comptent le plus : les activités que vous aimez, les forces que vous mobilisez, les valeurs que votre travail doit respecter et les conditions dont vous avez besoin, comme le rythme, l'autonomie, le revenu et le lieu.`,
        },
        {
          kind: 'exercise',
          title: `Temps forts et temps faibles`,
          steps: [
            `Notez cinq moments de votre vie professionnelle, de vos études ou de votre bénévolat où vous vous êtes senti plein d'énergie, absorbé ou fier.`,
            `Notez trois moments où vous vous êtes senti vidé, ennuyé ou pas à votre place.`,
            `Pour chaque moment, notez ce que vous faisiez, avec qui, dans quel type d'environnement, et ce qui le rendait bon ou mauvais.`,
            `Cherchez ce qui se répète d'un moment à l'autre : activités, personnes, cadres et valeurs.`,
            `Résumez le tout en quatre courtes listes : activités que j'aime, forces que j'utilise, valeurs dont j'ai besoin, conditions dont j'ai besoin.`,
          ],
          reflection: `Quel élément présent dans vos temps forts votre travail actuel, ou celui que vous visez, n'offre-t-il pas ?`,
        },
      ],
    },
    {
      id: 'explore-and-test',
      role: 'core',
      heading: `Imaginer des options, puis les tester à petite échelle`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart des gens connaissent trop peu d'options pour bien choisir. Commencez par décrire plus d'un avenir possible, puis testez les plus intéressants à moindre coût avant de vous engager. Un petit test vous apporte des informations réelles, et des informations réelles valent plus que des semaines de réflexion.`,
        },
        {
          kind: 'exercise',
          title: `Trois avenirs possibles`,
          steps: [
            `Décrivez en une demi-page chacune trois versions différentes de vos cinq prochaines années : une qui prolonge votre parcours actuel, une qui met vos compétences au service d'un autre domaine, et une que vous choisiriez si l'argent et l'avis des autres ne comptaient pas.`,
            `Pour chacune, notez de 1 à 5 à quel point elle vous plaît, à quel point vous vous sentez capable de la réaliser et à quel point elle correspond à vos quatre listes de l'exercice précédent.`,
            `Pour les deux avenirs les plus intéressants, notez les questions auxquelles il vous faudrait une réponse avant de pouvoir décider.`,
            `Pour chaque question, imaginez un petit test qui pourrait y répondre en un mois : une conversation, une formation courte, un projet le temps d'un week-end, une journée passée à suivre quelqu'un dans son travail, une petite mission en indépendant.`,
          ],
          reflection: `Quel avenir vous a donné le plus d'énergie à décrire, et quel est le plus petit test que vous pourriez lancer cette semaine ?`,
        },
      ],
    },
    {
      id: 'learn-from-people',
      role: 'core',
      heading: `Apprendre de ceux qui font le métier`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Parler avec des personnes qui occupent déjà un poste ou travaillent dans un domaine est le moyen le plus rapide de savoir à quoi ressemble vraiment le travail. La plupart des gens acceptent volontiers de consacrer vingt minutes à parler de leur métier si vous le demandez avec respect et sans leur demander un emploi. Les recherches sur les grands réseaux professionnels montrent aussi que les simples connaissances, et pas seulement les amis proches, sont une source importante de nouvelles opportunités.`,
        },
        {
          kind: 'steps',
          items: [
            `Trouvez des interlocuteurs grâce à d'anciens collègues, des camarades d'études, des amis d'amis, des groupes professionnels et des événements.`,
            `Écrivez un court message : qui vous êtes, pourquoi leur travail vous intéresse, et une demande de vingt minutes de leur temps au moment qui leur convient.`,
            `Préparez vos questions : à quoi ressemble une semaine type ? Qu'est-ce que vous aimez le plus et le moins ? Qu'est-ce qui vous a surpris à vos débuts ? Quelles compétences comptent le plus ? À qui d'autre devrais-je parler ?`,
            `Écoutez plus que vous ne parlez, respectez le temps convenu et envoyez un message de remerciement le jour même.`,
            `Prenez des notes, et dites plus tard à la personne ce que vous avez décidé. On aime savoir que son aide a compté.`,
          ],
        },
      ],
    },
    {
      id: 'focused-job-search',
      role: 'core',
      heading: `Mener une recherche d'emploi ciblée`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Envoyer la même candidature à cent employeurs fonctionne rarement. Un nombre plus réduit de candidatures bien ciblées, associées à des contacts personnels, donne généralement de meilleurs résultats et décourage moins.`,
        },
        {
          kind: 'bullets',
          items: [
            `Choisissez une cible claire : un type de poste, un niveau et un type d'organisation. Vous pouvez avoir deux cibles, mais pas dix.`,
            `Adaptez votre CV à chaque candidature : reprenez les exigences les plus importantes de l'annonce et apportez une preuve pour chacune.`,
            `Décrivez des réalisations, pas des attributions : ce que vous avez fait et ce qui a changé grâce à vous, avec des chiffres quand c'est possible.`,
            `Demandez à vos contacts s'ils connaissent quelqu'un dans l'organisation. Une recommandation personnelle permet souvent que votre candidature soit lue.`,
            `Tenez un tableau simple de vos candidatures, de vos contacts et des dates de relance.`,
            `Attendez-vous à des refus. Ils font normalement partie de toute recherche et en disent généralement plus sur le nombre de candidats que sur vous.`,
          ],
        },
      ],
    },
    {
      id: 'interview-stories',
      role: 'core',
      heading: `Entretiens : bien raconter des histoires vraies`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Beaucoup de recruteurs posent des questions sur vos comportements passés, car ils prédisent mieux la performance future que des affirmations générales. Les questions du type « Parlez-moi d'une situation où... » trouvent leur meilleure réponse dans des histoires vraies et préparées, racontées chacune en quatre temps : la situation, votre mission, ce que vous avez fait et le résultat.`,
        },
        {
          kind: 'exercise',
          title: `Constituer une banque d'histoires`,
          steps: [
            `Écrivez six courtes histoires tirées de votre expérience : un succès, un échec dont vous avez tiré une leçon, un conflit que vous avez géré, une situation où vous avez dirigé ou influencé d'autres personnes, un problème difficile que vous avez résolu et une occasion où vous avez appris quelque chose rapidement.`,
            `Structurez chaque histoire en quatre temps : situation, mission, action, résultat. Faites de l'action la partie la plus longue et dites « je », pas seulement « nous ».`,
            `Ajoutez à chaque histoire une phrase sur ce que vous en avez appris.`,
            `Entraînez-vous à raconter chaque histoire à voix haute en moins de deux minutes.`,
            `Avant chaque entretien, choisissez les histoires qui correspondent le mieux aux exigences du poste.`,
          ],
          reflection: `Laquelle de vos histoires montre le mieux les forces révélées par l'exercice des temps forts ?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Préparez deux ou trois questions sur le travail lui-même pour votre interlocuteur, par exemple : « À quoi ressemblerait une réussite au cours des six premiers mois ? » De bonnes questions montrent votre intérêt et vous aident à décider si vous voulez ce poste.`,
        },
      ],
    },
    {
      id: 'shape-current-job',
      role: 'core',
      heading: `Remodeler le poste que vous occupez déjà`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un nouvel emploi n'est pas toujours la solution. Beaucoup de gens améliorent leur vie professionnelle en modifiant certains aspects de leur poste actuel, ce que les chercheurs appellent le « job crafting ». Vous pouvez agir sur vos tâches (prendre davantage de ce que vous faites bien), sur vos relations (passer plus de temps avec les personnes qui vous stimulent) et sur la façon dont vous voyez la finalité de votre travail.`,
        },
        {
          kind: 'bullets',
          items: [
            `Proposez de prendre en charge un projet qui mobilise une force que vous utilisez rarement au travail.`,
            `Proposez d'échanger une tâche que vous n'aimez pas avec un collègue qui l'apprécie.`,
            `Trouvez un mentor ou un collègue d'une autre équipe dont le travail vous intrigue.`,
            `Écrivez une phrase sur les personnes que votre travail aide, et de quelle manière. Relisez-la les jours difficiles.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-career',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Un changement que vous voyez clairement`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Sensation, vous faites sans doute confiance à l'expérience et aux informations concrètes, et vous développez des compétences pratiques que les employeurs apprécient. Le risque est de rester sur un chemin connu parce que les autres paraissent trop incertains, ou de sous-estimer à quel point votre expérience pourrait servir dans d'autres domaines.`,
        },
        {
          kind: 'bullets',
          items: [
            `Explorez les nouvelles pistes par des tests concrets. Une journée passée sur un lieu de travail vous en apprendra plus que des lectures.`,
            `Décrivez vos compétences en termes généraux, par exemple « organiser une équipe dans l'urgence » plutôt que « chef d'équipe dans la grande distribution ». Une description générale vous montre où d'autre elles peuvent servir.`,
            `En décrivant votre troisième avenir possible, autorisez-vous à écrire quelque chose qui semble irréaliste. Vous pourrez le tester plus tard.`,
            `Dans vos candidatures, vos résultats concrets sont votre force. Donnez des chiffres et des exemples précis.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-career',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Transformer les possibles en chemin`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour l'Intuition, vous voyez sans doute de nombreux avenirs possibles et aimez imaginer de nouvelles directions. Le risque est d'avoir tant d'options intéressantes que vous n'en testez vraiment aucune, ou de changer souvent de cap avant d'avoir acquis une compétence approfondie où que ce soit.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limitez-vous à deux options à la fois. Testez-les jusqu'au bout avant d'en ajouter d'autres.`,
            `Pour chaque option, renseignez-vous tôt sur les détails pratiques : salaire habituel, diplômes requis, tâches quotidiennes, horaires de travail.`,
            `Dans vos candidatures, montrez des preuves de ce que vous avez fait, pas seulement de ce que vous pourriez faire. Les employeurs recrutent plus facilement des compétences avérées qu'un potentiel.`,
            `Avant une reconversion, demandez-vous si un nouveau projet dans votre domaine actuel pourrait satisfaire le même besoin de nouveauté.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-career',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Utiliser votre réseau avec méthode`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, rencontrer des gens et solliciter des conversations vous paraît sans doute naturel, ce qui est un atout précieux pour explorer des pistes professionnelles. Le risque est d'accumuler des conversations agréables sans en tirer de leçons, ou de parler longuement en entretien sans structure claire.`,
        },
        {
          kind: 'bullets',
          items: [
            `Après chaque conversation, notez trois choses que vous avez apprises et une prochaine étape.`,
            `Consacrez régulièrement du temps au calme aux exercices de réflexion de ce guide. Les conversations vous apportent des informations ; la réflexion les transforme en décisions.`,
            `En entretien, appliquez strictement la structure en quatre temps, et arrêtez-vous après le résultat et ce que vous en avez appris.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-career',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Vous constituer un réseau à votre manière`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, vous réfléchissez sans doute soigneusement à ce que vous voulez et vous vous préparez à fond, ce qui se voit en entretien. Les soirées de réseautage, en revanche, peuvent vous sembler fatigantes et artificielles. Vous n'en avez pas besoin. Les conversations individuelles, qui vous conviennent mieux, sont aussi plus utiles.`,
        },
        {
          kind: 'bullets',
          items: [
            `Privilégiez les conversations en tête-à-tête, en visio ou en personne, organisées par message écrit.`,
            `Fixez-vous un objectif modeste et régulier, par exemple une conversation toutes les deux semaines.`,
            `Montrez votre travail là où d'autres peuvent le voir : un portfolio, des articles ou un profil professionnel. Laissez votre travail lancer les conversations à votre place.`,
            `En entretien, exprimez explicitement votre intérêt. Dites ce qui vous enthousiasme dans le poste : votre interlocuteur ne peut pas voir un enthousiasme qui reste intérieur.`,
          ],
        },
      ],
    },
    {
      id: 'career-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Attendre d'être sûr avant d'essayer quoi que ce soit. La clarté vient de l'action, pas avant elle.`,
            `Choisir uniquement selon le salaire ou le prestige en ignorant les activités quotidiennes du poste.`,
            `Quitter un emploi sans avoir testé la direction suivante.`,
            `Traiter votre type de personnalité comme une liste de métiers que vous auriez le droit de choisir.`,
            `Prendre un refus pour un jugement sur votre valeur plutôt que pour une étape normale du processus.`,
          ],
        },
      ],
    },
    {
      id: 'career-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Se connaître : les temps forts et les temps faibles révèlent activités, forces, valeurs et conditions.`,
            `Options : décrivez trois avenirs possibles et testez les deux meilleurs par de petites expériences.`,
            `Conversations : vingt minutes, de bonnes questions, un remerciement le jour même, « À qui d'autre devrais-je parler ? »`,
            `Recherche : une ou deux cibles claires, un CV adapté, des réalisations chiffrées, des contacts personnels.`,
            `Entretiens : six histoires vraies en quatre temps ; deux bonnes questions pour votre interlocuteur.`,
            `Vous restez ? Remodelez vos tâches, vos relations et le sens que vous donnez à votre travail.`,
            `Le type : une source de questions à tester, jamais une limite.`,
          ],
        },
      ],
    },
  ],
};
