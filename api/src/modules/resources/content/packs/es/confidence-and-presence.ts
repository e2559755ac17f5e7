// Skill pack: confidence and presenting yourself (ES). Translated from ../en/confidence-and-presence.ts, which names the
// sources drawn on (and why "power posing" is left out).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'confidence-and-presence',
  title: `Seguridad en uno mismo y presencia`,
  subtitle: `Construye una seguridad real a través de la acción, maneja los nervios y deja que los demás vean lo que sabes hacer`,
  summary: `Una guía práctica para ganar seguridad paso a paso, manejar los nervios antes de los momentos importantes, presentarte a ti y tu trabajo con claridad y hacer presentaciones que la gente recuerde. Se basa en la investigación sobre cómo crece realmente la seguridad en uno mismo, no en trucos.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-confidence-matters',
      role: 'intro',
      heading: `Qué es la seguridad en uno mismo y qué no es`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A menudo se confunde la seguridad en uno mismo con ser ruidoso, extravertido o estar seguro de todo. La psicología ofrece una definición más útil: la seguridad es la convicción de que puedes afrontar un tipo concreto de situación. Es específica. Puedes sentirte seguro dirigiendo una reunión y nervioso en una fiesta, o seguro de tus habilidades técnicas e inseguro al pedir un aumento de sueldo. Como es específica, se puede construir situación a situación.`,
        },
        {
          kind: 'paragraph',
          text: `La fuente más poderosa de esa convicción es la experiencia de haber hecho la cosa y haberla manejado, aunque sea de forma imperfecta. Esto significa que la seguridad suele venir después de la acción, no antes. Esperar a sentirte seguro para actuar es una de las trampas más comunes, y esta guía ofrece una salida: pasos pequeños y planificados que van acumulando pruebas de lo que eres capaz de hacer.`,
        },
        {
          kind: 'paragraph',
          text: `El tipo no mide la seguridad en uno mismo. Las personas que prefieren la Extraversión pueden parecer más cómodas en situaciones sociales, pero muchas se sienten inseguras por dentro, y las que prefieren la Introversión suelen ser oradoras tranquilas y convincentes. La escala de identidad está más directamente relacionada: las personas con identidad asertiva tienden a sentirse estables consigo mismas, mientras que las que tienen identidad turbulenta tienden a dudar más de sí mismas, y ambos patrones tienen ventajas y riesgos. Las secciones adaptadas a ti los abordan.`,
        },
      ],
    },
    {
      id: 'sources-of-confidence',
      role: 'core',
      heading: `De dónde viene la seguridad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La investigación describe cuatro fuentes de seguridad. La más fuerte es tu propia experiencia de éxito. La segunda es ver triunfar a personas parecidas a ti. La tercera es el ánimo de personas en las que confías. La cuarta es cómo interpretas las señales de tu cuerpo: un corazón acelerado puede leerse como miedo o como disposición para actuar. Puedes usar las cuatro de forma deliberada.`,
        },
        {
          kind: 'exercise',
          title: `Archivo de pruebas`,
          steps: [
            `Elige una situación en la que quieras sentirte más seguro, por ejemplo hablar en las reuniones.`,
            `Escribe todas las experiencias pasadas, por pequeñas que sean, en las que manejaste algo parecido.`,
            `Escribe el nombre de dos personas parecidas a ti que lo hacen bien, y anota una cosa que hace cada una y que podrías probar.`,
            `Escribe los ánimos o comentarios positivos que hayas recibido en este ámbito.`,
            `Guarda el archivo y añade algo cada vez que des un paso. Léelo antes de los momentos difíciles.`,
          ],
          reflection: `A la vista de las pruebas, ¿cómo se compara tu confianza en tu capacidad con lo que las pruebas muestran realmente?`,
        },
      ],
    },
    {
      id: 'step-by-step',
      role: 'core',
      heading: `Gana seguridad paso a paso`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Evitar una situación que temes trae alivio a corto plazo y hace el miedo más fuerte a largo plazo. Afrontarla con pasos pequeños y planificados produce el efecto contrario. Cada paso te enseña que puedes con ello, y la ansiedad va disminuyendo poco a poco. Es el principio en el que se basan algunos de los tratamientos para la ansiedad social con más respaldo, y funciona también para los nervios del día a día.`,
        },
        {
          kind: 'exercise',
          title: `La escalera de la seguridad`,
          steps: [
            `Escribe en la parte de arriba de una hoja la situación que quieres dominar, como «presentar mi proyecto a la dirección».`,
            `Escribe debajo de ocho a diez pasos más pequeños, del más fácil al más difícil, por ejemplo: hacer una pregunta en una reunión de equipo, compartir un avance en una reunión pequeña, presentar ante un colega amable, presentar ante el equipo.`,
            `Puntúa cada paso del 0 al 10 según la ansiedad que te produce. Empieza con un paso que esté en torno a 3 o 4.`,
            `Repite cada paso hasta que tu puntuación baje más o menos a la mitad, y luego pasa al siguiente.`,
            `Registra cada paso en tu archivo de pruebas.`,
          ],
          reflection: `¿Qué esperabas que pasara antes de un paso y qué pasó en realidad?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Fíjate en tus conductas de seguridad, esas pequeñas cosas que haces para sentirte protegido, como leer tus notas palabra por palabra, evitar el contacto visual o hablar muy rápido para terminar antes. Déjalas de una en una. Te impiden aprender que puedes arreglártelas sin ellas.`,
        },
      ],
    },
    {
      id: 'handle-nerves',
      role: 'core',
      heading: `Maneja los nervios en el momento`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los nervios antes de los momentos importantes son normales y no desaparecen del todo, ni siquiera en oradores con experiencia. El objetivo no es eliminarlos, sino mantenerlos en un nivel en el que ayuden. Varios hallazgos son útiles aquí.`,
        },
        {
          kind: 'bullets',
          items: [
            `Llámalo entusiasmo. Intentar calmarse cuando la activación es alta es difícil; rebautizar la sensación como entusiasmo es más fácil. En una serie de estudios, las personas que decían «Estoy entusiasmado» antes de cantar, hablar en público o resolver problemas rindieron mejor que las que intentaban calmarse.`,
            `Recuerda que la gente nota menos de lo que crees. Los estudios muestran que sobrestimamos cuánto se fijan los demás en nuestro aspecto, nuestros errores y nuestros nervios. Los oradores que aprendieron esto dieron mejores charlas.`,
            `Suelta el aire despacio durante un minuto antes de empezar. Una espiración larga ayuda al cuerpo a asentarse.`,
            `Prepara palabra por palabra tus dos primeras frases. El comienzo es el momento de más nervios, y un comienzo preparado te lleva hasta el resto.`,
            `Céntrate en el público, no en ti: «¿Qué necesitan entender?» es una pregunta más tranquilizadora que «¿Cómo lo estoy haciendo?».`,
          ],
        },
      ],
    },
    {
      id: 'introduce-yourself',
      role: 'core',
      heading: `Preséntate a ti y tu trabajo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muchas personas capaces tienen dificultades para describir lo que hacen, sobre todo ante alguien nuevo. O dicen demasiado poco («Trabajo en finanzas») o demasiado. Una presentación breve y preparada facilita mucho el networking, las entrevistas y la llegada a un equipo nuevo, y hablar de tus logros resulta menos incómodo cuando los describes como hechos.`,
        },
        {
          kind: 'exercise',
          title: `Presentación de treinta segundos`,
          steps: [
            `Escribe una frase sobre lo que haces, con palabras que entienda alguien de fuera de tu campo.`,
            `Añade una frase sobre a quién ayudas o qué problema resuelves.`,
            `Añade un ejemplo o un resultado breve y concreto: «El año pasado ayudé a nuestro equipo a reducir en un tercio los plazos de entrega».`,
            `Termina con una pregunta o una invitación que lo convierta en una conversación: «¿Y tú?» o «Me gustaría saber cómo lo maneja tu equipo».`,
            `Dila en voz alta cinco veces, luego pruébala con un amigo y pregúntale qué recuerda.`,
          ],
          reflection: `¿Qué parte te resultó más incómoda de decir, y es porque no es verdad o solo porque no estás acostumbrado a decirla?`,
        },
      ],
    },
    {
      id: 'present-to-be-remembered',
      role: 'core',
      heading: `Presenta para que te recuerden`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El público recuerda mucho menos de lo que esperan los oradores. Una presentación funciona cuando el público se va con un mensaje claro y dos o tres puntos que lo respaldan. La estructura y la práctica importan más que las diapositivas o el talento natural.`,
        },
        {
          kind: 'steps',
          items: [
            `Escribe tu mensaje principal en una frase. Todo en la presentación debe respaldarlo.`,
            `Elige como máximo tres puntos de apoyo, cada uno con un ejemplo, una historia o una cifra.`,
            `Empieza explicando por qué el tema le importa a este público, y cierra repitiendo el mensaje principal y lo que quieres que haga.`,
            `Usa las diapositivas para imágenes, gráficos y pocas palabras. Si la gente lee tus diapositivas, no te está escuchando.`,
            `Ensaya en voz alta al menos tres veces, una de ellas delante de alguien. Practicar mentalmente no prepara la voz.`,
            `Prepárate para las tres preguntas más probables. Si no sabes una respuesta, dilo y promete responder más tarde.`,
          ],
        },
      ],
    },
    {
      id: 'ask-for-what-you-want',
      role: 'core',
      heading: `Pide lo que quieres`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La seguridad se nota sobre todo en las peticiones pequeñas: pedir un aumento, un día libre, ayuda, un lugar mejor en la mesa, una segunda oportunidad para explicarte. Mucha gente no pide porque espera un no o teme parecer exigente. Sin embargo, una petición clara y educada suele recibirse mejor de lo que la gente espera, y un no rara vez cuesta tanto como no pedir nunca.`,
        },
        {
          kind: 'steps',
          items: [
            `Decide exactamente qué quieres y qué aceptarías como una buena alternativa.`,
            `Prepara tus razones desde el punto de vista de la otra persona: ¿en qué le ayuda tu petición a ella, al equipo o al trabajo?`,
            `Pide en una frase clara, luego deja de hablar y espera la respuesta.`,
            `Si la respuesta es no, pregunta qué tendría que cambiar para que fuera un sí y cuándo podrían volver a hablarlo.`,
            `Registra la petición en tu archivo de pruebas, sea cual sea la respuesta. Pedir es la habilidad que estás construyendo.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-confidence',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Convertir la soltura con la gente en presencia real`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, hablar con la gente probablemente te resulta natural, y quizá un público te dé energía. Es un gran punto de partida. Los riesgos son confiar en la improvisación en lugar de en la preparación, y hablar más tiempo del que necesita tu mensaje.`,
        },
        {
          kind: 'bullets',
          items: [
            `Prepara tu mensaje principal y tu estructura incluso cuando te sientas listo para hablar sin notas.`,
            `Cronometra tus ensayos y recorta hasta quedar dentro del tiempo, con un pequeño margen.`,
            `Usa las pausas. Un breve silencio después de un punto importante le da al público tiempo para asimilarlo.`,
            `En las conversaciones, haz una pregunta más de lo que harías normalmente. La presencia también incluye lo bien que escuchas.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-confidence',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Una presencia tranquila que se nota`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, probablemente te preparas a fondo, piensas antes de hablar y transmites calma y reflexión. Son grandes cualidades en un orador. Los riesgos son evitar los momentos visibles, dejar que otros hablen de tu trabajo por ti e irte de los encuentros sociales antes de haber creado una conexión.`,
        },
        {
          kind: 'bullets',
          items: [
            `Usa tu preparación como una fortaleza: una charla bien ensayada suele recibirse mejor que una espontánea.`,
            `Ofrécete para un momento visible cada mes, como una breve actualización o una pregunta en una reunión grande.`,
            `En los eventos, busca tener dos conversaciones de verdad en lugar de muchas breves, y permítete irte después.`,
            `Planifica un rato tranquilo después de las grandes presentaciones o eventos para recuperarte antes de la siguiente exigencia.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-confidence',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Una seguridad que sigue abierta a la retroalimentación`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es asertiva, probablemente te sientes estable delante de los demás y te recuperas rápido de los errores. Esa calma tranquiliza a quienes te rodean. El riesgo es el exceso de confianza: prepararte menos de lo que la situación requiere, o no darte cuenta de que algo no salió tan bien como creías.`,
        },
        {
          kind: 'bullets',
          items: [
            `Después de una presentación importante, pide a una persona de confianza una opinión concreta: «¿Qué fue lo menos claro?».`,
            `Ensaya las charlas importantes aunque te sientas preparado. Sentirse seguro no es lo mismo que estar preparado.`,
            `Muestra algo de incertidumbre cuando sea sincera. «Todavía no lo tengo claro» genera confianza cuando es verdad.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-confidence',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Acallar al crítico interior`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es turbulenta, probablemente te importa mucho hacerlo bien y te preparas con cuidado, lo que a menudo te hace mejor de lo que crees. El riesgo es que las dudas te impidan dar un paso al frente, o que atribuyas tus éxitos a la suerte. Muchas personas muy capaces se sienten a veces como impostoras; es una sensación común y no prueba que te falte capacidad.`,
        },
        {
          kind: 'bullets',
          items: [
            `Después de cada momento importante, escribe tres cosas que salieron bien antes de permitirte enumerar lo que salió mal.`,
            `Cuando recibas un cumplido, di «gracias» y no añadas nada. No expliques por qué en realidad no lo merecías.`,
            `Usa el archivo de pruebas cada vez que aumenten las dudas. Los sentimientos no son hechos; tu registro se acerca más a los hechos.`,
            `Pon un límite a la preparación. A partir de cierto punto, prepararte más solo alimenta la ansiedad.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Esperar a sentirte seguro antes de actuar.`,
            `Saltar directamente al paso que más miedo da en lugar de construir una escalera.`,
            `Leer tu presentación palabra por palabra de las diapositivas o de las notas.`,
            `Comparar lo que sientes por dentro con la apariencia externa de los demás.`,
            `Confiar en posturas o trucos en lugar de en la preparación y la práctica.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `La seguridad es específica y viene después de la acción.`,
            `Archivo de pruebas: éxitos pasados, modelos a seguir, ánimos recibidos.`,
            `Escalera: pasos pequeños de fácil a difícil; repite hasta que la ansiedad baje a la mitad.`,
            `Deja las conductas de seguridad de una en una.`,
            `Antes del momento: «Estoy entusiasmado», una espiración lenta, tus dos primeras frases listas.`,
            `Presentación personal: qué haces, a quién ayudas, un ejemplo, una pregunta de vuelta.`,
            `Exposición: un mensaje, tres puntos con ejemplos, ensayar en voz alta tres veces.`,
            `Peticiones: una frase clara y luego esperar; si es un no, pregunta qué haría falta para un sí.`,
            `La gente nota tus nervios mucho menos de lo que crees.`,
          ],
        },
      ],
    },
  ],
};
