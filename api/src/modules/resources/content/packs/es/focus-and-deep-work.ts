// Skill pack: focus and deep work (ES). Translated from ../en/focus-and-deep-work.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'focus-and-deep-work',
  title: `Concentración y trabajo profundo`,
  subtitle: `Protege tu atención y haz tu trabajo más importante en menos horas, pero mejores`,
  summary: `Una guía práctica para planificar sesiones de trabajo concentrado, eliminar las distracciones fáciles y recuperarte de las interrupciones. Te muestra cómo encontrar tus mejores horas y cómo aprovechar tus preferencias sobre la compañía, la tranquilidad y la estructura para mantenerte más tiempo en una sola tarea.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-focus-matters',
      role: 'intro',
      heading: `Por qué la concentración es una habilidad que se puede entrenar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La mayor parte del trabajo valioso exige largos periodos de atención: redactar una propuesta, resolver un problema difícil, aprender algo nuevo, planificar un proyecto complejo. Sin embargo, muchas personas rara vez trabajan más de diez minutos en una sola cosa antes de que un mensaje, un pensamiento o un hábito las aparte de ella. Los estudios sobre el trabajo de oficina muestran que, después de una interrupción, a menudo se tarda mucho en volver a la tarea original, y que una parte de la mente se queda en la tarea anterior incluso después de cambiar. Los investigadores lo llaman «residuo atencional».`,
        },
        {
          kind: 'paragraph',
          text: `La buena noticia es que la concentración depende menos de la fuerza de voluntad que del diseño. Cuando decides de antemano en qué vas a trabajar, durante cuánto tiempo y en qué condiciones, necesitas mucho menos esfuerzo para no desviarte. Esta guía te da ese diseño: una forma de ver adónde se va tu atención, un formato sencillo para las sesiones de concentración, maneras de eliminar distracciones y un método para manejar las interrupciones y volver pronto a tu trabajo.`,
        },
        {
          kind: 'paragraph',
          text: `Tu tipo de personalidad no determina lo bien que puedes concentrarte. Describe preferencias, no capacidades. Pero las preferencias cambian qué métodos te resultan naturales. Las personas que se inclinan hacia la Extraversión y las que se inclinan hacia la Introversión suelen sacar la energía para concentrarse de lugares distintos, y quienes prefieren el Juicio o la Percepción se relacionan con los planes de maneras diferentes. Las secciones adaptadas a ti explican cómo aprovechar tus preferencias en lugar de luchar contra ellas.`,
        },
      ],
    },
    {
      id: 'see-where-attention-goes',
      role: 'core',
      heading: `Observa adónde se va tu atención`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Antes de cambiar nada, observa. La mayoría de las personas sobrestima cuánto tiempo trabaja sin pausa y subestima cuántas veces mira el teléfono o el correo. Un solo día de notas honestas es más útil que cualquier consejo general, porque muestra tus propios patrones: cuándo te concentras con facilidad, qué te interrumpe y qué interrupciones provocas tú.`,
        },
        {
          kind: 'exercise',
          title: `Registro de atención de un día`,
          steps: [
            `Elige un día normal de trabajo o de estudio y ten una hoja de papel a tu lado.`,
            `Cada vez que cambies de actividad, anota la hora, a qué cambiaste y por qué (llegó un mensaje, te atascaste, te aburriste, alguien te habló).`,
            `Marca cada cambio como «externo» (alguien o algo te interrumpió) o «interno» (decidiste cambiar tú).`,
            `Al final del día, cuenta los cambios de cada tipo y rodea con un círculo los dos periodos más largos de trabajo sin interrupciones.`,
            `Anota a qué hora del día y en qué lugar ocurrieron esos dos periodos.`,
          ],
          reflection: `¿Cuáles de tus cambios fueron internos y qué sentías justo antes de hacerlos?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Si los cambios internos superan a los externos, como les ocurre a muchas personas, empieza por las secciones sobre cómo diseñar la sesión y eliminar las salidas fáciles. Si predominan los externos, empieza por la sección sobre las interrupciones.`,
        },
      ],
    },
    {
      id: 'design-the-session',
      role: 'core',
      heading: `Diseña una sesión de concentración`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Una sesión de concentración es un bloque fijo de tiempo dedicado a una sola tarea bien definida. Tres detalles marcan la diferencia entre una sesión que funciona y una que se dispersa: una tarea concreta, un final visible y una decisión tomada de antemano sobre cuándo y dónde ocurre.`,
        },
        {
          kind: 'steps',
          items: [
            `Elige una tarea y escríbela como una acción con un resultado visible: no «trabajar en el informe», sino «redactar las tres conclusiones del apartado 2».`,
            `Fija una duración que puedas mantener. Para la mayoría, entre 45 y 90 minutos es realista; si rara vez te concentras mucho tiempo, empieza con 25 minutos y ve aumentando.`,
            `Fija el momento y el lugar con un plan «si..., entonces...»: «Cuando me siente en mi escritorio después de comer, abriré solo el archivo del informe». Las investigaciones sobre este tipo de planes muestran que aumentan mucho la probabilidad de cumplirlos.`,
            `Prepara todo lo que necesitas antes de empezar: archivos abiertos, notas a mano, agua servida. Cada búsqueda durante la sesión es una ocasión para desviarte.`,
            `Termina con dos minutos de notas: dónde te quedaste y cuál es el siguiente paso.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Al principio, protege dos o tres sesiones por semana, no una cada día. Unas pocas sesiones que de verdad se cumplen dan más confianza que un horario ambicioso que abandonas. Ponlas en tu calendario como citas y trata moverlas como una decisión, no como un accidente.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Si te falta práctica, no elijas tu tarea más difícil para la primera sesión. Elige una tarea importante que ya sepas cómo empezar.`,
        },
      ],
    },
    {
      id: 'remove-easy-exits',
      role: 'core',
      heading: `Elimina las salidas fáciles`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La distracción depende sobre todo de lo fácil que sea abandonar la tarea. Si mirar los mensajes requiere un solo toque, los mirarás a menudo; si requiere ir a otra habitación, los mirarás poco. Cambia el entorno para que quedarte sea la opción fácil.`,
        },
        {
          kind: 'bullets',
          items: [
            `Deja el teléfono en otra habitación o en un cajón, en silencio. Tenerlo sobre la mesa, aunque esté boca abajo, invita a mirarlo.`,
            `Cierra por completo el correo y las aplicaciones de chat, no solo sus ventanas. Di a tus colegas cuándo vas a responder.`,
            `Mantén abiertas solo las pestañas y los archivos que la tarea necesita. Guarda el resto en una lista para después.`,
            `Ten a tu lado una lista en papel de «para después». Cuando te venga un pensamiento («tengo que pedir cita con el dentista»), anótalo y vuelve a la tarea. El pensamiento deja de repetirse una vez que está anotado.`,
            `Usa un bloqueador de sitios web o un modo de concentración si sabes que vas a abrir ciertos sitios sin pensar.`,
            `Si puedes, elige un lugar que uses solo para el trabajo concentrado. Incluso una silla o una mesa concreta puede convertirse en una señal para concentrarte.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Haz más difícil escaparte`,
          steps: [
            `Revisa tu registro de atención y anota tus tres salidas más frecuentes (por ejemplo: el teléfono, un sitio de noticias, picar algo).`,
            `Para cada salida, escribe un cambio que añada al menos veinte segundos de esfuerzo (el teléfono en el pasillo, el sitio bloqueado hasta las 17:00, la comida en la cocina y no en la mesa).`,
            `Aplica los tres cambios antes de tu próxima sesión de concentración.`,
            `Después de la sesión, anota cuántas veces buscaste una salida y la encontraste cerrada.`,
          ],
          reflection: `¿Qué cambio marcó la mayor diferencia y cómo puedes hacerlo permanente sin tener que pensar en él cada día?`,
        },
      ],
    },
    {
      id: 'handle-interruptions',
      role: 'core',
      heading: `Maneja las interrupciones y vuelve pronto al trabajo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `No puedes eliminar todas las interrupciones, y algunas forman parte de tu trabajo. El objetivo es reducir su costo. Gran parte de ese costo viene de cambiar de tarea sin un plan, de modo que la tarea sin terminar sigue tirando de tu atención. Los investigadores han comprobado que escribir un breve plan para una tarea inacabada reduce esos pensamientos intrusivos.`,
        },
        {
          kind: 'steps',
          items: [
            `Cuando alguien te interrumpa, pregunta si puede esperar al final de tu sesión. A menudo puede, y una hora concreta («puedo verlo a las 11:30») es fácil de aceptar.`,
            `Si no puede esperar, tómate treinta segundos antes de cambiar para escribir una nota de retorno: qué estabas haciendo, qué ibas a hacer a continuación y cualquier idea que no quieras perder.`,
            `Atiende la interrupción por completo, luego vuelve y lee tu nota antes de hacer cualquier otra cosa.`,
            `Agrupa las solicitudes pequeñas: responde los mensajes en dos o tres momentos fijos del día en lugar de hacerlo a medida que llegan.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Si trabajas en equipo, acuerden una señal común para el tiempo de concentración (un estado en la herramienta de chat, unos auriculares, un bloque en el calendario) y qué se considera lo bastante urgente para interrumpirlo.`,
        },
      ],
    },
    {
      id: 'rest-and-energy',
      role: 'core',
      heading: `Descanso, energía y tus mejores horas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La atención es limitada. Las sesiones largas sin descanso hacen que se piense más despacio y se cometan más errores, y las pausas breves ayudan a sentirse menos cansado y más alerta. Las buenas pausas mueven el cuerpo y descansan la vista: caminar, estirarse, mirar por la ventana, beber agua. Deslizar el dedo por el teléfono no es una gran pausa, porque mantiene la mente ocupada con información nueva.`,
        },
        {
          kind: 'bullets',
          items: [
            `Usa tu registro de atención para encontrar las horas en que te concentras con más facilidad, y resérvalas para tu trabajo más exigente.`,
            `Deja las tareas rutinarias (correo, formularios, pequeños trámites) para tus horas de menos energía.`,
            `Haz una pausa de verdad de cinco a diez minutos entre sesiones, y otra más larga después de dos o tres sesiones.`,
            `El sueño, el movimiento regular y las comidas influyen en la concentración más que cualquier técnica de esta guía. Si llevas semanas durmiendo poco, empieza por ahí.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-focus',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Usar a las personas y la energía para concentrarte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, las horas largas y silenciosas a solas pueden agotarte en lugar de calmarte, y quizá busques una conversación o los mensajes cuando una tarea se vuelve aburrida. Eso no significa que no puedas concentrarte; significa que quizá te concentres mejor si incorporas a la sesión algo de energía exterior.`,
        },
        {
          kind: 'bullets',
          items: [
            `Trabaja junto a otras personas que también se estén concentrando: una oficina compartida, una biblioteca, una cafetería o una sesión de coworking en línea en la que todos trabajan en silencio con la cámara encendida.`,
            `Di tu plan en voz alta antes de empezar, a un colega o a un amigo: «Durante la próxima hora voy a redactar el apartado 2». Un pequeño compromiso público te ayuda a cumplirlo.`,
            `Usa las conversaciones breves como recompensa entre sesiones, no durante ellas. Diez minutos de charla después de una sesión pueden devolverte la energía.`,
            `Habla de un problema antes de escribir sobre él. Explicarle tu razonamiento a alguien a menudo te da la estructura que luego escribirás a solas.`,
            `Prueba con un sonido de fondo suave si el silencio te inquieta, y observa si te ayuda o te distrae.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-focus',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Protege tus horas de tranquilidad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, es posible que la concentración profunda te salga de forma natural cuando estás a solas, pero los entornos concurridos y un día lleno de reuniones pueden gastar la energía que necesitas para ella. Algunos estudios sugieren que el ruido de fondo y la música perturban más las tareas complejas en las personas introvertidas que en las extravertidas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Coloca tus sesiones de concentración antes de las reuniones y las tareas sociales, no después, cuando todavía tienes más energía.`,
            `Pide que las reuniones se agrupen en ciertos días o medias jornadas, para que tus otros días tengan bloques libres largos.`,
            `Haz visible y normal tu necesidad de tranquilidad: un bloque en el calendario llamado «tiempo de concentración», unos auriculares, una breve nota al equipo. La gente respeta más un límite claro que uno silencioso.`,
            `Reserva unos minutos para recuperarte después de un trabajo social intenso antes de intentar concentrarte.`,
            `Vigila el riesgo contrario: refugiarte en el trabajo en solitario cuando una conversación de cinco minutos resolvería la duda que te bloquea.`,
          ],
        },
      ],
    },
    {
      id: 'judging-focus',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Cuando el plan se interpone`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Juicio, probablemente te gusta planificar tu día y te sientes satisfecho cuando sigues el plan. Es una base sólida para el trabajo concentrado. El riesgo es que el propio plan se convierta en la tarea: pasas mucho tiempo organizándote, o sientes que has perdido el día entero cuando una interrupción rompe tu horario.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limita la planificación a diez minutos al día. Si un plan necesita más, es una tarea del proyecto en sí misma y merece su propia sesión.`,
            `Deja sin planificar más o menos una cuarta parte del día, como margen para las interrupciones que sabes que llegarán.`,
            `Cuando se rompa una sesión, no canceles el resto del plan. Escribe tu nota de retorno y pasa la sesión al siguiente hueco libre.`,
            `Comprueba que tus sesiones se dedican al trabajo importante, y no solo al que es fácil de planificar. Tachar muchas tareas pequeñas puede parecer productivo mientras la difícil espera.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-focus',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Una estructura que se sienta ligera`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Percepción, quizá rindes mejor cuando el interés es alto o la fecha límite está cerca, y un horario diario rígido puede parecerte una jaula de la que quieres escapar. No necesitas un horario rígido. Necesitas solo la estructura justa para empezar y la libertad suficiente para mantener el interés.`,
        },
        {
          kind: 'bullets',
          items: [
            `Al principio, haz sesiones cortas (de 25 a 45 minutos) y decide solo la siguiente sesión, no el día entero.`,
            `Crea plazos reales y cercanos: promete un borrador a un colega para el jueves en lugar de confiar en una fecha límite dentro de tres semanas.`,
            `Date opciones dentro de un marco: «esta mañana es para el proyecto; puedo elegir en qué parte».`,
            `Cuando te llegue una idea nueva durante una sesión, apúntala en tu lista de «para después». Conservas la idea sin seguirla.`,
            `Termina las sesiones en un punto en el que sepas cuál es el siguiente paso. Retomar es más fácil cuando el primer movimiento está claro.`,
          ],
        },
      ],
    },
    {
      id: 'focus-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Planificar días perfectos que no puedes cumplir. Empieza con dos o tres sesiones por semana y añade más cuando sean fiables.`,
            `Tomar una sesión perdida como prueba de fracaso. La atención varía; anota qué rompió la sesión y ajusta una sola cosa.`,
            `Confundir estar ocupado con estar concentrado. Muchas tareas pequeñas hechas deprisa pueden ocultar que la importante no avanzó.`,
            `Dormir menos para ganar horas de trabajo. Las horas cansadas son horas lentas.`,
            `Anunciar tiempo de concentración y aun así responder a todos los mensajes. La gente aprende de lo que haces, no de lo que dices.`,
          ],
        },
      ],
    },
    {
      id: 'focus-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Observa: lleva un registro de atención de un día; cuenta los cambios internos y externos.`,
            `Define: una sola tarea, escrita como una acción con un resultado visible.`,
            `Decide: duración, momento y lugar, escritos como un plan «si..., entonces...».`,
            `Prepara: todo lo que necesitas está listo antes de empezar.`,
            `Protege: el teléfono lejos, los mensajes cerrados, la lista de «para después» a tu lado.`,
            `¿Te interrumpen? Escribe una nota de retorno antes de cambiar de tarea.`,
            `Cierra: dos minutos de notas sobre dónde te quedaste y qué viene después.`,
            `Descansa: una pausa de verdad entre sesiones; el trabajo exigente, en tus mejores horas.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Una pregunta para cada mañana: «¿Cuál es la única tarea que haría que hoy valiera la pena, y cuándo exactamente la voy a hacer?».`,
        },
      ],
    },
  ],
};
