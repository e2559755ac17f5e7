// Skill pack: planning, time and energy (DE, addressed with "du"). Tailored on J/P and S/N.
// Translated from packs/en/time-and-energy.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'time-and-energy',
  title: `Zeit und Energie planen`,
  subtitle: `Entscheide, was zählt, plane realistisch und richte deine Arbeit nach deiner Energie aus`,
  summary: `Ein praktisches System, mit dem du alles festhältst, was du zu tun hast, auswählst, was zählt, ehrlich schätzt und deine Woche um deine Energie herum planst. Es ist leicht genug, dass du es auch nach der ersten begeisterten Woche weiter nutzt.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-planning-matters',
      role: 'intro',
      heading: `Warum Zeit allein das Falsche ist, was man managen sollte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meisten Menschen haben mehr zu tun, als sie Zeit haben, und daran ändert keine Technik etwas. Was ein gutes System ändert: welche Dinge erledigt werden, wie viel Stress der Rest verursacht und ob deine besten Stunden in deine wichtigste Arbeit fließen. Zeit ist nur die Hälfte des Bildes. Eine Stunde, in der du frisch bist, und eine Stunde, in der du erschöpft bist, sind nicht gleich viel wert. Ein brauchbarer Plan steuert deshalb Energie ebenso wie Zeit.`,
        },
        {
          kind: 'paragraph',
          text: `Dieses Paket beschreibt ein einfaches System in fünf Teilen: alles an einem Ort festhalten, auswählen, was zählt, ehrlich schätzen, erst die Woche und dann den Tag planen und deine Energie steuern. Jeder Teil ist für sich nützlich. Zusammen brauchen sie etwa vierzig Minuten pro Woche und zehn Minuten am Tag.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ beeinflusst, welche Teile des Systems sich natürlich anfühlen. Wer Urteilen bevorzugt, mag oft detaillierte Pläne, klammert sich aber manchmal zu fest daran; wer Wahrnehmen bevorzugt, arbeitet oft gut mit Flexibilität, lässt aber manchmal zu viel bis zum letzten Moment liegen. Wer Empfinden bevorzugt, plant konkrete Aufgaben meist gut, verliert aber womöglich langfristige Ziele aus dem Blick; wer Intuition bevorzugt, sieht meist das große Ganze, überspringt aber womöglich die Details, mit denen ein Plan steht und fällt. Die zugeschnittenen Abschnitte helfen dir, deine Stärken zu nutzen und deine Lücken zu schließen.`,
        },
      ],
    },
    {
      id: 'capture-everything',
      role: 'core',
      heading: `Halte alles an einem Ort fest`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Unerledigte Aufgaben kommen dir gern in zufälligen Momenten wieder in den Sinn, und das ist ermüdend und lenkt ab. Wenn du eine Aufgabe zusammen mit einem Plan aufschreibst, wann du sie angehst, werden diese aufdringlichen Gedanken seltener. Der erste Schritt ist deshalb eine einzige verlässliche Liste, auf Papier oder in einer App, in die jede Aufgabe, jedes Versprechen und jede Idee wandert.`,
        },
        {
          kind: 'exercise',
          title: `Alles erfassen`,
          steps: [
            `Nimm dir dreißig Minuten und ein leeres Blatt oder eine neue Liste.`,
            `Schreib alles auf, was du tun musst oder willst: Aufgaben bei der Arbeit, Arbeiten im Haushalt, Nachrichten, die du beantworten musst, Versprechen an andere, Ideen, denen du nachgehen willst.`,
            `Geh die Bereiche deines Lebens durch, um zu finden, was du übersehen hast: Arbeit, Zuhause, Geld, Gesundheit, Familie, Freunde, Lernen.`,
            `Schreib zu jedem vagen Punkt die nächste konkrete Handlung, etwa „bei der Bank wegen der Karte anrufen“ statt „Bank“.`,
            `Trag ab jetzt neue Aufgaben sofort in diese Liste ein, sobald sie auftauchen, und nirgendwo sonst.`,
          ],
          reflection: `Wie hat es sich angefühlt, alles auf einer Seite zu sehen, und welcher Punkt hatte in deinem Kopf am meisten Platz eingenommen?`,
        },
      ],
    },
    {
      id: 'choose-what-matters',
      role: 'core',
      heading: `Wähle aus, was zählt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Dringende Aufgaben schreien, wichtige Aufgaben warten leise. Die Forschung zeigt, dass Menschen oft eine dringende Aufgabe einer wichtigen vorziehen, selbst wenn die wichtige mehr bringt. Sortiere deine Liste deshalb bewusst, statt sie von oben nach unten abzuarbeiten.`,
        },
        {
          kind: 'steps',
          items: [
            `Markiere jede Aufgabe als wichtig (sie bringt ein Ziel voran, das dir am Herzen liegt) oder nicht.`,
            `Markiere jede Aufgabe als dringend (sie hat eine echte Frist in den nächsten Tagen) oder nicht.`,
            `Wichtig und dringend: zuerst erledigen. Wichtig, aber nicht dringend: feste Zeit im Kalender geben. Dringend, aber nicht wichtig: schnell erledigen, abgeben oder fragen, ob sie überhaupt nötig sind. Weder noch: streichen.`,
            `Wähle höchstens drei wichtige Ergebnisse für die Woche. Alles andere ist zweitrangig.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Auswählen, was zählt, heißt auch Nein sagen. Bevor du eine neue Anfrage annimmst, frag dich, was du dafür stoppst oder verschiebst. Lautet die Antwort „nichts“, planst du wahrscheinlich, länger zu arbeiten oder alles schlechter zu machen. Ein höfliches „Diese Woche nicht, aber am Dienstag, dem 14., könnte ich helfen“ schützt sowohl die Beziehung als auch deinen Plan.`,
        },
      ],
    },
    {
      id: 'estimate-honestly',
      role: 'core',
      heading: `Schätze ehrlich`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Fast alle unterschätzen, wie lange Aufgaben dauern, selbst wenn sie wissen, dass ähnliche Aufgaben früher länger gedauert haben. Die Psychologie nennt das den Planungsfehlschluss. Wir stellen uns den besten Fall vor und vergessen Unterbrechungen, Probleme und die kleinen Schritte, an die wir nicht gedacht haben. Drei Gewohnheiten machen Schätzungen realistischer.`,
        },
        {
          kind: 'bullets',
          items: [
            `Zerlege die Aufgabe in ihre Teile und schätze jeden Teil. Die Schätzungen für die Teile ergeben zusammen meist mehr als die Schätzung für das Ganze und liegen näher an der Wirklichkeit.`,
            `Schau zurück: Wie lange hat eine ähnliche Aufgabe beim letzten Mal tatsächlich gedauert? Nimm diese Zahl, nicht deine Hoffnung.`,
            `Plane einen Puffer ein. Bei vertrauten Aufgaben schlägst du ein Viertel der Schätzung auf, bei neuen oder komplexen die Hälfte.`,
            `Schreib eine Woche lang deine Schätzung neben jede Aufgabe und hinterher die tatsächliche Zeit. Der Vergleich verrät dir deinen persönlichen Korrekturfaktor.`,
          ],
        },
      ],
    },
    {
      id: 'plan-week-and-day',
      role: 'core',
      heading: `Plane die Woche, dann den Tag`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Der Wochenrückblick ist das Herzstück dieses Systems. Einmal pro Woche, zu einer festen Zeit, schaust du dir alles an, wählst aus, was zählt, und trägst es in deinen Kalender ein. Ein kurzer Tagesplan passt die Woche dann an das an, was wirklich passiert ist.`,
        },
        {
          kind: 'exercise',
          title: `Wochenrückblick in dreißig Minuten`,
          steps: [
            `Mach den Kopf leer: Trag neue Aufgaben in deine Liste ein und sammle Notizen, Nachrichten und Papiere, bei denen etwas zu tun ist.`,
            `Schau zurück: Was hast du letzte Woche abgeschlossen, was ist nicht passiert, und warum?`,
            `Schau nach vorn: Prüfe deinen Kalender für die nächsten zwei Wochen auf Fristen, Meetings und private Termine.`,
            `Wähle bis zu drei wichtige Ergebnisse für die kommende Woche.`,
            `Blocke für jedes davon Zeit in deinem Kalender, in deinen Stunden mit der besten Energie.`,
            `Lass Luft: Verplane nicht mehr als etwa zwei Drittel deiner verfügbaren Zeit.`,
          ],
          reflection: `Wenn du auf die letzte Woche schaust: Was hat dir am häufigsten die Zeit weggenommen, die du für wichtige Arbeit eingeplant hattest?`,
        },
        {
          kind: 'bullets',
          items: [
            `Tagesplan, zehn Minuten: Kalender prüfen, die eine wichtigste Aufgabe des Tages wählen und entscheiden, wann du sie erledigst.`,
            `Wenn der Tag anders läuft, verschieb Aufgaben auf einen anderen Platz, statt sie aus deinem Kopf zu streichen.`,
            `Schreib am Ende des Tages die erste Aufgabe für morgen auf. Der Start fällt leichter, wenn der erste Schritt schon feststeht.`,
          ],
        },
      ],
    },
    {
      id: 'manage-energy',
      role: 'core',
      heading: `Steuere deine Energie, nicht nur deine Stunden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Menschen unterscheiden sich darin, wann sie sich am wachsten fühlen. Manche sind eindeutig Morgenmenschen, andere laufen erst später am Tag zu Hochform auf, und die meisten liegen irgendwo dazwischen. Deine Energie hängt außerdem von Schlaf, Essen, Bewegung und der Art deiner Arbeit ab. Manche Aufgaben geben dir Energie, andere ziehen sie ab.`,
        },
        {
          kind: 'exercise',
          title: `Energie-Check`,
          steps: [
            `Notiere an fünf Arbeitstagen alle zwei Stunden deine Energie von 1 bis 5 und dazu, was du gerade getan hast.`,
            `Markiere am Ende deine zwei besten und deine zwei schlechtesten Tageszeiten.`,
            `Liste die Aufgaben auf, nach denen du mehr Energie hattest, und die, nach denen du weniger hattest.`,
            `Leg deine anspruchsvollste Arbeit in deine besten Zeiten und Routineaufgaben in deine schwächsten.`,
            `Plane nach Möglichkeit nach jeder kräftezehrenden Aufgabe eine ein, die dir Energie gibt.`,
          ],
          reflection: `Welche kräftezehrende Aufgabe könntest du verkürzen, teilen oder auf eine bessere Tageszeit legen?`,
        },
      ],
    },
    {
      id: 'sensing-planning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Von täglichen Aufgaben zur langfristigen Richtung`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Empfinden bevorzugst, planst du konkrete Aufgaben wahrscheinlich gut, schätzt praktische Arbeit realistisch ein und bemerkst Details, die anderen entgehen. Das Risiko: Die Woche füllt sich mit sichtbaren, konkreten Aufgaben, während langfristige Ziele, die sich weniger greifbar anfühlen, immer wieder verschoben werden.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schreib drei Ziele für die nächsten drei Monate auf und setz sie an den Anfang deiner Aufgabenliste.`,
            `Frag dich bei jedem Wochenrückblick: „Welche Aufgabe bringt diese Woche eines dieser Ziele voran?“ Sorg dafür, dass mindestens eine es tut.`,
            `Mach aus jedem langfristigen Ziel einen konkreten ersten Schritt, den du in weniger als einer Stunde erledigen kannst. Konkrete Schritte sind deine Stärke.`,
            `Nimm dir einmal im Monat dreißig Minuten, um weiter nach vorn zu schauen: Was soll in einem Jahr anders sein?`,
          ],
        },
      ],
    },
    {
      id: 'intuition-planning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Von der Vision zur nächsten Handlung`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Intuition bevorzugst, siehst du wahrscheinlich, wohin sich Dinge entwickeln, und setzt dir inspirierende Ziele. Das Risiko: Pläne bleiben auf der Ebene von Ideen. Das Ziel ist klar, der nächste Schritt aber nicht, und Details, die du langweilig findest, etwa Termine, Abhängigkeiten und kleine praktische Schritte, sorgen später für Verzögerungen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schreib zu jedem Ziel die nächste konkrete Handlung auf. Wenn du dich nicht dabei sehen kannst, wie du sie tust, ist es noch keine Handlung.`,
            `Nutze für Schätzungen die Gewohnheit, Aufgaben zu zerlegen, denn gerade du bist vielleicht versucht, das ganze Projekt auf einmal zu schätzen.`,
            `Trag Details, die du gern vergisst, etwa Verlängerungen, Formulare und Buchungen, mit Erinnerung in den Kalender ein, damit du sie dir nicht merken musst.`,
            `Begrenze neue Projekte: Bevor du eines beginnst, schließ ein anderes ab oder leg es bewusst auf Eis.`,
          ],
        },
      ],
    },
    {
      id: 'judging-planning',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Pläne, die Luft zum Atmen lassen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Urteilen bevorzugst, fällt dir das Planen wahrscheinlich leicht, und du fühlst dich besser, wenn deine Woche geordnet ist. Das verschafft dir einen starken Start. Das Risiko: Du überfüllst den Plan, gerätst in Stress, wenn die Wirklichkeit sich nicht daran hält, und vergisst, dass auch Ruhe und unverplante Zeit Platz brauchen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Halte dich streng an die Zwei-Drittel-Regel. Das freie Drittel ist nicht verschwendet; es macht den Rest des Plans erst möglich.`,
            `Trag Ruhe, Bewegung und Zeit mit Menschen als feste Blöcke in den Kalender ein, nicht als das, was am Ende übrig bleibt.`,
            `Wenn sich Pläne ändern, frag „Was ist ab hier der beste Plan?“ statt „Wie komme ich zum alten Plan zurück?“.`,
            `Führ neben deiner Aufgabenliste eine „Erledigt-Liste“. Zu sehen, was du geschafft hast, ist genauso wichtig, wie zu sehen, was noch offen ist.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-planning',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Eine Struktur, die dich frei lässt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Wahrnehmen bevorzugst, passt du dich wahrscheinlich gut an Veränderungen an und leistest unter Druck gute Arbeit. Detaillierte Stundenpläne empfindest du vielleicht als einengend und wehrst dich dagegen. Du brauchst sie nicht. Eine leichtere Struktur bringt dir die Vorteile des Planens und lässt dir trotzdem deine Freiheit.`,
        },
        {
          kind: 'bullets',
          items: [
            `Plane Ergebnisse für die Woche und entscheide die Reihenfolge von Tag zu Tag.`,
            `Nutze Blöcke mit einem Thema statt einer einzelnen Aufgabe: „Dienstagvormittag: Kundenarbeit“. Innerhalb des Blocks wählst du, was zu deiner Stimmung passt.`,
            `Fang große Aufgaben früh mit einem ersten Schritt von zehn Minuten an. Der Anfang nimmt viel vom Widerstand, und Fristen werden weniger stressig.`,
            `Hol ferne Fristen näher heran, indem du mit jemandem einen Termin für einen Entwurf vereinbarst.`,
            `Halte den Wochenrückblick kurz, aber lass ihn nicht ausfallen. Er ist der eine feste Punkt, der die Flexibilität sicher macht.`,
          ],
        },
      ],
    },
    {
      id: 'planning-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Aufgaben an mehreren Orten aufbewahren: im Kopf, in E-Mails, in Notizen, in verschiedenen Apps.`,
            `Jede Stunde verplanen und den Plan nach der ersten Unterbrechung aufgeben.`,
            `Leichte Aufgaben wählen, weil sie schnell erledigt sind, während wichtige Arbeit wartet.`,
            `Neue Anfragen annehmen, ohne zu entscheiden, was dafür verschoben wird.`,
            `Jeden Monat das System wechseln, statt ein einfaches konsequent zu nutzen.`,
          ],
        },
      ],
    },
    {
      id: 'planning-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Erfassen: eine verlässliche Liste; zu jedem Punkt die nächste konkrete Handlung.`,
            `Auswählen: wichtig gegen dringend; höchstens drei wichtige Ergebnisse pro Woche.`,
            `Schätzen: Aufgaben zerlegen, frühere Zeiten nutzen, ein Viertel bis die Hälfte als Puffer aufschlagen.`,
            `Wochenrückblick, dreißig Minuten: Kopf leeren, zurückschauen, nach vorn schauen, auswählen, Zeit blocken.`,
            `Nicht mehr als zwei Drittel deiner verfügbaren Zeit verplanen.`,
            `Tagesplan, zehn Minuten: die eine wichtigste Aufgabe und wann du sie erledigst.`,
            `Energie: anspruchsvolle Arbeit in deinen besten Stunden, Routineaufgaben in deinen schwächsten.`,
            `Bevor du Ja sagst: Was stoppe oder verschiebe ich dafür?`,
          ],
        },
      ],
    },
  ],
};
