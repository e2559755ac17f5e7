// Skill pack: clear communication and difficult conversations (DE, addressed with "du"). Tailored on T/F and E/I.
// Translated from packs/en/clear-communication.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'clear-communication',
  title: `Klar kommunizieren und schwierige Gespräche führen`,
  subtitle: `Sag, was du meinst, hör so zu, dass andere sich verstanden fühlen, und geh schwierige Gespräche mit Sorgfalt an`,
  summary: `Ein praktischer Leitfaden, mit dem du deine Botschaft verständlich machst, gut zuhörst und dich auf die Gespräche vorbereitest, denen die meisten Menschen ausweichen. Er enthält einen Vorbereitungsbogen für schwierige Gespräche, Einstiegssätze, die funktionieren, und Wege, ruhig zu bleiben, wenn die Gefühle hochkochen.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-communication-matters',
      role: 'intro',
      heading: `Warum es sich lohnt, klare Kommunikation zu üben`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meisten Missverständnisse entstehen nicht aus bösen Absichten. Sie entstehen aus der Lücke zwischen dem, was der eine gemeint, und dem, was der andere gehört hat. Wir kennen unseren eigenen Zusammenhang so gut, dass wir vergessen, dass andere ihn nicht teilen, und wir halten unsere Gefühle und Absichten für sichtbarer, als sie sind. Die Psychologie nennt das erste Problem den „Fluch des Wissens“: Sobald du etwas weißt, kannst du dir kaum noch vorstellen, es nicht zu wissen.`,
        },
        {
          kind: 'paragraph',
          text: `Klare Kommunikation schließt diese Lücke von beiden Seiten: Du machst deine Botschaft leicht verständlich, und du hörst so zu, dass du überprüfst, was dein Gegenüber gemeint hat. Bei schwierigen Gesprächen, über einen Fehler, eine Meinungsverschiedenheit, eine Grenze oder eine Enttäuschung, kommt es darauf am meisten an, und gerade darauf sind die meisten Menschen am wenigsten vorbereitet. Dieses Paket gibt dir eine Struktur für alltägliche Nachrichten, eine Methode zum Zuhören und ein schrittweises Vorgehen für die schweren Gespräche.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ beeinflusst, wie du kommunizierst, nicht ob du es kannst. Wer Denken bevorzugt, stellt meist Logik und Direktheit voran; wer Fühlen bevorzugt, meist die Sorge um die Beziehung. Wer Extraversion bevorzugt, denkt oft beim Reden; wer Introversion bevorzugt, denkt oft, bevor er spricht. Jeder Stil hat Stärken und vorhersehbare Lücken, und die auf dich zugeschnittenen Abschnitte zeigen dir, wie du deine schließt.`,
        },
      ],
    },
    {
      id: 'lead-with-the-point',
      role: 'core',
      heading: `Komm zuerst zum Punkt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Vielbeschäftigte Menschen entscheiden in den ersten Sätzen, ob sie verstehen, was du willst. Viele erzählen die Geschichte in der Reihenfolge, in der sie passiert ist, und kommen erst am Ende zur Sache. Dreh die Reihenfolge um: Nenne zuerst deine Kernbotschaft oder deine Bitte, dann die Gründe, dann die Details für alle, die sie wissen wollen.`,
        },
        {
          kind: 'steps',
          items: [
            `Schreib deine Kernbotschaft in einem Satz auf, bevor du irgendetwas anderes schreibst oder sagst. Wenn dir das nicht gelingt, bist du noch nicht bereit zu kommunizieren.`,
            `Ergänze zwei oder drei Gründe oder Fakten, die sie stützen, jeweils in einem Satz.`,
            `Sag klar, was du von deinem Gegenüber brauchst und bis wann: eine Entscheidung, eine Information, Hilfe oder einfach Kenntnisnahme.`,
            `Streich Hintergrund, den die andere Person schon kennt, und ergänze die eine Information, die sie wahrscheinlich nicht hat.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Schreib eine echte Nachricht um`,
          steps: [
            `Nimm eine lange E-Mail oder Nachricht, die du letzte Woche verschickt hast.`,
            `Unterstreiche den Satz, der dein eigentliches Anliegen oder deine Bitte enthält. Achte darauf, wo er steht.`,
            `Schreib die Nachricht so um, dass dieser Satz zuerst kommt, gefolgt von höchstens drei stützenden Sätzen.`,
            `Vergleiche beide Fassungen nach Länge und Klarheit. Frag dich, auf welche die Empfängerin oder der Empfänger schneller antworten könnte.`,
          ],
          reflection: `Was hat dich in der ursprünglichen Fassung davon abgehalten, den Punkt an den Anfang zu stellen: Gewohnheit, Höflichkeit oder Unsicherheit darüber, was du wolltest?`,
        },
      ],
    },
    {
      id: 'listen-to-understand',
      role: 'core',
      heading: `Hör so zu, dass andere sich verstanden fühlen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Zuhören heißt nicht, darauf zu warten, dass du dran bist. Gute Zuhörer tun drei Dinge: Sie schenken ihre volle Aufmerksamkeit, sie stellen Fragen, die dem anderen helfen, mehr zu sagen, und sie überprüfen laut, ob sie richtig verstanden haben. Den letzten Schritt lassen die meisten aus, und gerade er sorgt dafür, dass andere sich gehört fühlen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Leg dein Handy weg und wende dich der Person zu. Aufmerksamkeit ist sichtbar.`,
            `Stell offene Fragen, die mit „was“ oder „wie“ beginnen: „Was macht dir daran am meisten Sorgen?“ „Wie hat sich das auf deine Woche ausgewirkt?“`,
            `Fass zusammen, bevor du antwortest: „Das Hauptproblem ist also der Zeitplan, nicht das Budget. Stimmt das?“`,
            `Wenn die Zusammenfassung falsch ist, verteidige sie nicht. Bedank dich für die Korrektur und versuch es noch einmal.`,
            `Frag, bevor du Rat gibst: „Möchtest du Ideen hören, oder ist dir vor allem wichtig, dass ich es verstehe?“`,
          ],
        },
        {
          kind: 'exercise',
          title: `Die Gewohnheit des Zusammenfassens`,
          steps: [
            `Wähle in der kommenden Woche drei Gespräche, in denen dein Gegenüber ein Problem oder eine Sichtweise erklärt.`,
            `Bevor du deine eigene Meinung sagst, fasst du in ein oder zwei Sätzen zusammen, was du gehört hast, und fragst, ob du es richtig verstanden hast.`,
            `Achte darauf, wie die Person reagiert und ob sie etwas ergänzt, das sie vorher nicht gesagt hatte.`,
          ],
          reflection: `In welchem Gespräch hat deine Zusammenfassung gezeigt, dass du etwas anders verstanden hattest, als es gemeint war?`,
        },
      ],
    },
    {
      id: 'prepare-difficult-conversation',
      role: 'core',
      heading: `Bereite ein schwieriges Gespräch vor`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Ein schwieriges Gespräch läuft meist auf drei Ebenen gleichzeitig ab. Da ist die Frage, was passiert ist und wer recht hat. Da sind Gefühle, oft unausgesprochen. Und da ist eine Frage der Identität: Jede Seite hat womöglich das Gefühl, dass ihre Kompetenz, ihr Anstand oder ihr Wert beurteilt wird. Wenn du dich auf alle drei Ebenen vorbereitest, überraschen dich die Teile nicht, in denen es nicht um Fakten geht.`,
        },
        {
          kind: 'paragraph',
          text: `Hilfreich ist die Unterscheidung zwischen Absicht und Wirkung. Deine eigenen Absichten kennst du, bei anderen siehst du nur die Wirkung ihres Handelns. Deshalb unterstellt man anderen leicht das Schlimmste und sich selbst das Beste. Beschreibe im Gespräch die Wirkung auf dich und frag nach ihrer Absicht, statt zu behaupten, was sie gemeint haben.`,
        },
        {
          kind: 'exercise',
          title: `Vorbereitungsbogen`,
          steps: [
            `Ziel: Schreib auf, wie ein gutes Ergebnis aussähe. Strebe etwas an, dem ihr beide zustimmen könntet, etwa einen gemeinsamen Plan, und nicht „sie geben zu, dass sie falschlagen“.`,
            `Meine Geschichte: Schreib in drei Sätzen auf, was aus deiner Sicht passiert ist, und verwende nur Fakten, die eine Kamera aufzeichnen könnte.`,
            `Ihre Geschichte: Schreib auf, wie die andere Person dieselben Ereignisse so beschreiben könnte, dass sie für sie schlüssig sind.`,
            `Gefühle: Benenne, was du fühlst (zum Beispiel verletzt, besorgt, frustriert) und was die andere Person fühlen könnte.`,
            `Was für jeden von euch persönlich auf dem Spiel steht: Respekt, Fairness, als kompetent zu gelten?`,
            `Bitte: Schreib eine konkrete Sache auf, um die du bitten wirst.`,
          ],
          reflection: `Was verstehst du, nachdem du ihre Geschichte aufgeschrieben hast, an ihrem Verhalten, woran du vorher nicht gedacht hattest?`,
        },
      ],
    },
    {
      id: 'open-and-hold',
      role: 'core',
      heading: `Steig gut ein und bleib beim Thema`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die erste Minute gibt den Ton vor. Ein Einstieg mit Vorwürfen drängt die andere Person in die Defensive, und wer sich verteidigt, hört nicht mehr zu. Ein Einstieg, der beschreibt und einlädt, öffnet ihr eine Tür.`,
        },
        {
          kind: 'steps',
          items: [
            `Beschreib, was du beobachtet hast, ohne Etiketten: „In den letzten beiden Meetings waren die Zahlen, die ich geschickt habe, nicht in den finalen Folien.“`,
            `Sag, wie das auf dich gewirkt hat: „Ich habe mich übergangen gefühlt und war unsicher, ob die Zahlen falsch waren.“`,
            `Lade zu ihrer Sicht ein: „Ich würde gern verstehen, wie es aus deiner Sicht gelaufen ist.“`,
            `Hör zu und fasse zusammen, wie oben beschrieben, bevor du antwortest.`,
            `Sucht gemeinsam nach einem nächsten Schritt: „Was könnten wir nächstes Mal anders machen?“ Einigt euch auf etwas Konkretes.`,
            `Schließ mit einer Rückfrage: „Wie geht es dir mit dem, wo wir jetzt gelandet sind?“`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Wähle den Zeitpunkt. Ein ungestörter Ort, genug Zeit und ein ruhiger Zustand bei euch beiden sind wichtiger als perfekte Worte. Fang ein schwieriges Thema nicht per Nachricht an, wenn ein Gespräch möglich ist.`,
        },
      ],
    },
    {
      id: 'when-emotions-rise',
      role: 'core',
      heading: `Wenn die Gefühle hochkochen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn Menschen sich bedroht fühlen, steigt der Puls und das Denken wird enger. In diesem Zustand hört niemand gut zu. Die Beziehungsforschung legt nahe, dass eine Pause von mindestens zwanzig Minuten mehr hilft als Weitermachen, sobald sich jemand überwältigt fühlt.`,
        },
        {
          kind: 'bullets',
          items: [
            `Achte auf deine eigenen Signale: ein heißes Gesicht, schneller Herzschlag, eine lauter werdende Stimme, der Drang zu unterbrechen.`,
            `Nimm das Tempo raus: langsam ausatmen, leiser sprechen, dich kürzer fassen.`,
            `Benenne, was gerade passiert, ohne Schuldzuweisung: „Ich glaube, wir werden gerade beide frustriert.“`,
            `Schlag bei Bedarf eine Pause mit klarer Rückkehrzeit vor: „Können wir eine halbe Stunde unterbrechen und um vier weitermachen?“ Eine Pause mit Uhrzeit ist kein Ausweichen.`,
            `Beginne nach der Pause mit dem, worin ihr euch einig seid, bevor du zur Meinungsverschiedenheit zurückkehrst.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Wenn in einem Gespräch Drohungen, Einschüchterung oder irgendein Risiko für deine Sicherheit im Spiel sind, hat dein Schutz Vorrang, nicht die Gesprächstechnik. Hol dir Hilfe bei Menschen, denen du vertraust, oder bei den zuständigen Stellen.`,
        },
      ],
    },
    {
      id: 'thinking-communication',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Deiner Klarheit Wärme geben`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Denken bevorzugst, kommst du wahrscheinlich gut auf den Punkt und sprichst Probleme an, denen andere ausweichen. Das Risiko: Die Leute hören nur die Kritik und übersehen deine gute Absicht, besonders in schwierigen Gesprächen. Direktheit wirkt am besten, wenn dein Gegenüber weiß, dass du auf seiner Seite stehst.`,
        },
        {
          kind: 'bullets',
          items: [
            `Nenne deine Absicht vor deinem Punkt: „Ich will, dass dieses Projekt gelingt, und ein Teil macht mir Sorgen.“`,
            `Behandle Gefühle als echte Information, nicht als Störgeräusch. „Du wirkst aufgebracht. Geht es um die Entscheidung oder darum, wie sie getroffen wurde?“ ist eine praktische Frage.`,
            `Erkenne an, was an der Sicht der anderen Person gut oder richtig ist, bevor du dem Rest widersprichst.`,
            `Frag, bevor du Lösungen lieferst. Viele Menschen wollen zuerst verstanden werden und erst danach Lösungen hören.`,
            `Melde dich nach einem schwierigen Gespräch einen Tag später noch einmal. Eine kurze Nachricht zeigt, dass dir die Beziehung wichtig ist.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-communication',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Deiner Wärme Klarheit geben`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Fühlen bevorzugst, bemerkst du wahrscheinlich, wie es anderen geht, und wählst deine Worte mit Bedacht. Das Risiko: Du schwächst die Botschaft so sehr ab, dass sie verschwindet, oder du schiebst ein notwendiges Gespräch auf, um den Frieden zu wahren. Freundlichkeit und Klarheit sind keine Gegensätze: Vage zu bleiben ist oft weniger freundlich, weil die andere Person nichts damit anfangen kann.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schreib deine Bitte vor dem Gespräch in einem Satz auf und sorg dafür, dass du sie auch aussprichst, genau mit diesen Worten.`,
            `Beschränke Entschuldigungen und Abschwächungen auf eine. „Tut mir leid, das ist wahrscheinlich nichts, aber vielleicht …“ schwächt die Botschaft, bevor sie überhaupt beginnt.`,
            `Denk daran, dass ein kurzer Moment des Unbehagens oft der Preis für eine bessere Beziehung später ist.`,
            `Wenn die andere Person aufgebracht reagiert, bleib warmherzig, aber nimm deinen Punkt nicht zurück: „Ich sehe, dass das schwer zu hören ist, und ich finde es trotzdem wichtig.“`,
            `Trenne deinen Wert von ihrer Reaktion. Ihr Widerspruch ist kein Urteil über dich.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-communication',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Laut denken und anderen Raum lassen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, denkst du oft, indem du redest, und es fällt dir meist leicht, Gespräche anzufangen, denen andere ausweichen. Das ist ein echter Vorteil. Der Preis: Andere halten dein lautes Nachdenken womöglich für eine feste Position, und stillere Menschen finden vielleicht keinen Raum, etwas zu sagen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Kennzeichne dein Nachdenken: „Ich denke hier gerade laut, das ist noch keine Entscheidung.“`,
            `Wenn du eine Frage gestellt hast, zähl langsam bis fünf, bevor du wieder sprichst. Hinter Stille steckt oft jemand, der gerade eine Antwort vorbereitet.`,
            `Sprich in schwierigen Gesprächen weniger als die Hälfte der Zeit. Nutze die Gewohnheit des Zusammenfassens, um beim Zuhören zu bleiben.`,
            `Sag am Ende klar, was entschieden wurde, damit Ideen, die ihr nur durchgespielt habt, nicht für Zusagen gehalten werden.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-communication',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Rechtzeitig das Wort ergreifen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, denkst du wahrscheinlich nach, bevor du sprichst, und wählst deine Worte sorgfältig. Dadurch sind deine Beiträge klar und durchdacht. Der Preis: Gespräche können weiterziehen, bevor du so weit bist, und andere deuten dein Schweigen womöglich als Zustimmung oder Desinteresse.`,
        },
        {
          kind: 'bullets',
          items: [
            `Bereite vor Meetings und schwierigen Gesprächen deine wichtigsten Punkte schriftlich vor, damit du früh statt spät etwas sagen kannst.`,
            `Bitte offen um Bedenkzeit: „Ich möchte dir eine richtige Antwort geben. Kann ich mich bis drei Uhr bei dir melden?“ Und dann tu es auch.`,
            `Sag mehr, als dir nötig erscheint. Was in deinem Kopf offensichtlich ist, ist für andere nicht unbedingt sichtbar.`,
            `Schlag schwierige Gespräche selbst vor, zu einem Zeitpunkt, der dir passt, statt zu warten, bis sie in einem ungünstigen Moment passieren.`,
            `Eröffne ein Thema ruhig schriftlich, wenn es dir hilft, aber führ den schwierigen Teil des Gesprächs persönlich oder per Video.`,
          ],
        },
      ],
    },
    {
      id: 'communication-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Mit einem Urteil beginnen („Du machst nie …“) statt mit einer Beobachtung („In den letzten beiden Meetings …“).`,
            `Nur die eigenen Argumente vorbereiten und nicht die Geschichte der anderen Person.`,
            `Ein schwieriges Gespräch per Nachricht führen, weil es sich leichter anfühlt.`,
            `Im Moment Dingen zustimmen, um das Unbehagen zu beenden, und sie dann nicht tun.`,
            `Die Diskussion gewinnen und die Beziehung verlieren.`,
          ],
        },
      ],
    },
    {
      id: 'communication-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Alltägliche Nachrichten: zuerst der Punkt, dann zwei oder drei Gründe, dann was du brauchst und bis wann.`,
            `Zuhören: Aufmerksamkeit, offene Fragen, zusammenfassen, nachfragen, dann klären, ob Rat gewünscht ist.`,
            `Vor einem schwierigen Gespräch: Ziel, meine Geschichte, ihre Geschichte, Gefühle, was auf dem Spiel steht, eine Bitte.`,
            `Einstieg: was ich beobachtet habe, wie es auf mich gewirkt hat, eine Einladung, ihre Sicht zu hören.`,
            `Absicht und Wirkung: die Wirkung auf dich beschreiben; nach ihrer Absicht fragen.`,
            `Gefühle kochen hoch: Tempo rausnehmen, es benennen, Pause mit klarer Rückkehrzeit.`,
            `Abschluss: auf einen konkreten nächsten Schritt einigen und fragen, wie es der anderen Person damit geht.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Ein Satz zum Merken: „Hilf mir zu verstehen, wie du das siehst.“ Er funktioniert in fast jedem schwierigen Moment.`,
        },
      ],
    },
  ],
};
