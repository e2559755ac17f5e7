// Skill pack: learning how you learn (DE, addressed with "du"). Tailored on S/N and E/I.
// Translated from packs/en/learning-how-you-learn.ts, whose header names the research the text draws on; it keeps the
// EN statement that matching teaching to "learning styles" is not supported by evidence.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'learning-how-you-learn',
  title: `Lernen, wie du lernst`,
  subtitle: `Lernmethoden, die bei jedem Gehirn wirken, und wie du sie für dich passend machst`,
  summary: `Ein praktischer Leitfaden zu den Lerntechniken, die von der Forschung am besten gestützt werden: dich selbst abfragen, Übung zeitlich verteilen und mischen, Ideen erklären und Fähigkeiten gezielt üben. Er zeigt auch, wie deine Vorlieben beeinflussen, was dich fesselt, ohne den Mythos fester Lerntypen.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-learning-matters',
      role: 'intro',
      heading: `Was die Forschung über Lernen sagt, und über „Lerntypen“`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Lernen gehört zu den nützlichsten Fähigkeiten, die du verbessern kannst, weil es dir jede andere Fähigkeit leichter macht. Trotzdem lernen die meisten Menschen so, wie sie es in der Schule gelernt haben: Notizen noch einmal lesen, Textstellen markieren und den Stoff durchgehen, bis er vertraut wirkt. Die Forschung zeigt, dass sich diese Methoden produktiv anfühlen, aber nur ein schwaches, kurzlebiges Gedächtnis erzeugen. Eine kleine Auswahl anderer Methoden bringt bei fast allen Menschen viel bessere Ergebnisse, und dieses Paket erklärt sie.`,
        },
        {
          kind: 'paragraph',
          text: `Vielleicht hast du gehört, Menschen seien „visuelle“ oder „auditive“ Lerntypen und sollten in ihrem Stil unterrichtet werden. Sorgfältige Übersichtsarbeiten haben keine guten Belege dafür gefunden, dass es das Lernen verbessert, den Unterricht auf solche Stile abzustimmen. Dasselbe gilt für den Persönlichkeitstyp. Dein Typ ändert nichts daran, wie das Gedächtnis funktioniert. Er ändert aber, was sich interessant anfühlt, wo du gern anfängst und ob du lieber allein oder mit anderen lernst.`,
        },
        {
          kind: 'paragraph',
          text: `Das ist trotzdem nützlich. Wenn sich eine Methode fesselnd anfühlt, nutzt du sie öfter und länger. Deshalb stellt dieses Paket zuerst die Methoden vor, die funktionieren, und die zugeschnittenen Abschnitte zeigen dann, wie du sie an deine Präferenz für Empfinden oder Intuition und für Extraversion oder Introversion anpasst.`,
        },
      ],
    },
    {
      id: 'feeling-versus-learning',
      role: 'core',
      heading: `Warum bequemes Lernen sich gut anfühlt, aber schlecht wirkt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du einen Text zum zweiten Mal liest, fühlt er sich vertraut und leicht an, und der Kopf hält diese Leichtigkeit für ein Zeichen von Wissen. Das ist nicht dasselbe. Etwas wiederzuerkennen, wenn du es siehst, ist viel leichter, als es abzurufen, wenn du es brauchst. Deshalb fühlen sich Menschen vor einer Prüfung oder einer Präsentation gut vorbereitet und können sich dann nicht an die wichtigsten Punkte erinnern.`,
        },
        {
          kind: 'paragraph',
          text: `Methoden, die das Lernen ein wenig schwerer machen, etwa Abrufen ohne Hinsehen, ein paar Tage warten, bevor du wieder übst, oder verschiedene Aufgabentypen mischen, führen zu stärkeren und dauerhafteren Erinnerungen. Die Forschung nennt das „wünschenswerte Erschwernisse“. Die Anstrengung, die du spürst, ist Teil dessen, was sie wirksam macht. Wenn sich Lernen die ganze Zeit glatt und leicht anfühlt, wirkt es wahrscheinlich nicht besonders gut.`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Ein einfacher Test für jede Lerneinheit: Schließ deine Unterlagen und versuch, die wichtigsten Punkte aufzuschreiben. Was du ohne Hinsehen hervorbringen kannst, hast du gelernt.`,
        },
      ],
    },
    {
      id: 'test-yourself',
      role: 'core',
      heading: `Frag dich selbst ab, statt noch einmal zu lesen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Abrufübung, also Informationen ohne Hinsehen ins Gedächtnis zurückzuholen, gehört zu den wirksamsten bekannten Lernmethoden. Jedes Mal, wenn du dich an etwas erinnerst, wird die Erinnerung stärker und beim nächsten Mal leichter erreichbar. Das funktioniert für Fakten, Konzepte, Abläufe und Sprachen, und am besten, wenn du deine Antworten danach überprüfst.`,
        },
        {
          kind: 'exercise',
          title: `Abruf auf leerem Blatt`,
          steps: [
            `Schließ nach dem Lesen eines Kapitels, einer Lerneinheit oder einem Meeting alles.`,
            `Schreib fünf bis zehn Minuten lang alles auf ein leeres Blatt, woran du dich erinnerst: Hauptgedanken, Beispiele, Zusammenhänge, Fragen.`,
            `Öffne deine Unterlagen und vergleiche. Markiere in einer anderen Farbe, was du vergessen oder falsch hattest.`,
            `Wiederhole das leere Blatt zwei Tage später, ohne auf dein früheres Blatt zu schauen, und konzentrier dich auf das, was dir gefehlt hat.`,
          ],
          reflection: `Was glaubtest du vor dem ersten leeren Blatt zu wissen, das dann gefehlt hat?`,
        },
        {
          kind: 'bullets',
          items: [
            `Mach aus deinen Notizen Fragen: die Frage auf die eine Seite, die Antwort auf die andere.`,
            `Nutze Karteikarten für Fakten und Vokabeln, und antworte laut oder schriftlich, bevor du die Karte umdrehst.`,
            `Löse Übungsaufgaben, ohne vorher auf das Lösungsbeispiel zu schauen.`,
          ],
        },
      ],
    },
    {
      id: 'space-and-mix',
      role: 'core',
      heading: `Verteile und mische deine Übung`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Dieselbe Gesamtlernzeit wirkt viel besser, wenn sie über mehrere Tage verteilt ist, als wenn sie in einen Tag gepackt wird. Die Verteilung gibt dir Zeit, ein wenig zu vergessen, und die Anstrengung des erneuten Abrufens stärkt die Erinnerung. Wenn du in einer Einheit verschiedene Aufgabentypen oder Themen mischst, statt einen Typ viele Male hintereinander zu üben, lernst du außerdem, welche Methode wann passt, und genau das verlangen echte Prüfungen und echte Arbeit von dir.`,
        },
        {
          kind: 'exercise',
          title: `Erstelle einen Wiederholungsplan`,
          steps: [
            `Wähle etwas, das du dir mindestens einen Monat lang merken musst: eine Sprache, ein Prüfungsthema, eine berufliche Fähigkeit.`,
            `Plane kurze Wiederholungseinheiten nach einem Tag, drei Tagen, einer Woche, zwei Wochen und einem Monat.`,
            `Beginne jede Einheit mit Abrufen und schau erst danach in deine Unterlagen.`,
            `Wenn dir etwas leicht einfällt, warte länger bis zur nächsten Wiederholung. Wenn du dich schwertust, wiederhole es früher.`,
            `Misch in jeder Einheit älteren Stoff unter den neuen.`,
          ],
          reflection: `Welchen Stoff kannst du nach einem Monat am besten, und wie hast du ihn wiederholt?`,
        },
      ],
    },
    {
      id: 'explain-and-connect',
      role: 'core',
      heading: `Schaff Bedeutung: erklären und verknüpfen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Informationen lassen sich leichter behalten und anwenden, wenn sie mit dem verknüpft sind, was du schon weißt. Am zuverlässigsten baust du diese Verknüpfungen auf, indem du Warum- und Wie-Fragen stellst und beantwortest: Warum funktioniert das? Wie unterscheidet es sich von dem, was ich letzte Woche gelernt habe? Wo ist mir das schon im echten Leben begegnet?`,
        },
        {
          kind: 'bullets',
          items: [
            `Erklär ein Konzept in einfachen Worten, als würdest du es einem klugen zwölfjährigen Kind erklären. Wo deine Erklärung vage wird, hast du eine Lücke gefunden.`,
            `Bring es jemand anderem bei, oder bereite dich vor, als müsstest du es tun. Studien legen nahe, dass schon die Erwartung, etwas zu unterrichten, verbessert, wie Menschen den Stoff ordnen.`,
            `Finde zu jeder Idee zwei Beispiele, am besten aus verschiedenen Lebensbereichen.`,
            `Zeichne es: Ein einfaches Diagramm, ein Zeitstrahl oder eine Karte mit ein paar Worten hilft oft zu verstehen, wie Teile zusammenhängen.`,
            `Vergleiche ähnliche Ideen nebeneinander und schreib auf, wie sie sich unterscheiden.`,
          ],
        },
      ],
    },
    {
      id: 'deliberate-practice',
      role: 'core',
      heading: `Übe Fähigkeiten gezielt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Fähigkeiten wie eine Sprache sprechen, ein Instrument spielen, programmieren oder präsentieren verbessern sich durch Übung, aber Übung ist nicht gleich Übung. Zu wiederholen, was du schon kannst, fühlt sich angenehm an und bringt wenig Fortschritt. Gezieltes Üben konzentriert sich auf eine bestimmte Schwäche, an der Grenze dessen, was du kannst, mit schneller Rückmeldung.`,
        },
        {
          kind: 'steps',
          items: [
            `Zerleg die Fähigkeit in Teile und wähle einen Teil, der dich zurückhält.`,
            `Entwirf eine kurze Übung, die nur diesen Teil trainiert, etwa zehn Minuten an einem schwierigen Laut, einem Akkordwechsel oder einem Satztyp.`,
            `Hol dir schnell Rückmeldung: Nimm dich auf, vergleiche dich mit einem Beispiel von Fachleuten oder frag eine Lehrkraft oder einen Kollegen.`,
            `Passe an und wiederhole, bis der Teil leichter wird, dann wähle den nächsten.`,
            `Halte die Einheiten kurz und konzentriert. Zwanzig konzentrierte Minuten sind mehr wert als zwei abgelenkte Stunden.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Schlaf festigt, was du tagsüber gelernt hast. Eine gute Nacht vor und nach wichtigem Lernen ist Teil der Methode, kein Luxus.`,
        },
      ],
    },
    {
      id: 'plan-a-learning-project',
      role: 'core',
      heading: `Plane ein Lernprojekt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Erwachsene beginnen oft begeistert zu lernen und hören nach ein paar Wochen auf, meist weil das Ziel vage war oder der Plan nicht zu ihrer echten Woche passte. Ein kurzer Plan, den du vor dem Start aufschreibst, macht es viel wahrscheinlicher, dass du dranbleibst.`,
        },
        {
          kind: 'steps',
          items: [
            `Schreib ein Ziel auf, das du überprüfen kannst: nicht „Spanisch lernen“, sondern „bis Juni ein zehnminütiges Gespräch über meine Arbeit auf Spanisch führen“.`,
            `Leg fest, wie du dich am Ende testen wirst, und probier jetzt eine kleine Version dieses Tests aus, um zu sehen, wo du anfängst.`,
            `Wähle feste Zeiten, zum Beispiel drei Einheiten zu dreißig Minuten pro Woche, verknüpft mit etwas, das du ohnehin jeden Tag tust.`,
            `Teile den Stoff in Wochenabschnitte auf, und beginne jede Woche mit der Wiederholung der Vorwoche.`,
            `Wiederhole alle vier Wochen den kleinen Test, vergleiche ihn mit dem ersten und passe den Plan an.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-learning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Konkret anfangen, dann den Rahmen bauen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Empfinden bevorzugst, fesseln dich wahrscheinlich konkrete Beispiele, praktische Schritte und Dinge, die du ausprobieren kannst, am meisten. Du lernst Abläufe zuverlässig und bemerkst Details, die anderen entgehen. Das Risiko: Du sammelst viele Fakten und Schritte, ohne das Prinzip zu sehen, das sie verbindet, und dadurch fällt es dir schwerer, dein Wissen in neuen Situationen anzuwenden.`,
        },
        {
          kind: 'bullets',
          items: [
            `Beginne mit Beispielen und praktischen Aufgaben, die dich bei der Stange halten, aber frag dann: „Welche allgemeine Regel steckt hinter diesen Beispielen?“`,
            `Zeichne nach jedem Thema eine Übersicht auf einer Seite, die zeigt, wie die Teile zusammenhängen.`,
            `Stell bewusst Warum-Fragen, denn sie fallen dir vielleicht nicht so natürlich ein wie Wie-Fragen.`,
            `Frag dich an neuen, unbekannten Fällen ab, nicht nur an den Beispielen, die du gelernt hast.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-learning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Mit dem großen Ganzen anfangen, dann die Details beherrschen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Intuition bevorzugst, fesseln dich wahrscheinlich Ideen, Muster und das große Ganze am meisten, und du verknüpfst neuen Stoff leicht mit anderen Themen. Das Risiko: Du hast das Gefühl, etwas verstanden zu haben, sobald du das Konzept begreifst, und überspringst dann die Übung und die Details, die Wissen nutzbar und verlässlich machen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Beginne mit einem Überblick über das ganze Thema, der dich motiviert, aber stell eine feste Regel auf: Auf jedes Konzept folgen Übungsaufgaben.`,
            `Nutze Karteikarten und verteilte Wiederholung für Details wie Definitionen, Formeln und Vokabeln. Sie fühlen sich öde an, machen dein Verständnis aber nutzbar.`,
            `Überprüfe dein Verständnis mit dem Abruf auf leerem Blatt, statt dem Gefühl zu vertrauen, etwas verstanden zu haben.`,
            `Schließ ein Thema ab, bevor du mit dem nächsten spannenden anfängst.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-learning',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Mit anderen lernen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, verstehst du Dinge vielleicht am besten, während du darüber redest, und lange allein zu lernen fühlt sich womöglich öde an. Lernen mit anderen kann gut zu dir passen, solange die Zeit zum Lernen genutzt wird und nicht nur zum Plaudern.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gründe eine kleine Lerngruppe mit klarer Struktur: Alle rufen zuerst allein ab, dann vergleicht ihr und erklärt euch gegenseitig den Stoff.`,
            `Fragt euch gegenseitig ab, statt gemeinsam noch einmal zu lesen.`,
            `Erklär Themen laut, auch dir selbst, als eine Form des Abrufens.`,
            `Behalte einige Abrufeinheiten allein bei. Lernen in der Gruppe kann verdecken, was du persönlich noch nicht ohne Hilfe kannst.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-learning',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `In die Tiefe lernen und es laut überprüfen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, lernst du vielleicht am besten mit ruhiger Zeit zum Lesen, Nachdenken und Durcharbeiten des Stoffs in deinem eigenen Tempo. Diese Tiefe ist wertvoll. Das Risiko: Du überprüfst dein Verständnis selten, indem du es erklärst, und entdeckst Lücken erst, wenn du das Wissen vor anderen anwenden musst.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schütze lange, ruhige Lerneinheiten, und nutze sie zum Abrufen und Üben, nicht nur zum Lesen.`,
            `Erklär Themen allein laut, oder nimm eine kurze Erklärung auf und hör sie dir an.`,
            `Such dir eine Lernpartnerin oder einen Lernpartner statt einer Gruppe, und trefft euch, um euch gegenseitig abzufragen.`,
            `Stell Fragen schriftlich, per E-Mail oder in Online-Foren, wenn es dir unangenehm ist, im Kurs oder im Meeting zu fragen.`,
          ],
        },
      ],
    },
    {
      id: 'learning-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Noch einmal lesen und markieren als wichtigste Lernmethoden.`,
            `Alles in der Nacht davor lernen statt in verteilten Einheiten.`,
            `Dem Gefühl der Vertrautheit trauen, statt dich selbst abzufragen.`,
            `Lernmethoden meiden, weil sie nicht zu deinem „Stil“ passen.`,
            `Üben, was du schon kannst, weil es sich gut anfühlt.`,
          ],
        },
      ],
    },
    {
      id: 'learning-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Abrufen vor dem Wiederholen: leeres Blatt, Karteikarten, Übungsaufgaben ohne Hinsehen.`,
            `Prüf nach jedem Abrufen deine Antworten.`,
            `Wiederholungen verteilen: ein Tag, drei Tage, eine Woche, zwei Wochen, ein Monat.`,
            `In jeder Einheit Themen und Aufgabentypen mischen.`,
            `Einfach erklären, zwei Beispiele finden, zeichnen, wie die Teile zusammenhängen, ähnliche Ideen vergleichen.`,
            `Fähigkeiten: ein schwacher Teil, an der Grenze deines Könnens, mit schneller Rückmeldung.`,
            `Rund um wichtiges Lernen gut schlafen.`,
            `Plan: ein überprüfbares Ziel, ein Ausgangstest, feste Zeiten, ein Rückblick alle vier Wochen.`,
            `Der Typ prägt, was dich fesselt, nicht wie das Gedächtnis funktioniert.`,
          ],
        },
      ],
    },
  ],
};
