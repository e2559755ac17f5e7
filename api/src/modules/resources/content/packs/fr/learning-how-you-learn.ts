// Skill pack: learning how you learn (FR). Translated from ../en/learning-how-you-learn.ts, which names the sources drawn
// on; like EN, it says plainly that matching teaching to "learning styles" is not supported by evidence.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'learning-how-you-learn',
  title: `Apprendre à apprendre`,
  subtitle: `Des méthodes d'étude qui fonctionnent pour tous les cerveaux, et comment les faire fonctionner pour vous`,
  summary: `Un guide pratique des techniques d'apprentissage les mieux étayées par la recherche : se tester, espacer et varier les révisions, expliquer les idées et s'entraîner de manière délibérée. Il montre aussi comment vos préférences influent sur ce qui vous motive, sans le mythe des styles d'apprentissage figés.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-learning-matters',
      role: 'intro',
      heading: `Ce que dit la recherche sur l'apprentissage, et sur les « styles d'apprentissage »`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Apprendre est l'une des compétences les plus utiles à améliorer, car elle facilite l'acquisition de toutes les autres. Pourtant, la plupart des gens étudient comme on le leur a appris à l'école : relire leurs notes, surligner et repasser sur la matière jusqu'à ce qu'elle paraisse familière. La recherche montre que ces méthodes donnent une impression d'efficacité mais produisent une mémoire fragile et de courte durée. Un petit nombre d'autres méthodes donnent de bien meilleurs résultats chez presque tout le monde, et ce guide les explique.`,
        },
        {
          kind: 'paragraph',
          text: `Vous avez peut-être entendu dire qu'il existe des apprenants « visuels » ou « auditifs » et qu'il faudrait enseigner à chacun selon son style. Des synthèses rigoureuses n'ont trouvé aucune preuve solide qu'adapter l'enseignement à ces styles améliore l'apprentissage. Il en va de même pour le type de personnalité. Votre type ne change pas le fonctionnement de la mémoire. Ce qu'il change, c'est ce qui vous paraît intéressant, par où vous aimez commencer et si vous préférez apprendre seul ou avec d'autres.`,
        },
        {
          kind: 'paragraph',
          text: `C'est tout de même utile. Si une méthode vous motive, vous l'utiliserez plus souvent et plus longtemps. Ce guide vous présente donc d'abord les méthodes qui fonctionnent, puis les sections adaptées à votre profil montrent comment les accorder à vos préférences pour la Sensation ou l'Intuition, et pour l'Extraversion ou l'Introversion.`,
        },
      ],
    },
    {
      id: 'feeling-versus-learning',
      role: 'core',
      heading: `Pourquoi l'étude facile fait du bien mais marche mal`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quand vous lisez un texte pour la deuxième fois, il vous semble familier et facile, et l'esprit prend cette facilité pour un signe de connaissance. Ce n'est pas la même chose. Reconnaître quelque chose quand on le voit est bien plus facile que de s'en souvenir quand on en a besoin. C'est pourquoi on se sent bien préparé avant un examen ou une présentation, puis on n'arrive pas à retrouver les points clés.`,
        },
        {
          kind: 'paragraph',
          text: `Les méthodes qui rendent l'apprentissage un peu plus difficile, comme se remémorer sans regarder, attendre quelques jours avant de s'exercer à nouveau ou mélanger différents types de problèmes, produisent une mémoire plus solide et plus durable. Les chercheurs parlent de « difficultés désirables ». L'effort que vous ressentez fait partie de ce qui les rend efficaces. Si l'étude vous paraît toujours fluide et facile, elle ne fonctionne probablement pas très bien.`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Un test simple pour n'importe quelle séance d'étude : fermez vos supports et essayez d'écrire les points principaux. Ce que vous pouvez restituer sans regarder, c'est ce que vous avez appris.`,
        },
      ],
    },
    {
      id: 'test-yourself',
      role: 'core',
      heading: `Vous tester au lieu de relire`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La pratique de la récupération, qui consiste à faire revenir une information en mémoire sans regarder, est l'une des méthodes d'apprentissage les plus efficaces que l'on connaisse. Chaque fois que vous vous rappelez quelque chose, le souvenir se renforce et devient plus facile à retrouver la fois suivante. Cela fonctionne pour les faits, les concepts, les procédures et les langues, et cela fonctionne mieux quand vous vérifiez vos réponses ensuite.`,
        },
        {
          kind: 'exercise',
          title: `La page blanche`,
          steps: [
            `Après avoir lu un chapitre, regardé un cours ou assisté à une réunion, fermez tout.`,
            `Sur une page blanche, écrivez pendant cinq à dix minutes tout ce dont vous vous souvenez : idées principales, exemples, liens, questions.`,
            `Ouvrez vos supports et comparez. Marquez d'une autre couleur ce que vous avez oublié ou mal retenu.`,
            `Deux jours plus tard, refaites l'exercice de la page blanche sans regarder la première, en vous concentrant sur ce qui vous avait échappé.`,
          ],
          reflection: `Qu'est-ce que vous pensiez savoir avant la première page blanche et qui s'est révélé manquant ?`,
        },
        {
          kind: 'bullets',
          items: [
            `Transformez vos notes en questions : la question d'un côté, la réponse de l'autre.`,
            `Utilisez des cartes mémoire pour les faits et le vocabulaire, et répondez à voix haute ou par écrit avant de retourner la carte.`,
            `Faites des exercices d'entraînement sans regarder d'abord l'exemple corrigé.`,
          ],
        },
      ],
    },
    {
      id: 'space-and-mix',
      role: 'core',
      heading: `Espacer et varier vos révisions`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un même temps d'étude total est bien plus efficace réparti sur plusieurs jours que concentré en un seul. L'espacement vous laisse le temps d'oublier un peu, et l'effort de vous rappeler à nouveau renforce la mémoire. Mélanger différents types de problèmes ou de sujets dans une même séance, au lieu de répéter un seul type plusieurs fois de suite, vous aide aussi à apprendre quelle méthode utiliser à quel moment, ce que vous demandent justement les vrais examens et le vrai travail.`,
        },
        {
          kind: 'exercise',
          title: `Construire un plan de révisions espacées`,
          steps: [
            `Choisissez quelque chose que vous devez retenir pendant au moins un mois : une langue, un sujet d'examen, une compétence professionnelle.`,
            `Prévoyez de courtes séances de révision au bout d'un jour, de trois jours, d'une semaine, de deux semaines et d'un mois.`,
            `À chaque séance, commencez par vous remémorer, et ne regardez vos supports qu'ensuite.`,
            `Si vous vous souvenez facilement de quelque chose, attendez plus longtemps avant la révision suivante. Si vous peinez, révisez-le plus tôt.`,
            `À chaque séance, mélangez de l'ancienne matière avec la nouvelle.`,
          ],
          reflection: `Au bout d'un mois, de quelle matière vous souvenez-vous le mieux, et comment l'avez-vous révisée ?`,
        },
      ],
    },
    {
      id: 'explain-and-connect',
      role: 'core',
      heading: `Donner du sens : expliquer et relier`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Une information est plus facile à retenir et à utiliser quand elle est reliée à ce que vous savez déjà. Le moyen le plus sûr de tisser ces liens est de poser des questions en « pourquoi » et en « comment », et d'y répondre : pourquoi est-ce que ça marche ? En quoi est-ce différent de ce que j'ai appris la semaine dernière ? Où ai-je déjà vu cela dans la vie réelle ?`,
        },
        {
          kind: 'bullets',
          items: [
            `Expliquez un concept avec des mots simples, comme à un enfant de douze ans éveillé. Là où votre explication devient floue, vous avez trouvé une lacune.`,
            `Enseignez à quelqu'un d'autre, ou préparez-vous comme si vous deviez le faire. Des études suggèrent que le simple fait de s'attendre à enseigner améliore la façon dont on organise la matière.`,
            `Trouvez deux exemples de chaque idée, idéalement dans des domaines différents de la vie.`,
            `Dessinez : un schéma simple, une frise chronologique ou une carte accompagnée de quelques mots aide souvent à comprendre comment les éléments s'articulent.`,
            `Comparez côte à côte des idées proches et notez ce qui les distingue.`,
          ],
        },
      ],
    },
    {
      id: 'deliberate-practice',
      role: 'core',
      heading: `Travailler vos compétences de façon délibérée`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Des compétences comme parler une langue, jouer d'un instrument, programmer ou présenter s'améliorent par la pratique, mais toutes les pratiques ne se valent pas. Répéter ce que vous savez déjà faire est agréable et fait peu progresser. La pratique délibérée se concentre sur une faiblesse précise, à la limite de vos capacités, avec un retour rapide.`,
        },
        {
          kind: 'steps',
          items: [
            `Décomposez la compétence en éléments et choisissez celui qui vous freine.`,
            `Concevez un court exercice qui cible uniquement cet élément, par exemple dix minutes sur un son difficile, un changement d'accord ou un type de phrase.`,
            `Obtenez un retour rapidement : enregistrez-vous, comparez avec un modèle d'expert, ou demandez à un enseignant ou à un collègue.`,
            `Ajustez et répétez jusqu'à ce que l'élément devienne plus facile, puis choisissez le suivant.`,
            `Gardez des séances courtes et ciblées. Vingt minutes de concentration valent mieux que deux heures distraites.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Le sommeil consolide ce que vous avez appris dans la journée. Une bonne nuit de sommeil avant et après un apprentissage important fait partie de la méthode ; ce n'est pas un luxe.`,
        },
      ],
    },
    {
      id: 'plan-a-learning-project',
      role: 'core',
      heading: `Planifier un projet d'apprentissage`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les adultes commencent souvent à apprendre avec enthousiasme et s'arrêtent au bout de quelques semaines, généralement parce que l'objectif était flou ou que le plan ne tenait pas compte de leur vraie semaine. Un court plan, écrit avant de commencer, augmente nettement les chances de persévérer.`,
        },
        {
          kind: 'steps',
          items: [
            `Écrivez un objectif vérifiable : pas « apprendre l'espagnol », mais « tenir une conversation de dix minutes sur mon travail en espagnol d'ici juin ».`,
            `Décidez comment vous vous évaluerez à la fin, et essayez dès maintenant une petite version de ce test pour voir d'où vous partez.`,
            `Choisissez des moments fixes : par exemple trois séances de trente minutes par semaine, associées à quelque chose que vous faites déjà chaque jour.`,
            `Découpez la matière en parties hebdomadaires, chaque semaine commençant par une révision de la précédente.`,
            `Toutes les quatre semaines, refaites le petit test, comparez-le avec le premier et ajustez le plan.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-learning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Commencer par le concret, puis construire le cadre`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Sensation, ce sont sans doute les exemples concrets, les étapes pratiques et ce que vous pouvez essayer qui vous motivent le plus. Vous apprenez les procédures de façon fiable et remarquez des détails qui échappent aux autres. Le risque est d'accumuler beaucoup de faits et d'étapes sans voir le principe qui les relie, ce qui rend plus difficile l'application de vos connaissances à des situations nouvelles.`,
        },
        {
          kind: 'bullets',
          items: [
            `Commencez par des exemples et des tâches pratiques, qui vous maintiennent motivé, puis demandez-vous : « Quelle est la règle générale derrière ces exemples ? »`,
            `Après chaque sujet, dessinez une carte d'une page qui montre comment les éléments s'articulent.`,
            `Posez-vous délibérément des questions en « pourquoi », car elles vous viennent peut-être moins naturellement que les questions en « comment ».`,
            `Testez-vous sur des cas nouveaux et inconnus, pas seulement sur les exemples étudiés.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-learning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Commencer par la vue d'ensemble, puis maîtriser les détails`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour l'Intuition, ce sont sans doute les idées, les schémas et la vue d'ensemble qui vous motivent le plus, et vous reliez facilement la nouvelle matière à d'autres sujets. Le risque est d'avoir le sentiment de comprendre dès que vous avez saisi le concept, puis de sauter la pratique et les détails qui rendent les connaissances utilisables et fiables.`,
        },
        {
          kind: 'bullets',
          items: [
            `Commencez par une vue d'ensemble du sujet, qui vous motive, mais fixez-vous une règle ferme : chaque concept doit être suivi d'exercices pratiques.`,
            `Utilisez des cartes mémoire et des révisions espacées pour les détails comme les définitions, les formules et le vocabulaire. C'est fastidieux, mais cela rend votre compréhension utilisable.`,
            `Vérifiez votre compréhension avec l'exercice de la page blanche plutôt que de vous fier à l'impression d'avoir compris.`,
            `Terminez un sujet avant de commencer le suivant qui vous intéresse.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-learning',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Apprendre avec les autres`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, vous comprenez peut-être mieux les choses en en parlant, et étudier seul pendant de longues périodes peut vous sembler morne. Apprendre avec d'autres peut bien vous convenir, à condition que le temps serve à apprendre et pas seulement à discuter.`,
        },
        {
          kind: 'bullets',
          items: [
            `Formez un petit groupe d'étude avec une structure claire : chacun se remémore d'abord seul, puis vous comparez et vous expliquez les choses mutuellement.`,
            `Interrogez-vous les uns les autres au lieu de relire ensemble.`,
            `Expliquez les sujets à voix haute, même pour vous-même, comme une forme de récupération.`,
            `Gardez quelques séances de remémoration en solo. L'apprentissage en groupe peut masquer ce que vous ne savez pas encore faire seul.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-learning',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Apprendre en profondeur, et le vérifier à voix haute`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, vous apprenez peut-être mieux avec du temps au calme pour lire, réfléchir et avancer dans la matière à votre rythme. Cette profondeur est précieuse. Le risque est de rarement tester votre compréhension en l'expliquant, et de ne découvrir vos lacunes qu'au moment d'utiliser vos connaissances devant d'autres.`,
        },
        {
          kind: 'bullets',
          items: [
            `Protégez de longues séances d'étude au calme, et consacrez-les à la remémoration et à la pratique, pas seulement à la lecture.`,
            `Expliquez les sujets à voix haute quand vous êtes seul, ou enregistrez une courte explication et réécoutez-la.`,
            `Trouvez un partenaire d'étude plutôt qu'un groupe, et retrouvez-vous pour vous tester mutuellement.`,
            `Posez vos questions par écrit, par e-mail ou sur des forums en ligne, si poser des questions en cours ou en réunion vous met mal à l'aise.`,
          ],
        },
      ],
    },
    {
      id: 'learning-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Faire de la relecture et du surlignage vos principales méthodes d'étude.`,
            `Tout réviser la veille au lieu de répartir les séances dans le temps.`,
            `Se fier au sentiment de familiarité au lieu de se tester.`,
            `Éviter certaines méthodes parce qu'elles ne correspondent pas à votre « style ».`,
            `S'exercer sur ce que l'on sait déjà faire parce que c'est agréable.`,
          ],
        },
      ],
    },
    {
      id: 'learning-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Se remémorer avant de revoir : page blanche, cartes mémoire, exercices sans regarder.`,
            `Vérifier ses réponses après chaque remémoration.`,
            `Espacer les révisions : un jour, trois jours, une semaine, deux semaines, un mois.`,
            `Mélanger les sujets et les types de problèmes à chaque séance.`,
            `Expliquer simplement, trouver deux exemples, dessiner les liens entre les éléments, comparer les idées proches.`,
            `Compétences : un point faible, à la limite de vos capacités, avec un retour rapide.`,
            `Bien dormir autour des apprentissages importants.`,
            `Planifier : un objectif vérifiable, un test de départ, des moments fixes, un bilan toutes les quatre semaines.`,
            `Le type façonne ce qui vous motive, pas le fonctionnement de la mémoire.`,
          ],
        },
      ],
    },
  ],
};
