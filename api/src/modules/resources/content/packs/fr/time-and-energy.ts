// Skill pack: planning, time and energy (FR). Translated from ../en/time-and-energy.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'time-and-energy',
  title: `Organiser son temps et son énergie`,
  subtitle: `Décider de ce qui compte, planifier de façon réaliste et accorder votre travail à votre énergie`,
  summary: `Un système pratique pour tout consigner au même endroit, choisir ce qui compte, estimer honnêtement et organiser votre semaine en fonction de votre énergie. Il est assez léger pour que vous continuiez à l'utiliser une fois passé l'enthousiasme de la première semaine.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-planning-matters',
      role: 'intro',
      heading: `Pourquoi gérer seulement le temps ne suffit pas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart des gens ont plus à faire que de temps pour le faire, et aucune technique n'y changera rien. Ce qu'un bon système change, c'est ce qui est effectivement fait, le stress que cause le reste et le fait que vos meilleures heures aillent ou non à votre travail le plus important. Le temps n'est que la moitié de l'équation. Une heure où vous êtes reposé et une heure où vous êtes épuisé n'ont pas la même valeur : un plan utile gère donc l'énergie autant que le temps.`,
        },
        {
          kind: 'paragraph',
          text: `Ce guide décrit un système simple en cinq parties : tout consigner au même endroit, choisir ce qui compte, estimer honnêtement, planifier la semaine puis la journée, et gérer votre énergie. Chaque partie est utile à elle seule. Ensemble, elles demandent environ quarante minutes par semaine et dix minutes par jour.`,
        },
        {
          kind: 'paragraph',
          text: `Votre type influe sur les parties du système qui vous paraissent naturelles. Les personnes qui préfèrent le Jugement apprécient souvent les plans détaillés mais peuvent s'y accrocher trop fermement ; celles qui préfèrent la Perception sont souvent à l'aise avec la souplesse mais peuvent trop laisser pour la dernière minute. Les personnes qui préfèrent la Sensation planifient généralement bien les tâches concrètes mais peuvent perdre de vue les objectifs à long terme ; celles qui préfèrent l'Intuition voient bien la vue d'ensemble mais peuvent négliger les détails qui font qu'un plan fonctionne. Les sections adaptées à votre profil vous aident à exploiter vos forces et à combler vos lacunes.`,
        },
      ],
    },
    {
      id: 'capture-everything',
      role: 'core',
      heading: `Tout consigner au même endroit`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les tâches inachevées ont tendance à vous revenir en tête à n'importe quel moment, ce qui fatigue et distrait. Noter une tâche en prévoyant quand vous vous en occuperez réduit ces pensées envahissantes. La première étape consiste donc à tenir une liste unique et fiable, sur papier ou dans une application, où vont toutes les tâches, promesses et idées.`,
        },
        {
          kind: 'exercise',
          title: `L'inventaire complet`,
          steps: [
            `Réservez trente minutes et prenez une page blanche ou une nouvelle liste.`,
            `Notez tout ce que vous devez ou voulez faire : tâches professionnelles, corvées domestiques, messages auxquels répondre, promesses faites à d'autres, idées à explorer.`,
            `Passez en revue les domaines de votre vie pour repérer ce qui vous a échappé : travail, maison, argent, santé, famille, amis, apprentissage.`,
            `Pour chaque élément flou, écrivez la prochaine action concrète, par exemple « appeler la banque au sujet de la carte » au lieu de « banque ».`,
            `À partir de maintenant, ajoutez les nouvelles tâches à cette liste dès qu'elles apparaissent, et nulle part ailleurs.`,
          ],
          reflection: `Qu'avez-vous ressenti en voyant tout sur une seule page, et quel élément occupait le plus de place dans votre esprit ?`,
        },
      ],
    },
    {
      id: 'choose-what-matters',
      role: 'core',
      heading: `Choisir ce qui compte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les tâches urgentes crient, les tâches importantes attendent en silence. Les recherches montrent que l'on choisit souvent une tâche urgente plutôt qu'une tâche importante, même quand l'importante rapporte davantage. Pour contrer cette tendance, triez votre liste délibérément au lieu de la traiter dans l'ordre.`,
        },
        {
          kind: 'steps',
          items: [
            `Marquez chaque tâche comme importante (elle fait avancer un objectif qui vous tient à cœur) ou non.`,
            `Marquez chaque tâche comme urgente (elle a une véritable échéance dans les jours qui viennent) ou non.`,
            `Importantes et urgentes : faites-les d'abord. Importantes mais pas urgentes : réservez-leur un créneau fixe dans votre agenda. Urgentes mais pas importantes : faites-les vite, déléguez-les ou demandez-vous si elles sont nécessaires. Ni l'un ni l'autre : supprimez-les.`,
            `Ne choisissez pas plus de trois résultats importants pour la semaine. Tout le reste est secondaire.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Choisir ce qui compte, c'est aussi savoir dire non. Avant d'accepter une nouvelle demande, demandez-vous ce que vous allez arrêter ou reporter pour lui faire de la place. Si la réponse est « rien », vous prévoyez sans doute de travailler plus longtemps ou de tout faire moins bien. Un « Pas cette semaine, mais je pourrais t'aider le mardi 14 » poli protège à la fois la relation et votre plan.`,
        },
      ],
    },
    {
      id: 'estimate-honestly',
      role: 'core',
      heading: `Estimer honnêtement`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Presque tout le monde sous-estime la durée des tâches, même en sachant que des tâches semblables ont pris plus de temps par le passé. Les psychologues appellent cela l'erreur de planification. Nous imaginons le meilleur scénario et oublions les interruptions, les problèmes et les petites étapes auxquelles nous n'avions pas pensé. Trois habitudes rendent les estimations plus réalistes.`,
        },
        {
          kind: 'bullets',
          items: [
            `Décomposez la tâche et estimez chaque partie. Les estimations des parties donnent généralement un total supérieur à l'estimation globale, et plus proche de la réalité.`,
            `Regardez le passé : combien de temps une tâche semblable a-t-elle réellement pris la dernière fois ? Retenez ce chiffre, pas celui que vous espérez.`,
            `Ajoutez une marge. Pour les tâches familières, ajoutez un quart de l'estimation ; pour les tâches nouvelles ou complexes, ajoutez la moitié.`,
            `Pendant une semaine, notez votre estimation à côté de chaque tâche, puis le temps réellement passé. La comparaison vous apprendra votre coefficient de correction personnel.`,
          ],
        },
      ],
    },
    {
      id: 'plan-week-and-day',
      role: 'core',
      heading: `Planifier la semaine, puis la journée`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La revue hebdomadaire est le cœur de ce système. Une fois par semaine, à heure fixe, vous passez tout en revue, choisissez ce qui compte et l'inscrivez dans votre agenda. Un court plan quotidien ajuste ensuite la semaine à ce qui s'est réellement passé.`,
        },
        {
          kind: 'exercise',
          title: `La revue hebdomadaire en trente minutes`,
          steps: [
            `Videz votre tête : ajoutez les nouvelles tâches à votre liste et rassemblez les notes, messages et papiers qui appellent une action.`,
            `Regardez en arrière : qu'avez-vous terminé la semaine dernière, qu'est-ce qui ne s'est pas fait, et pourquoi ?`,
            `Regardez devant : consultez votre agenda des deux semaines à venir pour repérer échéances, réunions et événements personnels.`,
            `Choisissez jusqu'à trois résultats importants pour la semaine qui vient.`,
            `Bloquez du temps dans votre agenda pour chacun d'eux, pendant vos heures de meilleure énergie.`,
            `Laissez de l'espace libre : ne planifiez pas plus des deux tiers environ de votre temps disponible.`,
          ],
          reflection: `En repensant à la semaine dernière, qu'est-ce qui a le plus souvent pris le temps que vous aviez prévu pour le travail important ?`,
        },
        {
          kind: 'bullets',
          items: [
            `Plan quotidien, dix minutes : consultez l'agenda, choisissez la tâche la plus importante de la journée et décidez quand vous la ferez.`,
            `Quand la journée ne se passe pas comme prévu, déplacez les tâches sur un autre créneau au lieu de les effacer de votre esprit.`,
            `Terminez la journée en notant la première tâche du lendemain. Il est plus facile de démarrer quand le premier pas est déjà décidé.`,
          ],
        },
      ],
    },
    {
      id: 'manage-energy',
      role: 'core',
      heading: `Gérer votre énergie, pas seulement vos heures`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nous ne sommes pas tous le plus alertes au même moment. Certains sont nettement du matin, d'autres donnent leur meilleur plus tard dans la journée, et la plupart se situent entre les deux. Votre énergie dépend aussi du sommeil, de l'alimentation, de l'activité physique et du type de travail. Certaines tâches vous donnent de l'énergie, d'autres vous en prennent.`,
        },
        {
          kind: 'exercise',
          title: `Bilan d'énergie`,
          steps: [
            `Pendant cinq jours de travail, notez votre énergie de 1 à 5 toutes les deux heures, ainsi que ce que vous faisiez.`,
            `À la fin, repérez vos deux meilleurs et vos deux pires moments de la journée.`,
            `Listez les tâches qui vous ont laissé plus d'énergie et celles qui vous en ont laissé moins.`,
            `Placez votre travail le plus exigeant à vos meilleurs moments, et les tâches routinières à vos moments les plus faibles.`,
            `Quand c'est possible, faites suivre chaque tâche épuisante d'une tâche qui vous donne de l'énergie.`,
          ],
          reflection: `Quelle tâche épuisante pourriez-vous raccourcir, partager ou déplacer à un meilleur moment de la journée ?`,
        },
      ],
    },
    {
      id: 'sensing-planning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Des tâches quotidiennes à la direction à long terme`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Sensation, vous planifiez sans doute bien les tâches concrètes, estimez le travail pratique de façon réaliste et remarquez des détails qui échappent aux autres. Le risque, c'est que la semaine se remplisse de tâches concrètes et visibles, tandis que les objectifs à long terme, moins tangibles, sont toujours remis à plus tard.`,
        },
        {
          kind: 'bullets',
          items: [
            `Écrivez trois objectifs pour les trois prochains mois et gardez-les en tête de votre liste de tâches.`,
            `À chaque revue hebdomadaire, demandez-vous : « Quelle tâche de cette semaine fait avancer l'un de ces objectifs ? » Veillez à ce qu'au moins une le fasse.`,
            `Transformez chaque objectif à long terme en une première étape concrète réalisable en moins d'une heure. Les étapes concrètes, c'est là qu'est votre force.`,
            `Une fois par mois, prenez trente minutes pour regarder plus loin : qu'aimeriez-vous voir changé dans un an ?`,
          ],
        },
      ],
    },
    {
      id: 'intuition-planning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `De la vision à la prochaine action`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour l'Intuition, vous voyez sans doute où vont les choses et fixez des objectifs inspirants. Le risque, c'est que les plans restent au stade des idées : l'objectif est clair mais pas la prochaine étape, et les détails que vous trouvez ennuyeux, comme les dates, les dépendances et les petites étapes pratiques, finissent par causer des retards.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pour chaque objectif, écrivez la prochaine action concrète. Si vous ne vous imaginez pas en train de la faire, ce n'est pas encore une action.`,
            `Appliquez l'habitude de la décomposition à vos estimations, car vous pourriez être particulièrement tenté d'estimer tout le projet d'un bloc.`,
            `Inscrivez dans l'agenda, avec un rappel, les détails que vous avez tendance à oublier, comme les renouvellements, les formulaires et les réservations, pour ne pas avoir à vous en souvenir.`,
            `Limitez les nouveaux projets : avant d'en commencer un, terminez-en un autre ou mettez-le consciemment en pause.`,
          ],
        },
      ],
    },
    {
      id: 'judging-planning',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Des plans qui laissent respirer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Jugement, planifier vous vient sans doute naturellement, et vous vous sentez mieux quand votre semaine est organisée. Cela vous donne un bon départ. Le risque, c'est de surcharger le plan, de vous sentir stressé quand la réalité ne le suit pas et d'oublier que le repos et le temps non planifié ont eux aussi besoin de place.`,
        },
        {
          kind: 'bullets',
          items: [
            `Respectez strictement la règle des deux tiers. Le tiers libre n'est pas du temps perdu ; c'est lui qui rend le reste du plan possible.`,
            `Inscrivez le repos, le sport et le temps avec vos proches dans l'agenda comme des créneaux fixes, pas comme ce qui reste à la fin.`,
            `Quand les plans changent, demandez-vous « Quel est le meilleur plan à partir de maintenant ? » plutôt que « Comment revenir à l'ancien plan ? »`,
            `Tenez une liste des tâches accomplies à côté de votre liste de tâches. Voir ce que vous avez réalisé compte autant que voir ce qui reste.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-planning',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Une structure qui vous laisse libre`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Perception, vous vous adaptez sans doute bien au changement et travaillez bien sous pression. Les plans détaillés heure par heure peuvent vous sembler contraignants, et vous y résistez peut-être. Vous n'en avez pas besoin. Une structure plus légère vous apporte les bénéfices de la planification tout en préservant votre liberté.`,
        },
        {
          kind: 'bullets',
          items: [
            `Planifiez les résultats de la semaine et choisissez l'ordre au jour le jour.`,
            `Utilisez des créneaux thématiques plutôt que consacrés à une seule tâche : « mardi matin : travail pour les clients ». À l'intérieur du créneau, choisissez ce qui correspond à votre humeur.`,
            `Attaquez tôt les grosses tâches avec une première étape de dix minutes. Commencer lève une grande partie des résistances, et les échéances deviennent moins stressantes.`,
            `Rapprochez les échéances lointaines en convenant d'une date de brouillon avec quelqu'un.`,
            `Gardez la revue hebdomadaire courte, mais ne la sautez pas. C'est le seul point fixe qui rend la souplesse sans danger.`,
          ],
        },
      ],
    },
    {
      id: 'planning-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Garder ses tâches à plusieurs endroits : dans sa tête, ses e-mails, ses notes, différentes applications.`,
            `Planifier chaque heure, puis abandonner le plan à la première interruption.`,
            `Choisir les tâches faciles parce qu'elles sont vite terminées, pendant que le travail important attend.`,
            `Accepter de nouvelles demandes sans décider de ce qui sera reporté.`,
            `Changer de système tous les mois au lieu d'en utiliser un simple avec constance.`,
          ],
        },
      ],
    },
    {
      id: 'planning-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Consigner : une seule liste fiable ; la prochaine action concrète pour chaque élément.`,
            `Choisir : important ou urgent ; pas plus de trois résultats importants par semaine.`,
            `Estimer : décomposer les tâches, s'appuyer sur les durées passées, ajouter un quart à une moitié de marge.`,
            `Revue hebdomadaire, trente minutes : vider sa tête, regarder en arrière, regarder devant, choisir, bloquer du temps.`,
            `Ne pas planifier plus des deux tiers de son temps disponible.`,
            `Plan quotidien, dix minutes : la tâche la plus importante et le moment où vous la ferez.`,
            `Énergie : le travail exigeant dans vos meilleures heures, les tâches routinières dans les plus faibles.`,
            `Avant de dire oui : qu'est-ce que je vais arrêter ou reporter ?`,
          ],
        },
      ],
    },
  ],
};
