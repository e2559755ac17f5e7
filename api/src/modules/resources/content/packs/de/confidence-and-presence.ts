// Skill pack: confidence and presenting yourself (DE, addressed with "du"). Tailored on E/I and A/Tu.
// Translated from packs/en/confidence-and-presence.ts, whose header names the research the text draws on (and why
// "power posing" is left out).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'confidence-and-presence',
  title: `Selbstvertrauen und Auftreten`,
  subtitle: `Bau echtes Selbstvertrauen durch Handeln auf, bring deine Nervosität in den Griff und zeig, was du kannst`,
  summary: `Ein praktischer Leitfaden, mit dem du Schritt für Schritt Selbstvertrauen aufbaust, vor wichtigen Momenten mit Nervosität umgehst, dich und deine Arbeit klar vorstellst und Präsentationen hältst, an die man sich erinnert. Er beruht auf Forschung dazu, wie Selbstvertrauen tatsächlich wächst, nicht auf Tricks.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-confidence-matters',
      role: 'intro',
      heading: `Was Selbstvertrauen ist und was nicht`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Selbstvertrauen wird oft mit Lautsein, Kontaktfreude oder Gewissheit verwechselt. Eine nützlichere Definition kommt aus der Psychologie: Selbstvertrauen ist die Überzeugung, eine bestimmte Art von Situation bewältigen zu können. Es ist spezifisch. Du kannst souverän ein Meeting leiten und auf einer Party nervös sein, oder deinen fachlichen Fähigkeiten vertrauen und unsicher werden, wenn du um eine Gehaltserhöhung bittest. Weil es spezifisch ist, lässt es sich Situation für Situation aufbauen.`,
        },
        {
          kind: 'paragraph',
          text: `Die stärkste Quelle dieser Überzeugung ist die Erfahrung, etwas getan und bewältigt zu haben, auch wenn es nicht perfekt war. Selbstvertrauen folgt also meist dem Handeln, statt ihm vorauszugehen. Darauf zu warten, dass du dich sicher fühlst, bevor du handelst, ist eine der häufigsten Fallen, und dieses Paket bietet einen Ausweg: kleine, geplante Schritte, die Belege dafür sammeln, was du kannst.`,
        },
        {
          kind: 'paragraph',
          text: `Der Typ ist kein Maß für Selbstvertrauen. Wer Extraversion bevorzugt, wirkt in sozialen Situationen vielleicht entspannter, doch viele fühlen sich innerlich unsicher, und wer Introversion bevorzugt, spricht oft ruhig und überzeugend. Die Identitätsskala hängt direkter damit zusammen: Menschen mit selbstbewusster Identität fühlen sich meist gefestigt, während Menschen mit unruhiger Identität eher an sich zweifeln, und beide Muster haben Vorteile und Risiken. Die zugeschnittenen Abschnitte gehen darauf ein.`,
        },
      ],
    },
    {
      id: 'sources-of-confidence',
      role: 'core',
      heading: `Woher Selbstvertrauen kommt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Die Forschung beschreibt vier Quellen von Selbstvertrauen. Die stärkste ist deine eigene Erfahrung von Erfolg. Die zweite ist, Menschen wie dich Erfolg haben zu sehen. Die dritte ist Ermutigung von Menschen, denen du vertraust. Die vierte ist, wie du die Signale deines Körpers deutest: Herzrasen lässt sich als Angst oder als Bereitschaft lesen. Du kannst alle vier bewusst nutzen.`,
        },
        {
          kind: 'exercise',
          title: `Beweismappe`,
          steps: [
            `Wähle eine Situation, in der du mehr Selbstvertrauen haben möchtest, zum Beispiel das Reden in Meetings.`,
            `Schreib jede frühere Erfahrung auf, so klein sie auch sein mag, in der du etwas Ähnliches bewältigt hast.`,
            `Schreib die Namen von zwei Menschen auf, die dir ähnlich sind und das gut können, und notiere zu jedem eine Sache, die du ausprobieren könntest.`,
            `Schreib jede Ermutigung und jedes positive Feedback auf, das du in diesem Bereich bekommen hast.`,
            `Bewahre die Mappe auf und ergänze sie bei jedem Schritt, den du machst. Lies sie vor schwierigen Momenten.`,
          ],
          reflection: `Wenn du dir die Belege ansiehst: Wie verhält sich dein Glaube an deine Fähigkeit zu dem, was die Belege tatsächlich zeigen?`,
        },
      ],
    },
    {
      id: 'step-by-step',
      role: 'core',
      heading: `Bau Selbstvertrauen Schritt für Schritt auf`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Eine gefürchtete Situation zu meiden bringt kurzfristig Erleichterung und macht die Angst langfristig stärker. Sich ihr in kleinen, geplanten Schritten zu stellen, bewirkt das Gegenteil. Jeder Schritt zeigt dir, dass du zurechtkommst, und die Angst wird nach und nach kleiner. Dieses Prinzip steckt hinter einigen der am besten belegten Behandlungen sozialer Angst, und es funktioniert auch bei alltäglicher Nervosität.`,
        },
        {
          kind: 'exercise',
          title: `Selbstvertrauensleiter`,
          steps: [
            `Schreib die Situation, die du meistern willst, oben auf eine Seite, etwa „mein Projekt vor der Geschäftsleitung präsentieren“.`,
            `Schreib darunter acht bis zehn kleinere Schritte, vom leichtesten zum schwersten, zum Beispiel: in einem Teammeeting eine Frage stellen, in einer kleinen Runde einen Zwischenstand berichten, vor einer wohlwollenden Kollegin präsentieren, vor dem Team präsentieren.`,
            `Bewerte jeden Schritt von 0 bis 10 danach, wie viel Angst er dir macht. Beginne mit einem Schritt, den du etwa mit 3 oder 4 bewertest.`,
            `Wiederhole jeden Schritt, bis deine Bewertung etwa um die Hälfte sinkt, dann geh zum nächsten.`,
            `Halte jeden Schritt in deiner Beweismappe fest.`,
          ],
          reflection: `Was hast du vor einem Schritt erwartet, und was ist tatsächlich passiert?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Achte auf dein Sicherheitsverhalten, die kleinen Dinge, die du tust, um dich geschützt zu fühlen, etwa Notizen Wort für Wort ablesen, Blickkontakt meiden oder sehr schnell sprechen, um früher fertig zu sein. Lass sie eins nach dem anderen weg. Sie hindern dich daran zu lernen, dass du auch ohne sie zurechtkommst.`,
        },
      ],
    },
    {
      id: 'handle-nerves',
      role: 'core',
      heading: `Geh im Moment mit Nervosität um`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nervosität vor wichtigen Momenten ist normal und verschwindet nie ganz, selbst bei erfahrenen Rednerinnen und Rednern. Ziel ist nicht, sie zu beseitigen, sondern sie auf einem Niveau zu halten, auf dem sie hilft. Einige Befunde sind dabei nützlich.`,
        },
        {
          kind: 'bullets',
          items: [
            `Nenn es Vorfreude. Sich aus hoher Anspannung herunterzuholen ist schwierig; das Gefühl als Aufregung im positiven Sinn umzudeuten ist leichter. In einer Reihe von Studien schnitten Menschen, die vor dem Singen, Sprechen oder Lösen von Aufgaben „Ich freue mich darauf“ sagten, besser ab als Menschen, die versuchten, sich zu beruhigen.`,
            `Denk daran, dass andere weniger bemerken, als du denkst. Studien zeigen, dass wir überschätzen, wie sehr andere unser Aussehen, unsere Fehler und unsere Nervosität wahrnehmen. Rednerinnen und Redner, die das erfuhren, hielten bessere Vorträge.`,
            `Atme vor dem Beginn eine Minute lang langsam aus. Ein langes Ausatmen hilft dem Körper, zur Ruhe zu kommen.`,
            `Bereite deine ersten beiden Sätze Wort für Wort vor. Der Anfang ist der nervöseste Moment, und ein vorbereiteter Anfang trägt dich in den Rest.`,
            `Konzentrier dich auf das Publikum, nicht auf dich: „Was müssen sie verstehen?“ ist eine ruhigere Frage als „Wie schlage ich mich?“`,
          ],
        },
      ],
    },
    {
      id: 'introduce-yourself',
      role: 'core',
      heading: `Stell dich und deine Arbeit vor`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Viele fähige Menschen tun sich schwer damit, zu beschreiben, was sie tun, besonders gegenüber jemand Neuem. Entweder sagen sie zu wenig („Ich arbeite im Finanzbereich“) oder zu viel. Eine kurze, vorbereitete Vorstellung macht Networking, Vorstellungsgespräche und neue Teams viel leichter, und über deine Erfolge zu sprechen wird weniger unangenehm, wenn du sie als Tatsachen beschreibst.`,
        },
        {
          kind: 'exercise',
          title: `Vorstellung in dreißig Sekunden`,
          steps: [
            `Schreib einen Satz darüber, was du tust, in Worten, die jemand außerhalb deines Fachs versteht.`,
            `Ergänze einen Satz dazu, wem du hilfst oder welches Problem du löst.`,
            `Ergänze ein kurzes, konkretes Beispiel oder Ergebnis: „Letztes Jahr habe ich unserem Team geholfen, die Lieferzeiten um ein Drittel zu verkürzen.“`,
            `Schließ mit einer Frage oder Einladung, die ein Gespräch daraus macht: „Und du?“ oder „Mich würde interessieren, wie euer Team das handhabt.“`,
            `Sag es fünfmal laut, probier es dann bei einer Freundin oder einem Freund aus und frag, was hängen geblieben ist.`,
          ],
          reflection: `Welcher Teil war am unangenehmsten auszusprechen, und liegt das daran, dass er nicht stimmt, oder nur daran, dass er ungewohnt ist?`,
        },
      ],
    },
    {
      id: 'present-to-be-remembered',
      role: 'core',
      heading: `Präsentiere so, dass man sich erinnert`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Das Publikum behält viel weniger, als Vortragende erwarten. Eine Präsentation funktioniert, wenn das Publikum mit einer klaren Botschaft und zwei oder drei stützenden Punkten nach Hause geht. Struktur und Übung zählen mehr als Folien oder natürliches Talent.`,
        },
        {
          kind: 'steps',
          items: [
            `Schreib deine Kernbotschaft in einem Satz auf. Alles in der Präsentation muss sie stützen.`,
            `Wähle höchstens drei stützende Punkte, jeden mit einem Beispiel, einer Geschichte oder einer Zahl.`,
            `Beginne damit, warum das Thema für dieses Publikum wichtig ist, und schließ, indem du die Kernbotschaft wiederholst und sagst, was die Zuhörenden tun sollen.`,
            `Nutze Folien für Bilder, Diagramme und wenige Worte. Wenn die Leute deine Folien lesen, hören sie dir nicht zu.`,
            `Probe mindestens dreimal laut, einmal davon vor jemandem. Üben im Kopf bereitet deine Stimme nicht vor.`,
            `Bereite dich auf die drei wahrscheinlichsten Fragen vor. Wenn du eine Antwort nicht weißt, sag das und versprich, sie nachzureichen.`,
          ],
        },
      ],
    },
    {
      id: 'ask-for-what-you-want',
      role: 'core',
      heading: `Bitte um das, was du willst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Selbstvertrauen zeigt sich am deutlichsten in kleinen Bitten: um eine Gehaltserhöhung, einen freien Tag, Hilfe, einen besseren Platz am Tisch, eine zweite Chance, etwas zu erklären. Viele fragen nicht, weil sie ein Nein erwarten oder fürchten, fordernd zu wirken. Dabei kommt eine klare, höfliche Bitte meist besser an, als man erwartet, und ein Nein kostet selten so viel, wie nie zu fragen.`,
        },
        {
          kind: 'steps',
          items: [
            `Leg genau fest, was du willst und was du als gute Alternative akzeptieren würdest.`,
            `Bereite deine Gründe aus Sicht der anderen Person vor: Wie hilft deine Bitte ihr, dem Team oder der Arbeit?`,
            `Bitte in einem klaren Satz, hör dann auf zu reden und warte auf die Antwort.`,
            `Wenn die Antwort Nein lautet, frag, was sich ändern müsste, damit sie Ja lautet, und wann ihr noch einmal darüber sprechen könntet.`,
            `Halte die Bitte in deiner Beweismappe fest, egal wie die Antwort ausfällt. Das Bitten ist die Fähigkeit, die du aufbaust.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-confidence',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Aus Leichtigkeit im Umgang echte Präsenz machen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, fühlt es sich für dich wahrscheinlich natürlich an, mit Menschen zu sprechen, und vielleicht schöpfst du Energie aus einem Publikum. Das ist ein großartiger Ausgangspunkt. Die Risiken: Du verlässt dich auf Improvisation statt auf Vorbereitung und redest länger, als deine Botschaft es braucht.`,
        },
        {
          kind: 'bullets',
          items: [
            `Bereite Kernbotschaft und Struktur vor, auch wenn du dich bereit fühlst, ohne Notizen zu sprechen.`,
            `Stopp bei deinen Proben die Zeit und kürze, bis du mit etwas Reserve im Zeitrahmen bleibst.`,
            `Nutze Pausen. Eine kurze Stille nach einem wichtigen Punkt gibt dem Publikum Zeit, ihn aufzunehmen.`,
            `Stell in Gesprächen eine Frage mehr, als du es sonst tun würdest. Zur Präsenz gehört auch, wie gut du zuhörst.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-confidence',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Leise Präsenz, die wahrgenommen wird`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, bereitest du dich wahrscheinlich gründlich vor, denkst nach, bevor du sprichst, und wirkst ruhig und überlegt. Das sind starke Eigenschaften für Vortragende. Die Risiken: Du meidest sichtbare Momente, lässt andere für deine Arbeit sprechen und verlässt gesellige Situationen, bevor du eine Verbindung geknüpft hast.`,
        },
        {
          kind: 'bullets',
          items: [
            `Nutze deine Vorbereitung als Stärke: Ein gut geprobter Vortrag kommt oft besser an als ein spontaner.`,
            `Melde dich jeden Monat für einen sichtbaren Moment, etwa einen kurzen Zwischenstand oder eine Frage in einem großen Meeting.`,
            `Nimm dir bei Veranstaltungen zwei echte Gespräche vor statt vieler kurzer, und erlaub dir, danach zu gehen.`,
            `Plane nach großen Präsentationen oder Veranstaltungen ruhige Zeit ein, damit du dich vor der nächsten Anforderung erholst.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-confidence',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Selbstvertrauen, das offen für Feedback bleibt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität selbstbewusst ist, fühlst du dich vor anderen wahrscheinlich sicher und erholst dich schnell von Fehlern. Diese Ruhe wirkt auf die Menschen um dich herum beruhigend. Das Risiko ist Selbstüberschätzung: Du bereitest dich weniger vor, als die Situation verlangt, oder bemerkst nicht, wenn etwas nicht so gut gelaufen ist, wie du dachtest.`,
        },
        {
          kind: 'bullets',
          items: [
            `Bitte nach wichtigen Präsentationen eine Person, der du vertraust, um konkretes Feedback: „Was war am wenigsten klar?“`,
            `Probe wichtige Vorträge, auch wenn du dich bereit fühlst. Selbstvertrauen ist nicht dasselbe wie Vorbereitung.`,
            `Zeig etwas Unsicherheit, wo sie ehrlich ist. „Da bin ich mir noch nicht sicher“ schafft Vertrauen, wenn es stimmt.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-confidence',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Den inneren Kritiker leiser stellen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität unruhig ist, ist es dir wahrscheinlich sehr wichtig, gut zu sein, und du bereitest dich sorgfältig vor, was dich oft besser macht, als du denkst. Das Risiko: Selbstzweifel halten dich davon ab, dich einzubringen, oder du tust deine Erfolge als Glück ab. Viele sehr fähige Menschen fühlen sich zeitweise wie Hochstapler; das Gefühl ist verbreitet und kein Beleg dafür, dass dir Fähigkeiten fehlen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schreib nach jedem wichtigen Moment drei Dinge auf, die gut gelaufen sind, bevor du dir erlaubst aufzulisten, was schlecht lief.`,
            `Wenn du ein Kompliment bekommst, sag „Danke“ und hör auf. Erklär nicht, warum es eigentlich nicht verdient war.`,
            `Nutze die Beweismappe, wann immer Selbstzweifel aufkommen. Gefühle sind keine Fakten; deine Aufzeichnungen liegen näher an den Fakten.`,
            `Begrenze deine Vorbereitung. Ab einem gewissen Punkt nährt mehr Vorbereitung nur noch die Angst.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Darauf warten, sich sicher zu fühlen, bevor man handelt.`,
            `Gleich zum beängstigendsten Schritt springen, statt eine Leiter aufzubauen.`,
            `Die Präsentation Wort für Wort von Folien oder Notizen ablesen.`,
            `Die eigenen inneren Gefühle mit dem äußeren Auftreten anderer vergleichen.`,
            `Sich auf Körperhaltungen oder Tricks verlassen statt auf Vorbereitung und Übung.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Selbstvertrauen ist spezifisch, und es folgt dem Handeln.`,
            `Beweismappe: frühere Erfolge, Vorbilder, Ermutigung.`,
            `Leiter: kleine Schritte von leicht bis schwer; wiederholen, bis sich die Angst halbiert.`,
            `Sicherheitsverhalten eins nach dem anderen weglassen.`,
            `Vor dem Moment: „Ich freue mich darauf“, langsam ausatmen, die ersten beiden Sätze parat.`,
            `Vorstellung: was du tust, wem du hilfst, ein Beispiel, eine Gegenfrage.`,
            `Präsentation: eine Botschaft, drei Punkte mit Beispielen, dreimal laut proben.`,
            `Bitten: ein klarer Satz, dann warten; bei Nein fragen, was ein Ja möglich machen würde.`,
            `Andere bemerken deine Nervosität viel weniger, als du denkst.`,
          ],
        },
      ],
    },
  ],
};
