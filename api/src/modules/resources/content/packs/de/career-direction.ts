// Skill pack: career direction and job search (DE, addressed with "du"). Tailored on S/N and E/I.
// Translated from packs/en/career-direction.ts, whose header names the research the text draws on; the intro keeps the
// EN caution that type tests are not valid tools for hiring decisions.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'career-direction',
  title: `Berufliche Orientierung und Jobsuche`,
  subtitle: `Finde Arbeit, die zu dir passt, teste deine Optionen und präsentiere dich gut`,
  summary: `Ein praktischer Leitfaden, mit dem du herausfindest, was du von deiner Arbeit brauchst, berufliche Optionen durch kleine Experimente und Gespräche erkundest und eine gezielte Jobsuche führst. Er enthält einen Geschichtenvorrat für Vorstellungsgespräche und Wege, den Job zu gestalten, den du schon hast.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-career-direction-matters',
      role: 'intro',
      heading: `Wie du deinen Typ bei der Berufswahl nutzt und wie nicht`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Arbeit nimmt einen großen Teil deines Lebens ein, und wie gut du und deine Arbeit zusammenpassen, beeinflusst deine Energie, deine Gesundheit und deine Beziehungen, nicht nur dein Einkommen. Forschung zur Passung zwischen Person und Umfeld zeigt, dass Menschen, deren Arbeit zu ihren Werten und Fähigkeiten passt, meist zufriedener und engagierter sind. Trotzdem wählen viele ihren Beruf durch Zufall, nach den Erwartungen der Familie oder indem sie der ersten Gelegenheit folgen, die sich bietet.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Persönlichkeitstyp kann helfen, wenn du ihn richtig nutzt. Er ist eine gute Quelle für Fragen: welche Aufgaben dir Energie geben, welche Umgebungen sich richtig anfühlen, was du von Kolleginnen und Kollegen brauchst. Er ist kein Urteil. Menschen jedes Typs haben in jedem Bereich Erfolg, und Typentests sind keine geeigneten Instrumente, um zu entscheiden, wer eingestellt werden soll. Behandle das, was du über deinen Typ erfährst, als Ideen zum Ausprobieren, nicht als Grenzen.`,
        },
        {
          kind: 'paragraph',
          text: `Dieses Paket folgt dem Weg, auf dem die meisten gelungenen beruflichen Veränderungen tatsächlich zustande kommen: nicht durch Nachdenken, bis die perfekte Antwort gefunden ist, sondern durch Ausprobieren, Gespräche mit Menschen und Lernen aus dem, was du entdeckst. Die Präferenz für Empfinden oder Intuition prägt, wie du Optionen erkundest, und die Präferenz für Extraversion oder Introversion, wie du Kontakte knüpfst und dich präsentierst. Die zugeschnittenen Abschnitte behandeln beides.`,
        },
      ],
    },
    {
      id: 'what-you-need-from-work',
      role: 'core',
      heading: `Wisse, was du von deiner Arbeit brauchst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Bevor du dir Jobtitel ansiehst, sieh dir deine eigene Erfahrung an. Deine bisherige Arbeit, dein Studium oder deine Ausbildung und deine Hobbys enthalten klare Hinweise darauf, was zu dir passt. Vier Bereiche zählen am meisten: die Tätigkeiten, die dir Freude machen, die Stärken, die du einsetzt, die Werte, die deine Arbeit respektieren muss, und die Bedingungen, die du brauchst, etwa Tempo, Unabhängigkeit, Einkommen und Ort.`,
        },
        {
          kind: 'exercise',
          title: `Höhepunkte und Tiefpunkte`,
          steps: [
            `Schreib fünf Momente aus deinem Arbeits-, Lern- oder Ehrenamtsleben auf, in denen du dich voller Energie, ganz vertieft oder stolz gefühlt hast.`,
            `Schreib drei Momente auf, in denen du dich ausgelaugt, gelangweilt oder fehl am Platz gefühlt hast.`,
            `Notiere zu jedem Moment, was du getan hast, mit wem, in welcher Art von Umgebung und was ihn gut oder schlecht gemacht hat.`,
            `Such nach Mustern über die Momente hinweg: Tätigkeiten, Menschen, Umgebungen und Werte, die sich wiederholen.`,
            `Fass alles in vier kurzen Listen zusammen: Tätigkeiten, die mir Freude machen, Stärken, die ich einsetze, Werte, die ich brauche, Bedingungen, die ich brauche.`,
          ],
          reflection: `Welches Muster taucht in deinen Höhepunkten auf, das deine jetzige Arbeit oder die Arbeit, die du anstrebst, nicht bietet?`,
        },
      ],
    },
    {
      id: 'explore-and-test',
      role: 'core',
      heading: `Entwickle Optionen und teste sie im Kleinen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meisten Menschen kennen zu wenige Optionen, um gut wählen zu können. Beschreib zunächst mehr als eine mögliche Zukunft und teste dann die interessantesten mit wenig Aufwand, bevor du dich festlegst. Ein kleiner Test liefert dir echte Informationen, und echte Informationen sind mehr wert als wochenlanges Grübeln.`,
        },
        {
          kind: 'exercise',
          title: `Drei mögliche Zukünfte`,
          steps: [
            `Beschreib drei verschiedene Versionen deiner nächsten fünf Jahre auf je einer halben Seite: eine, die deinen bisherigen Weg fortsetzt, eine, die deine Fähigkeiten in einem anderen Bereich nutzt, und eine, die du wählen würdest, wenn Geld und die Meinung anderer keine Rolle spielten.`,
            `Bewerte jede von 1 bis 5 danach, wie sehr sie dir gefällt, wie sicher du bist, dass du sie umsetzen könntest, und wie gut sie zu deinen vier Listen aus der vorigen Übung passt.`,
            `Schreib für die zwei interessantesten Zukünfte die Fragen auf, die beantwortet sein müssten, bevor du dich entscheiden könntest.`,
            `Schreib zu jeder Frage einen kleinen Test auf, der sie innerhalb eines Monats beantworten könnte: ein Gespräch, ein kurzer Kurs, ein Wochenendprojekt, ein Tag, an dem du jemanden begleitest, ein kleiner freiberuflicher Auftrag.`,
          ],
          reflection: `Welche Zukunft zu beschreiben hat dir die meiste Energie gegeben, und was ist der kleinste Test, den du diese Woche beginnen könntest?`,
        },
      ],
    },
    {
      id: 'learn-from-people',
      role: 'core',
      heading: `Lerne von Menschen, die die Arbeit machen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Gespräche mit Menschen, die schon in einer Rolle oder einem Bereich arbeiten, sind der schnellste Weg zu erfahren, wie die Arbeit wirklich ist. Die meisten sind bereit, zwanzig Minuten über ihren Job zu sprechen, wenn du respektvoll fragst und nicht um eine Stelle bittest. Forschung zu großen beruflichen Netzwerken zeigt außerdem, dass Bekannte, nicht nur enge Freunde, eine wichtige Quelle für neue Chancen sind.`,
        },
        {
          kind: 'steps',
          items: [
            `Finde Gesprächspartner über frühere Kolleginnen und Kollegen, Mitstudierende oder Mitschüler, Freunde von Freunden, Fachgruppen und Veranstaltungen.`,
            `Schreib eine kurze Nachricht: wer du bist, warum dich ihre Arbeit interessiert, und die Bitte um zwanzig Minuten ihrer Zeit zu einem Zeitpunkt, der ihnen passt.`,
            `Bereite Fragen vor: Wie sieht eine typische Woche aus? Was machst du am liebsten und am wenigsten gern? Was hat dich am Anfang überrascht? Welche Fähigkeiten zählen am meisten? Mit wem sollte ich noch sprechen?`,
            `Hör mehr zu, als du redest, halte dich an die vereinbarte Zeit und schick noch am selben Tag ein Dankeschön.`,
            `Mach dir Notizen und erzähl der Person später, wofür du dich entschieden hast. Menschen wissen gern, dass ihre Hilfe etwas bewirkt hat.`,
          ],
        },
      ],
    },
    {
      id: 'focused-job-search',
      role: 'core',
      heading: `Führe eine gezielte Jobsuche`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Dieselbe Bewerbung an hundert Arbeitgeber zu schicken, funktioniert selten. Eine kleinere Zahl gut zugeschnittener Bewerbungen, kombiniert mit persönlichen Kontakten, funktioniert meist besser und ist weniger entmutigend.`,
        },
        {
          kind: 'bullets',
          items: [
            `Wähle ein klares Ziel: eine Art von Rolle, eine Ebene und eine Art von Organisation. Du kannst zwei Ziele haben, aber nicht zehn.`,
            `Pass deinen Lebenslauf für jede Bewerbung an: Greif die wichtigsten Anforderungen der Stellenanzeige auf und belege jede davon.`,
            `Beschreib Erfolge, nicht Aufgaben: was du getan hast und was sich dadurch verändert hat, wo möglich mit Zahlen.`,
            `Frag deine Kontakte, ob sie jemanden in der Organisation kennen. Eine persönliche Empfehlung sorgt oft dafür, dass deine Bewerbung gelesen wird.`,
            `Führ eine einfache Tabelle mit Bewerbungen, Kontakten und Terminen zum Nachfassen.`,
            `Rechne mit Absagen. Sie gehören zu jeder Suche und sagen meist mehr über die Zahl der Bewerbenden aus als über dich.`,
          ],
        },
      ],
    },
    {
      id: 'interview-stories',
      role: 'core',
      heading: `Vorstellungsgespräche: Erzähl wahre Geschichten gut`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele Interviewer fragen nach früherem Verhalten, weil es künftige Leistung besser vorhersagt als allgemeine Behauptungen. Fragen wie „Erzählen Sie von einer Situation, in der …“ beantwortest du am leichtesten mit vorbereiteten, wahren Geschichten, jeweils in vier Teilen erzählt: die Situation, deine Aufgabe, was du getan hast und das Ergebnis.`,
        },
        {
          kind: 'exercise',
          title: `Leg dir einen Geschichtenvorrat an`,
          steps: [
            `Schreib sechs kurze Geschichten aus deiner Erfahrung auf: einen Erfolg, einen Misserfolg, aus dem du gelernt hast, einen Konflikt, den du gelöst hast, eine Situation, in der du andere geführt oder überzeugt hast, eine, in der du ein schwieriges Problem gelöst hast, und eine, in der du schnell etwas gelernt hast.`,
            `Gliedere jede Geschichte in vier Teile: Situation, Aufgabe, Handlung, Ergebnis. Mach den Handlungsteil am längsten und sag „ich“, nicht nur „wir“.`,
            `Ergänze jede Geschichte um einen Satz dazu, was du gelernt hast.`,
            `Übe, jede Geschichte laut in weniger als zwei Minuten zu erzählen.`,
            `Wähle vor jedem Vorstellungsgespräch aus, welche Geschichten am besten zu den Anforderungen der Stelle passen.`,
          ],
          reflection: `Welche deiner Geschichten zeigt am besten die Stärken aus deiner Übung zu Höhe- und Tiefpunkten?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Bereite zwei oder drei Fragen an dein Gegenüber zur Arbeit selbst vor, etwa „Woran würden Sie nach den ersten sechs Monaten erkennen, dass ich erfolgreich bin?“ Gute Fragen zeigen Interesse und helfen dir zu entscheiden, ob du die Stelle willst.`,
        },
      ],
    },
    {
      id: 'shape-current-job',
      role: 'core',
      heading: `Gestalte den Job, den du schon hast`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Ein neuer Job ist nicht immer die Antwort. Viele Menschen verbessern ihr Arbeitsleben, indem sie Teile ihrer jetzigen Rolle verändern, ein Vorgang, den die Forschung Job Crafting nennt. Du kannst deine Aufgaben verändern (mehr von dem übernehmen, was du gut kannst), deine Beziehungen (mehr Zeit mit Menschen verbringen, die dir Energie geben) und die Art, wie du über den Sinn deiner Arbeit denkst.`,
        },
        {
          kind: 'bullets',
          items: [
            `Biete an, ein Projekt zu übernehmen, bei dem du eine Stärke einsetzt, die du bei der Arbeit selten nutzt.`,
            `Schlag vor, eine Aufgabe, die du nicht magst, mit jemandem im Team zu tauschen, der sie gern macht.`,
            `Such dir eine Mentorin, einen Mentor oder jemanden in einem anderen Team, dessen Arbeit dich neugierig macht.`,
            `Schreib einen Satz darüber, wem deine Arbeit hilft und wie. Kehr an schwierigen Tagen zu ihm zurück.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-career',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Eine Veränderung, die du klar vor dir siehst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Empfinden bevorzugst, vertraust du wahrscheinlich auf Erfahrung und konkrete Informationen und baust praktische Fähigkeiten auf, die Arbeitgeber schätzen. Das Risiko: Du bleibst auf einem bekannten Weg, weil andere Wege zu unsicher wirken, oder du unterschätzt, wie sich deine Erfahrung auf andere Bereiche übertragen ließe.`,
        },
        {
          kind: 'bullets',
          items: [
            `Erkunde neue Wege mit konkreten Tests. Ein Tag an einem Arbeitsplatz verrät dir mehr, als darüber zu lesen.`,
            `Beschreib deine Fähigkeiten allgemein, etwa „Teams unter Zeitdruck organisieren“ statt „Schichtleitung im Einzelhandel“. Allgemeine Beschreibungen zeigen dir, wo sie sonst noch gefragt sind.`,
            `Erlaub dir, bei deiner dritten möglichen Zukunft etwas aufzuschreiben, das unrealistisch wirkt. Testen kannst du es später.`,
            `In Bewerbungen sind deine praktischen Ergebnisse deine Stärke. Nenne konkrete Zahlen und Beispiele.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-career',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Aus Möglichkeiten einen Weg machen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Intuition bevorzugst, siehst du wahrscheinlich viele mögliche Zukünfte und stellst dir gern neue Richtungen vor. Das Risiko: Du hast so viele interessante Optionen, dass du keine davon richtig testest, oder du wechselst oft die Richtung, bevor du irgendwo tiefes Können aufgebaut hast.`,
        },
        {
          kind: 'bullets',
          items: [
            `Beschränke dich auf zwei Optionen gleichzeitig. Teste sie gründlich, bevor du neue hinzunimmst.`,
            `Kläre für jede Option früh die praktischen Details: übliches Gehalt, nötige Qualifikationen, tägliche Aufgaben, Arbeitszeiten.`,
            `Belege in Bewerbungen, was du getan hast, nicht nur, was du tun könntest. Arbeitgeber stellen nachgewiesene Fähigkeiten leichter ein als Potenzial.`,
            `Frag dich vor einem Berufswechsel, ob ein neues Projekt in deinem jetzigen Bereich dasselbe Bedürfnis nach Neuem stillen könnte.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-career',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Dein Netzwerk gezielt nutzen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, fühlt es sich für dich wahrscheinlich natürlich an, Menschen zu treffen und um Gespräche zu bitten, und das ist bei der beruflichen Orientierung ein großer Vorteil. Das Risiko: Du sammelst viele angenehme Gespräche, ohne daraus zu lernen, oder redest in Vorstellungsgesprächen lange ohne klare Struktur.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schreib nach jedem Gespräch drei Dinge auf, die du gelernt hast, und einen nächsten Schritt.`,
            `Nimm dir regelmäßig ruhige Zeit für die Reflexionsübungen in diesem Paket. Gespräche liefern dir Informationen; Nachdenken macht daraus Entscheidungen.`,
            `Halte dich in Vorstellungsgesprächen streng an die vierteilige Struktur deiner Geschichten und hör nach dem Ergebnis und dem, was du gelernt hast, auf.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-career',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Kontakte auf deine eigene Art knüpfen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, denkst du wahrscheinlich gründlich darüber nach, was du willst, und bereitest dich sorgfältig vor, und das merkt man in Vorstellungsgesprächen. Networking-Veranstaltungen fühlen sich dagegen vielleicht anstrengend und künstlich an. Du brauchst sie nicht. Einzelgespräche, die dir besser liegen, sind auch nützlicher.`,
        },
        {
          kind: 'bullets',
          items: [
            `Konzentrier dich auf Gespräche unter vier Augen, per Video oder persönlich, die du per Nachricht vereinbarst.`,
            `Setz dir ein kleines, stetiges Ziel, etwa ein Gespräch alle zwei Wochen.`,
            `Zeig deine Arbeit dort, wo andere sie sehen können: ein Portfolio, Artikel oder ein berufliches Profil. Lass deine Arbeit Gespräche für dich anstoßen.`,
            `Zeig in Vorstellungsgesprächen dein Interesse ausdrücklich. Sag, was dich an der Stelle begeistert; Begeisterung, die innen bleibt, kann dein Gegenüber nicht sehen.`,
          ],
        },
      ],
    },
    {
      id: 'career-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Auf Gewissheit warten, bevor du irgendetwas ausprobierst. Klarheit entsteht durch Handeln, nicht davor.`,
            `Nur nach Gehalt oder Status wählen und die täglichen Tätigkeiten der Stelle ausblenden.`,
            `Einen Job kündigen, ohne die nächste Richtung irgendwie getestet zu haben.`,
            `Den eigenen Persönlichkeitstyp als Liste von Berufen betrachten, die man wählen darf.`,
            `Eine Absage als Urteil über den eigenen Wert nehmen statt als Teil des Prozesses.`,
          ],
        },
      ],
    },
    {
      id: 'career-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Dich selbst kennen: Höhe- und Tiefpunkte führen zu Tätigkeiten, Stärken, Werten und Bedingungen.`,
            `Optionen: drei mögliche Zukünfte beschreiben und die besten zwei mit kleinen Experimenten testen.`,
            `Gespräche: zwanzig Minuten, gute Fragen, ein Dankeschön am selben Tag, „Mit wem sollte ich noch sprechen?“`,
            `Suche: ein oder zwei klare Ziele, angepasster Lebenslauf, Erfolge mit Zahlen, persönliche Kontakte.`,
            `Vorstellungsgespräche: sechs wahre Geschichten in vier Teilen; zwei gute Fragen an dein Gegenüber.`,
            `Du bleibst? Gestalte deine Aufgaben, deine Beziehungen und dein Verständnis vom Sinn deiner Arbeit.`,
            `Typ: eine Quelle für Fragen zum Ausprobieren, niemals eine Grenze.`,
          ],
        },
      ],
    },
  ],
};
