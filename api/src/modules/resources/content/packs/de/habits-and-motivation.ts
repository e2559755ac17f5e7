// Skill pack: habits and motivation (DE, addressed with "du"). Tailored on J/P and A/Tu.
// Translated from packs/en/habits-and-motivation.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'habits-and-motivation',
  title: `Gewohnheiten und Motivation`,
  subtitle: `Bau Routinen auf, die halten, auch an Tagen mit wenig Motivation`,
  summary: `Ein praktischer Leitfaden, mit dem du neue Gewohnheiten aufbaust und beibehältst: klein anfangen, Gewohnheiten an Auslöser knüpfen, Hindernisse einplanen, Gründe finden, die tragen, und nach einem Ausrutscher wieder einsteigen. Er erklärt, warum Motivation kommt und geht und wie du trotzdem vorankommst.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-habits-matter',
      role: 'intro',
      heading: `Warum Gewohnheiten stärker sind als Motivation`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Motivation ist ein Gefühl, und Gefühle ändern sich. An einem guten Tag bist du bereit, Sport zu machen, zu lernen oder zu sparen; an einem müden Tag fühlt sich derselbe Plan unmöglich an. Gewohnheiten lösen dieses Problem. Eine Gewohnheit ist ein Verhalten, das so oft in derselben Situation wiederholt wurde, dass die Situation es selbst auslöst, mit wenig Nachdenken oder Anstrengung. Sobald ein Verhalten eine Gewohnheit ist, hängt es nicht mehr davon ab, wie motiviert du dich fühlst.`,
        },
        {
          kind: 'paragraph',
          text: `Eine Gewohnheit aufzubauen braucht Zeit. In einer bekannten Studie brauchten die Teilnehmenden im Durchschnitt etwa zwei Monate tägliche Wiederholung, bis sich ein neues Verhalten automatisch anfühlte, mit einer großen Spanne von unter drei Wochen bis deutlich länger. Dieselbe Studie zeigte, dass ein einzelner ausgelassener Tag den Prozess nicht zunichtemachte. Das macht Mut: Gewohnheiten entstehen durch stetige Wiederholung, nicht durch Perfektion.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ entscheidet nicht über deine Selbstdisziplin. Er beeinflusst aber, wie du mit Routine und mit Scheitern umgehst. Wer Urteilen bevorzugt, mag Routinen oft, kann aber starr werden; wer Wahrnehmen bevorzugt, braucht oft Abwechslung, um interessiert zu bleiben. Menschen mit selbstbewusster Identität fangen vielleicht zuversichtlich an, lassen aber die Planung weg; Menschen mit unruhiger Identität gehen nach einem Ausrutscher womöglich hart mit sich ins Gericht. Die zugeschnittenen Abschnitte zeigen, wie du die Methode an dich anpasst.`,
        },
      ],
    },
    {
      id: 'start-tiny',
      role: 'core',
      heading: `Wähle eine Gewohnheit und mach sie winzig`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meisten Pläne für Gewohnheiten scheitern, weil sie zu groß sind. „Jeden Tag eine Stunde Sport“ hängt von hoher Motivation ab. Eine winzige Version wie „Laufschuhe anziehen und fünf Minuten gehen“ ist leicht genug für deinen schlechtesten Tag. Sobald das Verhalten automatisch läuft, kannst du es vergrößern. Bau eine Gewohnheit nach der anderen auf; mehrere neue Gewohnheiten gleichzeitig teilen deine Aufmerksamkeit.`,
        },
        {
          kind: 'exercise',
          title: `Gewohnheitskarte`,
          steps: [
            `Wähle eine Gewohnheit, die in deinem Leben einen echten Unterschied machen würde, und beschreib sie als konkretes Verhalten: Aus „lesen“ wird „zehn Seiten in einem Buch lesen“.`,
            `Mach sie winzig: Verkleinere sie, bis sie weniger als zwei Minuten dauert, zum Beispiel „eine Seite lesen“.`,
            `Wähle einen Anker: eine bestehende tägliche Routine, die der Auslöser sein wird, etwa „nachdem ich mir morgens Kaffee eingeschenkt habe“.`,
            `Schreib den ganzen Plan auf: „Nachdem ich mir morgens Kaffee eingeschenkt habe, lese ich am Küchentisch eine Seite in meinem Buch.“`,
            `Bereite den Ort vor: Leg das Buch heute Abend auf den Küchentisch.`,
            `Leg einen kleinen Moment der Zufriedenheit direkt nach dem Verhalten fest, etwa ein Häkchen setzen oder „erledigt“ sagen.`,
          ],
          reflection: `Ist deine winzige Version wirklich leicht genug für einen schlechten Tag? Wenn nicht, was würde sie noch kleiner machen?`,
        },
      ],
    },
    {
      id: 'cues-and-environment',
      role: 'core',
      heading: `Lass Auslöser und Umgebung die Arbeit machen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Gewohnheiten werden durch Auslöser gestartet: eine Uhrzeit, einen Ort, eine Handlung, die du gerade beendet hast, oder Menschen um dich herum. Je stabiler der Auslöser, desto schneller bildet sich die Gewohnheit. Deine Umgebung entscheidet außerdem, wie leicht dir jedes Verhalten fällt. Menschen, die eine große Selbstbeherrschung zu haben scheinen, leben oft einfach in einer Umgebung, die gute Entscheidungen leicht und schlechte schwerer macht.`,
        },
        {
          kind: 'bullets',
          items: [
            `Halte den Auslöser jeden Tag gleich: gleiche Uhrzeit, gleicher Ort oder gleiche vorausgehende Routine.`,
            `Mach das gute Verhalten sichtbar und leicht: Obst auf dem Tisch, die Gitarre aus dem Koffer, die Sportsachen bereitgelegt.`,
            `Mach das unerwünschte Verhalten unsichtbar und schwerer: Snacks in einem hohen Schrank, das Handy lädt außerhalb des Schlafzimmers, bei Streaming-Apps abgemeldet.`,
            `Nutze andere Menschen: eine Freundin, die mit dir spazieren geht, einen Kurs, den du bezahlt hast, einen Kollegen, der zur selben Zeit lernt.`,
            `Ändere eine Sache in deiner Umgebung, bevor du dich auf Willenskraft verlässt.`,
          ],
        },
      ],
    },
    {
      id: 'plan-for-obstacles',
      role: 'core',
      heading: `Plane die Hindernisse ein`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Positives Träumen allein kann die Anstrengung verringern, weil der Kopf das vorgestellte Ergebnis genießt, als wäre es schon eingetreten. Wirksamer ist eine Methode, die den Wunsch mit einem ehrlichen Blick auf das verbindet, was im Weg steht, und mit einem Plan für dieses Hindernis. Forschung zu dieser Technik zeigt gute Ergebnisse bei Zielen in Gesundheit, Studium und Beruf.`,
        },
        {
          kind: 'exercise',
          title: `Wunsch, Ergebnis, Hindernis, Plan`,
          steps: [
            `Wunsch: Schreib in wenigen Worten die Gewohnheit oder das Ziel auf, das du willst.`,
            `Ergebnis: Stell dir eine Minute lang das beste Ergebnis vor, wenn du es erreichst, und schreib auf, wie es sich anfühlen würde.`,
            `Hindernis: Frag dich, was in dir dich am ehesten aufhalten wird, etwa Müdigkeit, Langeweile, ein Heißhunger oder Selbstzweifel. Stell es dir deutlich vor.`,
            `Plan: Schreib einen Wenn-dann-Plan für dieses Hindernis: „Wenn ich nach der Arbeit zu müde zum Gehen bin, dann gehe ich nur fünf Minuten.“`,
            `Wiederhole die Übung, sobald die Gewohnheit ins Rutschen gerät.`,
          ],
          reflection: `Welches Hindernis ist dir zuerst in den Sinn gekommen, und wie oft hat es dich schon aufgehalten?`,
        },
      ],
    },
    {
      id: 'reasons-that-last',
      role: 'core',
      heading: `Finde Gründe, die tragen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Motivation, die aus deinen eigenen Werten und Interessen kommt, hält länger als Motivation, die auf Druck, Schuldgefühlen oder dem Wunsch beruht, andere zu beeindrucken. Wenn sich eine Gewohnheit wie eine auferlegte Pflicht anfühlt, such nach einem persönlichen Grund oder ändere die Form der Gewohnheit, bis sie sich wie deine eigene Entscheidung anfühlt.`,
        },
        {
          kind: 'bullets',
          items: [
            `Verbinde die Gewohnheit mit etwas, das dir wichtig ist: „Ich gehe spazieren, damit ich Energie habe, mit meinen Kindern zu spielen“, nicht „Ich sollte Sport machen“.`,
            `Wähle eine Form, die dir Spaß macht. Wenn du Laufen hasst, probier Radfahren, Tanzen oder Mannschaftssport; die beste Gewohnheit ist die, die du tatsächlich beibehältst.`,
            `Kopple die Gewohnheit an ein Vergnügen: Hör deinen Lieblingspodcast nur beim Sport, oder trink deinen Lieblingstee nur beim Lernen.`,
            `Nutze natürliche Neuanfänge wie eine neue Woche, einen neuen Monat oder einen Geburtstag, um eine Gewohnheit zu beginnen oder neu zu starten. An diesen Punkten fällt Menschen der Anfang leichter.`,
          ],
        },
      ],
    },
    {
      id: 'track-miss-restart',
      role: 'core',
      heading: `Verfolge deinen Fortschritt und starte nach einer Lücke neu`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Eine einfache Aufzeichnung deines Fortschritts hilft dir, Ziele zu erreichen, besonders wenn du sie regelmäßig ansiehst. Ein Kalender mit einem Zeichen für jeden Tag, an dem du die Gewohnheit ausgeführt hast, reicht aus. Die Aufzeichnung hilft dir auch, Muster zu erkennen, etwa welche Tage schwierig sind.`,
        },
        {
          kind: 'paragraph',
          text: `Jeder lässt mal Tage aus. Gefährlich ist nicht die Lücke selbst, sondern der Gedanke, der ihr folgt: „Ich habe versagt, also kann ich es auch gleich lassen.“ Die Psychologie hat diese Alles-oder-nichts-Reaktion bei vielen Arten von Verhaltensänderung beschrieben. Die Antwort ist eine einfache Regel: Lass nie zweimal hintereinander aus. Nach einem ausgelassenen Tag wird die winzige Version am nächsten Tag zu deiner einzigen Priorität.`,
        },
        {
          kind: 'steps',
          items: [
            `Markiere jeden Tag, an dem du die Gewohnheit ausführst, auch die winzige Version.`,
            `Sieh dir die Aufzeichnung einmal pro Woche an und frag dich, was an guten Tagen geholfen hat und was an ausgelassenen Tagen im Weg stand.`,
            `Mach nach einer Lücke am nächsten Tag die winzige Version, ohne zusätzliche Strafe und ohne „Nachholen“.`,
            `Entscheide nach drei oder vier Wochen stetiger Übung, ob du die Gewohnheit ein wenig vergrößerst.`,
          ],
        },
      ],
    },
    {
      id: 'break-unwanted-habits',
      role: 'core',
      heading: `Eine Gewohnheit ablegen, die du nicht mehr willst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Unerwünschte Gewohnheiten, etwa im Bett aufs Handy schauen oder beim Arbeiten naschen, folgen denselben Regeln wie gute: Ein Auslöser startet sie, und eine Belohnung hält sie am Laufen. Mit reiner Willenskraft aufzuhören hält selten lange, weil der Auslöser bleibt und der Drang zurückkommt. Besser funktioniert es, den Auslöser zu ändern, Aufwand hinzuzufügen und das Bedürfnis hinter der Gewohnheit auf andere Weise zu erfüllen.`,
        },
        {
          kind: 'steps',
          items: [
            `Notiere eine Woche lang jedes Mal, wenn die Gewohnheit auftritt: wann, wo, mit wem und was du kurz davor gefühlt hast.`,
            `Finde den häufigsten Auslöser und ändere ihn, wo du kannst, zum Beispiel indem du das Handy außerhalb des Schlafzimmers lädst.`,
            `Füge Aufwand hinzu: Je mehr Schritte die Gewohnheit braucht, desto seltener kommt sie vor.`,
            `Wähle einen Ersatz, der dasselbe Bedürfnis erfüllt, etwa einen kurzen Spaziergang statt eines Snacks, wenn du eine Pause brauchst.`,
            `Wenn ein Drang kommt, nimm ihn wahr, atme und warte zehn Minuten. Ein Drang steigt und fällt wie eine Welle, und meist vergeht er, wenn du ihm nicht nachgibst.`,
          ],
        },
      ],
    },
    {
      id: 'judging-habits',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Routinen ohne Starrheit`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Urteilen bevorzugst, fallen dir Routinen wahrscheinlich leicht, und vielleicht genießt du die Ordnung, die eine gute Gewohnheit mit sich bringt. Das ist ein echter Vorteil. Die Risiken: Du beginnst zu viele Gewohnheiten gleichzeitig, weil sich das Planen befriedigend anfühlt, und du betrachtest jede Unterbrechung der Routine als Scheitern.`,
        },
        {
          kind: 'bullets',
          items: [
            `Beginne eine Gewohnheit und warte, bis sie automatisch läuft, bevor du eine weitere hinzunimmst, selbst wenn du einen Plan für fünf hast.`,
            `Leg eine Minimalversion für schwierige Tage fest und zähle sie als vollen Erfolg.`,
            `Plane Störungen wie Reisen, Krankheit oder Feiertage im Voraus ein: „Wenn ich reise, sind meine Gewohnheit zehn Liegestütze im Hotelzimmer.“`,
            `Überprüfe deine Gewohnheiten alle paar Monate. Manche Routinen laufen nur weiter, weil sie Routinen sind, nicht weil sie dir noch dienen.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-habits',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Gewohnheiten mit Raum für Abwechslung`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Wahrnehmen bevorzugst, fühlen sich strenge tägliche Routinen vielleicht langweilig oder einengend an, und womöglich beginnst du begeistert und lässt nach, sobald der Reiz des Neuen verfliegt. Du kannst trotzdem starke Gewohnheiten aufbauen. Halte den Auslöser fest und lass den Inhalt wechseln.`,
        },
        {
          kind: 'bullets',
          items: [
            `Behalte jeden Tag denselben Anker, aber wähle aus einem Menü: nach dem Mittagessen entweder ein Spaziergang, ein Yoga-Video oder Treppensteigen.`,
            `Ändere alle paar Wochen die Form der Gewohnheit, damit sie interessant bleibt, während Zeit und Ort gleich bleiben.`,
            `Nutze andere Menschen, um dranzubleiben: eine Partnerin oder einen Partner, einen Kurs oder einen gemeinsamen Tracker.`,
            `Akzeptiere ein lockereres Ziel, etwa fünf von sieben Tagen. Eine flexible Gewohnheit, die du beibehältst, ist besser als eine strenge, die du aufgibst.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-habits',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Lass Zuversicht nicht den Plan überspringen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität selbstbewusst ist, beginnst du neue Gewohnheiten wahrscheinlich zuversichtlich und machst dir wenig Sorgen, zu scheitern. Das hilft dir beim Anfangen. Das Risiko: Du unterschätzt die Hindernisse, lässt die winzige Version weg, weil sie dir unnötig erscheint, und gehst davon aus, dass die Gewohnheit einfach hängen bleibt.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mach die Hindernis-Übung, auch wenn du sicher bist, dass du es schaffst. Sie kostet fünf Minuten.`,
            `Beginne die ersten zwei Wochen mit der winzigen Version, egal wie zuversichtlich du bist.`,
            `Zeichne ehrlich auf. Zuversicht kann dazu führen, dass du dich an mehr gute Tage erinnerst, als du wirklich hattest.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-habits',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Fortschritt, nicht Perfektion`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität unruhig ist, setzt du dir wahrscheinlich hohe Maßstäbe und willst dich verbessern, und das gibt dir starken Antrieb. Das Risiko ist harte Selbstkritik nach einem ausgelassenen Tag, die die Alles-oder-nichts-Reaktion wahrscheinlicher macht. Die Forschung legt nahe, dass Menschen, die auf Scheitern mit Selbstmitgefühl reagieren, motivierter sind, sich zu verbessern, nicht weniger.`,
        },
        {
          kind: 'bullets',
          items: [
            `Sprich nach einer Lücke mit dir wie mit einer Freundin oder einem Freund: „Gestern war schwer. Heute mache ich die kleine Version.“`,
            `Betrachte deine Aufzeichnung wochenweise, nicht tageweise. Fünf von sieben sind echter Fortschritt.`,
            `Führ eine Liste der Gewohnheiten, die du schon aufgebaut hast. Sie ist der Beweis, dass du dich ändern kannst.`,
            `Vergleiche deinen Fortschritt nicht mit den Highlights anderer im Netz.`,
          ],
        },
      ],
    },
    {
      id: 'habits-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Zu groß anfangen und darauf bauen, dass die Motivation dich trägt.`,
            `Mehrere Gewohnheiten gleichzeitig ändern.`,
            `Einen vagen Auslöser wählen wie „irgendwann am Abend“.`,
            `Nach ein oder zwei ausgelassenen Tagen aufgeben.`,
            `Eine Gewohnheit aufbauen wollen, die du eigentlich nicht willst, weil du meinst, du solltest.`,
          ],
        },
      ],
    },
    {
      id: 'habits-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Eine Gewohnheit nach der anderen, beschrieben als konkretes Verhalten.`,
            `Mach sie winzig: unter zwei Minuten, leicht auch an deinem schlechtesten Tag.`,
            `Verankere sie: „Nachdem ich [bestehende Routine], werde ich [winzige Gewohnheit].“`,
            `Gestalte deine Umgebung: gutes Verhalten leicht und sichtbar, unerwünschtes Verhalten schwerer.`,
            `Plane für das Hindernis: „Wenn [Hindernis], dann werde ich [Reaktion].“`,
            `Gründe, die tragen: deine Werte, eine Form, die dir Spaß macht, ein damit verbundenes Vergnügen.`,
            `Täglich aufzeichnen, wöchentlich auswerten, nie zweimal hintereinander auslassen.`,
            `Eine Gewohnheit ablegen: Auslöser ändern, Aufwand hinzufügen, das Bedürfnis anders erfüllen, den Drang aussitzen.`,
            `Rechne mit etwa zwei Monaten, bis es sich automatisch anfühlt, und bleib dran.`,
          ],
        },
      ],
    },
  ],
};
