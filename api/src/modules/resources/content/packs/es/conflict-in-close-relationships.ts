// Skill pack: conflict in close relationships (ES). Translated from ../en/conflict-in-close-relationships.ts, which names
// the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'conflict-in-close-relationships',
  title: `Los conflictos en las relaciones cercanas`,
  subtitle: `Discrepar sin hacer daño, reparar pronto y acercarse a través de los momentos difíciles`,
  summary: `Una guía práctica para manejar los desacuerdos con tu pareja, un familiar o un amigo cercano. Te enseña a plantear un problema con suavidad, a escuchar hasta que la otra persona se sienta comprendida, a reparar después de una pelea y a convivir bien con las diferencias que nunca desaparecen del todo.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-conflict-matters',
      role: 'intro',
      heading: `El conflicto es normal; lo que importa es cómo lo manejas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Toda relación cercana tiene conflictos. Dos personas con historias, necesidades y costumbres distintas discreparán sobre el dinero, el tiempo, la familia, las tareas de la casa, el cariño y muchas otras cosas. Las investigaciones con parejas sugieren que el número de desacuerdos importa menos que la forma de manejarlos. Las parejas estables y felices también discuten; simplemente lo hacen de un modo que protege el respeto y la buena voluntad, y reparan pronto después.`,
        },
        {
          kind: 'paragraph',
          text: `Esas mismas investigaciones encontraron que muchos conflictos giran en torno a diferencias duraderas de personalidad o de valores, que no se resuelven pero se pueden manejar con humor y comprensión. Por eso, el objetivo de esta guía no es acabar con los conflictos. Es ayudarte a discrepar sin causar daño, a entender qué está realmente en juego y a reencontrarte con la otra persona después. Las técnicas sirven con la pareja, con familiares y con amigos cercanos.`,
        },
        {
          kind: 'paragraph',
          text: `El tipo no decide si tus relaciones salen bien, pero sí influye en tu forma de vivir el conflicto. Las personas que prefieren el Pensamiento suelen centrarse en lo que es justo y correcto; las que prefieren el Sentimiento, en la relación y en cómo se siente cada uno. Las personas con identidad asertiva tienden a mantenerse estables durante un conflicto, mientras que las que tienen identidad turbulenta pueden vivir un desacuerdo como una amenaza para la propia relación. Las secciones adaptadas a ti abordan estos patrones.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Estas técnicas son para relaciones entre iguales en las que ambas personas quieren que las cosas funcionen. Si tienes miedo de tu pareja o de un familiar, o si hay violencia, amenazas o control sobre tu dinero, tu teléfono o tus contactos, la respuesta no está en las habilidades de comunicación. Contacta con un servicio de atención a víctimas de violencia doméstica en tu país o con alguien de tu confianza.`,
        },
      ],
    },
    {
      id: 'four-damaging-patterns',
      role: 'core',
      heading: `Cuatro patrones que dañan las relaciones`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los investigadores de las relaciones de pareja han identificado cuatro formas de discutir que, cuando se vuelven hábitos, anuncian una distancia y una infelicidad crecientes. Casi todo el mundo las usa alguna vez. El objetivo es reconocerlas pronto y sustituirlas por algo mejor.`,
        },
        {
          kind: 'bullets',
          items: [
            `La crítica: atacar a la persona en lugar del comportamiento («Eres un egoísta»). En su lugar, describe la situación y lo que necesitas.`,
            `El desprecio: burlas, poner los ojos en blanco, sarcasmo o hablar desde una posición de superioridad. Es el más dañino de los cuatro. En su lugar, crea el hábito de notar y decir lo que valoras.`,
            `La actitud defensiva: responder a una queja con excusas o con otra queja. En su lugar, asume la responsabilidad de al menos una pequeña parte del problema.`,
            `El muro de silencio: cerrarse, callarse y apartarse. Suele ocurrir cuando alguien se siente desbordado. En su lugar, pide una pausa y vuelve.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Acuerda con tu pareja o tu familiar una palabra ligera y neutral que cualquiera de los dos pueda decir cuando note uno de estos cuatro patrones. Nombrar juntos el patrón es más fácil que acusarse el uno al otro.`,
        },
      ],
    },
    {
      id: 'start-gently',
      role: 'core',
      heading: `Empieza con suavidad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La forma en que empieza un conflicto predice en gran medida cómo terminará. Un comienzo brusco pone a la otra persona a la defensiva al instante. Un comienzo suave describe el problema y lo que necesitas, sin culpar. No es débil ni indirecto: es la versión de tu mensaje que la otra persona está más preparada para escuchar.`,
        },
        {
          kind: 'steps',
          items: [
            `Empieza por «yo», no por «tú»: «Me siento...» en lugar de «Tú siempre...».`,
            `Describe la situación con precisión: «... cuando los platos se quedan en el fregadero toda la noche...».`,
            `Di lo que necesitas en forma de petición positiva: «... ¿podemos acordar lavarlos antes de irnos a dormir?».`,
            `Sé amable y muestra aprecio cuando sea sincero: «Sé que has tenido días muy largos».`,
            `Plantea los problemas pronto, mientras todavía son pequeños, en lugar de dejar que se acumulen.`,
          ],
        },
        {
          kind: 'exercise',
          title: `De la crítica a la petición`,
          steps: [
            `Escribe tres críticas que hayas hecho o pensado hace poco sobre alguien cercano, con las palabras que usaste o que habrías usado.`,
            `Para cada una, escribe qué situación la provocó, tal como la grabaría una cámara.`,
            `Escribe qué sentiste y qué necesitabas en ese momento.`,
            `Reescribe cada crítica como un comienzo suave: cómo me siento, sobre qué situación, y una petición positiva.`,
            `Elige una y úsala la próxima vez que se dé la situación.`,
          ],
          reflection: `Ahora que lo has escrito, ¿qué necesidad detrás de esas críticas te resulta más fácil de expresar?`,
        },
      ],
    },
    {
      id: 'listen-until-understood',
      role: 'core',
      heading: `Escucha hasta que la otra persona se sienta comprendida`,
      blocks: [
        {
          kind: 'paragraph',
          text: `En la mayoría de las peleas, los dos intentan que los entiendan y nadie escucha. Una estructura sencilla ayuda cuando un tema siempre acaba mal: uno habla, el otro solo escucha y repite lo que ha oído, y luego cambian los papeles. Al principio parece lento y artificial, y precisamente por eso funciona. Frena el intercambio rápido de argumentos y hace que los dos se sientan escuchados.`,
        },
        {
          kind: 'exercise',
          title: `Quien habla y quien escucha`,
          steps: [
            `Elijan un tema recurrente de dificultad moderada, no el más doloroso, y un momento tranquilo de unos treinta minutos.`,
            `Quien habla cuenta sus propios pensamientos y sentimientos en fragmentos cortos de dos o tres frases. Sin acusaciones y sin suponer lo que piensa el otro.`,
            `Quien escucha repite con sus propias palabras lo que ha oído, sin añadir su opinión, y pregunta: «¿Lo he entendido bien?».`,
            `Sigan hasta que quien habla se sienta comprendido. Luego cambien los papeles.`,
            `Solo cuando los dos se hayan sentido comprendidos, hablen de posibles soluciones, si es que hace falta alguna.`,
          ],
          reflection: `¿Qué aprendiste del punto de vista de la otra persona que no habías entendido en discusiones anteriores sobre el mismo tema?`,
        },
      ],
    },
    {
      id: 'pursue-and-withdraw',
      role: 'core',
      heading: `Cuando uno insiste y el otro se retira`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un patrón muy común es que una persona presiona para hablar de un problema y la otra se aleja. Cuanto más insiste una, más se retira la otra, y cuanto más se retira la otra, más insiste la primera. Normalmente las dos intentan proteger la relación: quien insiste, acercándose; quien se retira, evitando la pelea. Ver el patrón como el problema común, en lugar de ver al otro como el problema, es el primer paso para salir de él.`,
        },
        {
          kind: 'bullets',
          items: [
            `Fíjate en cuándo te sientes desbordado: el corazón acelerado, la cara que arde, las ganas de gritar o de irte. En ese estado, escuchar es casi imposible.`,
            `Acuerden en un momento de calma que cualquiera de los dos puede pedir una pausa, y que quien la pida dirá cuándo continuarán.`,
            `Tómate al menos veinte minutos y usa ese tiempo para calmarte, no para preparar argumentos. Camina, respira despacio, lee.`,
            `Si tiendes a insistir, acepta la pausa como un paso hacia la conversación, no como un rechazo.`,
            `Si tiendes a retirarte, vuelve siempre a la hora acordada. Volver es lo que hace que una pausa sea digna de confianza.`,
          ],
        },
      ],
    },
    {
      id: 'repair',
      role: 'core',
      heading: `Repara durante y después de una pelea`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los intentos de reparación son pequeños gestos que impiden que un conflicto empeore: una broma, una caricia, «Perdona, no lo dije como quería», «¿Empezamos de nuevo?». Las investigaciones sugieren que una de las diferencias entre las parejas que siguen siendo felices y las que no es que sus intentos de reparación funcionan, sobre todo porque la otra persona los acepta. Ofrecer una reparación y aceptarla son, ambas, habilidades.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ofrece reparaciones pronto, antes de que el conflicto se intensifique. Pueden ser imperfectas.`,
            `Acepta las reparaciones aunque sigas molesto. Aceptar no es darle la razón; es elegir la relación por encima de la discusión.`,
            `Después de una pelea, cuando los dos estén tranquilos, hablen de ella: qué sintió cada uno, qué la desencadenó y qué podría hacer cada uno de otra manera.`,
            `Pide perdón de forma completa: nombra lo que hiciste, reconoce el efecto en la otra persona, asume la responsabilidad sin excusas y di qué harás de otra manera.`,
            `Cuida los pequeños momentos diarios de aprecio e interés. Las relaciones con una gran reserva de buena voluntad se recuperan con más facilidad de los conflictos.`,
          ],
        },
      ],
    },
    {
      id: 'lasting-differences',
      role: 'core',
      heading: `Convivir con las diferencias duraderas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Algunos desacuerdos vuelven una y otra vez: a uno le gustan los planes y al otro la espontaneidad, uno quiere más tiempo juntos y el otro más tiempo a solas, uno ahorra y el otro disfruta gastando. Suelen ser diferencias de personalidad y de valores, e intentar «ganarlas» solo lleva a la frustración. El objetivo es un acuerdo viable que respete a las dos personas.`,
        },
        {
          kind: 'steps',
          items: [
            `Pregunta qué significa esa postura para la otra persona: «¿Por qué es tan importante para ti? ¿Hay una historia o una ilusión detrás?».`,
            `Comparte lo mismo sobre tu propia postura.`,
            `Cada uno nombra el núcleo de su postura, en el que no puede ceder, y los aspectos en los que puede ser flexible.`,
            `Construyan un acuerdo a partir de los aspectos flexibles, pruébenlo durante un tiempo determinado y revísenlo.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-conflict',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Cuando tener razón se interpone`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Pensamiento, probablemente intentas que las discusiones sean justas y lógicas, y puedes mantener la calma cuando los demás se alteran. El riesgo es tratar el conflicto como un debate que hay que ganar. Quizá corrijas detalles, señales incoherencias u ofrezcas soluciones mientras la otra persona sigue esperando sentirse comprendida.`,
        },
        {
          kind: 'bullets',
          items: [
            `Antes de responder, pregúntate: «¿Quiero tener razón o quiero que volvamos a estar cerca?».`,
            `Responde primero al sentimiento: «Veo que te sentiste solo con todo esto». Después, si hace falta, hablen de los hechos.`,
            `Evita corregir pequeños detalles en mitad de una conversación cargada de emoción. Rara vez importan tanto como parece.`,
            `Expresa también tus propios sentimientos. La lógica serena puede parecer indiferencia, aunque te importe muchísimo.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-conflict',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Cuando mantener la paz cuesta demasiado`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Sentimiento, probablemente notas pronto la tensión y te importa cómo se siente todo el mundo. A menudo eres quien repara. El riesgo es evitar plantear los problemas para mantener la paz, aceptar cosas que no quieres y luego sentir un resentimiento que sale más tarde en una pelea mayor.`,
        },
        {
          kind: 'bullets',
          items: [
            `Plantea los problemas pequeños en un plazo de uno o dos días, con un comienzo suave. Un problema pequeño es mucho más fácil de hablar que una larga lista más adelante.`,
            `Fíjate en cuándo dices que sí pero sientes que no. Di: «Déjame pensarlo», y vuelve con una respuesta sincera.`,
            `Recuerda que tus necesidades también forman parte de la relación. Ocultarlas no la protege; la debilita.`,
            `Cuando la otra persona esté molesta contigo, no tienes que arreglar sus sentimientos en el acto. Escucha y confía en que la relación puede soportar algo de incomodidad.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-conflict',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Seguir abierto cuando te sientes seguro`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es asertiva, probablemente te mantienes estable en los conflictos y no sientes con facilidad que la relación esté en peligro. Esa calma los ayuda a ambos. El riesgo es que tu seguridad haga que las preocupaciones de la otra persona te parezcan pequeñas, o que pases página mucho antes que ella.`,
        },
        {
          kind: 'bullets',
          items: [
            `No des por terminado el conflicto porque tú te sientas bien. Pregunta: «¿Estamos bien, o todavía hay algo que te molesta?».`,
            `Toma en serio las preocupaciones de la otra persona aunque no las compartas. «Yo no lo veo así, pero entiendo por qué te preocupa» es un buen comienzo.`,
            `Estate dispuesto a decir «Me equivoqué» con palabras sencillas. Te cuesta poco y significa mucho.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-conflict',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Cuando un desacuerdo parece una amenaza`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es turbulenta, el conflicto puede vivirse con más intensidad: un desacuerdo puede parecer una señal de que la relación corre peligro, y quizá le des vueltas a la pelea durante mucho tiempo. Tu sensibilidad también hace que detectes pronto los problemas y que tengas ganas de repararlos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Recuérdate que el conflicto forma parte de las relaciones sanas. Una pelea dice poco sobre el futuro.`,
            `Calma tu cuerpo antes de responder, con una respiración lenta o una pausa. Cuando la alarma suena fuerte, todo problema parece más grande.`,
            `Pide que te tranquilicen una vez y con claridad, en lugar de buscarlo de forma indirecta muchas veces: «Necesito oír que estamos bien».`,
            `Después de una pelea, escribe lo que pasó y lo que acordaron. Ayuda a frenar las vueltas en tu cabeza.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Sacar en una misma discusión todos los problemas del pasado.`,
            `Empezar una conversación seria cuando uno de los dos está cansado, tiene hambre o está a punto de salir.`,
            `Usar «siempre» y «nunca». Invitan a defenderse en lugar de a conversar.`,
            `Discutir los conflictos delante de los hijos o de amigos, o quejarse de la pareja con otras personas en lugar de hablar con ella.`,
            `Esperar que una sola conversación resuelva una diferencia duradera.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Vigila la crítica, el desprecio, la actitud defensiva y el muro de silencio; practica sus opuestos.`,
            `Empieza con suavidad: cómo me siento, sobre una situación concreta, y una petición positiva.`,
            `Escucha y repite hasta que la otra persona diga: «Sí, eso es».`,
            `¿Desbordado? Haz una pausa de al menos veinte minutos y di cuándo vas a volver.`,
            `Ofrece reparaciones pronto y acéptalas aunque sigas molesto.`,
            `Pide perdón de forma completa: lo que hiciste, su efecto, tu responsabilidad, lo que vas a cambiar.`,
            `Diferencias duraderas: entiende la ilusión que hay detrás de cada postura y luego acuerden los aspectos flexibles.`,
            `Cuida el aprecio diario. La buena voluntad facilita cada conflicto.`,
          ],
        },
      ],
    },
  ],
};
