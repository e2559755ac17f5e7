// In-depth chapter "Your type in love and close relationships" (ES): translated from ../en/love.ts, which names the
// grounding sources.
import type { InDepthChapter } from '../../pack.types.js';

export const love: InDepthChapter = {
  id: 'love',
  title: `Tu tipo en el amor y en las relaciones cercanas`,
  subtitle: `Cómo cada una de tus preferencias da forma a tu manera de amar, de discutir y de acercarte a los demás, y qué puedes hacer con ese conocimiento`,
  intro: [
    `Este capítulo trata de las relaciones más cercanas: tu pareja, alguien con quien estás saliendo y, en muchos aspectos, también tus amistades íntimas y tu familia. Tu informe describía tu tipo en el amor en un solo párrafo. Aquí repasamos una a una tus cinco preferencias, porque cada una da forma a una parte distinta de la cercanía: cómo pasan tiempo juntos, a qué prestas atención, cómo demuestras tu cariño, cómo planifican una vida en común y cuánta seguridad sientes. Si ahora no tienes pareja, lee «pareja» como «las personas más cercanas a ti», y usa las prácticas en tus amistades y cuando conozcas a alguien.`,
    `Algo de honestidad sobre lo que el tipo puede decirte y lo que no. Las investigaciones con parejas encuentran que parecerse o diferenciarse en personalidad explica sorprendentemente poco de lo feliz que es una relación. Ninguna combinación de tipos está condenada, y ninguna está garantizada. Lo que importa mucho más es lo que hace cada miembro de la pareja: si responde al otro con interés, cómo manejan los conflictos, cuánto aprecio y buena voluntad van acumulando. Tus preferencias influyen en esos comportamientos, y por eso es útil conocerlas, pero no los deciden.`,
    `Cada módulo sigue el mismo esquema: lo que la preferencia aporta a tus relaciones, dónde puede costarte, qué hacer y una breve escena. Las fortalezas y los costos nacen del mismo lugar; la persona que planea fines de semana preciosos es también la que lleva mal los cambios repentinos. Si alguno de tus resultados quedó cerca del centro de su escala, partes del módulo opuesto también pueden describirte. Después de los módulos, una nota describe cómo se combinan dos de tus preferencias, y un plan de cuatro semanas te ayuda a practicar con las personas que te importan.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `La Extraversión en el amor: cercanía a través de la vida compartida`,
      brings: `Aportas calidez, energía y una vida llena a tus relaciones. Sueles expresar el cariño y los sentimientos abiertamente, así que tu pareja rara vez se pregunta si te importa. Disfrutas haciendo cosas juntos y con otras personas, y llevas a tu pareja hacia experiencias, amistades y lugares nuevos. Cuando algo va mal, normalmente quieres hablarlo, lo que impide que los problemas se queden escondidos mucho tiempo.`,
      costs: `La necesidad de tranquilidad de tu pareja puede parecerte distancia o rechazo, aunque simplemente sea su forma de recargar energía. Quizá llenes los silencios, planees más vida social de la que tu pareja quiere o quieras hablar de un problema en el acto, antes de que la otra persona haya tenido tiempo de pensar. Como procesas los sentimientos hablando, lo que dices cuando estás alterado puede sonar más definitivo de lo que pretendías.`,
      practices: [
        `Una vez por semana, pregunta a tu pareja cuánta vida social quiere tener en los próximos días, y planéenla juntos.`,
        `Antes de sacar un tema difícil, pregunta «¿Es buen momento?» y acepta dejarlo para más tarde si la respuesta es no.`,
        `Protege un tiempo regular solo para los dos, sin amigos, sin familia y sin pantallas.`,
        `Practica el silencio cómodo: pasen algún rato juntos leyendo, paseando o cocinando sin necesidad de hablar.`,
      ],
      scenario: `Mia quería hablar de un desacuerdo en el mismo momento en que surgía. Su pareja se callaba, ella insistía, y las discusiones pequeñas se convertían en peleas largas. Acordaron una regla nueva: cualquiera de los dos puede pedir tiempo, y quien lo pide dice cuándo retomarán el tema, siempre esa misma noche. Mia descubrió que las conversaciones una hora después eran más cortas, más tranquilas y más sinceras, y dejó de interpretar la pausa de su pareja como un rechazo.`,
    },
    I: {
      pole: 'I',
      heading: `La Introversión en el amor: cercanía a través de la profundidad`,
      brings: `Aportas profundidad, atención y lealtad a tus relaciones. Sueles preferir unos pocos vínculos cercanos a muchos superficiales, y cuando te comprometes, te entregas a fondo. A menudo sabes escuchar y recuerdas lo que importa a las personas que quieres. El tiempo tranquilo juntos puede ser para ti verdadera intimidad, y tu calma puede ser un refugio para una pareja con una vida ajetreada.`,
      costs: `Tu pareja quizá no sepa lo que sientes, porque sientes mucho y dices poco. Tu necesidad de tiempo a solas puede interpretarse como distanciamiento o falta de interés. Con estrés o durante un conflicto, puede que te quedes en silencio mientras piensas, lo que puede dejar a la otra persona con ansiedad. Al principio de una relación quizá te abras despacio, y quien todavía no te conoce puede tomar tu reserva por indiferencia.`,
      practices: [
        `Di en voz alta cada día un sentimiento o algo que aprecias, aunque creas que tu pareja ya lo sabe.`,
        `Cuando necesites tiempo a solas, explica que es tu forma de recargar energía y di cuándo volverás: «Necesito una hora de tranquilidad, y luego me encantará que me cuentes tu día».`,
        `Durante un conflicto, pide tiempo para pensar y fija un momento claro en el que retomarás la conversación.`,
        `Únete a algunos de los planes sociales de tu pareja, con una hora acordada para irte si lo necesitas.`,
      ],
      scenario: `Después de las jornadas largas, Daniel se iba directo a su estudio a leer. Su pareja se sentía excluida y empezó a preguntarse si él era infeliz. Cuando lo hablaron, Daniel explicó que esa hora de tranquilidad era lo que le permitía ser buena compañía después. Ahora saluda, dice cuánto tiempo necesita y luego se sienta a cenar con atención de verdad. La hora a solas no cambió; lo que cambió es que dejó de ser un misterio.`,
    },
    S: {
      pole: 'S',
      heading: `La Sensación en el amor: cariño en actos concretos`,
      brings: `Demuestras tu amor con cuidados prácticos y concretos: arreglar lo que se rompe, recordar cómo toma el café tu pareja, notar que parece cansada. Estás presente en el momento, disfrutas de las experiencias compartidas que pasan por los sentidos, como la comida, la naturaleza y el contacto físico, y recuerdas las fechas y los detalles importantes. Eres realista sobre las relaciones, lo que te hace estable y fiable cuando la vida se complica.`,
      costs: `Puedes centrarte en hacer cosas por tu pareja y olvidar decir lo que esos actos significan. Las conversaciones sobre sentimientos, sueños o «hacia dónde vamos» pueden parecerte vagas o incómodas. La rutina puede volverse monotonía sin que te des cuenta, y las ideas de tu pareja sobre el futuro pueden parecerte poco realistas, así que quizá respondas con objeciones prácticas antes de haber mostrado interés.`,
      practices: [
        `Una vez por semana, haz a tu pareja una pregunta abierta sobre sus ilusiones o sus preocupaciones, y escucha sin ofrecer soluciones.`,
        `Di lo que significan tus actos prácticos: «Arreglé la calefacción porque quiero que te sientas en casa aquí».`,
        `Planea cada mes una experiencia nueva para compartir: un lugar, una actividad o un plato que ninguno de los dos haya probado.`,
        `Cuando tu pareja te cuente un sueño, pregúntale qué le atrae de él antes de discutir si es práctico.`,
      ],
      scenario: `Tom demostraba su amor ocupándose de la casa, del auto y de las cuentas, y le dolió que su pareja le dijera que no se sentía cuidada. Ella quería conversaciones sobre su futuro; él solo oía críticas a todo lo que hacía. Cuando lo hablaron con calma, Tom empezó a decir en voz alta por qué hacía lo que hacía, y a hacerle cada domingo una pregunta sobre lo que ella esperaba. Ella empezó a ver su cariño, y él aprendió lo que ella necesitaba de él.`,
    },
    N: {
      pole: 'N',
      heading: `La Intuición en el amor: cercanía a través del sentido`,
      brings: `Aportas imaginación y conversaciones profundas a tus relaciones. Disfrutas hablando de ideas, de significados y del futuro que podrían construir juntos, y a menudo intuyes lo que hay detrás de las palabras de tu pareja. Valoras el crecimiento, tanto el tuyo como el de la relación, y aportas ideas y experiencias nuevas que mantienen viva la relación.`,
      costs: `Puedes enamorarte del potencial de una persona o de una relación, y decepcionarte cuando la persona real resulta ser distinta. Puedes pasar por alto necesidades prácticas, como las tareas de la casa, las fechas y las pequeñas promesas, que importan mucho a tu pareja. Quizá leas demasiado en señales pequeñas y te construyas historias sobre lo que significan. Cuando la relación se vuelve rutinaria, puedes inquietarte.`,
      practices: [
        `Haz cada día un pequeño gesto práctico de cariño que tu pareja vaya a notar, como una tarea hecha o una promesa cumplida.`,
        `Comprueba tus interpretaciones en lugar de fiarte de ellas: «Me fijé en que hablaste poco en la cena. Me pregunté si algo de lo que hice te había molestado. ¿Fue así?».`,
        `Deja las comidas, o una noche por semana, libres de teléfonos, para estar presente con tu pareja y no en tus pensamientos.`,
        `Escribe cinco cosas que aprecias de tu pareja tal como es de verdad, no tal como esperabas que llegara a ser.`,
      ],
      scenario: `Leila imaginaba a menudo cómo podría ser su relación, con más conversaciones profundas, más aventura y más proyectos compartidos, y se sentía decepcionada cuando la vida diaria era distinta. Un día hizo una lista de lo que amaba de su pareja tal como era en realidad: su paciencia, su sentido del humor, cómo recordaba los cumpleaños de la familia de ella. Empezó a notar esas cualidades cada día y propuso una experiencia nueva al mes en lugar de esperar a una persona diferente.`,
    },
    T: {
      pole: 'T',
      heading: `El Pensamiento en el amor: cuidar a través de la honestidad y la ayuda`,
      brings: `Aportas honestidad, justicia y estabilidad a tus relaciones. Dices la verdad aunque incomode, mantienes la calma en una crisis y ayudas a resolver problemas. Respetas la independencia de tu pareja y la tratas como a una igual. Las parejas suelen valorar que siempre saben a qué atenerse contigo y que te mantienes firme cuando se sienten desbordadas.`,
      costs: `Cuando tu pareja te cuenta un problema, puedes ofrecer soluciones cuando quiere consuelo. Quizá expreses tus sentimientos menos a menudo de lo que los sientes, y tu aprecio puede quedarse sin decir. En las discusiones, puedes centrarte en los hechos y la lógica, corregir detalles o intentar ganar el debate mientras tu pareja espera sentirse comprendida. Una opinión sincera, dada sin calidez, puede sonar a crítica.`,
      practices: [
        `Cuando tu pareja te cuente un problema, pregunta: «¿Quieres que te ayude a resolverlo o prefieres que te escuche?», y respeta la respuesta.`,
        `Expresa con palabras cada día un aprecio concreto.`,
        `En una discusión, resume lo que siente tu pareja antes de dar tu punto de vista: «Sentiste que tenías que cargar con todo sin ayuda».`,
        `Una vez por semana, comparte un sentimiento propio, no solo un pensamiento o una opinión.`,
      ],
      scenario: `Cuando la pareja de Sam llegó a casa disgustada por su jefa, Sam le enumeró tres formas de manejar la situación. Ella se quedó callada y luego dijo: «Solo quería que estuvieras de mi lado». La vez siguiente, Sam preguntó primero si quería ideas o apoyo. Esa noche quería apoyo, y las ideas a la mañana siguiente. Sam descubrió que sus consejos se recibían mucho mejor cuando ella se sentía escuchada.`,
    },
    F: {
      pole: 'F',
      heading: `El Sentimiento en el amor: cercanía a través de la calidez`,
      brings: `Aportas calidez, empatía y afecto a tus relaciones. Notas cómo se siente tu pareja, a menudo antes de que lo diga, y te importa hacerla feliz. Expresas aprecio con facilidad y creas armonía en casa. Tu compromiso se apoya en valores compartidos, lo que lo hace profundo y duradero. Las personas con las que compartes tu vida suelen sentirse de verdad vistas por ti.`,
      costs: `Puedes prestar tanta atención a las necesidades de tu pareja que las tuyas desaparezcan. Puedes evitar el conflicto y dejar que pequeñas heridas se conviertan en resentimiento. Puedes tomarte como algo personal el mal humor de tu pareja, aunque no tenga nada que ver contigo. Las palabras bruscas pueden herirte más de lo que pretende quien las dice, y quizá te quedes demasiado tiempo en una relación que no te trata bien porque no quieres hacer daño a la otra persona.`,
      practices: [
        `Cada semana, nombra una necesidad tuya y pídela directamente: «Me gustaría que pasáramos juntos la mañana del sábado».`,
        `Plantea las pequeñas heridas en uno o dos días, con calma y de forma concreta, antes de que crezcan.`,
        `Cuando tu pareja esté de mal humor, pregunta si tiene algo que ver contigo antes de suponer que sí.`,
        `Reserva tiempo regular para tus propias amistades e intereses, para que tu vida entera no dependa de la relación.`,
      ],
      scenario: `Eva siempre aceptaba pasar las vacaciones con la familia de su pareja, aunque deseaba tiempo a solas con él. Cada año no decía nada, y cada año volvía cansada y con un resentimiento silencioso. Este año le dijo lo que quería, con amabilidad y claridad, mucho antes de que se hicieran los planes. Él se sorprendió, pero no se molestó: había dado por hecho que ella disfrutaba de las visitas. Acordaron alternar, y Eva se dio cuenta de cuánto tiempo había esperado para pedir algo sencillo.`,
    },
    J: {
      pole: 'J',
      heading: `El Juicio en el amor: cuidar a través del compromiso y la constancia`,
      brings: `Aportas fiabilidad y compromiso a tus relaciones. Haces planes, cumples tus promesas y llevas a término las decisiones compartidas. Sueles saber lo que quieres, lo que facilita que tu pareja confíe en ti. A menudo asumes la organización de la vida en común, desde las citas y las vacaciones hasta las finanzas y las rutinas de la casa, lo que da a la relación una base estable.`,
      costs: `Puedes aferrarte a los planes cuando tu pareja quiere espontaneidad, y molestarte con los cambios de última hora. Quizá planees el tiempo juntos sin preguntar, de modo que tu pareja se sienta dirigida. Puedes querer alcanzar etapas, como irse a vivir juntos, comprometerse o comprar una casa, más rápido de lo que tu pareja está preparada. También puedes llevar en silencio la cuenta de quién hace qué tareas hasta que la frustración estalla de golpe.`,
      practices: [
        `Acuerda abiertamente con tu pareja quién hace qué tareas de la casa, para que ninguno de los dos lleve una cuenta silenciosa de quién hace qué.`,
        `Pregunta las preferencias de tu pareja antes de planear el tiempo juntos, e incluye al menos una de sus ideas.`,
        `Deja cada mes una tarde de fin de semana completamente libre, y decidan juntos ese mismo día qué hacer.`,
        `Hablen de forma explícita del ritmo de las grandes decisiones, y escucha lo que tu pareja necesita para sentirse preparada.`,
      ],
      scenario: `Anna llevaba meses planificando todos los fines de semana: visitas, excursiones, cenas con amigos. Su pareja la seguía, pero parecía cada vez menos feliz. Cuando ella le preguntó, él le dijo que se sentía como un invitado en su propia vida. Mantuvieron algunos planes y dejaron libre uno de cada dos sábados. El primer día libre incomodó a Anna, pero acabaron en un pequeño festival que nunca habrían encontrado con un horario, y se convirtió en uno de sus recuerdos favoritos.`,
    },
    P: {
      pole: 'P',
      heading: `La Percepción en el amor: cercanía a través del juego y la apertura`,
      brings: `Aportas espontaneidad, sentido del juego y apertura a tus relaciones. Te adaptas con facilidad, disfrutas de las sorpresas y rara vez intentas controlar a tu pareja. Tiendes a aceptar a las personas como son y estás abierto a vivir experiencias nuevas juntos. La vida contigo rara vez es aburrida, y tu actitud relajada puede aliviar la tensión cuando las cosas van mal.`,
      costs: `Tu pareja puede sentir que carga con la mayor parte de la planificación y la organización. Cambiar los planes en el último momento puede herir a alguien que los esperaba con ilusión. Quizá evites las conversaciones sobre compromiso, dinero o futuro porque te parecen limitantes. Las pequeñas promesas, como devolver una llamada, llegar a la hora o hacer una tarea, pueden quedarse por el camino y, con el tiempo, sumarse hasta dar la sensación de que no se puede contar contigo.`,
      practices: [
        `Cumple con exactitud las pequeñas promesas: llega cuando dijiste, llama cuando dijiste, haz la tarea que acordaste.`,
        `Asume una parte justa de la planificación; por ejemplo, organiza de principio a fin una salida o una cita al mes.`,
        `Cuando tu pareja quiera hablar del futuro, acuerden un momento para ello y llega con disposición a hablar.`,
        `Avisa a tu pareja de cualquier cambio de planes lo antes posible, y explica por qué.`,
      ],
      scenario: `Ken cambiaba a menudo los planes en el último momento cuando surgía algo más interesante. Para él no era para tanto; su pareja sentía que siempre quedaba en segundo lugar. Después de una discusión dolorosa, Ken decidió cumplir durante un mes todos los planes que hiciera con ella, y organizar él mismo una salida sorpresa. Ella le dijo que era la primera vez en mucho tiempo que se sentía elegida. Ken descubrió que un poco de fiabilidad hacía que sus momentos espontáneos se sintieran más seguros, no más pequeños.`,
    },
    A: {
      pole: 'A',
      heading: `La identidad asertiva en el amor: seguridad y estabilidad`,
      brings: `Aportas seguridad y estabilidad a tus relaciones. Sueles preocuparte poco por si te quieren, lo que deja espacio para la confianza y la independencia. Te recuperas rápido de las discusiones y rara vez guardas rencor. Los celos y las dudas suelen tener un papel pequeño en tu vida, y tu calma puede ayudar a una pareja ansiosa a sentirse más segura.`,
      costs: `Como te sientes seguro, quizá no ofrezcas la tranquilidad que tu pareja necesita, o pienses que sus preocupaciones son exageradas. Puedes pasar página tras una pelea mucho antes que tu pareja, y dar por hecho que todo está bien cuando no lo está. También puedes reflexionar menos sobre tu propia parte en los problemas que se repiten, y tu pareja puede interpretar tu calma como que te importa menos.`,
      practices: [
        `Ofrece palabras tranquilizadoras sin que te las pidan al menos una vez por semana, aunque te parezca obvio.`,
        `Después de un desacuerdo, pregunta: «¿Todavía hay algo que te moleste?», y toma en serio la respuesta.`,
        `Cuando un problema se repita, escribe tu propia parte en él antes de hablarlo.`,
        `Cuando tu pareja te cuente una preocupación, pregúntale por ella con curiosidad en lugar de explicar por qué no hace falta preocuparse.`,
      ],
      scenario: `Después de sus discusiones, Max se sentía bien en pocos minutos y estaba listo para volver a reír. Su pareja necesitaba más tiempo, y el buen humor de él le hacía sentir que sus sentimientos no contaban. Ahora, después de un desacuerdo, Max le pregunta si sigue molesta y qué la ayudaría. A veces solo necesita unas palabras tranquilizadoras, a veces un abrazo, a veces una hora. Preguntar le cuesta poco, y ella dice que la hace sentirse mucho más cerca de él.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `La identidad turbulenta en el amor: entrega y sensibilidad`,
      brings: `Aportas atención y entrega a tus relaciones. Notas los pequeños cambios en el estado de ánimo de tu pareja, te importa profundamente la relación y te esfuerzas mucho por mejorarla. Eres rápido para pedir perdón y reparar, y tu sensibilidad te hace empático. Te tomas la relación en serio, y tu pareja suele sentir que de verdad te importa.`,
      costs: `Puedes preocuparte por la relación incluso cuando va bien, y necesitar más muestras de tranquilidad de las que tu pareja da de forma natural. Puedes ver rechazo en cosas pequeñas, como un mensaje breve o una cara de cansancio, y darle vueltas a las discusiones mucho tiempo después. La autocrítica puede hacerte sentir que no estás a la altura de tu pareja. La investigación relaciona este tipo de preocupación constante con una menor satisfacción en la relación, lo que es una razón para trabajarla, no un veredicto.`,
      practices: [
        `Cuando te sientas preocupado, comprueba los hechos con una pregunta tranquila y directa en lugar de adivinar: «Hoy hablas poco. ¿Está todo bien entre nosotros?».`,
        `Pide que te tranquilicen con claridad y una sola vez, en lugar de buscarlo de forma indirecta muchas veces.`,
        `Al final de cada día, escribe un momento positivo de la relación, por pequeño que sea.`,
        `Construye tus propias fuentes de estabilidad, como las amistades, los intereses y el cuidado personal, para que tu bienestar no dependa solo de la relación.`,
      ],
      scenario: `Cuando su pareja respondía a sus mensajes con pocas palabras durante el día, Lina empezaba a temer que estuviera perdiendo el interés, y por la noche estaba tensa y distante. Un día simplemente se lo preguntó. Él se sorprendió: escribía mensajes cortos porque estaba ocupado en el trabajo, y tenía ganas de verla cada noche. Acordaron que él le enviaría un mensaje más largo a la hora de comer. Lina también empezó a notar cuántas veces sus miedos resultaban infundados.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuición y Pensamiento: una relación de mentes`,
      text: `Juntas, tus preferencias por la Intuición y el Pensamiento te llevan a valorar una relación entre iguales: alguien a quien respetas, que estimula tu forma de pensar y te deja espacio para ser independiente. Eres leal y te tomas en serio el compromiso una vez que has elegido. El riesgo común es tratar los sentimientos como problemas que analizar, y demostrar el amor con ideas y ayuda en lugar de con calidez y palabras. Tu pareja puede admirar tu mente y sentirse sola de todos modos. Haz visible tu afecto con pequeños gestos diarios, pregunta por los sentimientos con la misma seriedad con que hablas de ideas, y recuerda que una relación no es un proyecto que optimizar. Deja que tu pareja vea a veces tu incertidumbre y tu lado más tierno; a menudo es lo que más une a dos personas que piensan tanto. Si tu pareja es más emotiva que tú, trátalo como una fortaleza que gana la relación, no como un problema que corregir. Quizá note cosas sobre las personas, incluido tú, que a tu análisis se le escapan.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuición y Sentimiento: la búsqueda de una conexión profunda`,
      text: `Juntas, tus preferencias por la Intuición y el Sentimiento te llevan a buscar una conexión emocional y personal profunda, una relación en la que los dos se sientan comprendidos de verdad y se ayuden a crecer. Aportas mucha calidez, intuición y entrega. El riesgo común es el idealismo: puedes buscar un alma gemela perfecta, enamorarte de quien una persona podría llegar a ser y sentir una profunda decepción cuando la vida real resulta corriente. La cercanía crece a partir de momentos corrientes, repetidos. Valora a tu pareja tal como es hoy, plantea los problemas pequeños antes de que se conviertan en símbolos de todo lo que va mal, y conserva una parte de tu identidad fuera de la relación, para que tu felicidad no dependa solo de ella. Di directamente lo que necesitas en lugar de esperar que tu pareja lo intuya, aunque a menudo lo haga. Cuando no lo consiga, no es señal de que la conexión sea débil; nadie lee la mente todas las veces.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Sensación y Juicio: el amor como compromiso y cuidado`,
      text: `Juntas, tus preferencias por la Sensación y el Juicio te llevan a demostrar el amor a través del compromiso, la responsabilidad y el cuidado práctico. Construyes un hogar estable, mantienes las tradiciones y las promesas y cuidas de las personas que quieres de maneras concretas. Tu pareja puede contar contigo por completo. El riesgo común es que el deber y la rutina vayan sustituyendo poco a poco a la alegría y la curiosidad: la vida se vuelve bien organizada pero previsible, y el cariño se demuestra más con tareas que con palabras o con juego. Planea experiencias nuevas a propósito, di en voz alta lo que significan tus actos de cuidado y pregunta con regularidad a tu pareja de qué le gustaría tener más. La estabilidad es un regalo, y dura más cuando deja espacio para la sorpresa. Si tu pareja es menos organizada que tú, acuerden con claridad las responsabilidades compartidas que más importan, y suelta el resto. No toda diferencia de costumbres es una cuestión de respeto.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Sensación y Percepción: el amor en el momento presente`,
      text: `Juntas, tus preferencias por la Sensación y la Percepción te llevan a aportar diversión, espontaneidad y calidez física a tus relaciones. Vives en el presente, disfrutas de las experiencias compartidas y te adaptas con facilidad a los estados de ánimo y las necesidades de tu pareja. Tu pareja suele sentir que la vida contigo es animada y ligera. El riesgo común es evitar las conversaciones serias y los planes a largo plazo, de modo que cuestiones importantes sobre el futuro, el dinero o el compromiso quedan abiertas más tiempo del que tu pareja puede soportar con tranquilidad. Haz tiempo para esas conversaciones, cumple de forma fiable las pequeñas promesas y demuestra que eliges la relación, no solo que la disfrutas. Tu pareja se sentirá más segura, y tu espontaneidad significará aún más. Cuando una conversación seria te resulte pesada, combínala con algo que disfrutes, como un paseo o un trayecto en auto, y acuerden al final un siguiente paso concreto, para no tener que repetirla.`,
    },
  },
  plan: {
    heading: `Tu plan de práctica de cuatro semanas`,
    intro: `Las relaciones cambian más con pequeñas acciones repetidas que con grandes conversaciones. Este plan te propone cuatro semanas de esas acciones, un área cada vez. Cada semana combina algunas acciones comunes con la primera práctica de tus propios módulos anteriores. Si tienes pareja, considera invitarla a leer su propio capítulo y hacer el plan contigo; si no, úsalo con un amigo cercano o un familiar, o cuando conozcas a alguien.`,
    weeks: [
      {
        heading: `Semana 1: Tiempo juntos y seguridad`,
        indicators: ['EI', 'AT'],
        intro: `Esta semana trata de cómo pasan el tiempo juntos y separados, y de cuánta seguridad sientes. Observa sin juzgar; entender tus patrones va antes que cambiarlos.`,
        actions: [
          `Cada día, anota un momento en el que te sentiste cerca de tu pareja y otro en el que te sentiste lejos, y qué estaba pasando.`,
          `Tengan una conversación sobre cuánto tiempo a solas y cuánto tiempo con otras personas necesita cada uno este mes.`,
          `Empieza la práctica de tus propios módulos que aparece a continuación, y anota cada día si la hiciste.`,
        ],
        checkIn: `¿Qué aprendiste sobre lo que hace que tu pareja y tú se sientan cerca, y sobre lo que se interpone?`,
      },
      {
        heading: `Semana 2: Atención e imaginación`,
        indicators: ['SN'],
        intro: `Esta semana trata de lo que notas en tu pareja y en tu relación: los momentos concretos de la vida diaria y las ilusiones más grandes que comparten.`,
        actions: [
          `Cuando tu pareja te cuente una buena noticia, responde con interés real y con preguntas. La forma en que la pareja responde a las buenas noticias del otro está muy relacionada con la calidad de la relación.`,
          `Hagan esta semana algo que ninguno de los dos haya hecho antes, aunque sea pequeño.`,
          `Sigue con la práctica de la semana pasada y añade la de tu propio módulo que aparece a continuación.`,
        ],
        checkIn: `¿Qué notaste en tu pareja esta semana que normalmente pasas por alto?`,
      },
      {
        heading: `Semana 3: Cariño y honestidad`,
        indicators: ['TF'],
        intro: `Esta semana trata de cómo demuestras tu cariño y de cómo manejas los desacuerdos. Hacen falta tanto la calidez como la honestidad, y la mayoría de las personas se inclina hacia una de las dos.`,
        actions: [
          `Expresa cada día a tu pareja un aprecio concreto.`,
          `Si surge un desacuerdo, resume el punto de vista y los sentimientos de tu pareja antes de dar los tuyos.`,
          `Añade la práctica de tu propio módulo que aparece a continuación a las que ya has empezado.`,
        ],
        checkIn: `¿Cuándo te sentiste más comprendido esta semana, y cuándo hiciste que tu pareja se sintiera comprendida?`,
      },
      {
        heading: `Semana 4: Planes, espontaneidad y qué conservar`,
        indicators: ['JP'],
        intro: `La última semana trata de cómo organizan la vida en común y de elegir qué prácticas conservar. No todas tienen que volverse permanentes.`,
        actions: [
          `Planeen juntos una actividad compartida esta semana, de una forma que incluya las preferencias de los dos: algo de estructura y algo de espacio para la sorpresa.`,
          `Relee tus notas de las tres últimas semanas con tu pareja, si participó, o por tu cuenta.`,
          `Elige las dos prácticas que marcaron la mayor diferencia y acuerden cómo van a mantenerlas.`,
        ],
        checkIn: `¿Qué dos prácticas van a conservar y cómo se las recordarán el uno al otro dentro de tres meses?`,
      },
    ],
    closing: `Tus preferencias seguirán siendo más o menos las mismas, y está bien. Las buenas relaciones no las construyen personas sin debilidades, sino personas que conocen sus patrones, hablan de ellos con amabilidad y siguen eligiéndose. Vuelve a este capítulo cuando tu relación entre en una etapa nueva, como irse a vivir juntos, tener hijos o atravesar un periodo difícil, y repite el plan con los módulos que más importen en ese momento.`,
  },
};
