// Skill pack: leading and influencing (DE, addressed with "du"). Tailored on E/I and T/F.
// Translated from packs/en/leading-and-influencing.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'leading-and-influencing',
  title: `Führen und Einfluss nehmen`,
  subtitle: `Gib Richtung vor, bau Vertrauen auf und bewege Menschen, mit oder ohne offiziellen Titel`,
  summary: `Ein praktischer Leitfaden für die alltäglichen Verhaltensweisen guter Führung: das Warum erklären, ein Team aufbauen, in dem Menschen den Mund aufmachen, echte Verantwortung übertragen und Menschen beeinflussen, die du nicht führst. Er gilt gleichermaßen für Teamleitungen, Projektleitungen und alle, die die Unterstützung anderer brauchen.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-leading-matters',
      role: 'intro',
      heading: `Führung ist eine Reihe von Verhaltensweisen, keine Persönlichkeit`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele glauben, Führungskräfte würden mit einer bestimmten Persönlichkeit geboren: kontaktfreudig, selbstsicher, entschlossen. Die Forschung zeichnet ein nützlicheres Bild. Kontaktfreudige Menschen werden häufiger als Führungskräfte ausgewählt, aber dieser Zusammenhang ist viel schwächer, wenn man betrachtet, wer tatsächlich gut führt. Den Unterschied machen Verhaltensweisen, die jeder lernen kann: eine klare Richtung geben, Vertrauen aufbauen, Menschen weiterentwickeln und faire Entscheidungen treffen.`,
        },
        {
          kind: 'paragraph',
          text: `Diese Verhaltensweisen zählen, ob du einen offiziellen Titel hast oder nicht. Projektleitungen, erfahrene Kolleginnen und Kollegen, Eltern, die ein Schulfest organisieren, und Ehrenamtliche, die andere koordinieren, führen alle. Einfluss, also die Fähigkeit, Unterstützung für eine Idee von Menschen zu gewinnen, die dir nicht folgen müssen, ist oft die wichtigere Fähigkeit, und dieses Paket behandelt ihn neben der Führung.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ prägt deinen natürlichen Führungsstil. Wer Extraversion bevorzugt, führt oft sichtbar, durch Energie und Gespräche; wer Introversion bevorzugt, führt oft durch Vorbereitung, Zuhören und Ruhe. Eine Studie ergab, dass stillere Führungskräfte mit Teams voller proaktiver Menschen bessere Ergebnisse erzielten, weil sie deren Ideen zuhörten. Wer Denken bevorzugt, führt oft durch Klarheit und Maßstäbe; wer Fühlen bevorzugt, oft durch Unterstützung und Harmonie. Jeder Stil funktioniert, und jeder hat eine blinde Seite, auf die die zugeschnittenen Abschnitte eingehen.`,
        },
      ],
    },
    {
      id: 'clear-why-and-what',
      role: 'core',
      heading: `Gib ein klares Warum und ein klares Was vor`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Menschen leisten ihre beste Arbeit, wenn sie den Zweck einer Aufgabe verstehen und wissen, wie ein gutes Ergebnis aussieht. Kennen sie den Zweck, können sie vernünftig entscheiden, wenn sich etwas ändert, ohne dich jedes Mal zu fragen. Ist das Ergebnis klar, wissen sie, wann sie fertig sind. Konkrete, herausfordernde Ziele führen zu besserer Leistung als vage Anweisungen wie „Gib dein Bestes“.`,
        },
        {
          kind: 'exercise',
          title: `Formuliere eine Absichtserklärung`,
          steps: [
            `Wähle ein Projekt oder eine Aufgabe, die du leitest oder an jemanden übergeben wirst.`,
            `Zweck: Schreib in ein oder zwei Sätzen auf, warum es wichtig ist und für wen.`,
            `Ergebnis: Beschreib, wie Erfolg aussieht, wenn es fertig ist, so, dass jemand es überprüfen könnte.`,
            `Grenzen: Schreib die festen Bedingungen auf, etwa Frist, Budget, Qualitätsstandard und was auf keinen Fall passieren darf.`,
            `Freiraum: Schreib ausdrücklich auf, welche Entscheidungen das Team selbst treffen kann.`,
            `Teile die Erklärung und bitte jede Person, sie mit eigenen Worten wiederzugeben. Kläre alle Abweichungen.`,
          ],
          reflection: `Wo wichen die Erklärungen der anderen von dem ab, was du gemeint hattest, und was sagt dir das darüber, wie du normalerweise Anweisungen gibst?`,
        },
      ],
    },
    {
      id: 'build-trust-and-safety',
      role: 'core',
      heading: `Bau ein Team auf, in dem Menschen den Mund aufmachen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Teams lernen und leisten mehr, wenn sich ihre Mitglieder sicher fühlen, Fragen zu stellen, Fehler zuzugeben und zu widersprechen, ohne bestraft oder bloßgestellt zu werden. Die Forschung nennt das psychologische Sicherheit. Es bedeutet weder niedrige Ansprüche noch ständige Einigkeit. Es bedeutet, dass schlechte Nachrichten und neue Ideen dich früh erreichen, solange du noch handeln kannst. Führungskräfte schaffen sie vor allem dadurch, wie sie reagieren.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gib deine eigenen Fehler und Unsicherheiten offen zu: „Da lag ich falsch“ und „Das weiß ich noch nicht“ erlauben anderen, dasselbe zu sagen.`,
            `Frag nach Beiträgen, bevor du deine Meinung sagst, und sprich stillere Teammitglieder direkt an.`,
            `Bedank dich, wenn jemand Probleme anspricht, besonders bei schlechten Nachrichten. Wie du beim ersten Mal reagierst, entscheidet, ob es wieder passiert.`,
            `Behandle Fehler als Information: Frag, was passiert ist und was man daraus lernen kann, bevor du fragst, wer verantwortlich ist.`,
            `Halte Versprechen, auch kleine. Vertrauen wächst aus beständigem Verhalten über die Zeit.`,
          ],
        },
      ],
    },
    {
      id: 'delegate-ownership',
      role: 'core',
      heading: `Übertrage echte Verantwortung`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele Führungskräfte behalten zu viel Arbeit bei sich, weil sie sie selbst schneller oder besser erledigen können. Das begrenzt das Team und erschöpft die Führungskraft. Menschen brauchen Autonomie und die Chance, ihre Kompetenz auszubauen, um motiviert zu bleiben. Gutes Delegieren übergibt ein Ergebnis, nicht nur eine Aufgabe, und legt vorher fest, wie viel Freiraum die Person hat.`,
        },
        {
          kind: 'steps',
          items: [
            `Wähle die richtige Aufgabe: etwas, das die Person weiterbringt und das du nicht eng kontrollieren musst.`,
            `Erklär Zweck und Ergebnis mithilfe deiner Absichtserklärung.`,
            `Vereinbart den Grad an Freiraum: „prüfen und empfehlen“, „entscheiden und mir Bescheid sagen“ oder „ganz selbst entscheiden“.`,
            `Vereinbart vorab Zeitpunkte für Zwischenstände, statt nachzufragen, wann immer du dir Sorgen machst.`,
            `Biete Unterstützung an, aber nimm die Aufgabe nicht zurück, wenn es schwierig wird. Stell stattdessen Fragen: „Welche Möglichkeiten siehst du?“`,
            `Wenn sie erledigt ist, gib konkrete Anerkennung und sprecht darüber, was ihr gelernt habt.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Eine Aufgabe ohne Befugnisse, Informationen oder Zeit zu übergeben, ist kein Delegieren. Es heißt, jemanden ins offene Messer laufen zu lassen. Sorg dafür, dass die Person hat, was sie braucht.`,
        },
      ],
    },
    {
      id: 'influence-without-authority',
      role: 'core',
      heading: `Beeinflusse Menschen, die du nicht führst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meisten wichtigen Ideen brauchen Unterstützung von Menschen, die dir nicht unterstellt sind. Einfluss beginnt damit, zu verstehen, was ihnen wichtig ist. Menschen wehren sich selten gegen eine Idee an sich; sie wehren sich gegen das, was sie sie kosten könnte, oder gegen das Gefühl, außen vor zu bleiben. Ein Prozess, den Menschen als fair empfinden, in dem sie gefragt wurden, die Gründe verstehen und wissen, was von ihnen erwartet wird, gewinnt Unterstützung selbst bei denen, die mit dem Ergebnis nicht einverstanden sind.`,
        },
        {
          kind: 'exercise',
          title: `Stakeholder-Landkarte`,
          steps: [
            `Schreib eine Idee oder Veränderung auf, die du voranbringen willst.`,
            `Liste alle auf, deren Unterstützung, Zustimmung oder Mitarbeit du brauchst, und alle, die betroffen sein werden.`,
            `Notiere zu jeder Person, was ihr am wichtigsten ist, was sie gewinnen und was sie verlieren könnte.`,
            `Markiere jede als Unterstützerin oder Unterstützer, neutral oder voraussichtlich ablehnend.`,
            `Plane ein Gespräch mit einer neutralen Person und eines mit einer voraussichtlich ablehnenden, und beginne jeweils mit Fragen zu ihren Bedenken statt mit deinen Argumenten.`,
            `Pass deine Idee dort an, wo ihre Bedenken berechtigt sind, und sag ihnen, was du geändert hast.`,
          ],
          reflection: `Welches Bedenken einer anderen Person hat deine Idee besser gemacht, als du es ernst genommen hast?`,
        },
        {
          kind: 'paragraph',
          text: `Einige Prinzipien der Einflussnahme sind gut belegt: Menschen erwidern gern Gefälligkeiten, bleiben gern bei dem, was sie früher gesagt haben, orientieren sich an dem, was ähnliche Menschen tun, und hören auf Menschen, die sie mögen und denen sie vertrauen. Nutze sie ehrlich. Hilf anderen zuerst, bitte um kleine Zusagen vor großen, erzähl von Kolleginnen und Kollegen, die die Idee unterstützen, und bau echte Beziehungen auf. Erfinde nie Dringlichkeit und täusche keine Unterstützung vor, die du nicht hast: Manipulation funktioniert einmal und zerstört Vertrauen für lange Zeit.`,
        },
      ],
    },
    {
      id: 'make-and-explain-decisions',
      role: 'core',
      heading: `Triff Entscheidungen und erkläre sie`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Teams verlieren Energie, wenn Entscheidungen wochenlang offen bleiben, und sie verlieren Vertrauen, wenn Entscheidungen aus dem Nichts auftauchen. Sag vor jeder wichtigen Entscheidung, wie sie getroffen wird: Entscheidest du allein, entscheidest du, nachdem du das Team angehört hast, oder entscheidet das Team? Menschen akzeptieren viele Arten von Entscheidungen, wenn sie die Regeln vorher kennen und sehen, dass ihre Sicht gehört wurde.`,
        },
        {
          kind: 'steps',
          items: [
            `Kündige die Frage an, wer entscheidet und bis wann.`,
            `Sammle Meinungen, auch von Menschen, die voraussichtlich widersprechen.`,
            `Entscheide zum vereinbarten Termin. Eine gute Entscheidung zur rechten Zeit ist meist besser als eine perfekte Entscheidung zu spät.`,
            `Erklär die Entscheidung, die wichtigsten Gründe und die Meinungen, denen du nicht gefolgt bist, und warum.`,
            `Bitte um Mitwirkung, auch bei denen, die anderer Meinung waren, und vereinbart, wann die Entscheidung überprüft wird.`,
          ],
        },
      ],
    },
    {
      id: 'one-to-one-conversations',
      role: 'core',
      heading: `Führe regelmäßige Einzelgespräche`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Menschen führst, gehört ein kurzes, regelmäßiges Gespräch mit jeder Person zu den wertvollsten Gewohnheiten, die du dir aufbauen kannst. Dreißig Minuten jede Woche oder alle zwei Wochen genügen. Das Gespräch gehört der anderen Person: ihren Fortschritten, ihren Problemen, ihrer Entwicklung.`,
        },
        {
          kind: 'bullets',
          items: [
            `Lass sie den größten Teil der Themen bestimmen. Beginne mit „Was beschäftigt dich gerade?“`,
            `Frag nach Hindernissen: „Was steht dir im Weg, und wie kann ich helfen?“`,
            `Sprecht mindestens einmal im Monat über Entwicklung: „Was würdest du gern lernen oder öfter machen?“`,
            `Gebt euch gegenseitig Feedback, und frag: „Was könnte ich anders machen, um dich zu unterstützen?“`,
            `Schreib auf, was du versprochen hast, und erledige es vor dem nächsten Gespräch.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-leading',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Mit Energie führen und anderen Raum lassen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, führst du wahrscheinlich sichtbar: Du bringst Energie in Meetings, kommst leicht ins Gespräch und gibst Menschen das Gefühl, dazuzugehören. Das Risiko: Deine Energie nimmt den größten Teil des Raums in einem Meeting ein. Stillere Menschen bringen vielleicht keine Ideen mehr ein, und dein lautes Nachdenken wird womöglich für Entscheidungen gehalten.`,
        },
        {
          kind: 'bullets',
          items: [
            `Sprich in Meetings bei wichtigen Fragen zuletzt. Bitte die anderen, zuerst etwas zu sagen.`,
            `Sammle vor Diskussionen schriftliche Beiträge, damit auch Ideen stillerer Teammitglieder gehört werden.`,
            `Mach klar kenntlich, wann du etwas durchdenkst und wann du entscheidest.`,
            `Achte darauf, wie viel von jedem Meeting du redest. Ziel ist weniger als ein Drittel, wenn du nicht gerade präsentierst.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-leading',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Leise führen und trotzdem gesehen werden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, führst du wahrscheinlich durch sorgfältige Vorbereitung, aufmerksames Zuhören und ruhige Entscheidungen, und Menschen schätzen, dass sie sich bei dir gehört fühlen. Das Risiko: Deine Führung ist nicht sichtbar genug. Dein Team kennt deine Überlegungen vielleicht nicht, andere Abteilungen erfahren nichts von den Erfolgen deines Teams, und manche deuten deine Ruhe als Distanz.`,
        },
        {
          kind: 'bullets',
          items: [
            `Teile deine Überlegungen öfter, als dir nötig erscheint, zum Beispiel in einem kurzen wöchentlichen schriftlichen Update.`,
            `Setz dich in größeren Runden für die Arbeit deines Teams ein. Ihm Sichtbarkeit zu verschaffen gehört zu deinem Job.`,
            `Mach kleine persönliche Kontakte zur Gewohnheit: ein kurzer Plausch zu Beginn eines Meetings oder eine Nachricht, in der du fragst, wie es jemandem geht.`,
            `Plane nach Tagen voller Meetings Erholungszeit ein, damit du deine Ruhe behältst, die eine deiner Stärken ist.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-leading',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Klare Maßstäbe mit menschlicher Note`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Denken bevorzugst, führst du wahrscheinlich mit Klarheit, Fairness und hohen Ansprüchen, und die Menschen wissen, woran sie bei dir sind. Das Risiko: Du konzentrierst dich so sehr auf die Aufgabe, dass sich Menschen eher wie Ressourcen fühlen als wie Individuen, oder deine Kritik klingt härter, als du sie meinst.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gib Anerkennung so konkret wie Kritik, und öfter. Kritik kommt bei Menschen lauter an als Lob.`,
            `Frag in Einzelgesprächen nach dem Menschen, nicht nur nach der Arbeit.`,
            `Wenn du eine Entscheidung verkündest, erklär, wie du ihre Wirkung auf die Menschen bedacht hast.`,
            `Geh davon aus, dass andere mehr Ermutigung brauchen als du. Die meisten tun das.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-leading',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Warme Unterstützung mit klaren Erwartungen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Fühlen bevorzugst, führst du wahrscheinlich mit Empathie und baust Teams auf, in denen sich Menschen wertgeschätzt fühlen. Das ist ein starkes Fundament für Vertrauen. Das Risiko: Du weichst notwendigen schwierigen Gesprächen aus, etwa über schwache Leistung, unbeliebte Entscheidungen oder ein Nein, und hältst Kritik zurück, bis ein Problem gewachsen ist.`,
        },
        {
          kind: 'bullets',
          items: [
            `Denk daran, dass klare Erwartungen eine Form von Fürsorge sind. Menschen können Maßstäbe nicht erfüllen, die sie nicht kennen.`,
            `Sprich Leistungsprobleme innerhalb einer Woche an, unter vier Augen und konkret.`,
            `Wenn eine Entscheidung Menschen enttäuschen wird, sag es direkt, erklär warum und unterstütze sie dann. Schlechte Nachrichten hinauszuzögern macht sie meist schlimmer.`,
            `Schütze deine eigene Energie. Die Sorgen aller mitzutragen ist auf Dauer nicht machbar; ihnen zu helfen, ihre Probleme zu lösen, schon.`,
          ],
        },
      ],
    },
    {
      id: 'leading-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Aufgaben verteilen, ohne zu erklären, warum sie wichtig sind.`,
            `Um ehrliches Feedback bitten und sich dann dagegen verteidigen.`,
            `Arbeit zurücknehmen, sobald sich jemand schwertut.`,
            `Unterstützung nur mit Argumenten gewinnen wollen, ohne zu verstehen, was anderen wichtig ist.`,
            `Einzelgespräche absagen, sobald viel los ist.`,
          ],
        },
      ],
    },
    {
      id: 'leading-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Absicht: Zweck, Ergebnis, Grenzen und Freiraum; die anderen bitten, sie wiederzugeben.`,
            `Sicherheit: Fehler zugeben, fragen, bevor du etwas vorgibst, für schlechte Nachrichten danken.`,
            `Delegieren: ein Ergebnis, ein vereinbarter Freiraum, vereinbarte Zwischenstände, kein Zurücknehmen.`,
            `Einfluss: Stakeholder-Landkarte erstellen, zuerst nach ihren Bedenken fragen, einen fairen Prozess gestalten.`,
            `Entscheidungen: sagen, wer entscheidet und bis wann, Meinungen sammeln, pünktlich entscheiden, erklären, wem du nicht gefolgt bist.`,
            `Ehrlich überzeugen: zuerst helfen, kleine Zusagen, echte Beispiele, echte Beziehungen.`,
            `Einzelgespräche: ihre Themen, Hindernisse, Entwicklung, Feedback in beide Richtungen, Versprechen halten.`,
            `Stil: Dein Typ prägt deinen natürlichen Stil; die Verhaltensweisen oben funktionieren für jeden Stil.`,
          ],
        },
      ],
    },
  ],
};
