// In-depth chapter "Your type in love and close relationships" (DE, addressed with "du"): one module per pole,
// combination notes and a four-week practice plan. Translated from chapters/en/love.ts, whose header names the research
// the text draws on. EN's neutral "partner/they" is rendered with "dein Partner oder deine Partnerin", "ihr beide" or
// "die andere Person"; where the scenarios leave a partner's gender open, German has to pick one.
import type { InDepthChapter } from '../../pack.types.js';

export const love: InDepthChapter = {
  id: 'love',
  title: `Dein Typ in der Liebe und in engen Beziehungen`,
  subtitle: `Wie jede deiner Präferenzen prägt, wie du liebst, streitest und Nähe findest, und was du mit diesem Wissen anfangen kannst`,
  intro: [
    `In diesem Kapitel geht es um die Beziehungen, die dir am nächsten sind: um deinen Partner oder deine Partnerin, um jemanden, mit dem du dich triffst, und an vielen Stellen auch um enge Freunde und Familie. Dein Bericht hat deinen Typ in der Liebe in einem einzigen Absatz beschrieben. Hier nehmen wir uns jede deiner fünf Präferenzen einzeln vor, denn jede prägt einen anderen Teil von Nähe: wie ihr Zeit miteinander verbringt, worauf du achtest, wie du Fürsorge zeigst, wie ihr ein gemeinsames Leben plant und wie sicher du dich fühlst. Wenn du gerade nicht in einer Beziehung bist, lies „Partner“ als die Menschen, die dir am nächsten stehen, und nutze die Übungen in Freundschaften und beim Dating.`,
    `Ein ehrliches Wort dazu, was der Typ dir sagen kann und was nicht. Forschung mit Paaren zeigt, dass Ähnlichkeit oder Unterschiedlichkeit in der Persönlichkeit erstaunlich wenig darüber erklärt, wie glücklich eine Beziehung ist. Keine Kombination von Typen ist zum Scheitern verurteilt, und keine ist eine Garantie. Viel wichtiger ist, was Paare tun: ob sie mit Interesse aufeinander eingehen, wie sie mit Konflikten umgehen, wie viel Wertschätzung und Wohlwollen sie aufbauen. Deine Präferenzen beeinflussen dieses Verhalten, deshalb lohnt es sich, sie zu kennen, aber sie bestimmen es nicht.`,
    `Jedes Modul folgt demselben Muster: was die Präferenz in deine Beziehungen einbringt, wo sie dich etwas kosten kann, was du tun kannst, und eine kurze Szene. Stärken und Kosten kommen aus derselben Quelle; wer schöne Wochenenden plant, tut sich auch mit plötzlichen Änderungen schwer. Wenn eines deiner Ergebnisse nahe der Mitte seiner Skala lag, beschreibt dich womöglich auch ein Teil des gegenüberliegenden Moduls. Nach den Modulen beschreibt eine Notiz, wie zwei deiner Präferenzen zusammenwirken, und ein Vierwochenplan hilft dir, mit den Menschen zu üben, die dir wichtig sind.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `Extraversion in der Liebe: Nähe durch gemeinsames Leben`,
      brings: `Du bringst Wärme, Energie und ein volles Leben in deine Beziehungen. Du zeigst Zuneigung und Gefühle meist offen, sodass sich dein Gegenüber selten fragen muss, ob es dir etwas bedeutet. Du unternimmst gern etwas zu zweit und mit anderen und nimmst deinen Partner oder deine Partnerin mit zu neuen Erlebnissen, Freunden und Orten. Wenn etwas nicht stimmt, willst du meist darüber reden, und so bleiben Probleme nicht lange verborgen.`,
      costs: `Das Ruhebedürfnis des Menschen an deiner Seite kann sich für dich wie Distanz oder Zurückweisung anfühlen, selbst wenn er einfach so Kraft tankt. Vielleicht füllst du Stille, planst mehr gesellige Zeit, als die andere Person möchte, oder willst ein Problem sofort besprechen, bevor sie Zeit zum Nachdenken hatte. Weil du Gefühle verarbeitest, indem du redest, kann das, was du im Ärger sagst, endgültiger klingen, als du es gemeint hast.`,
      practices: [
        `Frag einmal pro Woche, wie viel gesellige Zeit sich dein Partner oder deine Partnerin für die kommenden Tage wünscht, und plant sie gemeinsam.`,
        `Frag, bevor du ein schwieriges Thema ansprichst: „Passt es dir gerade?“, und akzeptiere einen späteren Zeitpunkt, wenn die Antwort Nein ist.`,
        `Schütze regelmäßige Zeit nur für euch zwei, ohne Freunde, Familie oder Bildschirme.`,
        `Übe angenehmes Schweigen: Verbringt Zeit miteinander beim Lesen, Spazierengehen oder Kochen, ohne reden zu müssen.`,
      ],
      scenario: `Mia wollte eine Meinungsverschiedenheit in dem Moment besprechen, in dem sie entstand. Ihr Partner verstummte, sie drängte, und aus kleinen Auseinandersetzungen wurden lange Streits. Sie vereinbarten eine neue Regel: Jeder von beiden darf um Zeit bitten, und wer darum bittet, sagt, wann er auf das Thema zurückkommt, immer noch am selben Abend. Mia merkte, dass die Gespräche eine Stunde später kürzer, ruhiger und ehrlicher waren, und sie deutete die Pause ihres Partners nicht mehr als Zurückweisung.`,
    },
    I: {
      pole: 'I',
      heading: `Introversion in der Liebe: Nähe durch Tiefe`,
      brings: `Du bringst Tiefe, Aufmerksamkeit und Treue in deine Beziehungen. Du ziehst meist wenige enge Bindungen vielen lockeren vor, und wenn du dich bindest, investierst du viel. Oft hörst du gut zu und behältst, was den Menschen, die du liebst, wichtig ist. Ruhige gemeinsame Zeit kann sich für dich wie echte Intimität anfühlen, und deine Gelassenheit kann für jemanden mit einem vollen Leben ein Rückzugsort sein.`,
      costs: `Dein Partner oder deine Partnerin weiß vielleicht nicht, was du fühlst, weil du viel fühlst und wenig sagst. Dein Bedürfnis nach Zeit für dich kann als Rückzug oder Desinteresse missverstanden werden. Unter Stress oder im Konflikt verstummst du womöglich, während du nachdenkst, und das kann die andere Person verunsichern. Beim Kennenlernen öffnest du dich vielleicht langsam, und wer dich noch nicht kennt, hält deine Zurückhaltung womöglich für Gleichgültigkeit.`,
      practices: [
        `Sprich jeden Tag ein Gefühl oder eine Wertschätzung laut aus, auch wenn du glaubst, dass dein Gegenüber es schon weiß.`,
        `Wenn du Zeit für dich brauchst, erklär, dass du so Kraft tankst, und sag, wann du wieder da bist: „Ich brauche eine Stunde Ruhe, danach will ich unbedingt hören, wie dein Tag war.“`,
        `Bitte im Konflikt um Bedenkzeit und nenne einen klaren Zeitpunkt, zu dem du zum Gespräch zurückkehrst.`,
        `Geh bei einigen geselligen Plänen deines Partners oder deiner Partnerin mit, mit einer vereinbarten Zeit zum Gehen, falls du sie brauchst.`,
      ],
      scenario: `Nach langen Arbeitstagen ging Daniel direkt in sein Arbeitszimmer, um zu lesen. Seine Partnerin fühlte sich ausgeschlossen und fragte sich allmählich, ob er unglücklich war. Als sie darüber sprachen, erklärte Daniel, dass ihn gerade die ruhige Stunde später zu einem guten Gesellschafter machte. Heute sagt er Hallo, erzählt ihr, wie lange er braucht, und setzt sich dann mit echter Aufmerksamkeit zu ihr zum Abendessen. Die Stunde allein hat sich nicht verändert; verändert hat sich, dass sie kein Rätsel mehr ist.`,
    },
    S: {
      pole: 'S',
      heading: `Empfinden in der Liebe: Fürsorge in konkreten Taten`,
      brings: `Du zeigst Liebe durch praktische, konkrete Fürsorge: reparieren, was kaputt ist, dir merken, wie dein Gegenüber seinen Kaffee trinkt, bemerken, dass es müde aussieht. Du bist im Moment präsent, genießt gemeinsame sinnliche Erlebnisse wie Essen, Natur und Berührung und behältst wichtige Daten und Details im Kopf. Du siehst Beziehungen realistisch, und das macht dich stabil und verlässlich, wenn das Leben schwierig wird.`,
      costs: `Vielleicht konzentrierst du dich darauf, Dinge für die andere Person zu tun, und vergisst zu sagen, was diese Taten bedeuten. Gespräche über Gefühle, Träume oder „wohin das mit uns geht“ fühlen sich für dich womöglich vage oder unangenehm an. Routine kann unbemerkt in Eintönigkeit übergehen, und Zukunftsideen deines Partners oder deiner Partnerin klingen für dich vielleicht unrealistisch, sodass du mit praktischen Einwänden antwortest, bevor du Interesse gezeigt hast.`,
      practices: [
        `Stell einmal pro Woche eine offene Frage nach den Hoffnungen oder Sorgen der anderen Person, und hör zu, ohne Lösungen anzubieten.`,
        `Sag, was deine praktischen Taten bedeuten: „Ich habe die Heizung repariert, weil ich will, dass du dich hier zu Hause fühlst.“`,
        `Plant jeden Monat ein neues gemeinsames Erlebnis: einen Ort, eine Aktivität oder ein Gericht, das keiner von euch kennt.`,
        `Wenn die andere Person einen Traum teilt, frag, was sie daran reizt, bevor ihr darüber sprecht, ob er praktikabel ist.`,
      ],
      scenario: `Tom zeigte seine Liebe, indem er sich um Haus, Auto und Rechnungen kümmerte, und es kränkte ihn, als seine Partnerin sagte, sie fühle sich nicht umsorgt. Sie wünschte sich Gespräche über ihre gemeinsame Zukunft; er hörte nur Kritik an allem, was er tat. Als sie in Ruhe miteinander sprachen, fing Tom an, laut zu sagen, warum er tat, was er tat, und ihr jeden Sonntag eine Frage dazu zu stellen, was sie sich erhoffte. Sie begann, seine Fürsorge zu sehen, und er lernte, was sie von ihm brauchte.`,
    },
    N: {
      pole: 'N',
      heading: `Intuition in der Liebe: Nähe durch Bedeutung`,
      brings: `Du bringst Vorstellungskraft und tiefe Gespräche in deine Beziehungen. Du sprichst gern über Ideen, Bedeutungen und die Zukunft, die ihr gemeinsam aufbauen könntet, und spürst oft, was hinter den Worten deines Gegenübers liegt. Dir ist Wachstum wichtig, dein eigenes und das der Beziehung, und du bringst neue Ideen und Erlebnisse ein, die die Beziehung lebendig halten.`,
      costs: `Vielleicht verliebst du dich in das Potenzial eines Menschen oder einer Beziehung und bist enttäuscht, wenn sich der echte Mensch als anders herausstellt. Womöglich übersiehst du praktische Bedürfnisse wie Hausarbeit, Termine und kleine Versprechen, die deinem Partner oder deiner Partnerin viel bedeuten. Vielleicht liest du zu viel in kleine Signale hinein und spinnst Geschichten darüber, was sie bedeuten. Wenn die Beziehung zur Routine wird, kannst du unruhig werden.`,
      practices: [
        `Tu jeden Tag eine kleine praktische Sache aus Fürsorge, die die andere Person bemerken wird, etwa eine erledigte Aufgabe oder ein gehaltenes Versprechen.`,
        `Überprüfe deine Deutungen, statt ihnen zu vertrauen: „Mir ist aufgefallen, dass du beim Abendessen still warst. Ich habe mich gefragt, ob du sauer auf mich bist. Warst du das?“`,
        `Haltet Mahlzeiten oder einen Abend pro Woche frei von Handys, damit du bei deinem Gegenüber bist und nicht in deinen Gedanken.`,
        `Schreib fünf Dinge auf, die du an dem Menschen an deiner Seite schätzt, so wie er wirklich ist, nicht wie du ihn dir erhofft hattest.`,
      ],
      scenario: `Leila stellte sich oft vor, wie ihre Beziehung sein könnte, mit mehr tiefen Gesprächen, mehr Abenteuer und mehr gemeinsamen Projekten, und sie war enttäuscht, wenn der Alltag anders aussah. Eines Tages schrieb sie auf, was sie an ihrem Partner liebte, so wie er tatsächlich war: seine Geduld, seinen Humor, die Art, wie er an die Geburtstage ihrer Familie dachte. Sie begann, diese Eigenschaften täglich zu bemerken, und schlug jeden Monat ein neues Erlebnis vor, statt auf einen anderen Menschen zu hoffen.`,
    },
    T: {
      pole: 'T',
      heading: `Denken in der Liebe: Fürsorge durch Ehrlichkeit und Hilfe`,
      brings: `Du bringst Ehrlichkeit, Fairness und Stabilität in deine Beziehungen. Du sagst die Wahrheit, auch wenn sie unbequem ist, bleibst in einer Krise ruhig und hilfst, Probleme zu lösen. Du respektierst die Unabhängigkeit deines Gegenübers und begegnest ihm auf Augenhöhe. Partner schätzen oft, dass sie bei dir immer wissen, woran sie sind, und dass du standhaft bleibst, wenn sie sich überfordert fühlen.`,
      costs: `Wenn die andere Person ein Problem erzählt, bietest du vielleicht Lösungen an, obwohl sie Trost möchte. Womöglich zeigst du Gefühle seltener, als du sie empfindest, und Wertschätzung bleibt unausgesprochen. Im Streit konzentrierst du dich vielleicht auf Fakten und Logik, korrigierst Details oder willst die Debatte gewinnen, während dein Gegenüber darauf wartet, sich verstanden zu fühlen. Ehrliches Feedback ohne Wärme kann wie Kritik klingen.`,
      practices: [
        `Wenn die andere Person ein Problem erzählt, frag: „Möchtest du Hilfe beim Lösen, oder soll ich einfach zuhören?“, und respektiere die Antwort.`,
        `Sprich jeden Tag eine konkrete Wertschätzung in Worten aus.`,
        `Fass im Streit die Gefühle deines Gegenübers zusammen, bevor du deine Sicht sagst: „Du hast dich mit allem allein gelassen gefühlt.“`,
        `Teile einmal pro Woche ein eigenes Gefühl mit, nicht nur einen Gedanken oder eine Meinung.`,
      ],
      scenario: `Als Sams Partnerin aufgebracht wegen ihrer Chefin nach Hause kam, zählte Sam drei Möglichkeiten auf, mit der Situation umzugehen. Sie wurde still und sagte dann: „Ich wollte nur, dass du auf meiner Seite bist.“ Beim nächsten Mal fragte Sam zuerst, ob sie Ideen oder Beistand wollte. An diesem Abend wollte sie Beistand, am nächsten Morgen Ideen. Sam merkte, dass sein Rat viel besser ankam, sobald sie sich gehört fühlte.`,
    },
    F: {
      pole: 'F',
      heading: `Fühlen in der Liebe: Nähe durch Wärme`,
      brings: `Du bringst Wärme, Einfühlungsvermögen und Zuneigung in deine Beziehungen. Du spürst, wie es deinem Gegenüber geht, oft bevor es etwas sagt, und dir liegt daran, es glücklich zu machen. Wertschätzung auszudrücken fällt dir leicht, und du schaffst Harmonie im Zuhause. Deine Bindung beruht auf gemeinsamen Werten, und das macht sie tief und dauerhaft. Partner fühlen sich von dir oft wirklich gesehen.`,
      costs: `Vielleicht schenkst du den Bedürfnissen der anderen Person so viel Aufmerksamkeit, dass deine eigenen verschwinden. Womöglich gehst du Konflikten aus dem Weg und lässt kleine Verletzungen zu Groll anwachsen. Vielleicht beziehst du schlechte Laune deines Partners oder deiner Partnerin auf dich, selbst wenn sie nichts mit dir zu tun hat. Harte Worte können dich mehr verletzen, als beabsichtigt, und womöglich bleibst du zu lange in einer Beziehung, die dir nicht guttut, weil du den anderen Menschen nicht verletzen willst.`,
      practices: [
        `Benenne jede Woche ein eigenes Bedürfnis und bitte direkt darum: „Ich würde gern den Samstagvormittag mit dir verbringen.“`,
        `Sprich kleine Verletzungen innerhalb von ein, zwei Tagen an, ruhig und konkret, bevor sie wachsen.`,
        `Wenn dein Gegenüber schlechte Laune hat, frag, ob es etwas mit dir zu tun hat, bevor du davon ausgehst.`,
        `Halte dir regelmäßig Zeit für deine eigenen Freunde und Interessen frei, damit nicht dein ganzes Leben von der Beziehung abhängt.`,
      ],
      scenario: `Eva war immer einverstanden, die Feiertage bei der Familie ihres Partners zu verbringen, obwohl sie sich Zeit zu zweit wünschte. Jedes Jahr sagte sie nichts, und jedes Jahr kam sie müde und still verärgert zurück. Dieses Jahr sagte sie ihm freundlich und klar, was sie wollte, lange bevor die Pläne gemacht wurden. Er war überrascht, aber nicht verärgert; er hatte angenommen, dass sie die Besuche genoss. Sie einigten sich darauf, abzuwechseln, und Eva wurde klar, wie lange sie damit gewartet hatte, um etwas Einfaches zu bitten.`,
    },
    J: {
      pole: 'J',
      heading: `Urteilen in der Liebe: Fürsorge durch Verbindlichkeit und Verlässlichkeit`,
      brings: `Du bringst Verlässlichkeit und Verbindlichkeit in deine Beziehungen. Du machst Pläne, hältst Versprechen und setzt gemeinsame Entscheidungen um. Meist weißt du, was du willst, und das macht es leichter, dir zu vertrauen. Oft übernimmst du die Organisation des gemeinsamen Lebens, von Verabredungen und Urlauben bis zu Finanzen und Abläufen im Haushalt, und das gibt der Beziehung ein stabiles Fundament.`,
      costs: `Vielleicht hältst du an Plänen fest, wenn dein Gegenüber Spontaneität möchte, und ärgerst dich über kurzfristige Änderungen. Womöglich planst du gemeinsame Zeit, ohne zu fragen, sodass sich die andere Person verplant fühlt. Vielleicht willst du Meilensteine wie Zusammenziehen, Verlobung oder Hauskauf schneller erreichen, als dein Partner oder deine Partnerin bereit ist. Vielleicht zählst du auch im Stillen mit, wer welche Hausarbeit macht, bis der Frust auf einmal herausbricht.`,
      practices: [
        `Vereinbart offen, wer welche Aufgaben im Haushalt übernimmt, damit keiner von euch im Stillen mitzählt, wer was macht.`,
        `Frag nach den Wünschen der anderen Person, bevor du gemeinsame Zeit planst, und nimm mindestens eine ihrer Ideen auf.`,
        `Lasst jeden Monat einen Wochenendnachmittag völlig unverplant und entscheidet erst an dem Tag gemeinsam, was ihr macht.`,
        `Sprecht ausdrücklich über das Tempo großer Entscheidungen, und hör zu, was dein Gegenüber braucht, um sich bereit zu fühlen.`,
      ],
      scenario: `Anna hatte monatelang jedes Wochenende verplant: Besuche, Wanderungen, Abendessen mit Freunden. Ihr Partner machte mit, wirkte aber immer weniger glücklich. Als sie ihn fragte, sagte er, er fühle sich wie ein Gast in seinem eigenen Leben. Sie behielten einige Pläne bei und ließen jeden zweiten Samstag frei. Der erste freie Tag fühlte sich für Anna unbehaglich an, aber sie landeten auf einem kleinen Festival, das sie mit einem Zeitplan nie gefunden hätten, und es wurde eine ihrer liebsten Erinnerungen.`,
    },
    P: {
      pole: 'P',
      heading: `Wahrnehmen in der Liebe: Nähe durch Spiel und Offenheit`,
      brings: `Du bringst Spontaneität, Verspieltheit und Offenheit in deine Beziehungen. Du passt dich leicht an, magst Überraschungen und versuchst selten, dein Gegenüber zu kontrollieren. Du nimmst Menschen meist, wie sie sind, und bist offen für neue gemeinsame Erlebnisse. Das Leben mit dir ist selten langweilig, und deine entspannte Haltung kann Spannungen lösen, wenn etwas schiefgeht.`,
      costs: `Dein Partner oder deine Partnerin hat womöglich das Gefühl, den größten Teil des Planens und Organisierens zu tragen. Pläne in letzter Minute zu ändern kann jemanden verletzen, der sich darauf gefreut hat. Vielleicht weichst du Gesprächen über Verbindlichkeit, Geld oder die Zukunft aus, weil sie sich einengend anfühlen. Kleine Versprechen wie Zurückrufen, pünktlich Kommen oder eine Hausarbeit Erledigen geraten womöglich in Vergessenheit, und mit der Zeit kann sich daraus das Gefühl summieren, dass man sich auf dich nicht verlassen kann.`,
      practices: [
        `Halte kleine Versprechen genau ein: Komm, wann du es gesagt hast, ruf zurück, wann du es gesagt hast, erledige die Aufgabe, die du zugesagt hast.`,
        `Übernimm einen fairen Teil der Planung; organisiere zum Beispiel jeden Monat einen Ausflug oder ein Date von Anfang bis Ende.`,
        `Wenn dein Gegenüber über die Zukunft sprechen möchte, vereinbart eine Zeit dafür, und komm gesprächsbereit.`,
        `Sag der anderen Person so früh wie möglich Bescheid, wenn sich ein Plan ändert, und erklär, warum.`,
      ],
      scenario: `Ken änderte oft in letzter Minute Pläne, wenn etwas Interessanteres auftauchte. Für ihn war das keine große Sache; seine Partnerin hatte das Gefühl, immer nur an zweiter Stelle zu kommen. Nach einem schmerzhaften Streit beschloss Ken, einen Monat lang jeden Plan mit ihr einzuhalten und selbst einen Überraschungsausflug zu planen. Sie sagte, es sei das erste Mal seit Langem, dass sie sich gewählt fühle. Ken entdeckte, dass ein wenig Verlässlichkeit ihre spontanen Momente sicherer machte, nicht kleiner.`,
    },
    A: {
      pole: 'A',
      heading: `Selbstbewusste Identität in der Liebe: Sicherheit und Beständigkeit`,
      brings: `Du bringst Sicherheit und Beständigkeit in deine Beziehungen. Du machst dir meist wenig Sorgen darüber, ob du geliebt wirst, und das lässt Raum für Vertrauen und Unabhängigkeit. Nach Streits erholst du dich schnell und bist selten nachtragend. Eifersucht und Zweifel spielen für dich meist eine kleine Rolle, und deine Ruhe kann einem ängstlichen Gegenüber helfen, sich sicherer zu fühlen.`,
      costs: `Weil du dich sicher fühlst, gibst du vielleicht nicht die Bestätigung, die dein Gegenüber braucht, oder hältst seine Sorgen für übertrieben. Vielleicht hast du einen Streit längst abgehakt, während die andere Person noch daran knabbert, und nimmst an, alles sei gut, obwohl es das nicht ist. Womöglich denkst du auch weniger über deinen eigenen Anteil an wiederkehrenden Problemen nach, und deine Ruhe kann so wirken, als läge dir weniger an der Beziehung.`,
      practices: [
        `Gib mindestens einmal pro Woche ungefragt Bestätigung, auch wenn sie dir selbstverständlich erscheint.`,
        `Frag nach einer Meinungsverschiedenheit: „Beschäftigt dich noch etwas?“, und nimm die Antwort ernst.`,
        `Wenn ein Problem immer wiederkommt, schreib deinen eigenen Anteil daran auf, bevor ihr darüber sprecht.`,
        `Wenn dein Gegenüber eine Sorge teilt, frag neugierig nach, statt zu erklären, warum sie unnötig ist.`,
      ],
      scenario: `Nach ihren Streits ging es Max innerhalb von Minuten wieder gut, und er war bereit, wieder zu lachen. Seine Partnerin brauchte länger, und seine fröhliche Stimmung gab ihr das Gefühl, dass ihre Gefühle nicht zählten. Heute fragt Max nach einer Meinungsverschiedenheit, ob sie noch aufgewühlt ist und was helfen würde. Manchmal braucht sie nur ein paar bestätigende Worte, manchmal eine Umarmung, manchmal eine Stunde. Die Frage kostet ihn wenig, und sie sagt, dass sie sich ihm dadurch viel näher fühlt.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `Unruhige Identität in der Liebe: Hingabe und Feinfühligkeit`,
      brings: `Du bringst Aufmerksamkeit und Hingabe in deine Beziehungen. Du bemerkst kleine Veränderungen in der Stimmung deines Gegenübers, dir liegt sehr viel an der Beziehung, und du arbeitest hart daran, sie zu verbessern. Du entschuldigst dich schnell und suchst die Versöhnung, und deine Feinfühligkeit macht dich einfühlsam. Du nimmst die Beziehung ernst, und Partner spüren oft, dass sie dir wirklich wichtig ist.`,
      costs: `Vielleicht machst du dir Sorgen um die Beziehung, selbst wenn sie gut läuft, und brauchst mehr Bestätigung, als die andere Person von sich aus gibt. Womöglich liest du Zurückweisung in kleine Dinge hinein, etwa eine kurze Nachricht oder ein müdes Gesicht, und gehst Streits noch lange danach im Kopf durch. Selbstkritik kann dir das Gefühl geben, nicht gut genug für deinen Partner oder deine Partnerin zu sein. Die Forschung bringt diese Art anhaltender Sorge mit geringerer Zufriedenheit in Beziehungen in Verbindung, und das ist ein Grund, daran zu arbeiten, kein Urteil.`,
      practices: [
        `Wenn du dir Sorgen machst, prüfe die Fakten mit einer ruhigen, direkten Frage, statt zu raten: „Du wirkst still. Ist zwischen uns alles in Ordnung?“`,
        `Bitte klar und einmal um Bestätigung, statt viele Male indirekt danach zu suchen.`,
        `Schreib am Ende jedes Tages einen schönen Moment aus eurer Beziehung auf, so klein er auch sein mag.`,
        `Bau dir eigene Quellen der Stabilität auf, etwa Freunde, Interessen und Selbstfürsorge, damit dein Wohlbefinden nicht allein auf der Beziehung ruht.`,
      ],
      scenario: `Wenn ihr Partner tagsüber knapp auf Nachrichten antwortete, begann Lina zu fürchten, dass er das Interesse verlor, und abends war sie angespannt und distanziert. Eines Tages fragte sie ihn einfach. Er war überrascht: Er schrieb kurze Nachrichten, weil er bei der Arbeit viel zu tun hatte, und er freute sich jeden Abend darauf, sie zu sehen. Sie vereinbarten, dass er mittags eine längere Nachricht schickt. Lina begann außerdem zu bemerken, wie oft sich ihre Befürchtungen als falsch herausstellten.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuition und Denken: eine Partnerschaft der Köpfe`,
      text: `Zusammen führen dich deine Präferenzen für Intuition und Denken dazu, eine Beziehung unter Gleichen zu schätzen: mit jemandem, den du respektierst, der dein Denken herausfordert und dir Raum für Unabhängigkeit lässt. Du bist treu und nimmst Bindung ernst, sobald du dich entschieden hast. Das gemeinsame Risiko: Du behandelst Gefühle wie Probleme, die analysiert werden müssen, und zeigst Liebe eher durch Ideen und Hilfe als durch Wärme und Worte. Dein Gegenüber bewundert vielleicht deinen Verstand und fühlt sich trotzdem einsam. Mach Zuneigung im Alltag auf kleine Weise sichtbar, frag so ernsthaft nach Gefühlen, wie du über Ideen diskutierst, und denk daran, dass eine Beziehung kein Projekt zum Optimieren ist. Lass die andere Person manchmal deine Unsicherheit und deine weichere Seite sehen; oft bringt gerade das zwei denkende Menschen einander am nächsten. Wenn dein Partner oder deine Partnerin emotionaler ist als du, betrachte das als Stärke, die die Beziehung gewinnt, nicht als Problem, das korrigiert werden muss. Vielleicht bemerkt er oder sie Dinge an Menschen, auch an dir, die deiner Analyse entgehen.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuition und Fühlen: die Suche nach tiefer Verbindung`,
      text: `Zusammen führen dich deine Präferenzen für Intuition und Fühlen dazu, eine tiefe emotionale und persönliche Verbindung zu suchen, eine Beziehung, in der beide wirklich verstanden werden und einander helfen zu wachsen. Du bringst große Wärme, Einsicht und Hingabe mit. Das gemeinsame Risiko ist Idealismus: Vielleicht suchst du den perfekten Seelenverwandten, verliebst dich in das, was ein Mensch werden könnte, und bist zutiefst enttäuscht, wenn das echte Leben gewöhnlich ist. Nähe wächst aus gewöhnlichen Momenten, die sich wiederholen. Schätze dein Gegenüber so, wie es heute ist, sprich kleine Probleme an, bevor sie zum Symbol für alles werden, was schiefläuft, und bewahre einen Teil deiner eigenen Identität außerhalb der Beziehung, damit dein Glück nicht allein auf ihr ruht. Sag direkt, was du brauchst, statt zu hoffen, dass die andere Person es spürt, auch wenn sie das oft tut. Wenn sie es einmal nicht kann, ist das kein Zeichen, dass die Verbindung schwach ist; niemand kann jedes Mal Gedanken lesen.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Empfinden und Urteilen: Liebe als Verbindlichkeit und Fürsorge`,
      text: `Zusammen führen dich deine Präferenzen für Empfinden und Urteilen dazu, Liebe durch Verbindlichkeit, Verantwortung und praktische Fürsorge zu zeigen. Du schaffst ein stabiles Zuhause, pflegst Traditionen, hältst Versprechen und kümmerst dich auf konkrete Weise um die Menschen, die du liebst. Auf dich ist vollkommen Verlass. Das gemeinsame Risiko: Pflicht und Routine verdrängen langsam Freude und Neugier. Das Leben wird gut organisiert, aber vorhersehbar, und Fürsorge zeigt sich mehr in Aufgaben als in Worten oder Spiel. Plane bewusst neue Erlebnisse, sprich aus, was deine Taten der Fürsorge bedeuten, und frag die andere Person regelmäßig, wovon sie gern mehr hätte. Stabilität ist ein Geschenk, und sie hält am besten, wenn sie Raum für Überraschungen lässt. Wenn dein Partner oder deine Partnerin weniger organisiert ist als du, vereinbart klar die gemeinsamen Pflichten, die am meisten zählen, und lass den Rest los. Nicht jeder Unterschied in den Gewohnheiten ist eine Frage des Respekts.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Empfinden und Wahrnehmen: Liebe im gegenwärtigen Moment`,
      text: `Zusammen führen dich deine Präferenzen für Empfinden und Wahrnehmen dazu, Spaß, Spontaneität und körperliche Wärme in deine Beziehungen zu bringen. Du lebst in der Gegenwart, genießt gemeinsame Erlebnisse und passt dich leicht an Stimmungen und Bedürfnisse deines Gegenübers an. Partner haben oft das Gefühl, dass das Leben mit dir lebendig und leicht ist. Das gemeinsame Risiko: Du weichst schweren Gesprächen und langfristigen Plänen aus, sodass wichtige Fragen zu Zukunft, Geld oder Verbindlichkeit länger offen bleiben, als die andere Person gut aushalten kann. Nimm dir Zeit für diese Gespräche, halte kleine Versprechen zuverlässig und zeig, dass du dich für die Beziehung entscheidest, nicht nur, dass du sie genießt. Dein Gegenüber wird sich sicherer fühlen, und deine Spontaneität wird noch mehr bedeuten. Wenn sich ein ernstes Gespräch schwer anfühlt, verbinde es mit etwas, das dir Freude macht, etwa einem Spaziergang oder einer Autofahrt, und einigt euch am Ende auf einen konkreten nächsten Schritt, damit es nicht wiederholt werden muss.`,
    },
  },
  plan: {
    heading: `Dein Vierwochenplan zum Üben`,
    intro: `Beziehungen verändern sich eher durch kleine, wiederholte Handlungen als durch große Gespräche. Dieser Plan gibt dir vier Wochen solcher Handlungen, einen Bereich nach dem anderen. Jede Woche verbindet einige gemeinsame Aufgaben mit der ersten Übung aus deinen eigenen Modulen oben. Wenn du in einer Partnerschaft lebst, lade deinen Partner oder deine Partnerin ein, das eigene Kapitel zu lesen und den Plan mit dir zu machen; wenn nicht, nutze ihn mit einem engen Freund, einer engen Freundin, einem Familienmitglied oder beim Dating.`,
    weeks: [
      {
        heading: `Woche 1: Gemeinsame Zeit und Sicherheit`,
        indicators: ['EI', 'AT'],
        intro: `In dieser Woche geht es darum, wie ihr Zeit miteinander und getrennt verbringt und wie sicher du dich fühlst. Beobachte, ohne zu urteilen; deine Muster zu verstehen kommt vor dem Verändern.`,
        actions: [
          `Notiere jeden Tag einen Moment, in dem du dich deinem Gegenüber nahe gefühlt hast, und einen, in dem du dich fern gefühlt hast, und was gerade passiert ist.`,
          `Führt ein Gespräch darüber, wie viel Zeit für sich und wie viel Zeit mit anderen jeder von euch in diesem Monat braucht.`,
          `Beginne mit der Übung aus deinen eigenen Modulen, die unten aufgeführt ist, und notiere jeden Tag, ob du sie gemacht hast.`,
        ],
        checkIn: `Was hast du darüber gelernt, was euch beiden hilft, euch nahe zu fühlen, und was dem im Weg steht?`,
      },
      {
        heading: `Woche 2: Aufmerksamkeit und Vorstellungskraft`,
        indicators: ['SN'],
        intro: `In dieser Woche geht es darum, was du an deinem Gegenüber und an eurer Beziehung wahrnimmst: die konkreten Momente des Alltags und die größeren Hoffnungen, die ihr teilt.`,
        actions: [
          `Wenn die andere Person gute Nachrichten erzählt, reagiere mit echtem Interesse und Fragen. Wie Paare auf die guten Nachrichten des anderen reagieren, hängt eng mit der Qualität der Beziehung zusammen.`,
          `Macht diese Woche etwas, das keiner von euch je gemacht hat, auch wenn es etwas Kleines ist.`,
          `Setz die Übung der letzten Woche fort und nimm die Übung aus deinem eigenen Modul hinzu, die unten aufgeführt ist.`,
        ],
        checkIn: `Was ist dir diese Woche an deinem Gegenüber aufgefallen, das du sonst übersiehst?`,
      },
      {
        heading: `Woche 3: Fürsorge und Ehrlichkeit`,
        indicators: ['TF'],
        intro: `In dieser Woche geht es darum, wie du Fürsorge zeigst und wie du mit Meinungsverschiedenheiten umgehst. Wärme und Ehrlichkeit sind beide nötig, und die meisten Menschen neigen zu einer von beiden.`,
        actions: [
          `Sprich jeden Tag eine konkrete Wertschätzung gegenüber deinem Partner oder deiner Partnerin aus.`,
          `Wenn eine Meinungsverschiedenheit aufkommt, fass die Sicht und die Gefühle der anderen Person zusammen, bevor du deine eigene sagst.`,
          `Nimm die Übung aus deinem eigenen Modul, die unten aufgeführt ist, zu den Übungen hinzu, die du schon begonnen hast.`,
        ],
        checkIn: `Wann hast du dich diese Woche am meisten verstanden gefühlt, und wann hast du deinem Gegenüber das Gefühl gegeben, verstanden zu werden?`,
      },
      {
        heading: `Woche 4: Pläne, Spontaneität und was bleiben soll`,
        indicators: ['JP'],
        intro: `In der letzten Woche geht es darum, wie ihr das gemeinsame Leben organisiert, und darum, auszuwählen, welche Übungen ihr beibehaltet. Nicht jede Übung muss dauerhaft werden.`,
        actions: [
          `Plant diese Woche gemeinsam eine Unternehmung, und zwar so, dass beide Vorlieben Platz haben: etwas Struktur und etwas Raum für Überraschungen.`,
          `Lies deine Notizen der letzten drei Wochen noch einmal, zusammen mit deinem Gegenüber, wenn es mitgemacht hat, oder allein.`,
          `Wählt die zwei Übungen, die den größten Unterschied gemacht haben, und vereinbart, wie ihr sie weiterführt.`,
        ],
        checkIn: `Welche zwei Übungen behaltet ihr bei, und wie erinnert ihr euch in drei Monaten gegenseitig daran?`,
      },
    ],
    closing: `Deine Präferenzen werden weitgehend bleiben, wie sie sind, und das ist in Ordnung. Gute Beziehungen entstehen nicht zwischen Menschen ohne Schwächen, sondern zwischen Menschen, die ihre Muster kennen, freundlich darüber sprechen und sich immer wieder füreinander entscheiden. Kehr zu diesem Kapitel zurück, wenn eure Beziehung in eine neue Phase eintritt, etwa beim Zusammenziehen, wenn Kinder kommen oder in einer schwierigen Zeit, und wiederhole den Plan mit den Modulen, die in diesem Moment am wichtigsten sind.`,
  },
};
