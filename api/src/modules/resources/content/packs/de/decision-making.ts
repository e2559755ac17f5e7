// Skill pack: decision-making (DE, addressed with "du"). Tailored on T/F and J/P.
// Translated from packs/en/decision-making.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'decision-making',
  title: `Bessere Entscheidungen treffen`,
  subtitle: `Ein klarer, wiederholbarer Weg zu Entscheidungen, hinter denen du stehen kannst`,
  summary: `Eine Schritt-für-Schritt-Methode für wichtige Entscheidungen: die Entscheidung einordnen, deine Optionen erweitern, sie anhand klarer Kriterien abwägen, sie an der Wirklichkeit prüfen und aus dem Ergebnis lernen. Sie hilft dir, die häufigsten Denkfallen zu vermeiden, ohne in der Analyse stecken zu bleiben.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-decisions-matter',
      role: 'intro',
      heading: `Warum eine Entscheidungsmethode hilft`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meisten Entscheidungen treffen wir schnell und mühelos, und bei alltäglichen Dingen funktioniert das gut. Wichtige Entscheidungen sind anders: welchen Job du annimmst, ob du umziehst, wie du mit einer schwierigen Lage bei der Arbeit umgehst. Hier unterliegen schnelle Urteile vorhersehbaren Fehlern. Wir ziehen zu wenige Optionen in Betracht, suchen nach Belegen für das, was wir ohnehin bevorzugen, überschätzen, wie gut alles laufen wird, und lassen die Stimmung des Augenblicks über die lange Sicht entscheiden.`,
        },
        {
          kind: 'paragraph',
          text: `Ganz ausschalten kannst du diese Fehler nicht, aber ein einfaches Vorgehen verringert sie. Dieses Paket bietet dir eines in fünf Schritten: die Entscheidung einordnen, deine Optionen erweitern, sie abwägen, sie an der Wirklichkeit prüfen, dich dann festlegen und daraus lernen. Du brauchst nicht für jede Wahl alle fünf. Der erste Schritt zeigt dir, wie viel Aufwand eine Entscheidung verdient.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ beeinflusst, worauf du beim Entscheiden achtest, nicht wie gut deine Entscheidungen sind. Wer Denken bevorzugt, konzentriert sich meist auf Logik und Folgen; wer Fühlen bevorzugt, meist auf Werte und die betroffenen Menschen. Gute Entscheidungen brauchen beides. Wer Urteilen bevorzugt, schließt Entscheidungen gern schnell ab; wer Wahrnehmen bevorzugt, hält sich gern Optionen offen. Jede Neigung hilft in manchen Situationen und schadet in anderen, und die zugeschnittenen Abschnitte zeigen dir, wie du deine ausbalancierst.`,
        },
      ],
    },
    {
      id: 'sort-the-decision',
      role: 'core',
      heading: `Schritt 1: Ordne die Entscheidung ein`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nicht jede Entscheidung verdient denselben Aufwand. Eine Woche über etwas nachzudenken, das du morgen rückgängig machen kannst, verschwendet Zeit; in fünf Minuten über etwas zu entscheiden, das sich nicht rückgängig machen lässt, ist riskant. Beantworte vor dem Start vier Fragen.`,
        },
        {
          kind: 'steps',
          items: [
            `Lässt sie sich rückgängig machen? Wenn die Entscheidung leicht und günstig umkehrbar ist, entscheide schnell und korrigiere später. Wenn nicht, nutze das ganze Vorgehen.`,
            `Wie groß ist die Wirkung? Denk an Geld, Zeit, Gesundheit, Beziehungen und daran, wie lange die Wirkung anhält.`,
            `Bis wann muss entschieden werden? Schreib die echte Frist auf. Oft ist mehr Zeit, als es sich anfühlt, und manchmal weniger.`,
            `Wer sollte entscheiden, und wen sollte man fragen? Nenne die Menschen, deren Sicht oder Zustimmung du brauchst.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Eine nützliche Regel: Dein Aufwand sollte dazu passen, was auf dem Spiel steht und wie schwer sich die Entscheidung rückgängig machen lässt, nicht dazu, wie nervös sie dich macht.`,
        },
      ],
    },
    {
      id: 'widen-options',
      role: 'core',
      heading: `Schritt 2: Erweitere deine Optionen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele Entscheidungen werden als „ob oder ob nicht“ gestellt: Soll ich diesen Job annehmen oder nicht? Studien zu Entscheidungen in Organisationen haben gezeigt, dass so gestellte Entscheidungen häufiger scheiterten als Entscheidungen zwischen mehreren echten Alternativen. Die wirksamste Verbesserung für die meisten Entscheidungen besteht darin, Optionen hinzuzufügen, bevor du sie vergleichst.`,
        },
        {
          kind: 'exercise',
          title: `Optionen erweitern`,
          steps: [
            `Schreib die Entscheidung so auf, wie du sie gerade siehst, zum Beispiel „das Angebot annehmen oder bleiben“.`,
            `Stell dir vor, beide bisherigen Optionen wären verschwunden. Schreib zwei andere Dinge auf, die du tun könntest.`,
            `Frag dich, ob du Optionen verbinden könntest, zum Beispiel bleiben, aber eine neue Rolle aushandeln, oder annehmen, aber später anfangen.`,
            `Denk an jemanden, der vor einer ähnlichen Wahl stand. Frag die Person, oder stell dir vor, was sie getan hat und was sie anders machen würde.`,
            `Jetzt solltest du mindestens drei oder vier echte Optionen haben. Streich nur die, die eindeutig unmöglich sind.`,
          ],
          reflection: `Welche neue Option hat dich überrascht, und warum hattest du sie vorher nicht in Betracht gezogen?`,
        },
      ],
    },
    {
      id: 'weigh-options',
      role: 'core',
      heading: `Schritt 3: Wäge die Optionen anhand klarer Kriterien ab`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Optionen im Kopf vergleichst, gewinnt meist das anschaulichste Detail: ein höheres Gehalt, eine freundliche Gesprächspartnerin, eine beängstigende Geschichte. Wenn du deine Kriterien zuerst aufschreibst, wird der Vergleich fairer. Außerdem siehst du, was dir wirklich wichtig ist, und das ist schon für sich eine nützliche Information.`,
        },
        {
          kind: 'exercise',
          title: `Gewichtete Entscheidungstabelle`,
          steps: [
            `Liste vier bis sieben Kriterien auf, die für diese Entscheidung zählen, zum Beispiel Einkommen, Lernen, Zeit mit der Familie, Ort, Sicherheit, Sinn.`,
            `Gib jedem Kriterium ein Gewicht von 1 (schön zu haben) bis 5 (unverzichtbar).`,
            `Bewerte jede Option bei jedem Kriterium von 1 (schwach) bis 5 (hervorragend).`,
            `Multipliziere jede Bewertung mit dem Gewicht des Kriteriums und addiere die Ergebnisse für jede Option.`,
            `Sieh dir die Gewinnerin an und achte auf deine Reaktion. Wenn du Erleichterung spürst, passt die Tabelle wahrscheinlich zu deinen Prioritäten. Wenn du enttäuscht bist, frag dich, welches Kriterium fehlt oder falsch gewichtet ist, und passe ehrlich an.`,
          ],
          reflection: `Was hat dir deine Reaktion auf das Ergebnis gesagt, was die Zahlen nicht gesagt haben?`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Die Tabelle ist ein Denkwerkzeug, keine automatische Antwort. Ihr Wert liegt darin, dass sie deine Gründe sichtbar macht und dir zeigt, wann deine Gefühle und deine erklärten Prioritäten nicht übereinstimmen.`,
        },
      ],
    },
    {
      id: 'test-against-reality',
      role: 'core',
      heading: `Schritt 4: Prüfe deinen Favoriten an der Wirklichkeit`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Sobald du eine Lieblingsoption hast, fängt dein Kopf an, Gründe zu sammeln, warum sie funktionieren wird. Zwei Techniken gleichen das aus. Die erste: Frag dich, wie Situationen wie deine bei anderen Menschen normalerweise ausgehen. Wenn die meisten ähnlichen Projekte doppelt so lange dauern wie geplant, wird deines das wahrscheinlich auch tun. Die zweite ist die Prä-mortem-Analyse, die für Teams entwickelt wurde, aber auch Einzelnen nützt.`,
        },
        {
          kind: 'exercise',
          title: `Prä-mortem`,
          steps: [
            `Stell dir vor, es ist ein Jahr später. Du hast dich für deine Lieblingsoption entschieden, und es ist schiefgegangen.`,
            `Schreib fünf Minuten lang jeden Grund auf, der dir einfällt, warum es gescheitert ist.`,
            `Kreise die zwei oder drei Gründe ein, die am wahrscheinlichsten wirken.`,
            `Schreib zu jedem auf, was du jetzt tun könntest, um es zu verhindern, oder welches frühe Anzeichen dir sagen würde, dass du den Kurs ändern solltest.`,
          ],
          reflection: `Ändert irgendein Grund auf deiner Liste, welche Option du bevorzugst, oder nur, wie du sie umsetzen wirst?`,
        },
        {
          kind: 'paragraph',
          text: `Teste nach Möglichkeit, bevor du dich ganz festlegst. Verbring einen Tag mit dem Team, zu dem du wechseln könntest, miete in einer neuen Gegend, bevor du kaufst, probier einen Kurs aus, bevor du den Beruf wechselst. Kleine Experimente liefern dir bessere Informationen als noch mehr Nachdenken.`,
        },
      ],
    },
    {
      id: 'commit-and-learn',
      role: 'core',
      heading: `Schritt 5: Leg dich fest und lerne dann`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Irgendwann macht weitere Analyse eine Entscheidung nicht mehr besser. Leg einen Entscheidungstermin fest und halte ihn ein. Wenn du entscheidest, schreib ein kurzes Entscheidungsprotokoll: was du gewählt hast, deine wichtigsten Gründe, was du erwartest und wie sicher du dir bist. Das dauert fünf Minuten und ist der beste Weg, dein Urteilsvermögen mit der Zeit zu verbessern.`,
        },
        {
          kind: 'bullets',
          items: [
            `Lies dein Entscheidungsprotokoll nach drei oder sechs Monaten noch einmal. Vergleiche, was passiert ist, mit dem, was du erwartet hast.`,
            `Beurteile die Entscheidung nach der Qualität des Vorgehens und der Informationen, die du hattest, nicht nur nach dem Ergebnis. Gute Entscheidungen gehen manchmal durch Pech schlecht aus, und schlechte Entscheidungen gehen manchmal gut aus.`,
            `Wenn die frühen Warnzeichen aus deiner Prä-mortem-Analyse auftauchen, steuere um, ohne dir Vorwürfe zu machen. Den Kurs wegen neuer Informationen zu ändern gehört zu einer guten Entscheidung.`,
            `Sag den Betroffenen, was du entschieden hast und warum, auch wenn es ihnen nicht gefallen wird.`,
          ],
        },
      ],
    },
    {
      id: 'decide-with-others',
      role: 'core',
      heading: `Gemeinsam mit anderen entscheiden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Gruppen können bessere Entscheidungen treffen als Einzelne, weil sie mehr Informationen und mehr Sichtweisen mitbringen. In der Praxis schneiden sie oft schlechter ab: Wer zuerst spricht oder am ranghöchsten ist, gibt die Richtung vor, die anderen passen ihre Meinung an, und Zweifel bleiben unausgesprochen. Ein paar einfache Regeln sichern den Vorteil der Gruppe.`,
        },
        {
          kind: 'bullets',
          items: [
            `Bitte alle, ihre eigene Sicht und ihre Gründe aufzuschreiben, bevor die Diskussion beginnt.`,
            `Lass die ranghöchste oder selbstsicherste Person zuletzt sprechen.`,
            `Bestimme eine Person, die gegen die Lieblingsoption argumentiert, und wechsle diese Rolle von Meeting zu Meeting, damit niemand als Nörgler abgestempelt wird.`,
            `Trenne die Diskussion der Fakten („Was wissen wir?“) von der Diskussion der Vorlieben („Was wollen wir?“).`,
            `Sagt am Ende klar, wer entscheidet, was entschieden wurde und was jede Person als Nächstes tut.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-decisions',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Mitzählen, was Menschen wichtig ist`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Denken bevorzugst, analysierst du Optionen wahrscheinlich gut und lässt dich von Druck nicht leicht beeinflussen. Die Lücke, auf die du achten solltest: Die Wirkung einer Entscheidung auf Menschen, dich selbst eingeschlossen, kann dir weniger real vorkommen als Kosten und Zahlen. Dabei entscheidet gerade diese Wirkung oft darüber, ob ein Plan gelingt. Eine logische Entscheidung, gegen die sich Menschen sträuben, ist in der Praxis keine gute Entscheidung.`,
        },
        {
          kind: 'bullets',
          items: [
            `Nimm in jede Entscheidungstabelle zwei Kriterien auf: „Wirkung auf die beteiligten Menschen“ und „wie es mir geht, wenn ich damit lebe“.`,
            `Liste vor der Entscheidung alle Betroffenen auf und schreib zu jeder Person eine Zeile dazu, wie sie die Entscheidung erleben wird.`,
            `Behandle deine eigenen Gefühle als Daten. Starkes Unbehagen bei einer „richtigen“ Wahl weist oft auf einen Wert oder ein Risiko hin, das du noch nicht benannt hast.`,
            `Wenn du eine Entscheidung erklärst, sag auch, was du in Bezug auf die Menschen bedacht hast, nicht nur die Logik.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-decisions',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Deinen Werten eine klare Struktur geben`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Fühlen bevorzugst, bedenkst du wahrscheinlich, wie sich Entscheidungen auf Menschen auswirken und ob sie zu deinen Werten passen, und triffst so Entscheidungen, denen andere vertrauen können. Die Lücke, auf die du achten solltest: Entscheidungen, die jemanden enttäuschen werden, können sich fast unmöglich anfühlen, und vielleicht wählst du, was den Frieden wahrt, statt was für dich richtig ist.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schreib deine drei wichtigsten persönlichen Werte auf, bevor du Optionen vergleichst, und nutze sie als gewichtete Kriterien.`,
            `Trenne bei jeder Option zwei Fragen: „Was will ich?“ und „Womit würde ich niemanden enttäuschen?“ Achte darauf, wann die Antworten auseinandergehen.`,
            `Nimm die Kosten der Option für dich selbst, an Zeit, Geld und Energie, als Kriterium mit echtem Gewicht auf.`,
            `Denk daran, dass es einer Beziehung oft besser tut, jemanden mit einer klaren, freundlichen Erklärung zu enttäuschen, als widerwillig Ja zu sagen.`,
          ],
        },
      ],
    },
    {
      id: 'judging-decisions',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Schnell entscheiden, ehrlich überprüfen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Urteilen bevorzugst, kommst du wahrscheinlich gern zu einer Entscheidung und gehst dann weiter, und andere verlassen sich darauf, dass du lange Diskussionen beendest. Das Risiko ist, zu früh abzuschließen: zu entscheiden, bevor du deine Optionen erweitert hast, oder eine Entscheidung zu verteidigen, nachdem neue Informationen sie geschwächt haben.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mach bei Entscheidungen, die schwer umkehrbar sind, vor der Wahl immer die Übung zum Erweitern der Optionen, auch wenn du dir sicher bist.`,
            `Bitte eine Person, die dir oft widerspricht, deine Lieblingsoption infrage zu stellen.`,
            `Leg vorher fest, welche Belege dich umstimmen würden, und schreib sie in dein Entscheidungsprotokoll.`,
            `Unterscheide Beständigkeit von Sturheit. Eine Entscheidung zu ändern, weil sich die Fakten geändert haben, zeugt von gutem Urteilsvermögen.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-decisions',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Optionen rechtzeitig schließen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Wahrnehmen bevorzugst, siehst du wahrscheinlich gut Alternativen und passt dich an, wenn sich die Umstände ändern. Das Risiko: Du hältst Optionen zu lange offen, sodass Fristen verstreichen, gute Optionen verschwinden und der Stress einer offenen Frage wochenlang anhält. Die Forschung legt außerdem nahe, dass Menschen, die immer nach der bestmöglichen Option suchen, mit ihren Entscheidungen meist weniger zufrieden sind als Menschen, die eine suchen, die gut genug ist.`,
        },
        {
          kind: 'bullets',
          items: [
            `Trag einen Entscheidungstermin in deinen Kalender ein und erzähl jemandem davon.`,
            `Leg fest, was „gut genug“ heißt, bevor du suchst: Welche Mindestbedingungen würden eine Option annehmbar machen? Wähle die erste Option, die sie erfüllt.`,
            `Erinnere dich daran, dass sich die meisten Entscheidungen später anpassen lassen. Eine Wahl beendet deine Flexibilität nicht; sie gibt dir eine Grundlage, von der aus du dich anpassen kannst.`,
            `Nutze kleine Experimente, um schnell zu lernen, statt auf perfekte Informationen zu warten.`,
          ],
        },
      ],
    },
    {
      id: 'decision-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Nur eine Option betrachten oder nur „Ja oder Nein“.`,
            `Nur nach Informationen suchen, die die Option stützen, die du ohnehin bevorzugst.`,
            `Langfristige Entscheidungen in einer starken Stimmung treffen, ob wütend, euphorisch oder erschöpft.`,
            `Nur Menschen um Rat fragen, die dir zustimmen werden.`,
            `Frühere Entscheidungen nur nach ihrem Ergebnis beurteilen und die falschen Lehren ziehen.`,
          ],
        },
      ],
    },
    {
      id: 'decision-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Einordnen: umkehrbar oder nicht, Größe der Wirkung, echte Frist, wer entscheidet.`,
            `Erweitern: mindestens drei echte Optionen; stell dir vor, deine bisherigen Optionen wären verschwunden.`,
            `Abwägen: Kriterien, Gewichte, Bewertungen; dann auf deine Reaktion auf die Gewinnerin achten.`,
            `Prüfen: Wie gehen ähnliche Fälle meist aus? Mach ein Prä-mortem. Probier ein kleines Experiment.`,
            `Festlegen: Halte deinen Entscheidungstermin ein; schreib ein kurzes Entscheidungsprotokoll.`,
            `Lernen: das Protokoll nach drei bis sechs Monaten lesen; das Vorgehen beurteilen, nicht nur das Ergebnis.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Wenn du feststeckst, frag dich: „Was würde ich einer guten Freundin oder einem guten Freund an meiner Stelle raten?“ Abstand macht die Antwort oft klarer.`,
        },
      ],
    },
  ],
};
