// Skill pack: conflict in close relationships (DE, addressed with "du"). Tailored on T/F and A/Tu.
// Translated from packs/en/conflict-in-close-relationships.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'conflict-in-close-relationships',
  title: `Konflikte in engen Beziehungen`,
  subtitle: `Streiten, ohne Schaden anzurichten, schnell wieder zueinanderfinden und in schwierigen Momenten näher zusammenwachsen`,
  summary: `Ein praktischer Leitfaden für Meinungsverschiedenheiten mit deinem Partner oder deiner Partnerin, mit Familienmitgliedern oder engen Freunden. Er zeigt dir, wie du ein Problem behutsam ansprichst, zuhörst, bis sich der andere verstanden fühlt, dich nach einem Streit wieder versöhnst und gut mit den Unterschieden lebst, die nie ganz verschwinden.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-conflict-matters',
      role: 'intro',
      heading: `Konflikte sind normal; entscheidend ist, wie du mit ihnen umgehst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Jede enge Beziehung kennt Konflikte. Zwei Menschen mit unterschiedlicher Geschichte, unterschiedlichen Bedürfnissen und Gewohnheiten werden sich über Geld, Zeit, Familie, Hausarbeit, Zärtlichkeit und vieles andere uneinig sein. Forschung mit Paaren legt nahe, dass die Zahl der Meinungsverschiedenheiten weniger zählt als die Art, wie damit umgegangen wird. Auch stabile, glückliche Paare streiten; sie streiten nur so, dass Respekt und Wohlwollen erhalten bleiben, und sie versöhnen sich danach schnell.`,
        },
        {
          kind: 'paragraph',
          text: `Dieselbe Forschung hat gezeigt, dass sich viele Konflikte um dauerhafte Unterschiede in Persönlichkeit oder Werten drehen, die sich nicht lösen, aber mit Humor und Verständnis handhaben lassen. Ziel dieses Pakets ist es deshalb nicht, Konflikte zu beenden. Es soll dir helfen, anderer Meinung zu sein, ohne Schaden anzurichten, zu verstehen, worum es wirklich geht, und danach wieder zueinanderzufinden. Die Techniken funktionieren in Partnerschaften, mit Familienmitgliedern und mit engen Freunden.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ entscheidet nicht darüber, ob deine Beziehungen gelingen. Er beeinflusst aber deinen Konfliktstil. Wer Denken bevorzugt, achtet oft darauf, was fair und richtig ist; wer Fühlen bevorzugt, achtet oft auf die Beziehung und darauf, wie es jedem geht. Menschen mit selbstbewusster Identität fühlen sich im Konflikt meist stabil, während Menschen mit unruhiger Identität eine Meinungsverschiedenheit womöglich als Bedrohung für die Beziehung selbst erleben. Die zugeschnittenen Abschnitte gehen auf diese Muster ein.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Diese Techniken sind für Beziehungen unter Gleichen gedacht, in denen beide wollen, dass es funktioniert. Wenn du Angst vor deinem Partner, deiner Partnerin oder einem Familienmitglied hast, wenn es Gewalt, Drohungen oder Kontrolle über dein Geld, dein Handy oder deine Kontakte gibt, sind Kommunikationstechniken nicht die Antwort. Wende dich an eine Beratungsstelle oder ein Hilfetelefon gegen häusliche Gewalt in deinem Land oder an einen Menschen, dem du vertraust.`,
        },
      ],
    },
    {
      id: 'four-damaging-patterns',
      role: 'core',
      heading: `Vier Muster, die Beziehungen schaden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die Beziehungsforschung hat vier Arten zu streiten ausgemacht, die wachsende Distanz und Unzufriedenheit vorhersagen, wenn sie zur Gewohnheit werden. Fast alle greifen manchmal darauf zurück. Ziel ist, sie schnell zu erkennen und durch etwas Besseres zu ersetzen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Kritik: die Person angreifen statt das Verhalten („Du bist so egoistisch“). Beschreib stattdessen die Situation und was du brauchst.`,
            `Verachtung: Spott, Augenrollen, Sarkasmus oder von oben herab reden. Sie ist das schädlichste der vier Muster. Gewöhn dir stattdessen an, zu bemerken und auszusprechen, was du schätzt.`,
            `Rechtfertigung: auf eine Beschwerde mit Ausreden oder einer Gegenbeschwerde antworten. Übernimm stattdessen Verantwortung, und sei es nur für einen kleinen Teil des Problems.`,
            `Mauern: dichtmachen, verstummen und sich abwenden. Das passiert oft, wenn sich jemand überwältigt fühlt. Bitte stattdessen um eine Pause und komm zurück.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Vereinbare mit deinem Partner, deiner Partnerin oder deinem Familienmitglied ein leichtes, neutrales Wort, das jeder von euch sagen kann, wenn er eines der vier Muster bemerkt. Das Muster gemeinsam zu benennen fällt leichter, als es dem anderen vorzuwerfen.`,
        },
      ],
    },
    {
      id: 'start-gently',
      role: 'core',
      heading: `Fang behutsam an`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wie ein Konflikt beginnt, sagt viel darüber voraus, wie er endet. Ein harter Einstieg drängt die andere Person sofort in die Defensive. Ein behutsamer Einstieg beschreibt das Problem und was du brauchst, ohne Schuldzuweisung. Er ist weder schwach noch indirekt; er ist die Fassung deiner Botschaft, die die andere Person am ehesten hören kann.`,
        },
        {
          kind: 'steps',
          items: [
            `Beginne mit „ich“, nicht mit „du“: „Ich fühle mich …“ statt „Du immer …“.`,
            `Beschreib die Situation konkret: „… wenn das Geschirr über Nacht in der Spüle steht …“`,
            `Sag, was du brauchst, als positive Bitte: „… können wir uns darauf einigen, dass es vor dem Schlafengehen abgewaschen wird?“`,
            `Sei höflich und zeig Wertschätzung, wo sie ehrlich ist: „Ich weiß, dass du lange Tage hattest.“`,
            `Sprich Probleme früh an, solange sie noch klein sind, statt sie sich aufstauen zu lassen.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Von der Kritik zur Bitte`,
          steps: [
            `Schreib drei Kritikpunkte auf, die du in letzter Zeit gegenüber einem nahestehenden Menschen geäußert oder gedacht hast, mit den Worten, die du benutzt hast oder benutzt hättest.`,
            `Schreib zu jedem auf, welche Situation ihn ausgelöst hat, so wie eine Kamera sie aufzeichnen würde.`,
            `Schreib auf, was du in diesem Moment gefühlt und gebraucht hast.`,
            `Formuliere jeden Kritikpunkt als behutsamen Einstieg um: ich fühle, zu der Situation, und eine positive Bitte.`,
            `Wähle einen aus und nutze ihn, wenn die Situation das nächste Mal auftritt.`,
          ],
          reflection: `Welches Bedürfnis stand hinter der Kritik, die du jetzt, wo du sie aufgeschrieben hast, am leichtesten ausdrücken kannst?`,
        },
      ],
    },
    {
      id: 'listen-until-understood',
      role: 'core',
      heading: `Hör zu, bis sich der andere verstanden fühlt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `In den meisten Streits wollen beide verstanden werden, und keiner hört zu. Wenn ein Thema immer wieder schiefläuft, hilft eine einfache Struktur: Einer spricht, der andere hört nur zu und gibt wieder, was er gehört hat, dann wird getauscht. Das fühlt sich anfangs langsam und künstlich an, und genau deshalb funktioniert es. Es stoppt den schnellen Schlagabtausch und gibt beiden das Gefühl, gehört zu werden.`,
        },
        {
          kind: 'exercise',
          title: `Sprecher und Zuhörer`,
          steps: [
            `Wählt ein wiederkehrendes Thema von mittlerer Schwierigkeit, nicht euer schmerzhaftestes, und eine ruhige Zeit von etwa dreißig Minuten.`,
            `Wer spricht, erzählt in kurzen Abschnitten von zwei oder drei Sätzen von den eigenen Gedanken und Gefühlen. Keine Vorwürfe und kein Gedankenlesen.`,
            `Wer zuhört, gibt mit eigenen Worten wieder, was er gehört hat, ohne seine Meinung hinzuzufügen, und fragt: „Habe ich das richtig verstanden?“`,
            `Macht weiter, bis sich der Sprechende verstanden fühlt. Dann tauscht die Rollen.`,
            `Sprecht erst, wenn beide verstanden wurden, über mögliche Lösungen, falls überhaupt eine Lösung nötig ist.`,
          ],
          reflection: `Was hast du über die Sicht der anderen Person erfahren, das du in früheren Streits über dasselbe Thema nicht verstanden hattest?`,
        },
      ],
    },
    {
      id: 'pursue-and-withdraw',
      role: 'core',
      heading: `Wenn einer drängt und der andere sich zurückzieht`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Ein sehr häufiges Muster: Einer drängt darauf, über ein Problem zu sprechen, und der andere zieht sich zurück. Je mehr der eine drängt, desto mehr zieht sich der andere zurück, und je mehr sich der andere zurückzieht, desto mehr drängt der erste. Meist wollen beide die Beziehung schützen: der Drängende, indem er Nähe sucht, der Rückzügler, indem er einem Streit ausweicht. Das Muster als gemeinsames Problem zu sehen statt einander als Problem, ist der erste Schritt hinaus.`,
        },
        {
          kind: 'bullets',
          items: [
            `Achte darauf, wann du dich überwältigt fühlst: rasendes Herz, heißes Gesicht, der Drang zu schreien oder zu gehen. In diesem Zustand ist Zuhören fast unmöglich.`,
            `Vereinbart in einem ruhigen Moment, dass jeder von euch um eine Pause bitten kann und dass derjenige, der darum bittet, sagt, wann ihr weitermacht.`,
            `Nehmt euch mindestens zwanzig Minuten und nutzt die Zeit, um euch zu beruhigen, nicht um Argumente vorzubereiten. Geht spazieren, atmet langsam, lest etwas.`,
            `Wenn du eher drängst, nimm die Pause als Schritt hin zum Gespräch an, nicht als Zurückweisung.`,
            `Wenn du dich eher zurückziehst, komm immer zur vereinbarten Zeit zurück. Erst die Rückkehr macht eine Pause vertrauenswürdig.`,
          ],
        },
      ],
    },
    {
      id: 'repair',
      role: 'core',
      heading: `Während und nach einem Streit wieder zueinanderfinden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Versöhnungsversuche sind kleine Gesten, die verhindern, dass ein Konflikt schlimmer wird: ein Witz, eine Berührung, „Tut mir leid, das kam falsch rüber“, „Können wir noch mal anfangen?“ Die Forschung legt nahe, dass sich Paare, die glücklich bleiben, unter anderem darin von anderen unterscheiden, dass ihre Versöhnungsversuche ankommen, vor allem weil der andere sie annimmt. Versöhnungsversuche zu machen und anzunehmen sind beides Fähigkeiten.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mach Versöhnungsversuche früh, bevor der Konflikt eskaliert. Sie dürfen unvollkommen sein.`,
            `Nimm Versöhnungsversuche an, auch wenn du noch aufgebracht bist. Annehmen heißt nicht zustimmen; es heißt, die Beziehung über den Streit zu stellen.`,
            `Sprecht nach einem Streit, wenn beide ruhig sind, darüber: Was hat jeder von euch gefühlt, was hat den Streit ausgelöst, und was könnte jeder anders machen?`,
            `Entschuldige dich vollständig: Benenne, was du getan hast, erkenne die Wirkung auf die andere Person an, übernimm Verantwortung ohne Ausreden und sag, was du anders machen wirst.`,
            `Pflegt kleine tägliche Momente der Wertschätzung und des Interesses. Beziehungen mit einem großen Vorrat an Wohlwollen erholen sich leichter von Konflikten.`,
          ],
        },
      ],
    },
    {
      id: 'lasting-differences',
      role: 'core',
      heading: `Mit dauerhaften Unterschieden leben`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Manche Meinungsverschiedenheiten kehren immer wieder: Einer von euch mag Pläne, der andere Spontaneität, einer will mehr gemeinsame Zeit, der andere mehr Zeit für sich, einer spart und der andere gibt gern Geld aus. Oft sind das Unterschiede in Persönlichkeit und Werten, und der Versuch, sie zu „gewinnen“, führt zu Frust. Ziel ist eine tragfähige Regelung, die beide Menschen respektiert.`,
        },
        {
          kind: 'steps',
          items: [
            `Frag, was die Position für die andere Person bedeutet: „Warum ist dir das so wichtig? Steckt eine Geschichte oder eine Hoffnung dahinter?“`,
            `Erzähl dasselbe über deine eigene Position.`,
            `Jeder von euch benennt den Kern seiner Position, bei dem er nicht nachgeben kann, und die Bereiche, in denen er flexibel sein kann.`,
            `Baut aus den flexiblen Bereichen eine Regelung, probiert sie eine festgelegte Zeit lang aus und überprüft sie dann.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-conflict',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Wenn Rechthaben im Weg steht`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Denken bevorzugst, versuchst du wahrscheinlich, Auseinandersetzungen fair und logisch zu halten, und bleibst ruhig, wenn andere emotional werden. Das Risiko: Du behandelst einen Konflikt wie eine Debatte, die es zu gewinnen gilt. Vielleicht korrigierst du Details, weist auf Widersprüche hin oder bietest Lösungen an, während die andere Person noch darauf wartet, sich verstanden zu fühlen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Frag dich, bevor du antwortest: „Will ich recht haben, oder will ich, dass wir uns wieder nahe sind?“`,
            `Geh zuerst auf das Gefühl ein: „Ich sehe, dass du dich damit allein gefühlt hast.“ Sprich dann, wenn nötig, über die Fakten.`,
            `Vermeide es, mitten in einem emotionalen Gespräch kleine Details zu korrigieren. Sie sind selten so wichtig, wie sie scheinen.`,
            `Sprich auch deine eigenen Gefühle aus. Ruhige Logik kann gleichgültig wirken, selbst wenn dir etwas sehr viel bedeutet.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-conflict',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Wenn der Frieden zu teuer erkauft ist`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du Fühlen bevorzugst, bemerkst du Spannungen wahrscheinlich früh, und dir ist wichtig, wie es allen geht. Oft geht die Versöhnung von dir aus. Das Risiko: Du sprichst Probleme nicht an, um den Frieden zu wahren, stimmst Dingen zu, die du nicht willst, und empfindest dann Groll, der später in einem größeren Streit herausbricht.`,
        },
        {
          kind: 'bullets',
          items: [
            `Sprich kleine Probleme innerhalb von ein, zwei Tagen an, mit einem behutsamen Einstieg. Über kleine Probleme lässt sich viel leichter reden als später über eine lange Liste.`,
            `Achte darauf, wann du Ja sagst, aber Nein fühlst. Sag: „Lass mich darüber nachdenken“, und komm mit einer ehrlichen Antwort zurück.`,
            `Denk daran, dass auch deine Bedürfnisse zur Beziehung gehören. Sie zu verstecken schützt die Beziehung nicht; es schwächt sie.`,
            `Wenn die andere Person sich über dich ärgert, musst du ihre Gefühle nicht sofort in Ordnung bringen. Hör zu und vertrau darauf, dass die Beziehung ein wenig Unbehagen aushält.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-conflict',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Offen bleiben, wenn du dir sicher bist`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität selbstbewusst ist, bleibst du in Konflikten wahrscheinlich stabil und hast nicht so schnell das Gefühl, dass die Beziehung in Gefahr ist. Diese Ruhe hilft euch beiden. Das Risiko: Deine Zuversicht lässt dir die Sorgen der anderen Person klein erscheinen, oder du hast einen Streit längst hinter dir gelassen, während sie noch mittendrin steckt.`,
        },
        {
          kind: 'bullets',
          items: [
            `Geh nicht davon aus, dass der Konflikt vorbei ist, nur weil es dir gut geht. Frag: „Ist zwischen uns alles in Ordnung, oder beschäftigt dich noch etwas?“`,
            `Nimm die Sorgen der anderen Person ernst, auch wenn du sie nicht teilst. „Ich sehe das anders, aber ich verstehe, warum es dir Sorgen macht“ ist ein guter Anfang.`,
            `Sei bereit, mit klaren Worten zu sagen: „Ich lag falsch.“ Es kostet dich wenig und bedeutet viel.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-conflict',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Wenn sich eine Meinungsverschiedenheit wie eine Bedrohung anfühlt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität unruhig ist, fühlen sich Konflikte für dich womöglich intensiver an: Eine Meinungsverschiedenheit kann wie ein Zeichen wirken, dass die Beziehung in Gefahr ist, und du gehst den Streit danach vielleicht noch lange im Kopf durch. Deine Empfindsamkeit sorgt aber auch dafür, dass du Probleme schnell bemerkst und sie gern wieder in Ordnung bringst.`,
        },
        {
          kind: 'bullets',
          items: [
            `Erinnere dich daran, dass Konflikte zu gesunden Beziehungen gehören. Ein einzelner Streit sagt wenig über die Zukunft.`,
            `Beruhige deinen Körper, bevor du antwortest, mit langsamem Atmen oder einer Pause. Starker Alarm lässt jedes Problem größer aussehen.`,
            `Bitte einmal und klar um Bestätigung, statt sie viele Male indirekt zu suchen: „Ich muss hören, dass zwischen uns alles in Ordnung ist.“`,
            `Schreib nach einem Streit auf, was passiert ist und was ihr vereinbart habt. Das hilft, die Wiederholungsschleife im Kopf zu stoppen.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `In einem einzigen Streit jedes alte Problem aufwärmen.`,
            `Ein ernstes Gespräch beginnen, wenn einer von euch müde oder hungrig ist oder gleich losmuss.`,
            `„Immer“ und „nie“ sagen. Diese Wörter laden zur Verteidigung ein statt zum Gespräch.`,
            `Konflikte vor Kindern oder Freunden austragen oder sich bei anderen über den Partner beklagen statt bei ihm selbst.`,
            `Erwarten, dass ein einziges Gespräch einen dauerhaften Unterschied aus der Welt schafft.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Achte auf Kritik, Verachtung, Rechtfertigung und Mauern; nutze ihr Gegenteil.`,
            `Behutsam anfangen: ich fühle, zu einer konkreten Situation, und eine positive Bitte.`,
            `Zuhören und wiedergeben, bis die andere Person sagt: „Ja, genau so ist es.“`,
            `Überwältigt? Mach eine Pause von mindestens zwanzig Minuten und sag, wann du zurückkommst.`,
            `Versöhnungsversuche früh machen und annehmen, auch wenn du noch aufgebracht bist.`,
            `Vollständig entschuldigen: was du getan hast, seine Wirkung, Verantwortung, was du ändern wirst.`,
            `Dauerhafte Unterschiede: die Hoffnung hinter jeder Position verstehen, dann die flexiblen Teile aushandeln.`,
            `Pflege tägliche Wertschätzung. Wohlwollen macht jeden Konflikt leichter.`,
          ],
        },
      ],
    },
  ],
};
