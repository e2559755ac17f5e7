// Skill pack: clear communication and difficult conversations (FR). Translated from ../en/clear-communication.ts, which
// names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'clear-communication',
  title: `Communication claire et conversations difficiles`,
  subtitle: `Dire ce que vous pensez, écouter pour que l'autre se sente compris, et aborder les sujets délicats avec tact`,
  summary: `Un guide pratique pour faire passer votre message, bien écouter et préparer les conversations que la plupart des gens évitent. Il comprend une fiche de préparation pour les échanges difficiles, des phrases d'ouverture qui fonctionnent et des moyens de garder votre calme quand les émotions montent.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-communication-matters',
      role: 'intro',
      heading: `Pourquoi la communication claire mérite d'être travaillée`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La plupart des malentendus ne viennent pas de mauvaises intentions. Ils naissent de l'écart entre ce qu'une personne voulait dire et ce que l'autre a entendu. Nous connaissons si bien notre propre contexte que nous oublions que les autres ne le partagent pas, et nous croyons nos sentiments et nos intentions plus visibles qu'ils ne le sont. Les psychologues appellent le premier problème la « malédiction du savoir » : une fois que l'on sait quelque chose, il est difficile d'imaginer ne pas le savoir.`,
        },
        {
          kind: 'paragraph',
          text: `Une communication claire réduit cet écart des deux côtés : vous rendez votre message facile à comprendre, et vous écoutez de façon à vérifier ce que l'autre voulait dire. Les conversations difficiles, à propos d'une erreur, d'un désaccord, d'une limite ou d'une déception, sont celles où cela compte le plus et où l'on est le moins préparé. Ce guide vous donne une structure pour les messages de tous les jours, une méthode d'écoute et une démarche pas à pas pour les échanges délicats.`,
        },
        {
          kind: 'paragraph',
          text: `Le type joue sur votre manière de communiquer, pas sur votre capacité à le faire. Les personnes qui préfèrent la Pensée ont tendance à mettre en avant la logique et la franchise ; celles qui préfèrent le Sentiment mettent plutôt en avant le soin de la relation. Les personnes qui préfèrent l'Extraversion réfléchissent souvent en parlant ; celles qui préfèrent l'Introversion réfléchissent souvent avant de parler. Chaque style a ses forces et ses lacunes prévisibles, et les sections adaptées à votre profil vous montrent comment combler les vôtres.`,
        },
      ],
    },
    {
      id: 'lead-with-the-point',
      role: 'core',
      heading: `Commencer par l'essentiel`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Les lecteurs et interlocuteurs pressés décident dès les premières phrases s'ils comprennent ce que vous voulez. Beaucoup de gens racontent les choses dans l'ordre où elles se sont produites et n'arrivent à l'essentiel qu'à la fin. Inversez l'ordre : énoncez d'abord votre message principal ou votre demande, puis vos raisons, puis les détails pour ceux qui les veulent.`,
        },
        {
          kind: 'steps',
          items: [
            `Écrivez votre message principal en une phrase avant d'écrire ou de dire quoi que ce soit d'autre. Si vous n'y arrivez pas, vous n'êtes pas encore prêt à communiquer.`,
            `Ajoutez deux ou trois raisons ou faits qui l'appuient, chacun en une phrase.`,
            `Dites clairement ce dont vous avez besoin de l'autre et pour quand : une décision, une information, de l'aide ou simplement qu'il soit au courant.`,
            `Supprimez le contexte que l'autre connaît déjà, et ajoutez l'élément qu'il ne connaît probablement pas.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Réécrire un vrai message`,
          steps: [
            `Prenez un long e-mail ou message que vous avez envoyé la semaine dernière.`,
            `Soulignez la phrase qui contient votre véritable propos ou votre demande. Notez où elle se trouve.`,
            `Réécrivez le message pour que cette phrase vienne en premier, suivie de trois phrases d'appui au maximum.`,
            `Comparez la longueur et la clarté des deux versions. Demandez-vous à laquelle le destinataire pourrait répondre le plus vite.`,
          ],
          reflection: `Qu'est-ce qui vous a empêché de placer l'essentiel en premier dans la version d'origine : l'habitude, la politesse ou une incertitude sur ce que vous vouliez ?`,
        },
      ],
    },
    {
      id: 'listen-to-understand',
      role: 'core',
      heading: `Écouter pour que l'autre se sente compris`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Écouter, ce n'est pas attendre son tour de parole. Les personnes qui écoutent bien font trois choses : elles accordent toute leur attention, elles posent des questions qui aident l'autre à en dire plus, et elles vérifient à voix haute ce qu'elles ont compris. La dernière étape est celle que la plupart des gens sautent, et c'est elle qui donne à l'autre le sentiment d'être entendu.`,
        },
        {
          kind: 'bullets',
          items: [
            `Rangez votre téléphone et tournez-vous vers la personne. L'attention se voit.`,
            `Posez des questions ouvertes qui commencent par « qu'est-ce que » ou « comment » : « Qu'est-ce qui t'inquiète le plus là-dedans ? » « Comment est-ce que ça a pesé sur ta semaine ? »`,
            `Résumez avant de répondre : « Donc le principal problème, c'est le calendrier, pas le budget. C'est bien ça ? »`,
            `Si le résumé est faux, ne le défendez pas. Remerciez la personne de vous corriger et recommencez.`,
            `Demandez avant de conseiller : « Tu veux des idées, ou surtout que je comprenne ? »`,
          ],
        },
        {
          kind: 'exercise',
          title: `L'habitude du résumé`,
          steps: [
            `Choisissez trois conversations dans la semaine à venir où l'autre vous explique un problème ou un point de vue.`,
            `Avant de donner votre avis, résumez ce que vous avez entendu en une ou deux phrases et demandez si vous avez bien compris.`,
            `Observez la réaction de la personne et si elle ajoute quelque chose qu'elle n'avait pas dit jusque-là.`,
          ],
          reflection: `Dans quelle conversation votre résumé a-t-il révélé que vous aviez compris autre chose que ce qu'on voulait dire ?`,
        },
      ],
    },
    {
      id: 'prepare-difficult-conversation',
      role: 'core',
      heading: `Préparer une conversation difficile`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Une conversation difficile se joue généralement sur trois plans à la fois. Il y a la question de ce qui s'est passé et de qui a raison. Il y a les émotions, souvent tues. Et il y a une question d'identité : chacun peut avoir le sentiment que sa compétence, sa bonté ou sa valeur sont en jeu. Se préparer sur ces trois plans évite d'être pris au dépourvu par ce qui ne relève pas des faits.`,
        },
        {
          kind: 'paragraph',
          text: `Une distinction utile est celle entre intention et impact. Vous connaissez vos propres intentions, mais vous ne voyez que l'impact des actes des autres : il est donc facile de leur prêter le pire et de vous accorder le meilleur. Pendant la conversation, décrivez l'impact sur vous et interrogez l'autre sur son intention, au lieu d'affirmer ce qu'il voulait faire.`,
        },
        {
          kind: 'exercise',
          title: `Fiche de préparation`,
          steps: [
            `Objectif : écrivez ce que serait un bon résultat. Visez quelque chose que vous pourriez accepter tous les deux, comme un plan commun, et non « qu'il reconnaisse qu'il avait tort ».`,
            `Ma version : écrivez ce qui s'est passé de votre point de vue en trois phrases, avec des faits qu'une caméra pourrait enregistrer.`,
            `Sa version : écrivez comment l'autre pourrait décrire les mêmes événements d'une façon qui a du sens pour lui.`,
            `Émotions : nommez ce que vous ressentez (par exemple blessé, inquiet, frustré) et ce qu'il pourrait ressentir.`,
            `Ce qui est en jeu pour chacun de vous personnellement : le respect, l'équité, le fait d'être vu comme compétent ?`,
            `Demande : écrivez une chose précise que vous allez demander.`,
          ],
          reflection: `Après avoir écrit sa version, que comprenez-vous de son comportement que vous n'aviez pas envisagé auparavant ?`,
        },
      ],
    },
    {
      id: 'open-and-hold',
      role: 'core',
      heading: `Bien ouvrir la conversation et garder le cap`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La première minute donne le ton. Une ouverture qui accuse met l'autre sur la défensive, et une personne sur la défensive cesse d'écouter. Une ouverture qui décrit et qui invite lui laisse une porte d'entrée.`,
        },
        {
          kind: 'steps',
          items: [
            `Décrivez ce que vous avez observé, sans étiquette : « Lors des deux dernières réunions, les chiffres que j'avais envoyés ne figuraient pas dans la présentation finale. »`,
            `Dites l'impact sur vous : « Je me suis senti mis à l'écart, et je ne savais pas si les chiffres étaient faux. »`,
            `Invitez l'autre à donner son point de vue : « J'aimerais comprendre comment tu as vécu les choses de ton côté. »`,
            `Écoutez et résumez, comme décrit plus haut, avant de répondre.`,
            `Cherchez ensemble une suite : « Qu'est-ce qu'on pourrait faire autrement la prochaine fois ? » Mettez-vous d'accord sur quelque chose de concret.`,
            `Concluez en vérifiant : « Comment te sens-tu par rapport à là où nous en sommes arrivés ? »`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Choisissez le moment. Un endroit au calme, assez de temps et un état d'esprit serein pour vous deux comptent plus que les mots parfaits. Évitez d'aborder un sujet délicat par message quand une conversation est possible.`,
        },
      ],
    },
    {
      id: 'when-emotions-rise',
      role: 'core',
      heading: `Quand les émotions s'emballent`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quand on se sent menacé, le cœur s'accélère et la pensée se rétrécit. Dans cet état, personne n'écoute bien. Les recherches sur le couple suggèrent qu'une fois qu'une personne se sent submergée, une pause d'au moins vingt minutes aide davantage que de s'acharner.`,
        },
        {
          kind: 'bullets',
          items: [
            `Repérez vos propres signaux : le visage qui chauffe, le cœur qui bat vite, la voix qui monte, l'envie d'interrompre.`,
            `Ralentissez : expirez lentement, baissez la voix, parlez plus brièvement.`,
            `Nommez ce qui se passe sans accuser : « Je crois que nous commençons tous les deux à être agacés. »`,
            `Si nécessaire, proposez une pause avec une heure de reprise claire : « On peut faire une pause d'une demi-heure et reprendre à 16 h ? » Une pause avec une heure de reprise n'est pas une fuite.`,
            `Après la pause, commencez par ce sur quoi vous êtes d'accord avant de revenir au désaccord.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Si une conversation comporte des menaces, de l'intimidation ou un quelconque risque pour votre sécurité, votre priorité est de vous protéger, pas d'appliquer une technique de communication. Cherchez de l'aide auprès de personnes de confiance ou des services compétents.`,
        },
      ],
    },
    {
      id: 'thinking-communication',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Ajouter de la chaleur à votre clarté`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour la Pensée, vous savez sans doute aller droit au but et nommer les problèmes que d'autres évitent. Le risque, c'est que l'on n'entende que la critique et que l'on passe à côté de vos bonnes intentions, surtout dans les conversations difficiles. La franchise fonctionne mieux quand l'autre sait que vous êtes de son côté.`,
        },
        {
          kind: 'bullets',
          items: [
            `Dites votre intention avant votre argument : « Je veux que ce projet réussisse, et une partie m'inquiète. »`,
            `Traitez les émotions comme une information réelle, pas comme un bruit parasite. « Tu as l'air contrarié. C'est la décision qui te gêne, ou la façon dont elle a été prise ? » est une question pratique.`,
            `Reconnaissez ce qui est juste ou pertinent dans le point de vue de l'autre avant d'exprimer votre désaccord sur le reste.`,
            `Demandez avant de résoudre. Beaucoup de gens veulent d'abord être compris, et seulement ensuite des solutions.`,
            `Après une conversation difficile, reprenez contact le lendemain. Un court message montre que la relation compte pour vous.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-communication',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Ajouter de la clarté à votre chaleur`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous avez une préférence pour le Sentiment, vous percevez sans doute ce que ressentent les autres et choisissez vos mots avec soin. Le risque, c'est d'adoucir tellement le message qu'il disparaît, ou de repousser une conversation nécessaire pour préserver la paix. La gentillesse et la clarté ne s'opposent pas : rester vague est souvent moins gentil, car l'autre ne peut rien en faire.`,
        },
        {
          kind: 'bullets',
          items: [
            `Écrivez votre demande en une phrase avant la conversation, et veillez à la prononcer, avec ces mots-là.`,
            `Limitez-vous à une seule excuse ou précaution oratoire. « Désolé, ce n'est sans doute rien, mais peut-être que... » affaiblit le message avant même qu'il commence.`,
            `Rappelez-vous qu'un court moment d'inconfort est souvent le prix d'une meilleure relation par la suite.`,
            `Si l'autre se fâche, restez chaleureux sans retirer ce que vous avez dit : « Je vois que c'est difficile à entendre, et je pense quand même que c'est important. »`,
            `Séparez votre valeur de sa réaction. Son désaccord n'est pas un verdict sur vous.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-communication',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Penser à voix haute, en laissant de la place aux autres`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Extraversion, parler est souvent votre façon de réfléchir, et vous êtes généralement à l'aise pour lancer les conversations que d'autres évitent. C'est un véritable atout. Le revers, c'est que les autres peuvent prendre votre réflexion pour une position définitive, et que les plus discrets ne trouvent pas toujours de place pour s'exprimer.`,
        },
        {
          kind: 'bullets',
          items: [
            `Signalez que vous réfléchissez : « Je pense à voix haute, ce n'est pas encore une décision. »`,
            `Après avoir posé une question, comptez lentement jusqu'à cinq avant de reprendre la parole. Le silence, c'est souvent quelqu'un qui prépare sa réponse.`,
            `Dans les conversations difficiles, parlez moins de la moitié du temps. Servez-vous de l'habitude du résumé pour rester à l'écoute.`,
            `À la fin, dites clairement ce qui a été décidé, pour que les idées explorées ne soient pas prises pour des engagements.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-communication',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Prendre la parole à temps`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si vous penchez vers l'Introversion, vous réfléchissez sans doute avant de parler et choisissez vos mots avec soin, ce qui rend vos interventions claires et réfléchies. Le revers, c'est que la conversation peut passer à autre chose avant que vous soyez prêt, et que les autres peuvent prendre votre silence pour un accord ou un manque d'intérêt.`,
        },
        {
          kind: 'bullets',
          items: [
            `Préparez vos points clés par écrit avant les réunions et les conversations difficiles, pour pouvoir intervenir tôt plutôt que tard.`,
            `Demandez ouvertement du temps pour réfléchir : « Je veux te donner une vraie réponse. Je peux revenir vers toi d'ici 15 h ? » Puis tenez parole.`,
            `Dites-en plus que ce qui vous paraît nécessaire. Ce qui est évident dans votre tête ne l'est pas forcément pour les autres.`,
            `Proposez vous-même les conversations difficiles, à un moment qui vous convient, plutôt que d'attendre qu'elles surviennent au mauvais moment.`,
            `Utilisez l'écrit pour lancer un sujet si cela vous aide, mais menez la partie délicate de la conversation en personne ou en visio.`,
          ],
        },
      ],
    },
    {
      id: 'communication-pitfalls',
      role: 'pitfalls',
      heading: `Pièges courants`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Commencer par un jugement (« Tu ne... jamais ») au lieu d'une observation (« Lors des deux dernières réunions... »).`,
            `Ne préparer que ses propres arguments, et pas la version de l'autre.`,
            `Mener une conversation difficile par message parce que cela semble plus facile.`,
            `Accepter des choses sur le moment pour faire cesser le malaise, puis ne pas les faire.`,
            `Gagner la dispute et perdre la relation.`,
          ],
        },
      ],
    },
    {
      id: 'communication-quick-reference',
      role: 'quick-reference',
      heading: `Aide-mémoire`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Messages du quotidien : l'essentiel d'abord, puis deux ou trois raisons, puis ce dont vous avez besoin et pour quand.`,
            `Écoute : attention, questions ouvertes, résumé, vérification, puis demander si l'autre veut des conseils.`,
            `Avant une conversation difficile : objectif, ma version, sa version, émotions, ce qui est en jeu, une demande.`,
            `Ouverture : ce que j'ai observé, l'impact sur moi, une invitation à entendre son point de vue.`,
            `Intention et impact : décrivez l'impact sur vous ; interrogez l'autre sur son intention.`,
            `Émotions vives : ralentir, nommer ce qui se passe, faire une pause avec une heure de reprise claire.`,
            `Conclusion : convenir d'une prochaine étape concrète et vérifier comment l'autre se sent.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Une phrase à retenir : « Aide-moi à comprendre comment tu vois les choses. » Elle fonctionne dans presque tous les moments difficiles.`,
        },
      ],
    },
  ],
};
