// Skill pack: stress and resilience (DE, addressed with "du"). Tailored on A/Tu and E/I.
// Translated from packs/en/stress-and-resilience.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'stress-and-resilience',
  title: `Stress und Resilienz`,
  subtitle: `Versteh deinen Stress, beruhige deinen Körper und erhol dich gut genug, um weiterzumachen`,
  summary: `Ein praktischer Leitfaden, mit dem du Stress früh bemerkst, deinen Körper in wenigen Minuten beruhigst, Gedanken veränderst, die Druck verschlimmern, und dich jeden Tag erholst. Er erklärt auch, wann Selbsthilfe nicht reicht und wie du um Unterstützung bittest.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-resilience-matters',
      role: 'intro',
      heading: `Was Stress ist und was Resilienz wirklich bedeutet`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Stress ist die Reaktion deines Körpers und deines Geistes auf eine Anforderung. Die Psychologie beschreibt ihn als das, was passiert, wenn du eine Situation so einschätzt, dass sie mehr von dir verlangt, als du ohne Weiteres geben kannst. Diese Einschätzung ist entscheidend: Dieselbe Frist kann sich für den einen wie eine spannende Herausforderung anfühlen und für die andere wie eine Bedrohung, und sogar für dieselbe Person an verschiedenen Tagen unterschiedlich. Ein gewisses Maß an Stress ist nützlich. Er schärft die Aufmerksamkeit und gibt dir Energie zum Handeln. Probleme beginnen, wenn Stress heftig ist, lange anhält oder keinen Raum für Erholung lässt.`,
        },
        {
          kind: 'paragraph',
          text: `Resilienz ist kein seltenes Talent und kein harter Panzer. Forschung mit Menschen, die Verluste und Härten erleben, zeigt, dass sich die meisten besser erholen, als sie erwartet hatten, und zwar mit ganz gewöhnlichen Fähigkeiten: den Körper beruhigen, flexibel denken, sich auf andere stützen und für die Grundbedürfnisse sorgen. Diese Fähigkeiten lassen sich üben. Dieses Paket zeigt dir, wie, in kleinen Schritten, die du an einem ganz normalen, vollen Tag anwenden kannst.`,
        },
        {
          kind: 'paragraph',
          text: `Dein Typ macht dich nicht mehr oder weniger resilient. Er prägt aber deine Muster. Die Identitätsskala, selbstbewusst oder unruhig, hängt damit zusammen, wie stark Rückschläge und Selbstzweifel bei dir ankommen. Die Präferenz für Extraversion oder Introversion hängt damit zusammen, wie du dich typischerweise erholst. Die zugeschnittenen Abschnitte zeigen dir, worauf du achten solltest und welche Methoden meist zu dir passen.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Dieses Paket ist keine Behandlung von Angststörungen, Depression oder Burn-out. Wenn Stress länger als zwei Wochen deinen Schlaf, deinen Appetit oder deinen Alltag beeinträchtigt oder wenn du Gedanken hast, dir etwas anzutun, wende dich bitte an eine Ärztin, einen Arzt oder eine psychotherapeutische Fachperson. Wenn du in Gefahr bist, ruf jetzt den Notruf an.`,
        },
      ],
    },
    {
      id: 'map-your-stress',
      role: 'core',
      heading: `Kartiere deinen Stress`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Stress fühlt sich an wie ein einziges schweres Gewicht, ist aber meist die Summe mehrerer einzelner Anforderungen. Wenn du sie auseinandernimmst, wird jede einzelne kleiner, und du siehst, wo du handeln kannst. Manche Stressfaktoren kannst du ändern, manche beeinflussen, und manche kannst du vorerst nur hinnehmen. Jede Art braucht eine andere Antwort.`,
        },
        {
          kind: 'exercise',
          title: `Stresslandkarte`,
          steps: [
            `Schreib alles auf, was dich im Moment stresst, Großes und Kleines. Ziel sind mindestens acht Punkte.`,
            `Markiere jeden Punkt mit Ä (ich kann es ändern), B (ich kann es beeinflussen) oder H (ich kann es jetzt nicht ändern und nehme es hin).`,
            `Schreib zu jedem Ä-Punkt eine konkrete Handlung, die du diese Woche angehen kannst, auch eine kleine wie das Abschicken einer E-Mail.`,
            `Schreib zu jedem B-Punkt auf, mit wem du sprechen oder worum du bitten könntest.`,
            `Schreib zu jedem H-Punkt eine Möglichkeit auf, seine Wirkung auf dich zu verringern, zum Beispiel seltener Nachrichten dazu zu lesen.`,
          ],
          reflection: `Welcher Stressfaktor hat sich als veränderbarer herausgestellt, als er sich anfühlte, bevor du ihn aufgeschrieben hast?`,
        },
        {
          kind: 'paragraph',
          text: `Achte auch auf frühe Warnsignale. Die meisten Menschen haben ihre ganz eigenen: schlechter Schlaf, Gereiztheit, Kopfschmerzen, Vergesslichkeit, verändertes Essverhalten, Rückzug von Freunden. Schreib deine auf. Sie früh zu bemerken ist viel leichter, als sich von einer langen Phase der Überlastung zu erholen.`,
        },
      ],
    },
    {
      id: 'calm-the-body',
      role: 'core',
      heading: `Beruhige zuerst deinen Körper`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du unter Druck stehst, macht sich dein Körper bereit zum Handeln: Dein Herz schlägt schneller, dein Atem wird flach und deine Muskeln spannen sich an. Sich aus diesem Zustand herauszudenken ist schwer. Oft ist es leichter, beim Körper anzufangen. Ein paar Minuten langsames Atmen oder Bewegung können die Anspannung so weit senken, dass klares Denken zurückkehrt.`,
        },
        {
          kind: 'steps',
          items: [
            `Setz oder stell dich bequem hin und lass die Schultern sinken.`,
            `Atme durch die Nase ein. Wenn sich deine Lunge voll anfühlt, atme noch einmal kurz nach.`,
            `Atme langsam durch den Mund aus und mach das Ausatmen länger als das Einatmen.`,
            `Wiederhole das drei bis fünf Minuten lang. In einer kleinen Studie hob tägliches Üben dieser Atmung mit langem Ausatmen die Stimmung stärker als eine ähnlich lange Achtsamkeitsmeditation.`,
            `Wenn du kannst, schließ einen kurzen Spaziergang an, am besten draußen.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Regelmäßige Bewegung gehört zu den am besten belegten Wegen, Stress zu verringern und die Stimmung zu heben. Sie muss nicht anstrengend sein. Ein zügiger täglicher Spaziergang von zwanzig bis dreißig Minuten ist ein guter Anfang.`,
        },
      ],
    },
    {
      id: 'change-the-story',
      role: 'core',
      heading: `Ändere die Geschichte, die du dir erzählst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wie du eine Situation deutest, beeinflusst, wie gestresst du dich fühlst. Zwei einfache Techniken helfen. Die erste ist, das Gefühl zu benennen: Wer sagt „Ich bin ängstlich“ oder „Ich bin enttäuscht“, schwächt es meist ein wenig ab. Die zweite ist die Neubewertung: nach einer zutreffenderen oder nützlicheren Sicht auf die Situation suchen. Wenn du zum Beispiel vor einer Präsentation dein Herz rasen spürst, kannst du dir sagen, dass dein Körper dich gerade auf eine Leistung vorbereitet. Studien zeigen, dass eine solche Neubewertung sowohl das Befinden als auch die Leistung verbessern kann.`,
        },
        {
          kind: 'exercise',
          title: `Gedankencheck in fünf Zeilen`,
          steps: [
            `Situation: Beschreib in einem Satz, was passiert ist, so wie eine Kamera es aufzeichnen würde.`,
            `Erster Gedanke: Schreib den Gedanken auf, der automatisch kam, etwa „Ich werde das nie fertig bekommen“ oder „Sie halten mich für inkompetent“.`,
            `Belege: Schreib auf, was für diesen Gedanken spricht und was nicht.`,
            `Ausgewogener Gedanke: Schreib eine zutreffendere Fassung auf, etwa „Diese Woche ist voll, und ich habe ähnliche Arbeit schon früher geschafft“.`,
            `Nächster Schritt: Schreib eine kleine Handlung auf, die aus dem ausgewogenen Gedanken folgt.`,
          ],
          reflection: `Wie hat sich dein Gefühl zwischen dem ersten und dem ausgewogenen Gedanken verändert, auf einer Skala von 0 bis 10?`,
        },
        {
          kind: 'paragraph',
          text: `Probier auch den Freundestest: Frag dich, was du einer guten Freundin oder einem guten Freund in derselben Lage sagen würdest. Die meisten Menschen gehen mit sich selbst viel härter um als mit anderen. Die Forschung zu Selbstmitgefühl legt nahe, dass es dir hilft, dich von Rückschlägen zu erholen und es erneut zu versuchen, wenn du dich selbst mit derselben Freundlichkeit behandelst, ohne deine Ansprüche zu senken.`,
        },
      ],
    },
    {
      id: 'recover-every-day',
      role: 'core',
      heading: `Erhol dich jeden Tag, nicht nur im Urlaub`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Resilienz hängt ebenso von Erholung ab wie von Anstrengung. Forschung mit Berufstätigen zeigt, dass sich Menschen am besten erholen, wenn ihre freie Zeit vier Erfahrungen enthält: gedanklich von der Arbeit abschalten, entspannen, etwas tun, das ein Gefühl von Fortschritt gibt (ein Hobby, Sport, Lernen), und selbst bestimmen, wie sie ihre Zeit verbringen.`,
        },
        {
          kind: 'bullets',
          items: [
            `Schaff dir ein klares Ende deines Arbeitstags, zum Beispiel indem du die erste Aufgabe für morgen notierst, den Laptop zuklappst und dich umziehst.`,
            `Schalte abends die Benachrichtigungen für die Arbeit aus, wenn dein Job das zulässt.`,
            `Plane jede Woche eine Tätigkeit ein, die dich ganz in Anspruch nimmt und nichts mit der Arbeit zu tun hat.`,
            `Schütze deinen Schlaf: feste Zeiten zum Schlafengehen und Aufstehen und, wenn möglich, keine Bildschirme in der letzten halben Stunde.`,
            `Plane kleine Erholungsmomente über den Tag verteilt ein, nicht nur am Ende: ein kurzer Spaziergang, eine Mahlzeit fern vom Schreibtisch, fünf Minuten langsames Atmen.`,
          ],
        },
      ],
    },
    {
      id: 'support-and-help',
      role: 'core',
      heading: `Stütz dich auf andere und erkenne, wann du Hilfe brauchst`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Unterstützung durch andere Menschen gehört zu den stärksten Schutzfaktoren gegen Stress. Sie muss nicht groß sein: Zu wissen, dass jemand zuhört oder bei einer praktischen Aufgabe hilft, macht Druck leichter tragbar. Viele warten zu lange, bevor sie fragen, weil sie niemandem zur Last fallen wollen. In der Praxis helfen die meisten Menschen gern, wenn die Bitte klar ist.`,
        },
        {
          kind: 'bullets',
          items: [
            `Bitte konkret: Zu „Könntest du am Samstagvormittag die Kinder nehmen, damit ich mich ausruhen kann?“ sagt man leichter Ja als zu „Ich brauche Hilfe“.`,
            `Erzähl mindestens einem Menschen, wie es dir wirklich geht, nicht nur die höfliche Fassung.`,
            `Biete auch anderen Unterstützung an. Jemand anderem zu helfen kann auch deinen eigenen Stress lindern.`,
            `Such dir professionelle Hilfe, wenn dein Stress durch Ruhe nicht besser wird, wenn du dich hoffnungslos oder innerlich taub fühlst oder wenn du Alkohol oder andere Substanzen brauchst, um zurechtzukommen. Früh zu fragen zeugt von gutem Urteilsvermögen, nicht von Schwäche.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-resilience',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Wenn deine Zuversicht die Belastung verdeckt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität selbstbewusst ist, bleibst du unter Druck wahrscheinlich ruhig, erholst dich schnell von Rückschlägen und machst dir wenig Gedanken darüber, wie du wirkst. Das sind echte Stärken. Das Risiko: Du bemerkst Stress spät. Vielleicht gehst du über Anzeichen von Überlastung hinweg, ignorierst Müdigkeit einfach und nimmst an, dass andere genauso leicht zurechtkommen wie du.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mach einen kurzen Wochencheck: Schlaf, Energie, Stimmung und Geduld, jeweils von 1 bis 5. Ein sinkender Wert ist eine Information, auch wenn du dich gut fühlst.`,
            `Frag einen Menschen, der dir nahesteht, ob ihm Veränderungen an dir aufgefallen sind. Andere sehen Belastung oft vor uns selbst.`,
            `Plane Erholung ein, bevor du sie brauchst, besonders in langen, vollen Phasen.`,
            `Denk daran, dass Kolleginnen, Kollegen und Familie Druck spüren können, den du nicht spürst. Frag, wie es ihnen geht, und nimm die Antwort ernst.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-resilience',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Wenn deine Alarmanlage laut schrillt`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn deine Identität unruhig ist, bemerkst du Probleme wahrscheinlich früh, und es ist dir sehr wichtig, gute Arbeit zu leisten. Diese Empfindsamkeit hilft dir, dich vorzubereiten und besser zu werden. Der Preis: Stress kann sich stärker anfühlen und länger anhalten. Vielleicht spielst du Fehler immer wieder durch, sorgst dich, was andere denken, oder zweifelst an dir, selbst wenn du gut abgeschnitten hast.`,
        },
        {
          kind: 'bullets',
          items: [
            `Leg eine tägliche „Sorgenzeit“ von fünfzehn Minuten fest. Wenn dich zu einer anderen Zeit eine Sorge überfällt, schreib sie auf und nimm sie dir dann vor. So nehmen Sorgen weniger Raum in deinem Tag ein.`,
            `Wende zwei Wochen lang jeden Tag den Gedankencheck in fünf Zeilen auf deine stärkste Sorge an. Mit etwas Übung geht es immer schneller.`,
            `Führ eine kurze Liste früherer Schwierigkeiten, die du bewältigt hast. Lies sie, wenn du zweifelst, ob du zurechtkommen wirst.`,
            `Sei vorsichtig damit, ständig Bestätigung zu suchen. Einmal nachzufragen hilft; viele Male nachzufragen hält die Sorge am Leben.`,
            `Nimm deine Erholung so ernst wie deine Arbeit. Ruhe ist keine Belohnung, die du dir erst verdienen musst.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-resilience',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Erholung mit Menschen`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Extraversion neigst, erholst du dich vielleicht am besten durch Kontakt und Aktivität: Dinge durchsprechen, mit Freunden zusammen sein, dich bewegen. Nutze das. Rückzug in stressigen Phasen führt bei extravertierten Menschen meist dazu, dass es ihnen schlechter geht, nicht besser.`,
        },
        {
          kind: 'bullets',
          items: [
            `Plane in vollen Wochen bewusst Zeit mit anderen ein, statt sie als Erstes abzusagen.`,
            `Verbinde Kontakt und Bewegung: Geh mit einer Freundin spazieren, schließ dich einer Sportgruppe oder einem Kurs an.`,
            `Achte auf den Unterschied zwischen ein Problem durchsprechen und es wiederkäuen. Dieselbe Sorge immer wieder mit Freunden durchzugehen kann den Stress erhöhen. Wechsle nach zehn Minuten zu „Was könnte ich dagegen tun?“.`,
            `Pass auf, dass du dir nicht zu viel vornimmst. Zu jeder Einladung Ja zu sagen kann zu einer weiteren Quelle von Druck werden.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-resilience',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Erholung in Ruhe, ohne dich abzuschotten`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Wenn du zur Introversion neigst, erholst du dich vielleicht am besten mit Zeit für dich: lesen, spazieren gehen, ruhige Hobbys, Zeit zu Hause. Dieses Bedürfnis ist echt, und es zu schützen gehört dazu, gut für dich zu sorgen. Das Risiko: Unter Stress wird aus Erholungszeit langsam Isolation, und niemand bemerkt, dass es dir schlecht geht.`,
        },
        {
          kind: 'bullets',
          items: [
            `Trag nach anstrengenden Tagen mit vielen Menschen Ruhezeit in deinen Kalender ein, wie jeden anderen Termin.`,
            `Probier expressives Schreiben: Schreib an drei oder vier Tagen fünfzehn bis zwanzig Minuten lang frei über das, was dich belastet. Studien bringen das bei vielen Menschen mit einer leichten Verbesserung von Stimmung und Gesundheit in Verbindung.`,
            `Wähle einen Menschen aus, dem du Bescheid sagst, wenn es schwer wird, und sprich das vorher mit ihm ab.`,
            `Bevorzuge Kontakt, der wenig Energie kostet: ein Spaziergang mit einer Freundin, eine Nachricht, eine gemeinsame Tätigkeit ohne viele Worte.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-pitfalls',
      role: 'pitfalls',
      heading: `Häufige Stolperfallen`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Mit der Erholung bis zum Urlaub warten. Tägliche Erholung zählt mehr als gelegentliche lange Auszeiten.`,
            `Bei Zeitmangel zuerst an Schlaf, Bewegung und Essen mit Freunden sparen. Gerade das hält dich am Laufen.`,
            `Versuchen, Stressfaktoren zu lösen, die du nicht ändern kannst, und die ignorieren, die du ändern kannst.`,
            `Stress mit Alkohol, endlosem Scrollen oder Überarbeitung betäuben. Das bringt kurze Erleichterung und längere Probleme.`,
            `Glauben, dass resiliente Menschen nie zu kämpfen haben. Sie kämpfen, und sie erholen sich.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-quick-reference',
      role: 'quick-reference',
      heading: `Auf einen Blick`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Bemerken: deine persönlichen Warnsignale kennen und wöchentlich überprüfen.`,
            `Kartieren: Stressfaktoren auflisten; mit ändern, beeinflussen oder hinnehmen markieren; für jeden eine Handlung.`,
            `Erst der Körper: drei bis fünf Minuten langes, langsames Ausatmen, dann ein kurzer Spaziergang.`,
            `Benennen: „Ich fühle mich …“ senkt die Intensität.`,
            `Umdeuten: Situation, erster Gedanke, Belege, ausgewogener Gedanke, nächster Schritt.`,
            `Freundestest: Sprich mit dir, wie du mit einem guten Freund sprechen würdest.`,
            `Täglich erholen: abschalten, entspannen, etwas Fesselndes tun, selbst bestimmen, wie du deine freie Zeit verbringst.`,
            `Fragen: konkrete Bitten, ein ehrliches Gespräch, professionelle Hilfe, wenn nötig.`,
          ],
        },
      ],
    },
  ],
};
