// Skill pack: clear communication and difficult conversations (ES). Translated from ../en/clear-communication.ts, which
// names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'clear-communication',
  title: `Comunicación clara y conversaciones difíciles`,
  subtitle: `Di lo que quieres decir, escucha para que los demás se sientan comprendidos y afronta las conversaciones duras con cuidado`,
  summary: `Una guía práctica para transmitir tu mensaje, escuchar bien y preparar las conversaciones que la mayoría de la gente evita. Incluye una hoja de preparación para las conversaciones difíciles, frases de apertura que funcionan y formas de mantener la calma cuando suben las emociones.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-communication-matters',
      role: 'intro',
      heading: `Por qué vale la pena practicar la comunicación clara`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La mayoría de los malentendidos no nacen de malas intenciones. Nacen de la distancia entre lo que una persona quiso decir y lo que la otra entendió. Conocemos tan bien nuestro propio contexto que olvidamos que los demás no lo comparten, y suponemos que nuestros sentimientos e intenciones son más visibles de lo que son. Los psicólogos llaman al primer problema «la maldición del conocimiento»: una vez que sabes algo, cuesta imaginar cómo es no saberlo.`,
        },
        {
          kind: 'paragraph',
          text: `La comunicación clara acorta esa distancia desde los dos lados: haces que tu mensaje sea fácil de entender y escuchas de un modo que comprueba lo que la otra persona quiso decir. Las conversaciones difíciles, sobre un error, un desacuerdo, un límite o una decepción, son donde esto más importa y donde la mayoría está menos preparada. Esta guía te da una estructura para los mensajes del día a día, un método para escuchar y un enfoque paso a paso para las conversaciones duras.`,
        },
        {
          kind: 'paragraph',
          text: `El tipo influye en cómo te comunicas, no en si puedes hacerlo. Las personas que prefieren el Pensamiento tienden a empezar por la lógica y la franqueza; las que prefieren el Sentimiento tienden a empezar por el cuidado de la relación. Las personas que prefieren la Extraversión suelen pensar mientras hablan; las que prefieren la Introversión suelen pensar antes de hablar. Cada estilo tiene fortalezas y carencias previsibles, y las secciones adaptadas a ti te muestran cómo cubrir las tuyas.`,
        },
      ],
    },
    {
      id: 'lead-with-the-point',
      role: 'core',
      heading: `Empieza por lo esencial`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quien lee o escucha con prisa decide en las primeras frases si entiende lo que quieres. Mucha gente cuenta la historia en el orden en que ocurrió y llega a lo importante al final. Invierte el orden: primero tu mensaje principal o tu petición, luego las razones y después los detalles para quien los quiera.`,
        },
        {
          kind: 'steps',
          items: [
            `Escribe tu mensaje principal en una frase antes de escribir o decir nada más. Si no puedes, todavía no estás listo para comunicarlo.`,
            `Añade dos o tres razones o datos que lo respalden, cada uno en una frase.`,
            `Di con claridad qué necesitas de la otra persona y para cuándo: una decisión, información, ayuda o simplemente que esté al tanto.`,
            `Quita el contexto que la otra persona ya conoce y añade el dato que probablemente no conoce.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Reescribe un mensaje real`,
          steps: [
            `Toma un correo o un mensaje largo que enviaste la semana pasada.`,
            `Subraya la frase que contiene lo que realmente querías decir o pedir. Fíjate en dónde aparece.`,
            `Reescribe el mensaje para que esa frase vaya primero, seguida de tres frases de apoyo como máximo.`,
            `Compara la extensión y la claridad de las dos versiones. Pregúntate a cuál podría responder antes quien la recibe.`,
          ],
          reflection: `¿Qué te impidió poner lo esencial al principio en la versión original: la costumbre, la cortesía o no tener claro lo que querías?`,
        },
      ],
    },
    {
      id: 'listen-to-understand',
      role: 'core',
      heading: `Escucha para que los demás se sientan comprendidos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Escuchar no es esperar tu turno. Quienes escuchan bien hacen tres cosas: prestan toda su atención, hacen preguntas que ayudan a la otra persona a contar más y comprueban en voz alta lo que han entendido. El último paso es el que casi todo el mundo se salta, y es el que hace que los demás se sientan escuchados.`,
        },
        {
          kind: 'bullets',
          items: [
            `Guarda el teléfono y ponte de frente a la persona. La atención se nota.`,
            `Haz preguntas abiertas que empiecen por «qué» o «cómo»: «¿Qué es lo que más te preocupa de esto?», «¿Cómo te afectó eso en la semana?».`,
            `Resume antes de responder: «Entonces el problema principal son los plazos, no el presupuesto. ¿Es así?».`,
            `Si el resumen es incorrecto, no lo defiendas. Agradece la corrección y vuelve a intentarlo.`,
            `Pregunta antes de aconsejar: «¿Quieres ideas o prefieres sobre todo que te entienda?».`,
          ],
        },
        {
          kind: 'exercise',
          title: `El hábito de resumir`,
          steps: [
            `Elige tres conversaciones de la próxima semana en las que la otra persona te explique un problema o un punto de vista.`,
            `Antes de dar tu opinión, resume en una o dos frases lo que has oído y pregunta si lo entendiste bien.`,
            `Fíjate en cómo reacciona la persona y en si añade algo que no había dicho antes.`,
          ],
          reflection: `¿En qué conversación tu resumen reveló que habías entendido algo distinto de lo que se quería decir?`,
        },
      ],
    },
    {
      id: 'prepare-difficult-conversation',
      role: 'core',
      heading: `Prepara una conversación difícil`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Una conversación difícil suele darse en tres planos a la vez. Está la cuestión de qué pasó y quién tiene razón. Están los sentimientos, a menudo no expresados. Y hay una cuestión de identidad: cada persona puede sentir que se está juzgando su competencia, su bondad o su valía. Prepararte para los tres planos evita que te sorprendan las partes que no tienen que ver con los hechos.`,
        },
        {
          kind: 'paragraph',
          text: `Una distinción útil es la que separa la intención del impacto. Conoces tus propias intenciones, pero de los demás solo ves el impacto de sus actos, así que es fácil suponer lo peor de ellos y lo mejor de ti. En la conversación, describe el impacto que tuvo en ti y pregunta por su intención, en lugar de afirmar lo que quisieron hacer.`,
        },
        {
          kind: 'exercise',
          title: `Hoja de preparación`,
          steps: [
            `Objetivo: escribe cuál sería un buen resultado. Apunta a algo que los dos pudieran aceptar, como un plan compartido, y no a «que reconozca que se equivocó».`,
            `Mi versión: escribe lo que pasó desde tu punto de vista en tres frases, con hechos que una cámara podría grabar.`,
            `Su versión: escribe cómo podría describir la otra persona los mismos hechos de una forma que tenga sentido para ella.`,
            `Sentimientos: nombra lo que sientes (por ejemplo, dolido, preocupado, frustrado) y lo que podría sentir la otra persona.`,
            `Qué está en juego para cada uno a nivel personal: ¿el respeto, la justicia, que te vean como alguien competente?`,
            `Petición: escribe una cosa concreta que vas a pedir.`,
          ],
          reflection: `Después de escribir su versión, ¿qué entiendes ahora de su comportamiento que antes no habías tenido en cuenta?`,
        },
      ],
    },
    {
      id: 'open-and-hold',
      role: 'core',
      heading: `Empieza bien y mantén el foco de la conversación`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El primer minuto marca el tono. Una apertura que culpa pone a la otra persona a la defensiva, y quien está a la defensiva deja de escuchar. Una apertura que describe e invita le deja una puerta de entrada.`,
        },
        {
          kind: 'steps',
          items: [
            `Describe lo que observaste, sin etiquetas: «En las dos últimas reuniones, las cifras que envié no aparecían en las diapositivas finales».`,
            `Di el impacto que tuvo en ti: «Me sentí excluido y no sabía si las cifras estaban mal».`,
            `Invita a que te cuente su punto de vista: «Me gustaría entender qué pasó desde tu lado».`,
            `Escucha y resume, como se explicó antes, antes de responder.`,
            `Busquen juntos un siguiente paso: «¿Qué podríamos hacer distinto la próxima vez?». Acuerden algo concreto.`,
            `Cierra comprobando: «¿Cómo te sientes con el punto al que hemos llegado?».`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Elige el momento. Un lugar privado, tiempo suficiente y un estado de calma para los dos importan más que las palabras perfectas. Evita empezar un tema difícil por mensaje cuando es posible hablarlo.`,
        },
      ],
    },
    {
      id: 'when-emotions-rise',
      role: 'core',
      heading: `Cuando las emociones se disparan`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Cuando una persona se siente amenazada, el ritmo cardíaco sube y el pensamiento se estrecha. En ese estado nadie escucha bien. Las investigaciones sobre las relaciones de pareja sugieren que, cuando alguien se siente desbordado, una pausa de al menos veinte minutos ayuda más que seguir insistiendo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Reconoce tus propias señales: la cara que arde, el corazón acelerado, la voz que sube, las ganas de interrumpir.`,
            `Baja el ritmo: suelta el aire despacio, baja la voz, habla con frases más breves.`,
            `Nombra lo que está pasando sin culpar: «Creo que los dos nos estamos frustrando».`,
            `Si hace falta, propón una pausa con una hora clara para retomar: «¿Paramos media hora y seguimos a las cuatro?». Una pausa con hora no es una huida.`,
            `Después de la pausa, empieza por aquello en lo que están de acuerdo antes de volver al desacuerdo.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Si una conversación incluye amenazas, intimidación o cualquier riesgo para tu seguridad, tu prioridad es protegerte, no la técnica de comunicación. Busca ayuda en personas de confianza o en los servicios adecuados.`,
        },
      ],
    },
    {
      id: 'thinking-communication',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Añadir calidez a tu claridad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Pensamiento, probablemente se te da bien ir al grano y nombrar problemas que otros evitan. El riesgo es que los demás oigan solo la crítica y no perciban tus buenas intenciones, sobre todo en las conversaciones difíciles. La franqueza funciona mejor cuando la otra persona sabe que estás de su lado.`,
        },
        {
          kind: 'bullets',
          items: [
            `Di tu intención antes de tu argumento: «Quiero que este proyecto salga bien, y hay una parte que me preocupa».`,
            `Trata los sentimientos como información real, no como ruido. «Te noto molesto. ¿Es por la decisión o por cómo se tomó?» es una pregunta práctica.`,
            `Reconoce lo que hay de bueno o acertado en el punto de vista de la otra persona antes de discrepar del resto.`,
            `Pregunta antes de resolver. Muchas personas quieren primero comprensión y después soluciones.`,
            `Después de una conversación difícil, retoma el contacto al día siguiente. Un mensaje breve demuestra que la relación te importa.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-communication',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Añadir claridad a tu calidez`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Sentimiento, probablemente notas cómo se sienten los demás y eliges tus palabras con cuidado. El riesgo es suavizar tanto el mensaje que desaparezca, o aplazar una conversación necesaria para mantener la paz. La amabilidad y la claridad no se oponen: ser impreciso suele ser menos amable, porque la otra persona no puede hacer nada con ello.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escribe tu petición en una frase antes de la conversación y asegúrate de decirla, con esas palabras.`,
            `Limita las disculpas y los atenuantes a uno solo. «Perdona, seguramente no es nada, pero quizá...» debilita el mensaje antes de empezar.`,
            `Recuerda que un rato de incomodidad suele ser el precio de una relación mejor más adelante.`,
            `Si la otra persona se altera, mantén la calidez pero no retires lo que has dicho: «Veo que te cuesta oír esto, y aun así creo que es importante».`,
            `Separa tu valía de su reacción. Su desacuerdo no es un veredicto sobre ti.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-communication',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Pensar en voz alta dejando espacio a los demás`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, hablar suele ser tu manera de pensar, y normalmente te resulta cómodo iniciar las conversaciones que otros evitan. Es una ventaja real. El costo es que los demás pueden tomar tu razonamiento en voz alta por una postura definitiva, y que las personas más calladas quizá no encuentren espacio para hablar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Avisa de que estás pensando: «Estoy pensando en voz alta, todavía no es una decisión».`,
            `Después de hacer una pregunta, cuenta despacio hasta cinco antes de volver a hablar. El silencio suele ser alguien preparando su respuesta.`,
            `En las conversaciones difíciles, habla menos de la mitad del tiempo. Usa el hábito de resumir para seguir escuchando.`,
            `Al final, di con claridad qué se decidió, para que las ideas que exploraste no se tomen por compromisos.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-communication',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Hablar a tiempo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, probablemente piensas antes de hablar y eliges tus palabras con cuidado, lo que hace que tus aportaciones sean claras y meditadas. El costo es que la conversación puede avanzar antes de que estés listo, y que los demás pueden interpretar tu silencio como acuerdo o como falta de interés.`,
        },
        {
          kind: 'bullets',
          items: [
            `Prepara por escrito tus puntos clave antes de las reuniones y las conversaciones difíciles, para poder intervenir pronto y no tarde.`,
            `Pide abiertamente tiempo para pensar: «Quiero darte una respuesta bien pensada. ¿Te respondo antes de las tres?». Y luego hazlo.`,
            `Di más de lo que te parece necesario. Lo que es obvio en tu cabeza quizá no lo sea para los demás.`,
            `Propón tú mismo las conversaciones difíciles, en un momento que te convenga, en lugar de esperar a que surjan en un mal momento.`,
            `Usa la escritura para abrir un tema si te ayuda, pero ten la parte difícil de la conversación en persona o por videollamada.`,
          ],
        },
      ],
    },
    {
      id: 'communication-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Empezar con un juicio («Tú nunca...») en lugar de con una observación («En las dos últimas reuniones...»).`,
            `Preparar solo tus argumentos y no la versión de la otra persona.`,
            `Tener una conversación difícil por mensaje porque parece más fácil.`,
            `Aceptar cosas en el momento para acabar con la incomodidad y luego no hacerlas.`,
            `Ganar la discusión y perder la relación.`,
          ],
        },
      ],
    },
    {
      id: 'communication-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Mensajes del día a día: primero lo esencial, luego dos o tres razones, después qué necesitas y para cuándo.`,
            `Escuchar: atención, preguntas abiertas, resumir, comprobar y luego preguntar si quieren consejo.`,
            `Antes de una conversación difícil: objetivo, mi versión, su versión, sentimientos, qué está en juego, una petición.`,
            `Apertura: lo que observé, el impacto en mí, una invitación a oír su punto de vista.`,
            `Intención e impacto: describe el impacto en ti; pregunta por su intención.`,
            `Emociones al límite: baja el ritmo, nómbralo, haz una pausa con una hora clara para retomar.`,
            `Cierre: acuerden un siguiente paso concreto y comprueba cómo se siente la otra persona.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Una frase para recordar: «Ayúdame a entender cómo lo ves tú». Funciona en casi cualquier momento difícil.`,
        },
      ],
    },
  ],
};
