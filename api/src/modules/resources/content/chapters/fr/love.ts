// In-depth chapter "Your type in love and close relationships" (FR): translated from ../en/love.ts, which names the
// grounding sources.
import type { InDepthChapter } from '../../pack.types.js';

export const love: InDepthChapter = {
  id: 'love',
  title: `Votre type en amour et dans les relations proches`,
  subtitle: `Comment chacune de vos préférences façonne votre manière d'aimer, de vous disputer et de vous rapprocher, et ce que vous pouvez en faire`,
  intro: [
    `Ce chapitre porte sur les relations qui vous sont les plus proches : un partenaire, une personne que vous fréquentez et, à bien des égards, vos amis proches et votre famille. Votre rapport décrivait votre type en amour en un seul paragraphe. Ici, nous examinons tour à tour chacune de vos cinq préférences, car chacune façonne une facette différente de la proximité : la façon dont vous passez du temps ensemble, ce à quoi vous prêtez attention, votre manière de montrer que vous tenez à l'autre, d'organiser une vie commune et votre degré de sécurité intérieure. Si vous n'êtes pas en couple en ce moment, lisez « partenaire » comme « les personnes qui vous sont les plus proches », et appliquez les pratiques dans vos amitiés et vos rencontres.`,
    `Un peu d'honnêteté sur ce que le type peut vous dire et ce qu'il ne peut pas vous dire. Les recherches sur les couples montrent que le fait de se ressembler ou de différer en personnalité explique étonnamment peu le bonheur d'une relation. Aucune combinaison de types n'est condamnée, et aucune n'est garantie. Ce qui compte bien davantage, c'est ce que font les partenaires : s'ils répondent l'un à l'autre avec intérêt, comment ils gèrent les conflits, combien de reconnaissance et de bienveillance ils accumulent. Vos préférences influent sur ces comportements, c'est pourquoi il est utile de les connaître, mais elles ne les déterminent pas.`,
    `Chaque module suit le même schéma : ce que la préférence apporte à vos relations, où elle peut vous coûter, que faire, et une courte scène. Les forces et les coûts viennent du même endroit ; le partenaire qui organise de beaux week-ends est aussi celui qui supporte mal les changements soudains. Si l'un de vos résultats se situait près du milieu de son échelle, certains aspects du module opposé peuvent aussi vous décrire. Après les modules, une note décrit la façon dont deux de vos préférences se combinent, et un plan de quatre semaines vous aide à vous exercer avec les personnes qui comptent pour vous.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `L'Extraversion en amour : la proximité par la vie partagée`,
      brings: `Vous apportez chaleur, énergie et une vie bien remplie à vos relations. Vous avez tendance à exprimer ouvertement votre affection et vos sentiments, si bien que vos partenaires se demandent rarement si vous tenez à eux. Vous aimez faire des choses ensemble et avec d'autres, et vous entraînez vos partenaires vers de nouvelles expériences, de nouveaux amis et de nouveaux lieux. Quand quelque chose ne va pas, vous voulez généralement en parler, ce qui empêche les problèmes de rester longtemps cachés.`,
      costs: `Le besoin de calme de votre partenaire peut vous sembler une prise de distance ou un rejet, alors que c'est simplement sa façon de recharger ses batteries. Il vous arrive de combler les silences, de prévoir plus de temps en société que votre partenaire ne le souhaite ou de vouloir discuter d'un problème tout de suite, avant que l'autre ait eu le temps d'y réfléchir. Comme vous digérez vos émotions en parlant, ce que vous dites sous le coup de la contrariété peut paraître plus définitif que vous ne le vouliez.`,
      practices: [
        `Une fois par semaine, demandez à votre partenaire combien de temps en société il ou elle souhaite dans les jours qui viennent, et organisez-le ensemble.`,
        `Avant d'aborder un sujet délicat, demandez « C'est un bon moment ? », et acceptez de remettre à plus tard si la réponse est non.`,
        `Protégez des moments réguliers rien qu'à deux, sans amis, sans famille et sans écrans.`,
        `Apprivoisez les silences confortables : passez du temps ensemble à lire, à marcher ou à cuisiner sans avoir besoin de parler.`,
      ],
      scenario: `Mia voulait discuter d'un désaccord dès qu'il survenait. Son partenaire se taisait, elle insistait, et les petites disputes se transformaient en longues querelles. Ils ont adopté une nouvelle règle : chacun peut demander du temps, et celui qui le demande dit quand il reviendra sur le sujet, toujours le soir même. Mia a constaté que les conversations, une heure plus tard, étaient plus courtes, plus calmes et plus sincères, et elle a cessé de prendre la pause de son partenaire pour un rejet.`,
    },
    I: {
      pole: 'I',
      heading: `L'Introversion en amour : la proximité par la profondeur`,
      brings: `Vous apportez profondeur, attention et loyauté à vos relations. Vous préférez en général quelques liens proches à de nombreux liens légers, et quand vous vous engagez, vous vous investissez pleinement. Vous êtes souvent à l'écoute et vous vous souvenez de ce qui compte pour les personnes que vous aimez. Les moments calmes passés ensemble peuvent être pour vous une vraie intimité, et votre calme peut offrir un refuge à un partenaire à la vie trépidante.`,
      costs: `Votre partenaire ne sait pas toujours ce que vous ressentez, parce que vous ressentez beaucoup et en dites peu. Votre besoin de temps seul peut être pris pour un repli ou un manque d'intérêt. Sous l'effet du stress ou pendant un conflit, vous pouvez vous taire le temps de réfléchir, ce qui peut inquiéter l'autre. Au début d'une relation, vous vous ouvrez parfois lentement, et ceux qui ne vous connaissent pas encore peuvent prendre votre réserve pour de l'indifférence.`,
      practices: [
        `Exprimez chaque jour à voix haute un sentiment ou une marque de reconnaissance, même si vous pensez que votre partenaire le sait déjà.`,
        `Quand vous avez besoin de temps seul, expliquez que c'est votre façon de recharger vos batteries et dites quand vous serez de retour : « J'ai besoin d'une heure au calme, et ensuite j'aimerais beaucoup que tu me racontes ta journée. »`,
        `Pendant un conflit, demandez du temps pour réfléchir et fixez un moment précis où vous reprendrez la conversation.`,
        `Participez à certains projets sociaux de votre partenaire, en convenant d'une heure de départ si vous en avez besoin.`,
      ],
      scenario: `Après de longues journées de travail, Daniel filait directement dans son bureau pour lire. Sa compagne se sentait tenue à l'écart et commençait à se demander s'il était malheureux. Quand ils en ont parlé, Daniel a expliqué que cette heure de calme était ce qui faisait de lui une bonne compagnie ensuite. Aujourd'hui, il lui dit bonjour, lui indique de combien de temps il a besoin, puis la rejoint pour le dîner avec une attention réelle. L'heure en solitaire n'a pas changé ; ce qui a changé, c'est qu'elle a cessé d'être un mystère.`,
    },
    S: {
      pole: 'S',
      heading: `La Sensation en amour : l'attention dans les gestes concrets`,
      brings: `Vous montrez votre amour par une attention pratique et concrète : réparer ce qui est cassé, vous rappeler comment votre partenaire prend son café, remarquer qu'il ou elle a l'air fatigué. Vous êtes présent dans l'instant, vous appréciez les expériences partagées qui passent par les sens, comme la cuisine, la nature et le toucher, et vous vous souvenez des dates et des détails importants. Vous êtes réaliste sur les relations, ce qui vous rend stable et fiable quand la vie devient difficile.`,
      costs: `Vous pouvez vous concentrer sur ce que vous faites pour votre partenaire et oublier de dire ce que ces gestes signifient. Les conversations sur les sentiments, les rêves ou « où nous allons » peuvent vous sembler floues ou inconfortables. La routine peut s'installer en monotonie sans que vous le remarquiez, et les idées de votre partenaire sur l'avenir peuvent vous paraître irréalistes, si bien que vous y répondez parfois par des objections pratiques avant d'avoir montré de l'intérêt.`,
      practices: [
        `Une fois par semaine, posez à votre partenaire une question ouverte sur ses espoirs ou ses inquiétudes, et écoutez sans proposer de solutions.`,
        `Dites ce que signifient vos gestes pratiques : « J'ai réparé le chauffage parce que je veux que tu te sentes chez toi ici. »`,
        `Prévoyez chaque mois une nouvelle expérience à partager : un lieu, une activité ou un plat qu'aucun de vous n'a essayé.`,
        `Quand votre partenaire vous confie un rêve, demandez-lui ce qui l'attire avant de discuter de son côté pratique.`,
      ],
      scenario: `Tom montrait son amour en s'occupant de la maison, de la voiture et des factures, et il a été blessé quand sa compagne lui a dit qu'elle ne se sentait pas choyée. Elle voulait parler de leur avenir ; lui n'entendait que la critique de tout ce qu'il faisait. Une fois qu'ils en ont parlé calmement, Tom a commencé à dire à voix haute pourquoi il faisait ce qu'il faisait, et à lui poser chaque dimanche une question sur ce qu'elle espérait. Elle a commencé à voir son attention, et il a appris ce dont elle avait besoin de sa part.`,
    },
    N: {
      pole: 'N',
      heading: `L'Intuition en amour : la proximité par le sens`,
      brings: `Vous apportez de l'imagination et des conversations profondes à vos relations. Vous aimez parler d'idées, de sens et de l'avenir que vous pourriez construire ensemble, et vous percevez souvent ce qui se cache derrière les mots de votre partenaire. Vous accordez de la valeur à l'évolution, la vôtre comme celle de la relation, et vous apportez des idées et des expériences nouvelles qui gardent la relation vivante.`,
      costs: `Vous pouvez tomber amoureux du potentiel d'une personne ou d'une relation, et être déçu quand la personne réelle se révèle différente. Vous pouvez négliger des besoins pratiques, comme les tâches ménagères, les rendez-vous et les petites promesses, qui comptent beaucoup pour votre partenaire. Il vous arrive de surinterpréter de petits signaux et de vous raconter des histoires sur leur signification. Quand la relation s'installe dans la routine, vous pouvez devenir impatient.`,
      practices: [
        `Faites chaque jour un petit geste d'attention pratique que votre partenaire remarquera, comme une tâche accomplie ou une promesse tenue.`,
        `Vérifiez vos interprétations au lieu de vous y fier : « J'ai remarqué que tu parlais peu au dîner. Je me suis demandé si tu m'en voulais. C'était le cas ? »`,
        `Gardez les repas, ou une soirée par semaine, sans téléphone, pour être présent avec votre partenaire plutôt que dans vos pensées.`,
        `Écrivez cinq choses que vous appréciez chez votre partenaire tel qu'il ou elle est vraiment, et non tel que vous espériez qu'il ou elle devienne.`,
      ],
      scenario: `Leïla imaginait souvent ce que sa relation pourrait être, avec plus de conversations profondes, plus d'aventure et plus de projets communs, et elle se sentait déçue quand la vie quotidienne ressemblait à autre chose. Un jour, elle a dressé la liste de ce qu'elle aimait chez son compagnon tel qu'il était vraiment : sa patience, son humour, la façon dont il se souvenait des anniversaires de sa famille à elle. Elle a commencé à remarquer ces qualités au quotidien, et elle a proposé une nouvelle expérience par mois au lieu d'espérer une autre personne.`,
    },
    T: {
      pole: 'T',
      heading: `La Pensée en amour : prendre soin par l'honnêteté et l'aide`,
      brings: `Vous apportez honnêteté, équité et stabilité à vos relations. Vous dites la vérité même quand elle dérange, vous restez calme en cas de crise et vous aidez à résoudre les problèmes. Vous respectez l'indépendance de votre partenaire et le ou la traitez en égal. Vos partenaires apprécient souvent de toujours savoir où ils en sont avec vous, et que vous restiez stable quand eux se sentent dépassés.`,
      costs: `Quand votre partenaire vous confie un problème, vous pouvez proposer des solutions alors qu'il ou elle attend du réconfort. Vous exprimez peut-être vos sentiments moins souvent que vous ne les éprouvez, et votre reconnaissance peut rester muette. Dans une dispute, vous pouvez vous concentrer sur les faits et la logique, corriger des détails ou chercher à gagner le débat, pendant que votre partenaire attend de se sentir compris. Un retour honnête, donné sans chaleur, peut sonner comme une critique.`,
      practices: [
        `Quand votre partenaire vous confie un problème, demandez : « Tu veux de l'aide pour le résoudre, ou tu veux que je t'écoute ? » et respectez la réponse.`,
        `Exprimez chaque jour en mots une marque de reconnaissance précise.`,
        `Pendant une dispute, résumez ce que ressent votre partenaire avant de donner votre point de vue : « Tu as eu l'impression de devoir tout porter sans aide. »`,
        `Une fois par semaine, partagez un de vos sentiments, et pas seulement une idée ou une opinion.`,
      ],
      scenario: `Quand la compagne de Sam est rentrée contrariée à cause de sa responsable, Sam lui a énuméré trois façons de gérer la situation. Elle s'est tue, puis a dit : « Je voulais juste que tu sois de mon côté. » La fois suivante, Sam a d'abord demandé si elle voulait des idées ou du soutien. Ce soir-là, elle voulait du soutien, et des idées le lendemain matin. Sam a constaté que ses conseils étaient bien mieux reçus une fois qu'elle se sentait écoutée.`,
    },
    F: {
      pole: 'F',
      heading: `Le Sentiment en amour : la proximité par la chaleur`,
      brings: `Vous apportez chaleur, empathie et affection à vos relations. Vous percevez ce que ressent votre partenaire, souvent avant qu'il ou elle ne le dise, et vous tenez à le ou la rendre heureux. Vous exprimez facilement votre reconnaissance et créez de l'harmonie à la maison. Votre engagement repose sur des valeurs partagées, ce qui le rend profond et durable. Vos partenaires se sentent souvent vraiment vus par vous.`,
      costs: `Vous pouvez accorder tant d'attention aux besoins de votre partenaire que les vôtres disparaissent. Vous pouvez éviter le conflit et laisser de petites blessures se transformer en rancœur. Vous pouvez prendre personnellement la mauvaise humeur de votre partenaire, même quand elle n'a rien à voir avec vous. Les mots brusques peuvent vous blesser plus que ne le voudrait celui qui les prononce, et vous pouvez rester trop longtemps dans une relation qui ne vous traite pas bien, parce que vous ne voulez pas faire de mal à l'autre.`,
      practices: [
        `Chaque semaine, nommez un de vos besoins et demandez-le directement : « J'aimerais qu'on passe le samedi matin ensemble. »`,
        `Abordez les petites blessures dans un délai d'un ou deux jours, calmement et précisément, avant qu'elles ne grossissent.`,
        `Quand votre partenaire est de mauvaise humeur, demandez si cela a un rapport avec vous avant de supposer que c'est le cas.`,
        `Gardez du temps régulier pour vos propres amis et centres d'intérêt, afin que toute votre vie ne dépende pas de la relation.`,
      ],
      scenario: `Eva acceptait toujours de passer les vacances dans la famille de son compagnon, alors qu'elle rêvait de temps à deux. Chaque année, elle ne disait rien, et chaque année, elle revenait fatiguée et pleine d'une rancœur silencieuse. Cette année, elle lui a dit ce qu'elle voulait, avec douceur et clarté, bien avant que les projets ne soient arrêtés. Il a été surpris, mais pas fâché : il pensait qu'elle appréciait ces visites. Ils ont décidé d'alterner, et Eva a mesuré combien de temps elle avait attendu pour demander quelque chose de simple.`,
    },
    J: {
      pole: 'J',
      heading: `Le Jugement en amour : prendre soin par l'engagement et la constance`,
      brings: `Vous apportez fiabilité et engagement à vos relations. Vous faites des projets, tenez vos promesses et allez au bout des décisions communes. Vous savez en général ce que vous voulez, ce qui aide votre partenaire à vous faire confiance. Vous prenez souvent en charge l'organisation de la vie commune, des sorties et des vacances aux finances et aux routines de la maison, ce qui donne à la relation une base stable.`,
      costs: `Vous pouvez vous accrocher à vos projets quand votre partenaire a envie de spontanéité, et être contrarié par les changements de dernière minute. Vous pouvez organiser le temps passé ensemble sans demander, si bien que votre partenaire se sent géré. Vous pouvez vouloir franchir les étapes, comme emménager ensemble, vous fiancer ou acheter un logement, plus vite que votre partenaire n'y est prêt. Il vous arrive aussi de compter en silence qui fait quelles tâches, jusqu'à ce que la frustration éclate d'un coup.`,
      practices: [
        `Mettez-vous d'accord ouvertement avec votre partenaire sur qui fait quelles tâches à la maison, pour qu'aucun de vous ne tienne de comptes silencieux.`,
        `Demandez les préférences de votre partenaire avant d'organiser votre temps ensemble, et intégrez au moins une de ses idées.`,
        `Laissez chaque mois un après-midi de week-end totalement libre, et décidez ensemble, le jour même, de ce que vous ferez.`,
        `Parlez explicitement du rythme des grandes décisions, et écoutez ce dont votre partenaire a besoin pour se sentir prêt.`,
      ],
      scenario: `Anna avait planifié tous les week-ends depuis des mois : visites, randonnées, dîners entre amis. Son compagnon suivait, mais il semblait de moins en moins heureux. Quand elle lui a posé la question, il a répondu qu'il se sentait invité dans sa propre vie. Ils ont gardé certains projets et laissé un samedi sur deux libre. Le premier jour libre a mis Anna mal à l'aise, mais ils ont fini dans un petit festival qu'ils n'auraient jamais découvert avec un programme, et c'est devenu l'un de leurs meilleurs souvenirs.`,
    },
    P: {
      pole: 'P',
      heading: `La Perception en amour : la proximité par le jeu et l'ouverture`,
      brings: `Vous apportez spontanéité, humour et ouverture à vos relations. Vous vous adaptez facilement, aimez les surprises et cherchez rarement à contrôler votre partenaire. Vous avez tendance à accepter les gens tels qu'ils sont et êtes ouvert aux expériences nouvelles à deux. La vie avec vous est rarement ennuyeuse, et votre décontraction peut apaiser les tensions quand les choses tournent mal.`,
      costs: `Votre partenaire peut avoir le sentiment de porter l'essentiel de la planification et de l'organisation. Changer vos projets à la dernière minute peut blesser quelqu'un qui s'en réjouissait. Vous pouvez éviter les conversations sur l'engagement, l'argent ou l'avenir, parce qu'elles vous semblent enfermantes. Les petites promesses, comme rappeler, arriver à l'heure ou faire une tâche, peuvent passer à la trappe, et à la longue, elles peuvent finir par donner l'impression que l'on ne peut pas compter sur vous.`,
      practices: [
        `Tenez précisément les petites promesses : arrivez quand vous l'avez dit, rappelez quand vous l'avez dit, faites la tâche convenue.`,
        `Prenez votre juste part de l'organisation ; par exemple, organisez de A à Z une sortie ou un rendez-vous par mois.`,
        `Quand votre partenaire veut parler de l'avenir, fixez un moment pour cela et arrivez prêt à en parler.`,
        `Prévenez votre partenaire de tout changement de programme le plus tôt possible, et expliquez pourquoi.`,
      ],
      scenario: `Ken changeait souvent ses projets à la dernière minute quand quelque chose de plus intéressant se présentait. Pour lui, ce n'était pas grave ; sa compagne avait l'impression de toujours passer en second. Après une dispute douloureuse, Ken a décidé de tenir pendant un mois tous les projets qu'il faisait avec elle, et d'organiser lui-même une sortie surprise. Elle lui a dit que c'était la première fois depuis longtemps qu'elle se sentait choisie. Ken a découvert qu'un peu de fiabilité rendait leurs moments spontanés plus sereins, et non plus rares.`,
    },
    A: {
      pole: 'A',
      heading: `L'identité affirmée en amour : sécurité et stabilité`,
      brings: `Vous apportez sécurité et stabilité à vos relations. Vous ne vous demandez guère si vous êtes aimé, ce qui laisse de la place à la confiance et à l'indépendance. Vous vous remettez vite des disputes et gardez rarement rancune. La jalousie et le doute jouent en général un petit rôle pour vous, et votre calme peut aider un partenaire anxieux à se sentir plus en sécurité.`,
      costs: `Comme vous vous sentez en sécurité, vous pouvez ne pas offrir le réconfort dont votre partenaire a besoin, ou trouver ses inquiétudes exagérées. Vous pouvez tourner la page d'une dispute bien avant votre partenaire, et supposer que tout va bien alors que ce n'est pas le cas. Vous pouvez aussi réfléchir moins à votre propre part dans les problèmes récurrents, et votre partenaire peut prendre votre calme pour un moindre attachement.`,
      practices: [
        `Offrez des paroles rassurantes sans qu'on vous les demande au moins une fois par semaine, même quand cela vous paraît évident.`,
        `Après un désaccord, demandez : « Est-ce que quelque chose te pèse encore ? » et prenez la réponse au sérieux.`,
        `Quand un problème revient sans cesse, notez votre propre part dans ce problème avant d'en discuter.`,
        `Quand votre partenaire vous confie une inquiétude, interrogez-le ou interrogez-la avec curiosité au lieu d'expliquer pourquoi elle est inutile.`,
      ],
      scenario: `Après leurs disputes, Max se sentait bien au bout de quelques minutes et était prêt à rire de nouveau. Sa compagne avait besoin de plus de temps, et sa bonne humeur lui donnait l'impression que ses émotions à elle ne comptaient pas. Désormais, après un désaccord, Max lui demande si elle est encore contrariée et ce qui l'aiderait. Parfois, elle a juste besoin de quelques mots rassurants, parfois d'un câlin, parfois d'une heure. Demander lui coûte peu, et elle dit que cela la fait se sentir bien plus proche de lui.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `L'identité fluctuante en amour : dévouement et sensibilité`,
      brings: `Vous apportez attention et dévouement à vos relations. Vous remarquez les petits changements d'humeur de votre partenaire, tenez profondément à la relation et travaillez dur pour l'améliorer. Vous vous excusez et réparez vite, et votre sensibilité vous rend empathique. Vous prenez la relation au sérieux, et vos partenaires sentent souvent qu'elle compte vraiment pour vous.`,
      costs: `Vous pouvez vous inquiéter pour la relation même quand elle va bien, et avoir besoin de plus de réconfort que votre partenaire n'en donne spontanément. Vous pouvez voir un rejet dans de petites choses, comme un message bref ou un visage fatigué, et repasser longtemps les disputes dans votre tête. L'autocritique peut vous donner le sentiment de ne pas être à la hauteur de votre partenaire. La recherche associe ce type d'inquiétude persistante à une moindre satisfaction dans le couple, ce qui est une raison d'y travailler, pas un verdict.`,
      practices: [
        `Quand vous êtes inquiet, vérifiez les faits par une question calme et directe au lieu de deviner : « Tu ne dis pas grand-chose ce soir. Tout va bien entre nous ? »`,
        `Demandez à être rassuré clairement et une seule fois, plutôt que de chercher à l'être indirectement à maintes reprises.`,
        `À la fin de chaque journée, notez un moment positif de la relation, aussi petit soit-il.`,
        `Construisez vos propres sources de stabilité, comme les amis, les centres d'intérêt et le soin de soi, pour que votre bien-être ne repose pas sur la seule relation.`,
      ],
      scenario: `Quand son compagnon répondait brièvement à ses messages pendant la journée, Lina commençait à craindre qu'il se désintéresse d'elle, et le soir venu, elle était tendue et distante. Un jour, elle lui a simplement posé la question. Il a été surpris : il écrivait des messages courts parce qu'il était occupé au travail, et il avait hâte de la retrouver chaque soir. Ils ont convenu qu'il lui enverrait un message plus long à l'heure du déjeuner. Lina a aussi commencé à remarquer combien de fois ses craintes se révélaient infondées.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuition et Pensée : une relation d'esprits`,
      text: `Ensemble, vos préférences pour l'Intuition et la Pensée vous font rechercher une relation entre égaux : quelqu'un que vous respectez, qui stimule votre réflexion et vous laisse de la place pour être indépendant. Vous êtes loyal et prenez l'engagement au sérieux une fois votre choix fait. Le risque commun est de traiter les sentiments comme des problèmes à analyser, et de montrer votre amour par des idées et de l'aide plutôt que par de la chaleur et des mots. Votre partenaire peut admirer votre intelligence et se sentir pourtant seul. Rendez votre affection visible par de petits gestes quotidiens, interrogez-vous sur les sentiments avec autant de sérieux que sur les idées, et rappelez-vous qu'une relation n'est pas un projet à optimiser. Laissez parfois votre partenaire voir vos incertitudes et votre côté plus tendre ; c'est souvent ce qui rapproche le plus deux esprits rationnels. Si votre partenaire est plus émotif que vous, voyez-y une force pour la relation, pas un problème à corriger. Il ou elle remarque peut-être chez les gens, vous compris, des choses qui échappent à votre analyse.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuition et Sentiment : la quête d'un lien profond`,
      text: `Ensemble, vos préférences pour l'Intuition et le Sentiment vous font rechercher un lien émotionnel et personnel profond, une relation où chacun est vraiment compris et où l'on s'aide mutuellement à grandir. Vous apportez une grande chaleur, de la finesse et du dévouement. Le risque commun est l'idéalisme : vous pouvez chercher l'âme sœur parfaite, tomber amoureux de la personne que l'autre pourrait devenir, et être profondément déçu quand la vie réelle se révèle ordinaire. La proximité naît de moments ordinaires, répétés. Appréciez votre partenaire tel qu'il ou elle est aujourd'hui, abordez les petits problèmes avant qu'ils ne deviennent le symbole de tout ce qui ne va pas, et gardez une part de votre identité en dehors de la relation, pour que votre bonheur ne repose pas sur elle seule. Dites directement ce dont vous avez besoin au lieu d'espérer que votre partenaire le devine, même s'il ou elle y parvient souvent. Quand ce n'est pas le cas, ce n'est pas le signe d'un lien fragile ; personne ne lit dans les pensées à chaque fois.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Sensation et Jugement : l'amour comme engagement et attention`,
      text: `Ensemble, vos préférences pour la Sensation et le Jugement vous amènent à montrer votre amour par l'engagement, la responsabilité et une attention concrète. Vous construisez un foyer stable, entretenez les traditions, tenez vos promesses et prenez soin des personnes que vous aimez de façon tangible. Vos partenaires peuvent compter entièrement sur vous. Le risque commun est que le devoir et la routine remplacent peu à peu la joie et la curiosité : la vie devient bien organisée mais prévisible, et l'attention se manifeste par des tâches plus que par des mots ou du jeu. Prévoyez volontairement des expériences nouvelles, dites à voix haute ce que signifient vos gestes d'attention, et demandez régulièrement à votre partenaire ce qu'il ou elle aimerait davantage. La stabilité est un cadeau, et elle dure mieux quand elle laisse de la place à la surprise. Si votre partenaire est moins organisé que vous, mettez-vous clairement d'accord sur les responsabilités communes qui comptent le plus, et lâchez prise sur le reste. Toute différence d'habitudes n'est pas une question de respect.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Sensation et Perception : l'amour au présent`,
      text: `Ensemble, vos préférences pour la Sensation et la Perception vous amènent à apporter à vos relations de la gaieté, de la spontanéité et une chaleur physique. Vous vivez dans le présent, appréciez les expériences partagées et vous adaptez facilement aux humeurs et aux besoins de votre partenaire. Vos partenaires ont souvent le sentiment que la vie avec vous est vivante et légère. Le risque commun est d'éviter les conversations sérieuses et les projets à long terme, si bien que des questions importantes sur l'avenir, l'argent ou l'engagement restent ouvertes plus longtemps que votre partenaire ne peut le supporter sereinement. Prenez le temps de ces conversations, tenez vos petites promesses avec fiabilité et montrez que vous choisissez la relation, et pas seulement que vous en profitez. Votre partenaire se sentira plus en sécurité, et votre spontanéité n'en aura que plus de valeur. Quand une conversation sérieuse vous pèse, associez-la à quelque chose que vous aimez, comme une promenade ou un trajet en voiture, et convenez à la fin d'une prochaine étape concrète, pour ne pas avoir à tout recommencer.`,
    },
  },
  plan: {
    heading: `Votre plan d'entraînement sur quatre semaines`,
    intro: `Les relations évoluent par de petites actions répétées plus que par de grandes conversations. Ce plan vous propose quatre semaines de ce type d'actions, un domaine à la fois. Chaque semaine combine quelques actions communes avec la première pratique de vos propres modules ci-dessus. Si vous êtes en couple, vous pouvez proposer à votre partenaire de lire son propre chapitre et de suivre le plan avec vous ; sinon, suivez-le avec un ami proche ou un membre de votre famille, ou dans vos rencontres.`,
    weeks: [
      {
        heading: `Semaine 1 : temps partagé et sécurité`,
        indicators: ['EI', 'AT'],
        intro: `Cette semaine porte sur la façon dont vous passez du temps ensemble et séparément, et sur votre sentiment de sécurité. Observez sans juger : comprendre vos schémas vient avant de les changer.`,
        actions: [
          `Chaque jour, notez un moment où vous vous êtes senti proche de votre partenaire et un moment où vous vous êtes senti distant, ainsi que ce qui se passait.`,
          `Ayez une conversation sur le temps seul et le temps avec les autres dont chacun de vous a besoin ce mois-ci.`,
          `Commencez la pratique tirée de vos propres modules, indiquée ci-dessous, et notez chaque jour si vous l'avez faite.`,
        ],
        checkIn: `Qu'avez-vous appris sur ce qui vous aide, vous et votre partenaire, à vous sentir proches, et sur ce qui y fait obstacle ?`,
      },
      {
        heading: `Semaine 2 : attention et imagination`,
        indicators: ['SN'],
        intro: `Cette semaine porte sur ce que vous remarquez chez votre partenaire et dans votre relation : les moments concrets du quotidien et les espoirs plus larges que vous partagez.`,
        actions: [
          `Quand votre partenaire vous annonce une bonne nouvelle, réagissez avec un intérêt sincère et posez des questions. La façon dont les partenaires accueillent les bonnes nouvelles l'un de l'autre est étroitement liée à la qualité de la relation.`,
          `Faites cette semaine une chose qu'aucun de vous n'a jamais faite, même petite.`,
          `Poursuivez la pratique de la semaine dernière, et ajoutez celle de votre propre module, indiquée ci-dessous.`,
        ],
        checkIn: `Qu'avez-vous remarqué chez votre partenaire cette semaine que vous ne voyez habituellement pas ?`,
      },
      {
        heading: `Semaine 3 : bienveillance et honnêteté`,
        indicators: ['TF'],
        intro: `Cette semaine porte sur votre façon de montrer que vous tenez à l'autre et de gérer les désaccords. La chaleur et l'honnêteté sont toutes deux nécessaires, et la plupart des gens penchent vers l'une des deux.`,
        actions: [
          `Exprimez chaque jour à votre partenaire une marque de reconnaissance précise.`,
          `Si un désaccord survient, résumez le point de vue et les émotions de votre partenaire avant de donner les vôtres.`,
          `Ajoutez la pratique de votre propre module, indiquée ci-dessous, à celles que vous avez déjà commencées.`,
        ],
        checkIn: `Quand vous êtes-vous senti le plus compris cette semaine, et quand avez-vous permis à votre partenaire de se sentir compris ?`,
      },
      {
        heading: `Semaine 4 : projets, spontanéité et ce que l'on garde`,
        indicators: ['JP'],
        intro: `La dernière semaine porte sur la façon dont vous organisez la vie commune, et sur le choix des pratiques à garder. Toutes n'ont pas besoin de devenir permanentes.`,
        actions: [
          `Organisez ensemble une activité commune cette semaine, d'une manière qui tienne compte de vos deux préférences : un peu de structure et un peu de place pour la surprise.`,
          `Relisez vos notes des trois dernières semaines avec votre partenaire, s'il ou elle a participé, ou seul.`,
          `Choisissez les deux pratiques qui ont fait la plus grande différence et convenez de la façon dont vous les poursuivrez.`,
        ],
        checkIn: `Quelles deux pratiques allez-vous garder, et comment vous les rappellerez-vous l'un à l'autre dans trois mois ?`,
      },
    ],
    closing: `Vos préférences resteront à peu près les mêmes, et c'est très bien ainsi. Les bonnes relations ne sont pas construites par des personnes sans faiblesses, mais par des personnes qui connaissent leurs schémas, en parlent avec bienveillance et continuent de se choisir. Revenez à ce chapitre quand votre relation entre dans une nouvelle étape, comme emménager ensemble, avoir des enfants ou traverser une période difficile, et refaites le plan avec les modules qui comptent le plus à ce moment-là.`,
  },
};
