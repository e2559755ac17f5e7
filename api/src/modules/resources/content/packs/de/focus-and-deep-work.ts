// Skill pack: focus and deep work (DE, addressed with "du"). Tailored on E/I and J/P.
// Translated from packs/en/focus-and-deep-work.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'focus-and-deep-work',
  title: `Fokus und konzentriertes Arbeiten`,
  subtitle: `Schütze deine Aufmerksamkeit und erledige deine wichtigste Arbeit in weniger, aber besseren Stunden`,
  summary: `Ein praktischer Leitfaden, mit dem du konzentrierte Arbeitsblöcke planst, naheliegende Ablenkungen beseitigst und dich nach Unterbrechungen schnell wieder fängst. Er zeigt dir, wie du deine besten Stunden findest und wie dir deine Vorlieben für Menschen, Ruhe und Struktur helfen, länger bei einer Aufgabe zu bleiben.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-focus-matters',
      role: 'intro',
      heading: `Warum Konzentration eine trainierbare Fähigkeit ist`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meiste wertvolle Arbeit braucht lange Phasen der Aufmerksamkeit: ein Angebot schreiben, ein schwieriges Problem lösen, etwas Neues lernen, ein komplexes Projekt planen. Trotzdem arbeiten viele Menschen selten länger als zehn Minuten an einer Sache, bevor eine Nachricht, ein Gedanke oder eine Gewohnheit sie wegzieht. Studien zur Büroarbeit zeigen, dass Menschen nach einer Unterbrechung oft lange brauchen, bis sie zur ursprünglichen Aufgabe zurückkehren, und dass ein Teil ihres Kopfes auch nach dem Wechsel noch bei der letzten Aufgabe hängt. Die Forschung nennt das „Aufmerksamkeitsrückstand“.`,
        },
        {
          kind: 'paragraph',
          text: `Die gute Nachricht: Konzentration hängt weniger von Willenskraft ab als von Gestaltung. Wenn du vorher festlegst, woran du arbeitest, wie lange und unter welchen Bedingungen, brauchst du viel weniger Kraft, um dranzubleiben. Dieses Paket liefert dir diese Gestaltung: einen Weg, zu sehen, wohin deine Aufmerksamkeit wandert, ein einfaches Format für konzentrierte Arbeitsblöcke, Möglichkeiten, Ablenkungen zu beseitigen, und eine Methode für Unterbrechungen, mit der du schnell zu deiner Arbeit zurückfindest.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Persönlichkeitstyp entscheidet nicht darüber, wie gut du dich konzentrieren kannst. Er beschreibt Vorlieben, keine Fähigkeiten. Aber Vorlieben bestimmen, welche Methoden sich natürlich anfühlen. Menschen, die zur Extraversion neigen, und Menschen, die zur Introversion neigen, schöpfen die Energie für Konzentration oft aus unterschiedlichen Quellen, und wer Urteilen bevorzugt, geht anders mit Plänen um als jemand, der Wahrnehmen bevorzugt. Die auf dich zugeschnittenen Abschnitte erklären, wie du deine Vorlieben nutzt, statt gegen sie anzukämpfen.`,
        },
      ],
    },
    {
      id: 'see-where-attention-goes',
      role: 'core',
      heading: `Sieh hin, wohin deine Aufmerksamkeit geht`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Bevor du etwas änderst, beobachte. Die meisten Menschen überschätzen, wie lange sie ohne Pause arbeiten, und unterschätzen, wie oft sie auf ihr Handy oder in ihr Postfach schauen. Ein ehrlich protokollierter Tag bringt mehr als jeder allgemeine Rat, denn er zeigt deine eigenen Muster: wann du dich mühelos konzentrierst, was dich unterbricht und welche Unterbrechungen du selbst auslöst.`,
        },
        {
          kind: 'exercise',
          title: `Ein Tag Aufmerksamkeitsprotokoll`,
          steps: [
            `Wähle einen gewöhnlichen Arbeits- oder Lerntag und leg dir ein Blatt Papier bereit.`,
            `Jedes Mal, wenn du zu etwas anderem wechselst, notierst du die Uhrzeit, wohin du gewechselt bist und warum (eine Nachricht kam, du bist nicht weitergekommen, dir war langweilig, jemand hat dich angesprochen).`,
            `Markiere jeden Wechsel als „von außen“ (jemand oder etwas hat dich unterbrochen) oder „von innen“ (du hast dich selbst für den Wechsel entschieden).`,
            `Zähl am Ende des Tages die Wechsel jeder Art und kreise die zwei längsten Phasen ununterbrochener Arbeit ein.`,
            `Notiere Tageszeit und Ort dieser beiden Phasen.`,
          ],
          reflection: `Welche deiner Wechsel kamen von innen, und was hast du kurz davor gefühlt?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Wenn die Wechsel von innen überwiegen, wie bei vielen Menschen, fang mit den Abschnitten über die Gestaltung des Arbeitsblocks und das Schließen bequemer Fluchtwege an. Überwiegen die Wechsel von außen, beginne mit dem Abschnitt über Unterbrechungen.`,
        },
      ],
    },
    {
      id: 'design-the-session',
      role: 'core',
      heading: `Gestalte einen konzentrierten Arbeitsblock`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Ein konzentrierter Arbeitsblock ist ein fester Zeitraum für eine klar umrissene Aufgabe. Drei Details entscheiden, ob er gelingt oder zerfasert: eine konkrete Aufgabe, ein sichtbares Ende und eine im Voraus getroffene Entscheidung darüber, wann und wo er stattfindet.`,
        },
        {
          kind: 'steps',
          items: [
            `Wähle eine Aufgabe und formuliere sie als Handlung mit sichtbarem Ergebnis: nicht „am Bericht arbeiten“, sondern „die drei Ergebnisse in Abschnitt 2 entwerfen“.`,
            `Wähle eine Länge, die du durchhalten kannst. Für die meisten Menschen sind 45 bis 90 Minuten realistisch; wenn du dich selten lange konzentrierst, beginne mit 25 Minuten und steigere dich.`,
            `Leg Zeit und Ort mit einem Wenn-dann-Plan fest: „Wenn ich mich nach dem Mittagessen an den Schreibtisch setze, öffne ich nur die Berichtsdatei.“ Die Forschung zu solchen Plänen zeigt, dass man Vorhaben damit deutlich zuverlässiger umsetzt.`,
            `Bereite alles vor, was du brauchst, bevor du anfängst: Dateien offen, Notizen griffbereit, Wasser eingeschenkt. Jede Suche während des Blocks ist eine Gelegenheit abzuschweifen.`,
            `Schließ mit zwei Minuten Notizen ab: wo du aufgehört hast und was der nächste Schritt ist.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Schütze anfangs zwei oder drei Blöcke pro Woche, nicht jeden Tag einen. Wenige Blöcke, die wirklich stattfinden, geben dir mehr Zuversicht als ein ehrgeiziger Plan, den du aufgibst. Trag sie wie Termine in deinen Kalender ein und behandle jede Verschiebung als bewusste Entscheidung, nicht als Zufall.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Wenn du aus der Übung bist, nimm dir für deinen ersten Block nicht gleich die schwierigste Aufgabe vor. Wähle eine Aufgabe, die wichtig ist, bei der du aber schon weißt, wie du anfängst.`,
        },
      ],
    },
    {
      id: 'remove-easy-exits',
      role: 'core',
      heading: `Schließ die bequemen Fluchtwege`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Ablenkung ist vor allem eine Frage davon, wie leicht es ist, die Aufgabe zu verlassen. Wenn du Nachrichten mit einem Fingertipp abrufen kannst, schaust du oft nach; wenn du dafür in ein anderes Zimmer gehen musst, eher selten. Gestalte deine Umgebung so, dass Dranbleiben die bequeme Option ist.`,
        },
        {
          kind: 'bullets',
          items: [
            `Leg dein Handy stumm in ein anderes Zimmer oder in eine Schublade. Liegt es auf dem Schreibtisch, selbst mit dem Display nach unten, lädt es zum Nachschauen ein.`,
            `Schließ E-Mail- und Chat-Programme ganz, nicht nur ihre Fenster. Sag deinen Kolleginnen und Kollegen, wann du antwortest.`,
            `Lass nur die Tabs und Dateien offen, die die Aufgabe braucht. Alles andere speicherst du in einer Liste für später.`,
            `Führ eine „Später-Liste“ auf Papier neben dir. Wenn dir etwas einfällt („Ich muss noch den Zahnarzttermin machen“), schreib es auf und kehr zur Aufgabe zurück. Ist der Gedanke einmal festgehalten, hört er auf, sich zu wiederholen.`,
            `Nutze einen Website-Blocker oder einen Fokusmodus, wenn du weißt, dass du bestimmte Seiten gedankenlos öffnest.`,
            `Such dir nach Möglichkeit einen Ort, an dem du nur konzentriert arbeitest. Schon ein bestimmter Stuhl oder Tisch kann zum Signal für Konzentration werden.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Mach das Aussteigen schwerer`,
          steps: [
            `Sieh dir dein Aufmerksamkeitsprotokoll an und notiere deine drei häufigsten Fluchtwege (zum Beispiel Handy, Nachrichtenseite, Snacks).`,
            `Schreib für jeden Fluchtweg eine Änderung auf, die mindestens zwanzig Sekunden zusätzlichen Aufwand bedeutet (Handy im Flur, Seite bis 17 Uhr gesperrt, Snacks in der Küche statt auf dem Schreibtisch).`,
            `Setz alle drei Änderungen vor deinem nächsten konzentrierten Arbeitsblock um.`,
            `Notiere nach dem Block, wie oft du nach einem Fluchtweg gegriffen und ihn verschlossen vorgefunden hast.`,
          ],
          reflection: `Welche Änderung hat am meisten bewirkt, und wie kannst du sie dauerhaft machen, ohne jeden Tag daran denken zu müssen?`,
        },
      ],
    },
    {
      id: 'handle-interruptions',
      role: 'core',
      heading: `Geh mit Unterbrechungen um und finde schnell zurück`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Du kannst nicht jede Unterbrechung verhindern, und manche gehören zu deinem Job. Ziel ist, ihre Kosten zu senken. Ein großer Teil dieser Kosten entsteht, wenn du ohne Plan wechselst, sodass die unerledigte Aufgabe weiter an deiner Aufmerksamkeit zerrt. Forschende haben festgestellt, dass ein kurzer schriftlicher Plan für eine unerledigte Aufgabe diese aufdringlichen Gedanken verringert.`,
        },
        {
          kind: 'steps',
          items: [
            `Wenn dich jemand unterbricht, frag, ob es bis zum Ende deines Blocks warten kann. Oft geht das, und eine klare Uhrzeit („Ich kann mir das um 11:30 Uhr ansehen“) wird leicht akzeptiert.`,
            `Wenn es nicht warten kann, nimm dir vor dem Wechsel dreißig Sekunden für eine Wiedereinstiegsnotiz: was du gerade gemacht hast, was du als Nächstes tun wolltest und jede Idee, die du nicht verlieren willst.`,
            `Kümmere dich vollständig um die Unterbrechung, kehr dann zurück und lies deine Notiz, bevor du irgendetwas anderes tust.`,
            `Bündle kleine Anfragen: Beantworte Nachrichten zu zwei oder drei festen Zeiten am Tag statt sofort, wenn sie eintreffen.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Wenn du im Team arbeitest, vereinbart ein gemeinsames Signal für Fokuszeit (ein Status im Chat-Tool, Kopfhörer, ein Kalenderblock) und legt fest, was als dringend genug gilt, um sie zu unterbrechen.`,
        },
      ],
    },
    {
      id: 'rest-and-energy',
      role: 'core',
      heading: `Pausen, Energie und deine besten Stunden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Aufmerksamkeit ist begrenzt. Lange Phasen ohne Pause führen zu langsamerem Denken und mehr Fehlern, und kurze Pausen helfen Menschen, sich weniger müde und wacher zu fühlen. Gute Pausen bringen deinen Körper in Bewegung und entspannen deine Augen: geh ein paar Schritte, streck dich, schau aus dem Fenster, trink Wasser. Auf dem Handy zu scrollen ist kaum eine Pause, weil es deinen Kopf mit neuen Informationen beschäftigt hält.`,
        },
        {
          kind: 'bullets',
          items: [
            `Finde mit deinem Aufmerksamkeitsprotokoll die Stunden, in denen du dich am leichtesten konzentrierst, und reserviere sie für deine anspruchsvollste Arbeit.`,
            `Leg Routineaufgaben (E-Mails, Formulare, kleine Erledigungen) in deine energiearmen Stunden.`,
            `Mach zwischen zwei Blöcken eine echte Pause von fünf bis zehn Minuten und nach zwei oder drei Blöcken eine längere.`,
            `Schlaf, regelmäßige Bewegung und Mahlzeiten beeinflussen deine Konzentration stärker als jede Technik in diesem Paket. Wenn du seit Wochen zu wenig schläfst, fang dort an.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-focus',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Menschen und Energie als Hilfe zur Konzentration`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, können sich lange, stille Stunden allein eher auslaugend als ruhig anfühlen, und vielleicht greifst du zu Gesprächen oder Nachrichten, sobald eine Aufgabe zäh wird. Das heißt nicht, dass du dich nicht konzentrieren kannst; es heißt, dass du dich womöglich am besten konzentrierst, wenn etwas Energie von außen fest in den Arbeitsblock eingebaut ist.`,
        },
        {
          kind: 'bullets',
          items: [
            `Arbeite neben anderen Menschen, die sich ebenfalls konzentrieren: in einem geteilten Büro, einer Bibliothek, einem Café oder einer Online-Co-Working-Session, in der alle still mit eingeschalteter Kamera arbeiten.`,
            `Sprich deinen Plan laut aus, bevor du anfängst: Sag einer Kollegin oder einem Freund: „In der nächsten Stunde entwerfe ich Abschnitt 2.“ Eine kleine öffentliche Zusage hilft dir, sie einzuhalten.`,
            `Nutze kurze Gespräche als Belohnung zwischen den Blöcken, nicht währenddessen. Zehn Minuten Austausch nach einem Block können deine Energie wieder auffüllen.`,
            `Sprich ein Problem durch, bevor du darüber schreibst. Wenn du jemandem dein Denken erklärst, findest du oft die Struktur, die du danach allein aufschreibst.`,
            `Probier leise Hintergrundgeräusche aus, wenn Stille dich unruhig macht, und achte darauf, ob sie helfen oder ablenken.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-focus',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Deine ruhigen Stunden schützen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, fällt dir tiefe Konzentration vielleicht leicht, sobald du allein bist, aber eine betriebsame Umgebung und ein Tag voller Meetings können die Energie aufbrauchen, die du dafür brauchst. Einige Studien deuten darauf hin, dass Hintergrundgeräusche und Musik introvertierte Menschen bei komplexen Aufgaben stärker stören als extravertierte.`,
        },
        {
          kind: 'bullets',
          items: [
            `Leg deine konzentrierten Arbeitsblöcke vor Meetings und soziale Aufgaben, nicht dahinter, solange du noch die meiste Energie hast.`,
            `Bitte darum, Meetings auf bestimmte Tage oder Halbtage zu bündeln, damit deine übrigen Tage lange freie Blöcke haben.`,
            `Mach dein Bedürfnis nach Ruhe sichtbar und normal: ein Kalenderblock namens „Fokuszeit“, Kopfhörer, ein kurzer Hinweis ans Team. Eine klar benannte Grenze respektieren Menschen eher als eine stillschweigende.`,
            `Plane nach intensiver Arbeit mit Menschen ein paar Minuten zum Erholen ein, bevor du versuchst, dich zu konzentrieren.`,
            `Achte auf das umgekehrte Risiko: dich in Einzelarbeit zu verkriechen, wenn ein fünfminütiges Gespräch die Frage klären würde, die dich blockiert.`,
          ],
        },
      ],
    },
    {
      id: 'judging-focus',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Wenn der Plan im Weg steht`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Urteilen bevorzugst, planst du deinen Tag wahrscheinlich gern und bist zufrieden, wenn du dich an den Plan hältst. Das ist eine starke Grundlage für konzentriertes Arbeiten. Das Risiko: Der Plan selbst wird zur Aufgabe. Du verbringst viel Zeit mit Organisieren, oder du hast das Gefühl, der ganze Tag sei verloren, sobald eine Unterbrechung deinen Zeitplan durcheinanderbringt.`,
        },
        {
          kind: 'bullets',
          items: [
            `Begrenze das Planen auf zehn Minuten am Tag. Braucht ein Plan länger, ist er eine eigene Projektaufgabe und verdient einen eigenen Arbeitsblock.`,
            `Lass etwa ein Viertel deines Tages unverplant, als Puffer für die Unterbrechungen, von denen du weißt, dass sie kommen.`,
            `Wenn ein Block unterbrochen wird, streich nicht den Rest des Plans. Schreib deine Wiedereinstiegsnotiz und verschieb den Block auf die nächste freie Lücke.`,
            `Prüfe, ob deine Blöcke wichtiger Arbeit dienen und nicht nur Arbeit, die sich leicht planen lässt. Viele kleine Aufgaben abzuhaken kann sich produktiv anfühlen, während die schwierige liegen bleibt.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-focus',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Struktur, die sich leicht anfühlt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Wahrnehmen bevorzugst, arbeitest du vielleicht am besten, wenn dein Interesse groß oder eine Frist nah ist, und ein starrer Tagesplan kann sich wie ein Käfig anfühlen, aus dem du ausbrechen willst. Du brauchst keinen starren Plan. Du brauchst gerade genug Struktur, um anzufangen, und genug Freiheit, um interessiert zu bleiben.`,
        },
        {
          kind: 'bullets',
          items: [
            `Halte die Blöcke anfangs kurz (25 bis 45 Minuten) und leg nur den nächsten Block fest, nicht den ganzen Tag.`,
            `Schaff dir echte, nahe Fristen: Versprich einem Kollegen bis Donnerstag einen Entwurf, statt dich auf eine Frist in drei Wochen zu verlassen.`,
            `Gib dir Wahlfreiheit innerhalb eines Rahmens: „Der Vormittag gehört dem Projekt; welchen Teil ich mache, entscheide ich selbst.“`,
            `Wenn dir während eines Blocks eine neue Idee kommt, schreib sie auf deine Später-Liste. So behältst du die Idee, ohne ihr nachzugehen.`,
            `Hör an einer Stelle auf, an der du den nächsten Schritt kennst. Der Wiedereinstieg fällt leichter, wenn der erste Handgriff klar ist.`,
          ],
        },
      ],
    },
    {
      id: 'focus-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Perfekte Tage planen, die du nicht durchhalten kannst. Beginne mit zwei oder drei Blöcken pro Woche und nimm weitere dazu, sobald diese zuverlässig klappen.`,
            `Einen verlorenen Block als Beweis des Scheiterns sehen. Aufmerksamkeit schwankt; notiere, was den Block unterbrochen hat, und ändere eine Sache.`,
            `Beschäftigt mit konzentriert verwechseln. Viele schnell erledigte Kleinigkeiten können verdecken, dass die wichtige Aufgabe nicht vorangekommen ist.`,
            `Schlaf kürzen, um Arbeitsstunden zu gewinnen. Müde Stunden sind langsame Stunden.`,
            `Fokuszeit ankündigen und trotzdem jede Nachricht beantworten. Menschen lernen aus dem, was du tust, nicht aus dem, was du sagst.`,
          ],
        },
      ],
    },
    {
      id: 'focus-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Beobachten: einen Tag lang ein Aufmerksamkeitsprotokoll führen; Wechsel von innen und von außen zählen.`,
            `Festlegen: eine Aufgabe, formuliert als Handlung mit sichtbarem Ergebnis.`,
            `Entscheiden: Länge, Zeit und Ort, aufgeschrieben als Wenn-dann-Plan.`,
            `Vorbereiten: Alles, was du brauchst, liegt bereit, bevor du anfängst.`,
            `Schützen: Handy weg, Nachrichten geschlossen, Später-Liste neben dir.`,
            `Unterbrochen? Schreib vor dem Wechsel eine Wiedereinstiegsnotiz.`,
            `Abschließen: zwei Minuten Notizen dazu, wo du aufgehört hast und was als Nächstes kommt.`,
            `Erholen: echte Pausen zwischen den Blöcken; anspruchsvolle Arbeit in deinen besten Stunden.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Eine Frage für jeden Morgen: „Welche eine Aufgabe würde den heutigen Tag lohnend machen, und wann genau erledige ich sie?“`,
        },
      ],
    },
  ],
};
