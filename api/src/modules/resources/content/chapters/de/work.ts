// In-depth chapter "Your type at work" (DE, addressed with "du"): one module per pole, combination notes and a four-week
// practice plan. Translated from chapters/en/work.ts, whose header names the research the text draws on.
import type { InDepthChapter } from '../../pack.types.js';

export const work: InDepthChapter = {
  id: 'work',
  title: `Dein Typ bei der Arbeit`,
  subtitle: `Wie jede deiner Präferenzen deine Arbeit prägt, wo sie dir hilft, wo sie dich etwas kostet und was du tun kannst`,
  intro: [
    `Dieses Kapitel zeigt, wie sich deine Persönlichkeit in deinem Arbeitsleben bemerkbar macht: in den Aufgaben, die dir Freude machen, in der Zusammenarbeit mit Kolleginnen und Kollegen, in deiner Reaktion auf Druck und in deinen beruflichen Entscheidungen. Dein Bericht hat dir eine Zusammenfassung für deinen Typ als Ganzes gegeben. Hier gehen wir tiefer, eine Präferenz nach der anderen, denn jedes deiner fünf Ergebnisse wirkt sich bei der Arbeit auf eigene Weise aus, und an jedem kannst du getrennt arbeiten.`,
    `Zuerst ein ehrliches Wort. Dein Typ beschreibt Vorlieben, keine Fähigkeiten. Die Forschung zeigt, dass Persönlichkeit mit beruflichen Ergebnissen zusammenhängt, aber nur mäßig: Fähigkeiten, Erfahrung, das Umfeld und die Menschen um dich herum zählen mindestens genauso viel. Menschen jedes Typs haben in jedem Bereich Erfolg. Was deine Präferenzen prägen, ist, welche Situationen sich natürlich anfühlen, welche dich Energie kosten und welche Fehler du wahrscheinlich wiederholst. Das ist nützliches Wissen, denn du kannst deine Arbeit so gestalten, dass du das Erste nutzt und dich auf den Rest vorbereitest.`,
    `Jedes Modul folgt demselben Muster: was dir die Präferenz bringt, wo sie dich etwas kostet, was du tun kannst, und eine kurze Szene aus dem Arbeitsleben. Du wirst merken, dass Stärken und Kosten aus derselben Quelle kommen. Wer schnell entscheidet, entscheidet manchmal auch zu früh. Wachstum heißt selten, ein anderer Mensch zu werden; es heißt, deinen natürlichen Stil bewusst einzusetzen und zu ergänzen, was ihm fehlt. Wenn eines deiner Ergebnisse nahe der Mitte seiner Skala lag, beschreiben dich womöglich auch Teile der gegenüberliegenden Präferenz. Nach den Modulen findest du eine Notiz dazu, wie zwei deiner Präferenzen zusammenwirken, und einen Vierwochenplan, mit dem du das Kapitel in die Praxis umsetzt.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `Extraversion bei der Arbeit: Energie durch Kontakt`,
      brings: `Du denkst gut im Gespräch und verstehst deine eigene Sicht oft erst richtig, wenn du sie laut ausgesprochen hast. Du knüpfst schnell Beziehungen über Teamgrenzen hinweg, und das verschafft dir frühe Informationen und Chancen, die andere verpassen. Sichtbare Rollen, etwa präsentieren, verhandeln, das Team vertreten oder neue Leute willkommen heißen, fühlen sich für dich meist natürlich an. Wenn in einem Meeting die Luft raus ist, bringst oft du wieder Schwung hinein, und Kolleginnen und Kollegen erleben dich meist als nahbar.`,
      costs: `Lange Phasen allein zu arbeiten kann dich auslaugen, deshalb schiebst du sie vielleicht auf, bis sie dringend werden. Weil du laut denkst, nehmen andere deine Ideen womöglich als Zusagen, und vielleicht sagst du im Moment Bitten zu, die du später bereust. Meetings können zu deinem Standardwerkzeug werden, selbst wenn eine kurze Nachricht genügen würde. Stillere Kolleginnen und Kollegen haben womöglich das Gefühl, dass für sie kein Platz bleibt. Ein voller Tag mit viel Kontakt kann sich produktiv anfühlen, während die wichtige Einzelarbeit nicht vorangekommen ist.`,
      practices: [
        `Schreib vor jedem Meeting, das du leitest, die eine Entscheidung oder das eine Ergebnis auf, das du daraus brauchst, und beende das Meeting, indem du dieses Ergebnis laut aussprichst.`,
        `Leg Einzelarbeit in Blöcke von sechzig bis neunzig Minuten und lass auf jeden Block eine kleine soziale Belohnung folgen, etwa einen Kaffee mit einer Kollegin.`,
        `Lass in Diskussionen, nachdem du gesprochen hast, mindestens zwei andere Personen zu Wort kommen, bevor du wieder sprichst.`,
        `Führ eine Liste der Zusagen, die du in Gesprächen machst, und geh sie am Ende jedes Tages durch.`,
      ],
      scenario: `Leo, Projektkoordinator, verbrachte einen ganzen Montag in Telefonaten und Flurgesprächen. Am Abend hatte er drei neuen Anfragen zugestimmt und den Bericht, der am Mittwoch fällig war, noch nicht angefangen. Heute hält er sich den Dienstagvormittag für Einzelarbeit in einem gemeinsamen Ruheraum frei, wo ihm die Menschen um ihn herum Energie geben. Wenn jemand um Hilfe bittet, sagt er: „Ich schau auf meine Liste und sag dir bis fünf Uhr Bescheid.“ Seine Kolleginnen und Kollegen bemerken den Unterschied kaum, aber sein Bericht kommt pünktlich.`,
    },
    I: {
      pole: 'I',
      heading: `Introversion bei der Arbeit: Tiefe durch Konzentration`,
      brings: `Du konzentrierst dich gut auf anspruchsvolle Aufgaben und denkst oft am besten allein nach, bevor du sprichst. Deine Beiträge sind meist durchdacht und gut vorbereitet, und viele Menschen, die Introversion bevorzugen, schreiben klar. Du hörst aufmerksam zu, und das macht dich stark in Gesprächen unter vier Augen, darin, zu verstehen, was eine Kundin wirklich braucht, und darin, zu bemerken, was andere übersehen haben. Deine ruhige Art kann einem Team Halt geben, wenn der Druck steigt.`,
      costs: `Deine Arbeit ist womöglich weniger sichtbar, als sie es verdient. In Meetings, in denen die schnellste Stimme die Richtung vorgibt, kommt dein bester Punkt vielleicht erst, nachdem die Entscheidung gefallen ist. Großraumbüros und Tage voller Meetings verbrauchen die Energie, die du für konzentrierte Arbeit brauchst. Vielleicht meidest du Networking und verpasst Chancen, die über Kontakte verteilt werden. Kolleginnen und Kollegen können dein Schweigen außerdem als Zustimmung oder Desinteresse deuten, obwohl es keins von beidem ist.`,
      practices: [
        `Schick deiner Führungskraft alle ein, zwei Wochen ein kurzes schriftliches Update: was du abgeschlossen hast, was du gelernt hast und was als Nächstes kommt.`,
        `Bereite vor jedem Meeting einen Punkt vor und bring ihn im ersten Drittel der Diskussion ein.`,
        `Bitte darum, Tagesordnungen vorab zu bekommen und Meetings zu bündeln, damit du lange Blöcke für konzentrierte Arbeit frei behältst.`,
        `Bau dein Netzwerk Person für Person auf, zum Beispiel mit einem Gespräch pro Monat mit jemandem außerhalb deines Teams.`,
      ],
      scenario: `Nora, Analystin, fand einen Fehler im Budgetmodell, erwähnte ihn aber nicht, weil das Meeting schnell voranging und sie ihre Zahlen erst prüfen wollte. In der Woche darauf brachte ein Kollege einen ähnlichen Punkt vor und bekam die Anerkennung. Heute bittet Nora am Vortag um die Tagesordnung, schreibt den einen Punkt auf, den sie einbringen will, und sagt es, wenn sie mehr Zeit braucht: „Ich sehe ein mögliches Problem im Modell. Die Details schicke ich bis morgen.“ Ihre sorgfältige Analyse kommt jetzt an, solange sie Entscheidungen noch verändern kann.`,
    },
    S: {
      pole: 'S',
      heading: `Empfinden bei der Arbeit: Verlässlichkeit durch Fakten`,
      brings: `Du achtest darauf, was tatsächlich passiert: auf die Fakten, die Details, die praktischen Schritte. Du schätzt realistisch ein, was funktionieren wird, und lernst aus Erfahrung. Kolleginnen und Kollegen vertrauen darauf, dass du lieferst, Fehler findest und Pläne in Ergebnisse verwandelst. Oft stellst gerade du die praktischen Fragen, die ein Plan beantworten muss, etwa wer es macht, mit welchen Mitteln und bis wann, und Teams mit dir machen weniger vermeidbare Fehler.`,
      costs: `Neue Ideen überzeugen dich womöglich erst, wenn sie sich bewährt haben, deshalb giltst du vielleicht als veränderungsscheu, selbst wenn deine Zweifel berechtigt sind. Lange Diskussionen über Strategie oder Vision können dich frustrieren. Weil deine Stärke die stetige Umsetzung ist, wird sie leicht als selbstverständlich hingenommen und bleibt unbeachtet. Vielleicht konzentrierst du dich auch so sehr auf die aktuelle Arbeit, dass dich größere Veränderungen in deinem Fach oder deiner Organisation überraschen, oder du zögerst, dich auf Stellen zu bewerben, für die dir direkte Erfahrung fehlt.`,
      practices: [
        `Wenn eine neue Idee vorgeschlagen wird, nimm sie nicht an und lehne sie nicht ab, sondern frag: „Wie sähe ein kleiner Test über zwei Wochen aus?“`,
        `Mach deine Verlässlichkeit mit Zahlen sichtbar: eingehaltene Fristen, gefundene Fehler, eingesparte Zeit oder eingespartes Geld.`,
        `Lies oder hör einmal im Monat einen Beitrag darüber, wohin sich dein Fach entwickelt, und schreib einen Satz dazu auf, was das für deine Rolle bedeuten könnte.`,
        `Wenn du über Details berichtest, beginne mit ihrer Bedeutung: „Kurz gesagt: Wir sind zwei Wochen im Verzug, vor allem wegen des Lieferanten.“`,
      ],
      scenario: `Tom, Leiter des operativen Bereichs, lehnte ein neues Planungssystem ab, weil niemand zeigen konnte, dass es funktioniert, und wochenlang wurden dieselben Argumente wiederholt. Dann änderte er seinen Ansatz und schlug einen einmonatigen Test mit einem Team und drei klaren Messgrößen vor. Der Test deckte zwei Probleme auf, die er vorhergesagt hatte, und sie wurden vor der breiten Einführung behoben. Tom wurde als der bekannt, der die Veränderung zum Laufen gebracht hatte, nicht als der, der sie blockiert hatte.`,
    },
    N: {
      pole: 'N',
      heading: `Intuition bei der Arbeit: Richtung durch Muster`,
      brings: `Du erkennst Muster, Zusammenhänge und Möglichkeiten und denkst ganz natürlich darüber nach, wohin sich Dinge entwickeln. Ideen fallen dir leicht, du verbindest Wissen aus verschiedenen Bereichen und fühlst dich mit Fragen wohl, auf die es noch keine klaren Antworten gibt. Strategie, Gestaltung, Forschung und Projekte in frühen Phasen liegen dir oft. Du hilfst Teams, über die aktuelle Aufgabe hinauszublicken und sich auf Veränderungen vorzubereiten, bevor sie eintreten.`,
      costs: `Routinearbeit und Pflege von Bestehendem können dich langweilen, deshalb fängst du vielleicht mehr an, als du abschließt. Vielleicht unterschätzt du, wie lange die praktischen Schritte dauern, oder übersiehst Details, die anderen wichtig sind. Deine Erklärungen können für Kolleginnen und Kollegen, die Beispiele brauchen, zu abstrakt sein. Praktische Einwände tust du womöglich als Mangel an Weitblick ab, obwohl sie auf echte Probleme hinweisen. Rastlosigkeit kann dazu führen, dass du der Abwechslung wegen die Rolle wechselst, bevor du tiefes Können aufgebaut hast.`,
      practices: [
        `Ergänze jede Idee, die du vorschlägst, um einen konkreten ersten Schritt, eine verantwortliche Person und ein Datum.`,
        `Arbeite mit jemandem zusammen, der stark in Details ist, und bitte ihn, die Schwachstellen deiner Pläne früh zu finden.`,
        `Erklär jede Idee mit einem konkreten Beispiel, bevor du das Konzept dahinter erklärst.`,
        `Führ eine Ideenliste und geh sie monatlich durch; nimm eine neue Idee nur auf, wenn du eine alte abschließt oder fallen lässt.`,
      ],
      scenario: `Leila, Produktdesignerin, präsentierte ein mutiges Redesign mit einer mitreißenden Zukunftsvision. Die Geschäftsleitung war höflich, aber nicht überzeugt. Im zweiten Meeting zeigte sie die Erfahrung einer echten Kundin vor und nach der Änderung, eine Kostenschätzung und einen Dreistufenplan, der mit einem kleinen Pilotprojekt begann. Die Vision war dieselbe, aber jetzt konnten die anderen sie sehen. Das Pilotprojekt wurde noch am selben Tag genehmigt.`,
    },
    T: {
      pole: 'T',
      heading: `Denken bei der Arbeit: Klarheit durch Logik`,
      brings: `Du analysierst Probleme sachlich und triffst Entscheidungen, die konsequent und fair sind. Du kannst direktes Feedback geben, schwierige Entscheidungen treffen und dich auf Ergebnisse konzentrieren, wenn andere von Druck oder Politik abgelenkt sind. Dich beeindruckt nicht, wer spricht, sondern nur, wie stark das Argument ist. Teams schätzen, dass du die Schwachstelle eines Plans findest, bevor sie teuer wird.`,
      costs: `Deine Direktheit kann kühl oder schroff klingen, besonders für Kolleginnen und Kollegen, die Kritik persönlich nehmen. Vielleicht unterschätzt du, wie sehr Stimmung, Motivation und Beziehungen die Ergebnisse beeinflussen, und behandelst sie als Ablenkung. Kritik kommt dir womöglich leicht über die Lippen, Anerkennung selten. Vielleicht gewinnst du die Diskussion und verlierst trotzdem die Unterstützung, die du brauchst, um die Entscheidung umzusetzen. Womöglich ignorierst du auch deinen eigenen Stress, bis er sich an deiner Gesundheit oder deiner Laune zeigt.`,
      practices: [
        `Nenne vor jeder Kritik eine konkrete Sache, die funktioniert, und warum sie funktioniert.`,
        `Wenn du eine Entscheidung vorstellst, ergänze einen Satz dazu, wie sie sich auf die Beteiligten auswirkt und was du tun wirst, um sie zu unterstützen.`,
        `Frag zu Beginn eines Projekts: „Wer könnte sich dagegen sträuben, und aus welchen Gründen?“ Behandle die Antworten als Projektrisiken.`,
        `Frag einmal im Monat eine Kollegin oder einen Kollegen, der du vertraust, wie deine Botschaften im Team ankommen.`,
      ],
      scenario: `Sam, Leiter eines Entwicklungsteams, antwortete im Teammeeting auf den Vorschlag einer jungen Kollegin mit einer präzisen Liste seiner Schwächen. Jeder Punkt stimmte, und die Kollegin schlug keine Ideen mehr vor. Als Sam das bemerkte, traf er sie unter vier Augen, sagte ihr, was an ihrem Vorschlag stark war, beschrieb die Schwächen als Probleme, die sie gemeinsam lösen könnten, und bat sie, die Überarbeitung zu leiten. Der überarbeitete Entwurf war besser als die ersten Fassungen beider.`,
    },
    F: {
      pole: 'F',
      heading: `Fühlen bei der Arbeit: Engagement durch Werte`,
      brings: `Du verstehst, was Menschen brauchen und was sie antreibt, und du baust Vertrauen und Zusammenarbeit auf. Du bemerkst, wenn die Stimmung sinkt oder jemand zu kämpfen hat. Du arbeitest voller Energie, wenn die Arbeit zu deinen Werten passt, und du kannst überzeugen, weil die Menschen spüren, dass du meinst, was du sagst. Teams mit dir fühlen sich meist wie Teams an, und oft hilfst du Kolleginnen und Kollegen, Spannungen zu lösen, bevor daraus Konflikte werden.`,
      costs: `Vielleicht gehst du Konflikten aus dem Weg und schiebst schwieriges Feedback auf, sodass kleine Probleme wachsen. Kritik an deiner Arbeit kann sich wie Kritik an dir anfühlen. Vielleicht sagst du zu oft Ja und trägst die Arbeitslast oder den Stress anderer mit. Womöglich wählst du, was den Frieden wahrt, statt was für die Arbeit richtig ist, und unterschätzt deinen eigenen Beitrag, weil er sich um Menschen dreht statt um Zahlen. Arbeit, die deinen Werten widerspricht, kann dich schnell auslaugen.`,
      practices: [
        `Schreib deine drei wichtigsten Werte bei der Arbeit auf und prüfe deine nächste wichtige Entscheidung daran.`,
        `Sprich innerhalb von zwei Tagen ein kleines Problem direkt an, mit einer ruhigen Beschreibung dessen, was passiert ist, und seiner Wirkung.`,
        `Sag, bevor du zusätzlicher Arbeit zustimmst: „Ich schau kurz, was ich schon zugesagt habe, und melde mich heute Nachmittag bei dir.“`,
        `Sammle Belege für deine Ergebnisse, auch für die Wirkung deiner Arbeit auf Menschen, damit du deinen Wert klar beschreiben kannst.`,
      ],
      scenario: `Eva, Teamleiterin in einer Klinik, sprang immer wieder für einen Kollegen ein, der Fristen versäumte, um ein unangenehmes Gespräch zu vermeiden. Sie war erschöpft, und im übrigen Team wuchs der Unmut. Schließlich sprach sie unter vier Augen mit ihm, freundlich und klar: was sie beobachtet hatte, welche Wirkung es auf das Team hatte und was sich ändern musste. Er erzählte ihr von einer schwierigen familiären Situation. Eine Änderung seines Dienstplans löste das Problem, und das Team entspannte sich.`,
    },
    J: {
      pole: 'J',
      heading: `Urteilen bei der Arbeit: Fortschritt durch Struktur`,
      brings: `Du planst, organisierst und entscheidest gern, und du bringst Ordnung in Projekte. Du hältst Fristen ein, stehst zu deinen Zusagen und hilfst Teams, von der Diskussion ins Handeln zu kommen. Kolleginnen und Kollegen verlassen sich auf dich, weil sie wissen, was du lieferst und wann. Projektmanagement, operative Aufgaben und jede Rolle, in der es auf Verlässlichkeit ankommt, liegen dir oft gut.`,
      costs: `Vielleicht entscheidest du zu schnell, bevor du die Optionen erkundet oder alle gehört hast. Plötzliche Planänderungen können dich stressen, und womöglich hältst du an einem Plan fest, nachdem er keinen Sinn mehr ergibt. Vielleicht bist du ungeduldig mit Kolleginnen und Kollegen, die mehr Zeit zum Erkunden brauchen, und wirkst kontrollierend, ohne es zu wollen. Ruhe und unverplante Zeit können aus deinem Kalender rutschen, weil es immer noch eine Aufgabe abzuschließen gibt.`,
      practices: [
        `Schreib vor deiner nächsten wichtigen Entscheidung mindestens zwei echte Alternativen auf, bevor du wählst.`,
        `Lass etwa ein Viertel deiner Arbeitswoche für Unvorhergesehenes unverplant.`,
        `Wenn sich ein Plan ändert, frag „Was ist ab hier der beste Plan?“ und stell den Plan noch am selben Tag neu auf, statt dem alten nachzutrauern.`,
        `Vereinbare mit Kolleginnen und Kollegen Zwischenstände, statt ihren Fortschritt zu prüfen, wann immer du unsicher wirst.`,
      ],
      scenario: `Anna, Eventmanagerin, hatte eine Konferenz Monate im Voraus bis ins Detail geplant. Zwei Wochen vor dem Termin sagte der Veranstaltungsort ab. Ihr erster Impuls war, denselben Plan so schnell wie möglich woanders neu aufzubauen. Stattdessen nahm sie sich eine Stunde, fragte ihr Team nach Optionen und hörte eine Idee, auf die sie selbst nie gekommen wäre: ein kleineres Format im Freien, verteilt auf zwei Tage. Die Teilnehmenden bewerteten es später als die bisher beste Ausgabe.`,
    },
    P: {
      pole: 'P',
      heading: `Wahrnehmen bei der Arbeit: Anpassungsfähigkeit durch Offenheit`,
      brings: `Du passt dich leicht an, wenn sich die Umstände ändern, und bleibst bis zum letzten sinnvollen Moment offen für neue Informationen. Oft bist du unter Zeitdruck oder in unvorhersehbaren Situationen am besten, etwa in Krisen, bei Produkteinführungen und in der Arbeit mit Kunden, die sich täglich ändert. Du bringst Neugier und Flexibilität mit und gerätst selten in Panik, wenn Pläne platzen. Rollen mit Abwechslung, Problemlösung und Freiheit in der Arbeitsweise liegen dir meist.`,
      costs: `Vielleicht schiebst du den Anfang auf, bis eine Frist nah ist, und der Endspurt kann die Qualität deiner Arbeit senken oder die Menschen stressen, die von dir abhängen. Offene Entscheidungen können Kolleginnen und Kollegen verunsichern. Womöglich sammelst du unerledigte Aufgaben an und findest strenge Abläufe frustrierend. Andere deuten deine entspannte Art vielleicht als mangelndes Engagement, selbst wenn du am Ende immer lieferst.`,
      practices: [
        `Vereinbare für jede wichtige Frist mit jemand anderem einen früheren Termin für einen groben Entwurf.`,
        `Teile kurze, regelmäßige Updates zu deinem Fortschritt, besonders mit Menschen, die von deiner Arbeit abhängen.`,
        `Gib jeder offenen Frage ein „Entscheiden bis“-Datum und schreib es dorthin, wo du es siehst.`,
        `Behalte eine leichte Routine bei, etwa einen dreißigminütigen Wochenrückblick, der deine flexible Woche zusammenhält.`,
      ],
      scenario: `Ken, Berater, leistet seine beste Arbeit kurz vor Fristen. Sein Team war jedes Mal nervös, und einmal bekam ein Kunde einen Bericht, dem man die Eile deutlich ansah. Heute teilt er nach der Hälfte jedes Projekts einen groben Entwurf. Das frühe Feedback zeigt ihm, welche Teile am wichtigsten sind, und seinen Endspurt gibt es immer noch, aber jetzt auf solider Grundlage. Sein Team macht sich keine Sorgen mehr, und seine Berichte sind besser geworden.`,
    },
    A: {
      pole: 'A',
      heading: `Selbstbewusste Identität bei der Arbeit: Standfestigkeit unter Druck`,
      brings: `Du bleibst unter Druck ruhig und erholst dich schnell von Rückschlägen. Kritik bringt dich nicht so leicht aus der Fassung, deshalb kannst du sie anhören, bedenken und weitermachen. Du bist bereit, vernünftige Risiken einzugehen, etwa dich auf eine Stelle zu bewerben, bevor du dich ganz bereit fühlst, oder vor Ranghöheren das Wort zu ergreifen. Kolleginnen und Kollegen empfinden deine Standfestigkeit oft als beruhigend, wenn es schwierig wird.`,
      costs: `Selbstsicherheit kann in mangelnde Vorbereitung umschlagen oder dazu führen, dass du frühe Warnsignale übersiehst. Vielleicht tust du Feedback zu schnell ab, weil es dich nicht beunruhigt. Weil Rückschläge dich wenig treffen, unterschätzt du womöglich, wie viel Stress andere empfinden, oder du denkst seltener als andere darüber nach, was du anders hättest machen können, und das kann dein Wachstum bremsen.`,
      practices: [
        `Frag vor jeder wichtigen Entscheidung oder Präsentation eine Person: „Woran könnte das scheitern?“, und bereite dich auf die Antwort vor.`,
        `Schreib nach jedem Projekt mindestens zwei Dinge auf, die du beim nächsten Mal anders machen würdest.`,
        `Frag in stressigen Phasen Kolleginnen und Kollegen, wie sie zurechtkommen, und hör dir die ganze Antwort an.`,
        `Schreib deine Vorhersagen für wichtige Ergebnisse auf und vergleiche sie mit dem, was tatsächlich passiert.`,
      ],
      scenario: `Max, Vertriebsleiter, war sich sicher, einen großen Auftrag abzuschließen, und bereitete sich nicht auf das Einkaufsteam des Kunden vor. Dessen detaillierte Fragen erwischten ihn ohne Antworten, und der Abschluss verzögerte sich um zwei Monate. Vor dem nächsten wichtigen Termin bat er einen Kollegen, den schwierigsten Kunden zu spielen, den er sich vorstellen konnte. Die Übung kam ihm damals überflüssig vor; im Termin fielen drei der Fragen fast wörtlich.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `Unruhige Identität bei der Arbeit: hohe Ansprüche und Antrieb`,
      brings: `Dir ist es sehr wichtig, gute Arbeit zu leisten, und das treibt dich an, besser zu werden. Du bemerkst Risiken und Fehler früh, bereitest dich sorgfältig vor und nimmst Feedback ernst. Oft spürst du, wie es anderen geht, und das macht dich zu einem rücksichtsvollen Teammitglied. Viele Menschen mit unruhiger Identität erreichen viel, gerade weil sie nie ganz zufrieden sind.`,
      costs: `Selbstzweifel können dich von Chancen abhalten, für die du bereit bist. Hohe Ansprüche können zu Perfektionismus werden: zu viel Zeit für Details, die niemand bemerkt, verspätete Abgaben und Erschöpfung. Kritik kann sehr wehtun und dich tagelang beschäftigen. Vielleicht erklärst du deine Erfolge mit Glück weg und fühlst dich wie ein Hochstapler, und lange Phasen der Sorge erhöhen dein Risiko für ein Burn-out.`,
      practices: [
        `Schreib jeden Freitag drei Dinge auf, die du in der Woche abgeschlossen oder gelernt hast, und lies die Liste vor schwierigen Meetings.`,
        `Entscheide, bevor du eine Aufgabe beginnst, welche Teile Exzellenz brauchen und welche nur korrekt sein müssen, und stimm das mit der Person ab, die sie in Auftrag gegeben hat.`,
        `Melde dich freiwillig für eine Chance, für die du dich zu etwa siebzig Prozent bereit fühlst.`,
        `Warte nach einer Kritik einen Tag, bevor du entscheidest, was sie bedeutet und was du daraus machst.`,
      ],
      scenario: `Lina, junge Anwältin, schrieb ein kurzes Memo fünfmal um und gab es einen Tag zu spät ab. Ihre Vorgesetzte meinte, die erste Fassung wäre in Ordnung gewesen. Heute fragt sie bei jeder Aufgabe, was „fertig“ bedeutet und wie viel Zeit die Aufgabe verdient, und sie beschränkt sich auf zwei Überarbeitungsrunden. Ihre Arbeit ist immer noch sorgfältig, sie gibt pünktlich ab und hat mehr Energie für die Aufgaben, bei denen ihre Sorgfalt wirklich zählt.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuition und Denken: strategisch bei der Arbeit`,
      text: `Zusammen ziehen dich deine Präferenzen für Intuition und Denken zu komplexen Problemen, Systemen und Fragen, die sowohl Vorstellungskraft als auch Strenge verlangen. Du schätzt Kompetenz, bei dir selbst und bei anderen, und arbeitest am besten mit Autonomie und mit Kolleginnen und Kollegen, die Fachwissen höher achten als Status. Rollen in Strategie, Forschung, Technik, Analyse und Gestaltung passen oft zu dieser Kombination. Das gemeinsame Risiko ist Ungeduld: mit Routine, mit Detailarbeit, die du unter dem eigentlichen Problem einordnest, und mit Menschen, die deinem Denken nicht in deinem Tempo folgen. Vielleicht unterschätzt du auch Politik und Beziehungen und wunderst dich dann, warum eine eindeutig bessere Idee nicht übernommen wurde. Investiere darin, deine Ideen mit Beispielen zu erklären, Verbündete zu gewinnen, bevor Entscheidungen fallen, und das praktische Wissen von Kolleginnen und Kollegen zu respektieren, die anders arbeiten als du. Deine Ideen sind am stärksten, wenn andere das Gefühl haben, sie mitgestaltet zu haben.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuition und Fühlen: idealistisch bei der Arbeit`,
      text: `Zusammen machen deine Präferenzen für Intuition und Fühlen Sinn zum Kern deiner Arbeit. Du willst Arbeit, die Menschen wachsen lässt oder einen echten Unterschied macht, und du erkennst gut das Potenzial in Menschen und Ideen. Rollen in Bildung, Beratung, Kommunikation, Personalwesen, Gestaltung und in Organisationen mit einer Mission passen oft zu dieser Kombination. Das gemeinsame Risiko ist Idealismus ohne Grenzen: Vielleicht erwartest du, dass dein Arbeitsplatz seinen Werten vollständig gerecht wird, und bist zutiefst enttäuscht, wenn er es nicht tut, oder du setzt dich so ganz für eine Sache ein, dass du deine eigenen Bedürfnisse vernachlässigst. Beschreib konkret, was sinnvolle Arbeit für dich bedeutet, damit du Sinn in Teilen einer Rolle finden kannst, auch wenn das Ganze unvollkommen ist, und zieh klare Grenzen um deine Zeit und Energie. Such Verbündete, die deine Werte teilen, damit du nicht jede Sache allein trägst, und denk daran, dass stetige kleine Beiträge mehr verändern als gelegentliche Heldentaten.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Empfinden und Urteilen: verantwortungsvoll bei der Arbeit`,
      text: `Zusammen machen dich deine Präferenzen für Empfinden und Urteilen zuverlässig, organisiert und verantwortungsbewusst. Du respektierst bewährte Methoden, hältst Zusagen ein und sorgst dafür, dass die Dinge so funktionieren, wie sie sollen. Organisationen verlassen sich auf diese Kombination in operativen Bereichen, Verwaltung, Finanzen, Gesundheitswesen, Recht und Management. Die gemeinsamen Risiken sind Überarbeitung aus Pflichtgefühl, Widerstand gegen Veränderungen, deren Wert noch nicht bewiesen ist, und die frustrierende Erfahrung, als selbstverständlich hingenommen zu werden. Mach deine Beiträge sichtbar, mit Fakten und Zahlen. Wenn Veränderung kommt, bitte um einen kleinen Test, statt dich dagegenzustellen, und oft führst gerade du sie dann zum Erfolg. Und behandle auch deine Erholung als Verantwortung, denn Verlässlichkeit hängt davon ab. Wenn du das Gefühl hast, dass niemand deine Arbeit bemerkt, sag, was du geleistet hast, und bitte um die Anerkennung oder die Entwicklung, die du dir wünschst. Darauf zu warten, bemerkt zu werden, funktioniert selten.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Empfinden und Wahrnehmen: zupackend bei der Arbeit`,
      text: `Zusammen machen dich deine Präferenzen für Empfinden und Wahrnehmen praktisch, schnell im Handeln und ruhig, wenn etwas schiefgeht. Du lernst durch Tun, erfasst Situationen schnell und magst Arbeit mit sichtbaren, unmittelbaren Ergebnissen. Rollen in Rettungsdiensten, Vertrieb, Gastgewerbe, Handwerk, Sport, technischer Reparatur und praktischer kreativer Arbeit passen oft zu dieser Kombination. Die gemeinsamen Risiken sind Langeweile bei langfristiger Planung und Routine und schnelle Jobwechsel, sobald die Arbeit vorhersehbar wird. Such Rollen mit Abwechslung und greifbaren Ergebnissen, und entwirf einen langfristigen Plan für deine Fähigkeiten, etwa eine Qualifikation oder eine Spezialisierung, dem du auch dann folgst, wenn er nicht spannend ist. Er gibt deiner Anpassungsfähigkeit eine stärkere Grundlage. Biete im Team deine Schnelligkeit in der Krise und deinen praktischen Sinn an, und lass die Planerinnen und Planer tun, was sie gut können. Wenn du versucht bist, einen Job zu verlassen, weil er vorhersehbar geworden ist, frag dich zuerst, ob ein neues Projekt oder eine neue Verantwortung am selben Ort die Herausforderung zurückbringen könnte.`,
    },
  },
  plan: {
    heading: `Dein Vierwochenplan zum Üben`,
    intro: `Über deine Präferenzen zu lesen ist der leichte Teil. Dieser Plan macht aus dem Kapitel vier Wochen kleiner, konkreter Übung. Jede Woche konzentriert sich auf einen Bereich und verbindet einige gemeinsame Aufgaben mit der ersten Übung aus deinen eigenen Modulen oben. Plane etwa fünfzehn Minuten am Tag ein und halte ein kleines Notizbuch oder eine Notiz auf deinem Handy für die wöchentlichen Fragen zum Rückblick bereit.`,
    weeks: [
      {
        heading: `Woche 1: Energie und Druck`,
        indicators: ['EI', 'AT'],
        intro: `In dieser Woche geht es ums Bemerken: woher deine Energie bei der Arbeit kommt und wie du reagierst, wenn der Druck steigt. Versuch noch nicht, viel zu ändern. Beobachtung macht die nächsten drei Wochen wirksamer.`,
        actions: [
          `Schreib am Ende jedes Arbeitstags eine Zeile: wann deine Energie am höchsten war, wann am niedrigsten und warum.`,
          `Notiere diese Woche einen Moment unter Druck und beschreib, wie du reagiert hast, körperlich und in deinem Verhalten.`,
          `Beginne mit der Übung aus deinen eigenen Modulen, die unten aufgeführt ist, und notiere jeden Tag, ob du sie gemacht hast.`,
        ],
        checkIn: `Welche Teile deiner Woche haben dir Energie gegeben und welche haben sie dir genommen, und was sagt dir das darüber, wie du die nächste Woche gestalten könntest?`,
      },
      {
        heading: `Woche 2: Informationen und Ideen`,
        indicators: ['SN'],
        intro: `In dieser Woche geht es darum, wie du Informationen aufnimmst und wie du sie weitergibst. Ziel ist, zu bemerken, wann dein natürlicher Fokus, auf Fakten oder auf Möglichkeiten, dir hilft und wann er andere zurücklässt.`,
        actions: [
          `Wähle eine Arbeit, die du diese Woche jemandem erklären wirst, und bereite sie in beiden Formen vor: als konkretes Beispiel und als großes Ganzes.`,
          `Bitte jemanden, der anders denkt als du, um seine Sicht auf ein aktuelles Problem, und schreib auf, was ihm aufgefallen ist und dir nicht.`,
          `Setz die Übung der letzten Woche fort und nimm die Übung aus deinem eigenen Modul hinzu, die unten aufgeführt ist.`,
        ],
        checkIn: `Wann hat deine Sicht auf die Dinge der Arbeit diese Woche geholfen, und wann hat die Sicht eines anderen Menschen etwas Wichtiges ergänzt?`,
      },
      {
        heading: `Woche 3: Entscheidungen und Menschen`,
        indicators: ['TF'],
        intro: `In dieser Woche geht es darum, wie du entscheidest und wie deine Entscheidungen bei anderen ankommen. Gute Entscheidungen bei der Arbeit brauchen sowohl stichhaltige Logik als auch Aufmerksamkeit für die beteiligten Menschen.`,
        actions: [
          `Wähle eine Entscheidung, die diese Woche ansteht, und schreib vor der Entscheidung sowohl die logischen Argumente als auch die Auswirkungen auf die Beteiligten auf.`,
          `Bitte eine Person um Feedback dazu, wie du eine Entscheidung oder eine Kritik vermittelt hast.`,
          `Nimm die Übung aus deinem eigenen Modul, die unten aufgeführt ist, zu den Übungen hinzu, die du schon begonnen hast.`,
        ],
        checkIn: `Was hast du über die Lücke zwischen dem gelernt, wie du etwas gemeint hast, und dem, wie es angekommen ist?`,
      },
      {
        heading: `Woche 4: Struktur und Rückblick`,
        indicators: ['JP'],
        intro: `In der letzten Woche geht es darum, wie du deine Arbeit organisierst, und darum, auszuwählen, was du beibehältst. Du hast jetzt bis zu fünf Übungen; nicht alle müssen bleiben.`,
        actions: [
          `Plane die nächste Woche so, wie es zu deiner Präferenz passt, und notiere, wo du Raum für Veränderung gelassen oder Struktur hinzugefügt hast.`,
          `Lies deine Notizen der letzten drei Wochen noch einmal und markiere die zwei Übungen, die den größten Unterschied gemacht haben.`,
          `Entscheide, wie du diese beiden Übungen weiterführst, zum Beispiel mit einer Erinnerung, einer festen Zeit oder einer Kollegin, die bei dir nachfragt.`,
        ],
        checkIn: `Welche zwei Übungen behältst du bei, und was wird dich daran erinnern, sie auch in drei Monaten noch zu machen?`,
      },
    ],
    closing: `Präferenzen sind stabil, aber Gewohnheiten ändern sich. Nach vier Wochen hast du keine andere Persönlichkeit, und du solltest auch keine wollen. Was du haben wirst, ist ein klareres Bild davon, wie deine Präferenzen für dich und gegen dich arbeiten, und ein paar Übungen, die den Unterschied zwischen beidem ausmachen. Kehr zu diesem Kapitel zurück, wenn du den Job wechselst, eine neue Rolle übernimmst oder eine schwierige Phase durchmachst, und wiederhole den Plan mit den Modulen, die in diesem Moment am wichtigsten sind.`,
  },
};
