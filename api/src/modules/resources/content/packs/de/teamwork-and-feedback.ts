// Skill pack: teamwork and giving and receiving feedback (DE, addressed with "du"). Tailored on T/F and J/P.
// Translated from packs/en/teamwork-and-feedback.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'teamwork-and-feedback',
  title: `Teamarbeit und Feedback`,
  subtitle: `Arbeite gut mit anderen zusammen, gib Feedback, das hilft, und hör Feedback an, ohne dich zu verteidigen`,
  summary: `Ein praktischer Leitfaden zu den Gewohnheiten, mit denen Teams funktionieren: klare Vereinbarungen, nützliches Feedback in beide Richtungen, Anerkennung und kurze Rückblicke, aus denen das Team lernt. Er enthält eine einfache Struktur für Feedback und eine Methode, Kritik gelassen anzunehmen.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-teamwork-matters',
      role: 'intro',
      heading: `Was Teams funktionieren lässt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die meiste Arbeit wird heute in Teams erledigt, und die meisten Menschen erinnern sich sowohl an ein Team, das das Beste in ihnen hervorgebracht hat, als auch an eines, das alles schwerer gemacht hat. Der Unterschied liegt selten im Talent der Einzelnen. Die Teamforschung verweist auf Bedingungen wie ein klares gemeinsames Ziel, klare Rollen und Vereinbarungen und ein Klima, in dem Menschen offen sprechen können, ohne Angst, sich zu blamieren. Große Studien zu Teams in Unternehmen kamen zu ähnlichen Schlüssen: Wie das Team zusammenarbeitete, zählte mehr als die Frage, wer dazugehörte.`,
        },
        {
          kind: 'paragraph',
          text: `Im Feedback wird Teamarbeit konkret. Teams werden besser, wenn ihre Mitglieder einander sagen, was funktioniert und was nicht, und wenn sie das hören können, ohne in die Defensive zu gehen. Beides sind Fähigkeiten. Feedback ist außerdem weniger einfach, als es klingt: Eine große Übersichtsarbeit ergab, dass Feedback in mehr als einem Drittel der Fälle die Leistung sogar verschlechterte, vor allem dann, wenn es sich auf die Person statt auf die Aufgabe richtete. Dieses Paket zeigt dir, wie du das vermeidest.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ beeinflusst deinen Stil im Team. Wer Denken bevorzugt, gibt meist direktes, aufgabenbezogenes Feedback; wer Fühlen bevorzugt, gibt meist unterstützendes Feedback und hält Kritik womöglich zurück. Wer Urteilen bevorzugt, mag klare Pläne und frühe Entscheidungen; wer Wahrnehmen bevorzugt, bleibt gern flexibel und passt sich an. Teams brauchen all diese Eigenschaften, und die meisten Reibungen im Team entstehen, wenn diese Unterschiede missverstanden werden. Die zugeschnittenen Abschnitte helfen dir, mit deinem Stil zu arbeiten.`,
        },
      ],
    },
    {
      id: 'agree-how-you-work',
      role: 'core',
      heading: `Vereinbart, wie ihr zusammenarbeitet`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele Teamkonflikte entstehen aus Erwartungen, die niemand ausgesprochen hat: wie schnell man auf Nachrichten antwortet, wer was entscheidet, was „fertig“ bedeutet, ob es in Ordnung ist, in Meetings zu widersprechen. Ein kurzes Gespräch, in dem ihr diese Punkte früh klärt, verhindert viele Probleme und gibt dem Team etwas, worauf es sich berufen kann, wenn Spannungen auftreten.`,
        },
        {
          kind: 'exercise',
          title: `Teamvereinbarung`,
          steps: [
            `Plant fünfundvierzig Minuten mit dem Team ein. Bitte alle, sich vorher zu überlegen, was ihnen hilft, gut mit anderen zusammenzuarbeiten.`,
            `Einigt euch in ein oder zwei Sätzen auf das Ziel des Teams und prüft, ob alle es gleich beschreiben.`,
            `Einigt euch auf Rollen: wer wofür verantwortlich ist und wer welche Art von Fragen entscheidet.`,
            `Einigt euch auf die Kommunikation: welche Kanäle wofür, erwartete Antwortzeiten, Fokuszeit, die nicht unterbrochen werden soll.`,
            `Einigt euch darauf, wie ihr mit Meinungsverschiedenheiten und Fehlern umgeht, zum Beispiel „Wir sprechen Bedenken im Meeting an, nicht hinterher“.`,
            `Schreibt alles auf eine Seite, teilt sie und überprüft sie nach einem Monat.`,
          ],
          reflection: `Welche Vereinbarung hat dich überrascht, weil andere sie anders sahen als du?`,
        },
      ],
    },
    {
      id: 'three-kinds-of-feedback',
      role: 'core',
      heading: `Drei Arten von Feedback und welche gerade gebraucht wird`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Feedback kann drei verschiedene Dinge bedeuten. Wertschätzung sagt: „Ich sehe dich, und was du getan hast, zählt.“ Coaching sagt: „So könntest du das besser machen.“ Bewertung sagt: „Hier stehst du.“ Viele Feedbackgespräche gehen schief, weil die eine Person eine Art gibt, während die andere eine andere braucht: Wer Anerkennung möchte, bekommt Verbesserungsvorschläge, oder wer wissen will, wo er steht, bekommt nur Lob.`,
        },
        {
          kind: 'bullets',
          items: [
            `Entscheide vor dem Feedback, welche Art du gibst, und sag es: „Ich möchte dir ein bisschen Coaching zum Bericht geben.“`,
            `Sag, bevor du um Feedback bittest, welche Art du brauchst: „Ich brauche keine Note, ich möchte Ideen, wie die Einleitung stärker wird.“`,
            `Lass die Wertschätzung nicht verschwinden. In vollen Teams drängen Coaching und Bewertung sie an den Rand, und die Leute wissen irgendwann nicht mehr, was sie gut machen.`,
            `Mach Wertschätzung konkret: „Deine Zusammenfassung hat dem Kunden geholfen, in einem einzigen Meeting zu entscheiden“ ist mehr wert als „Super gemacht“.`,
          ],
        },
      ],
    },
    {
      id: 'give-feedback',
      role: 'core',
      heading: `Gib Feedback, das hilft`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nützliches Feedback ist konkret, bezieht sich auf Verhalten statt auf Persönlichkeit, kommt zeitnah und richtet den Blick nach vorn. Eine einfache Struktur hilft: Beschreib die Situation, das beobachtete Verhalten und seine Wirkung, und lade dann zu einem Gespräch darüber ein, was als Nächstes getan werden könnte.`,
        },
        {
          kind: 'steps',
          items: [
            `Situation: wann und wo. „Im Kundentermin gestern …“`,
            `Verhalten: was die Person getan hat, so wie eine Kamera es aufzeichnen würde. „… hast du die Fragen zum Preis beantwortet, bevor der Kunde sie zu Ende gestellt hatte …“`,
            `Wirkung: der Effekt, den du beobachtet hast. „… und der Kunde hat die Frage zweimal wiederholt, was ihn zu frustrieren schien.“`,
            `Einladung: fragen statt vorschreiben. „Wie hat es sich aus deiner Sicht dargestellt?“ und dann „Was könnte nächstes Mal helfen?“`,
            `Gib kritisches Feedback unter vier Augen und bald, am besten innerhalb von ein, zwei Tagen. Anerkennung kannst du öffentlich geben, wenn die Person sich damit wohlfühlt.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Bereite ein Feedback vor`,
          steps: [
            `Denk an jemanden im Team, zu dessen Verhalten du schon länger etwas sagen wolltest, positiv oder kritisch.`,
            `Schreib Situation, Verhalten und Wirkung in je einem Satz auf. Streich jedes Wort, das den Charakter der Person beschreibt, etwa „schlampig“ oder „unhöflich“.`,
            `Schreib deine einladende Frage auf.`,
            `Gib das Feedback diese Woche, und notiere danach, wie das Gespräch gelaufen ist.`,
          ],
          reflection: `Wie hat sich dein Gefühl beim Feedbackgeben verändert, als du die Charakterwörter gestrichen hattest?`,
        },
      ],
    },
    {
      id: 'receive-feedback',
      role: 'core',
      heading: `Nimm Feedback an, ohne dich zu verteidigen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Feedback anzunehmen ist oft schwerer, als es zu geben. Drei Reaktionen stehen häufig im Weg: Wir halten das Feedback für falsch, wir reagieren auf die Person, die es gibt, oder es bedroht unser Bild davon, wer wir sind. Jede dieser Reaktionen ist verständlich. Keine bedeutet, dass das Feedback wertlos ist.`,
        },
        {
          kind: 'steps',
          items: [
            `Hör bis zum Ende zu, ohne zu unterbrechen oder zu erklären.`,
            `Bitte um ein Beispiel: „Kannst du mir eine Situation schildern, in der dir das aufgefallen ist?“ Vages Feedback wird nützlich, wenn es konkret wird.`,
            `Fass zusammen, was du gehört hast, und prüfe, ob du es richtig verstanden hast.`,
            `Bedank dich bei der Person. Feedback zu geben erfordert Mut, und deine Reaktion entscheidet, ob sie es wieder tut.`,
            `Entscheide später, wenn du ruhig bist, was du davon mitnimmst. Du musst nicht jedes Feedback annehmen, aber prüfe es zuerst ernsthaft.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Bitte um eine Sache`,
          steps: [
            `Wähle drei Menschen, die deine Arbeit aus unterschiedlichen Positionen sehen.`,
            `Stell allen dieselbe Frage: „Was könnte ich anders machen, damit die Zusammenarbeit mit mir besser wird? Nenn mir eine Sache.“`,
            `Hör zu, bitte um ein Beispiel, bedank dich und schreib die Antwort auf. Verteidige dich nicht und erklär nichts.`,
            `Such nach Mustern in den drei Antworten und wähle eine Veränderung, die du einen Monat lang ausprobierst.`,
          ],
          reflection: `Welcher Antwort wolltest du am meisten widersprechen, und welcher Teil davon könnte stimmen?`,
        },
      ],
    },
    {
      id: 'team-reviews',
      role: 'core',
      heading: `Lernt gemeinsam mit kurzen Rückblicken`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Teams, die regelmäßig innehalten und darauf schauen, wie sie arbeiten, werden schneller besser. Ein kurzer Rückblick nach einem Projekt oder alle paar Wochen genügt. Der Rückblick muss ohne Schuldzuweisung auskommen: Die Frage ist, was in der Arbeitsweise des Teams ein Problem möglich gemacht hat, nicht, wer schuld ist. Sonst hören die Leute auf, ehrlich zu sprechen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Was lief gut, und warum? Weitermachen.`,
            `Was war schwierig oder frustrierend? Ereignisse beschreiben, nicht Personen.`,
            `Was probieren wir nächstes Mal anders? Ein oder zwei Veränderungen wählen, nicht zehn.`,
            `Wer sorgt dafür, dass jede Veränderung umgesetzt wird? Beim nächsten Rückblick nachprüfen.`,
          ],
        },
      ],
    },
    {
      id: 'different-styles',
      role: 'core',
      heading: `Gut mit unterschiedlichen Stilen arbeiten`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele Reibungen im Team drehen sich nicht um Ziele, sondern um Stil. Eine Person denkt laut, eine andere braucht ruhige Zeit; eine will heute eine Entscheidung, eine andere will erst erkunden; eine schätzt Direktheit, eine andere Taktgefühl. Jeder Stil ist nützlich, und jeder kann von der anderen Seite aus wie ein Problem wirken: Wer schnell entscheidet, wirkt drängelnd, wer sorgfältig erkundet, wirkt langsam.`,
        },
        {
          kind: 'bullets',
          items: [
            `Sprecht offen über eure Stile, zum Beispiel darüber, wie jede Person am liebsten Informationen bekommt, Entscheidungen trifft und Feedback erhält.`,
            `Wenn dich jemand im Team nervt, frag dich, welchem nützlichen Zweck sein Stil dient. Meist gibt es einen.`,
            `Gib Menschen unterschiedliche Wege, etwas beizutragen: Zeit zur Vorbereitung, schriftliche Beiträge, Diskussion im Meeting.`,
            `Mischt bei wichtiger Arbeit bewusst verschiedene Stile. Ein Team, in dem alle gleich denken, fühlt sich angenehm an und übersieht mehr.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-teamwork',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Feedback, das als Hilfe ankommt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Denken bevorzugst, gibst du wahrscheinlich klares, ehrliches Feedback und kannst Kritik an deiner Arbeit hören, ohne sie persönlich zu nehmen. Teams profitieren von dieser Offenheit. Das Risiko: Dein Feedback kommt als hart an, besonders bei Kolleginnen und Kollegen, die Feedback persönlicher nehmen, und du konzentrierst dich auf das, was verbessert werden muss, und vergisst zu sagen, was funktioniert.`,
        },
        {
          kind: 'bullets',
          items: [
            `Gib bewusst und konkret Anerkennung. Vielleicht bemerkst du gute Arbeit, ohne es auszusprechen.`,
            `Frag, bevor du coachst: „Wären ein paar Gedanken zum Entwurf jetzt hilfreich?“`,
            `Achte beim Empfangen von Feedback darauf, ob du darüber streitest, ob es stimmt. Frag zuerst, was die Person erlebt hat; das ist real, auch wenn ihre Erklärung es nicht ist.`,
            `Überleg, wie sich die Person fühlen könnte, und wähle den Zeitpunkt entsprechend. Gutes Timing gehört zu gutem Feedback.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-teamwork',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Ehrliches Feedback als Form der Fürsorge`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Fühlen bevorzugst, bemerkst du wahrscheinlich, wie es deinen Teamkolleginnen und -kollegen geht, gibst warmherzige Anerkennung und hilfst dem Team, sich wie ein Team zu fühlen. Das Risiko: Du hältst kritisches Feedback zurück, um die Gefühle anderer zu schonen, sodass Probleme wachsen, und du nimmst kritisches Feedback zu deiner Arbeit als Urteil über dich.`,
        },
        {
          kind: 'bullets',
          items: [
            `Denk daran, dass du einer Person die Chance nimmst, besser zu werden, wenn du ihr nützliches Feedback vorenthältst. Klares Feedback, freundlich gegeben, ist eine Form von Respekt.`,
            `Nutze die Struktur aus Situation, Verhalten und Wirkung. Sie hält kritisches Feedback sachlich und macht es dir leichter, es auszusprechen.`,
            `Versteck Kritik nicht zwischen zwei Komplimenten. Die Leute lernen, auf die Kritik zu warten, und trauen den Komplimenten nicht mehr.`,
            `Trenne beim Empfangen von Kritik die Arbeit von dir selbst: „Dieser Bericht muss überarbeitet werden“ heißt nicht „Ich bin nicht gut genug“.`,
          ],
        },
      ],
    },
    {
      id: 'judging-teamwork',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Struktur, die das Team teilen kann`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Urteilen bevorzugst, bringst du wahrscheinlich Struktur ins Team: Pläne, Fristen und klare Entscheidungen. Teams verlassen sich oft darauf, dass du die Arbeit in Bewegung hältst. Das Risiko: Du drängst auf Entscheidungen, bevor andere zu Ende gedacht haben, oder ärgerst dich über Kolleginnen und Kollegen, die weniger geplant arbeiten.`,
        },
        {
          kind: 'bullets',
          items: [
            `Frag, wie viel Erkundung eine Frage braucht, bevor du eine Entscheidung vorschlägst.`,
            `Vereinbart Zwischenstände, statt den Fortschritt ständig zu überprüfen. Andere arbeiten vielleicht gut in Schüben.`,
            `Beurteile Kolleginnen und Kollegen nach ihren Ergebnissen und ihrer Verlässlichkeit, nicht danach, ob sie so arbeiten wie du.`,
            `Biete dem Team deine Planungsstärke als Dienst an, zum Beispiel, indem du den gemeinsamen Zeitplan pflegst.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-teamwork',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Flexibilität, auf die sich das Team verlassen kann`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Wahrnehmen bevorzugst, bringst du wahrscheinlich Flexibilität und neue Ideen ins Team und passt dich gut an, wenn sich Pläne ändern. Das Risiko: Kolleginnen und Kollegen, die von deiner Arbeit abhängen, sehen deinen Fortschritt nicht und geraten unter Stress, wenn Fristen näher rücken, selbst wenn du sicher bist, dass du liefern wirst.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mach deinen Fortschritt sichtbar: Teile kurze Zwischenstände oder frühe Entwürfe, auch wenn sie unvollständig sind.`,
            `Wenn du einen Plan änderst, sag es den Betroffenen sofort.`,
            `Vereinbare interne Fristen mit denen, die von dir abhängen, und halte sie ein.`,
            `Nutze deine Anpassungsfähigkeit in Rückblicken: Oft siehst gerade du, was das Team anders probieren könnte.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Erwartungen unausgesprochen lassen und dann enttäuscht sein, wenn andere sie nicht erfüllen.`,
            `Feedback zum Charakter („Du bist schlampig“) statt zum Verhalten.`,
            `Feedback fürs Jahresgespräch aufsparen, statt es zu geben, wenn es nützt.`,
            `Um Feedback bitten und dann erklären, warum es falsch ist.`,
            `Rückblicke, die einen Schuldigen suchen.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Teamvereinbarung: Ziel, Rollen, Entscheidungen, Kommunikation, Umgang mit Meinungsverschiedenheiten; nach einem Monat überprüfen.`,
            `Die Art des Feedbacks benennen: Wertschätzung, Coaching oder Bewertung.`,
            `Geben: Situation, Verhalten, Wirkung, dann eine einladende Frage.`,
            `Kritik unter vier Augen und bald; Anerkennung konkret und oft.`,
            `Annehmen: zuhören, um ein Beispiel bitten, zusammenfassen, danken, später entscheiden.`,
            `Regelmäßig fragen: „Was könnte ich anders machen? Nenn mir eine Sache.“`,
            `Rückblicke ohne Schuldzuweisung: was gut lief, was schwer war, ein oder zwei Veränderungen, je eine verantwortliche Person.`,
            `Unterschiedliche Stile: fragen, welchem Zweck ein Stil dient; mehrere Wege zum Beitragen anbieten.`,
          ],
        },
      ],
    },
  ],
};
