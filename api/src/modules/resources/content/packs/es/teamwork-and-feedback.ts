// Skill pack: teamwork and giving and receiving feedback (ES). Translated from ../en/teamwork-and-feedback.ts, which names
// the sources drawn on. "Feedback" is rendered as "retroalimentación", the form understood across Spanish-speaking regions.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'teamwork-and-feedback',
  title: `Trabajo en equipo y retroalimentación`,
  subtitle: `Trabaja bien con los demás, da una retroalimentación que ayude y escúchala sin ponerte a la defensiva`,
  summary: `Una guía práctica de los hábitos que hacen funcionar a un equipo: acuerdos claros, retroalimentación útil en ambas direcciones, reconocimiento y revisiones breves que ayudan al equipo a aprender. Incluye una estructura sencilla para dar retroalimentación y un método para recibir las críticas con calma.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-teamwork-matters',
      role: 'intro',
      heading: `Qué hace que un equipo funcione`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Hoy en día la mayor parte del trabajo se hace en equipo, y casi todo el mundo recuerda un equipo que sacó lo mejor de sí y otro que lo hacía todo más difícil. La diferencia rara vez está en el talento de cada persona. Las investigaciones sobre equipos señalan condiciones como un objetivo común claro, roles y acuerdos claros, y un clima en el que se puede hablar con franqueza sin miedo a quedar en evidencia. Grandes estudios de equipos dentro de empresas llegaron a conclusiones parecidas: la forma en que el equipo trabajaba en conjunto importaba más que quiénes lo formaban.`,
        },
        {
          kind: 'paragraph',
          text: `La retroalimentación es donde el trabajo en equipo se vuelve concreto. Los equipos mejoran cuando sus miembros se dicen unos a otros qué funciona y qué no, y cuando pueden escucharlo sin ponerse a la defensiva. Ambas cosas son habilidades. La retroalimentación también es menos sencilla de lo que parece: una amplia revisión de estudios encontró que en más de un tercio de los casos empeoraba el desempeño, sobre todo cuando se centraba en la persona y no en la tarea. Esta guía muestra cómo evitarlo.`,
        },
        {
          kind: 'paragraph',
          text: `Tu tipo influye en tu estilo dentro del equipo. Las personas que prefieren el Pensamiento tienden a dar una retroalimentación directa y centrada en la tarea; las que prefieren el Sentimiento tienden a dar una retroalimentación de apoyo y pueden guardarse las críticas. Las personas que prefieren el Juicio quieren planes claros y decisiones tempranas; las que prefieren la Percepción quieren mantenerse flexibles y adaptarse. Los equipos necesitan todas estas cualidades, y la mayor parte de los roces surge de malinterpretar estas diferencias. Las secciones adaptadas a ti te ayudan a trabajar con las tuyas.`,
        },
      ],
    },
    {
      id: 'agree-how-you-work',
      role: 'core',
      heading: `Acuerden cómo van a trabajar juntos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muchos conflictos de equipo nacen de expectativas que nadie dijo en voz alta: con qué rapidez responder a los mensajes, quién decide qué, qué significa «terminado», si está bien discrepar en las reuniones. Una conversación breve para acordar estos puntos al principio evita muchos problemas y le da al equipo algo a lo que recurrir cuando aparece la tensión.`,
        },
        {
          kind: 'exercise',
          title: `Acuerdo de funcionamiento del equipo`,
          steps: [
            `Reserva cuarenta y cinco minutos con el equipo. Pide a todos que piensen de antemano en lo que les ayuda a trabajar bien con los demás.`,
            `Acuerden el objetivo del equipo en una o dos frases y comprueben que todos lo describen de la misma manera.`,
            `Acuerden los roles: quién es responsable de qué y quién decide qué tipo de cuestiones.`,
            `Acuerden la comunicación: qué canales para qué, tiempos de respuesta esperados, tiempo de concentración que no se debe interrumpir.`,
            `Acuerden cómo van a manejar los desacuerdos y los errores, por ejemplo: «planteamos las dudas en la reunión, no después».`,
            `Escríbanlo en una página, compártanla y revísenla al cabo de un mes.`,
          ],
          reflection: `¿Qué acuerdo te sorprendió porque los demás lo veían de otra manera?`,
        },
      ],
    },
    {
      id: 'three-kinds-of-feedback',
      role: 'core',
      heading: `Tres tipos de retroalimentación, y cuál hace falta`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La retroalimentación puede significar tres cosas distintas. El reconocimiento dice: «Te veo, y lo que hiciste importa». El consejo dice: «Así podrías hacerlo mejor». La evaluación dice: «Aquí es donde estás». Muchas conversaciones de retroalimentación salen mal porque una persona da un tipo mientras la otra necesita otro: alguien que quiere reconocimiento recibe sugerencias, o alguien que quiere saber en qué punto está solo recibe elogios.`,
        },
        {
          kind: 'bullets',
          items: [
            `Antes de dar retroalimentación, decide de qué tipo es y dilo: «Quiero darte algunos consejos sobre el informe».`,
            `Antes de pedirla, di qué tipo necesitas: «No necesito una nota, quiero ideas para que la introducción sea más sólida».`,
            `No dejes que el reconocimiento desaparezca. En los equipos con mucho trabajo, los consejos y la evaluación lo desplazan, y la gente deja de saber qué hace bien.`,
            `Haz que el reconocimiento sea concreto: «Tu resumen ayudó al cliente a decidir en una sola reunión» vale más que «Buen trabajo».`,
          ],
        },
      ],
    },
    {
      id: 'give-feedback',
      role: 'core',
      heading: `Da una retroalimentación que ayude`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La retroalimentación útil es concreta, trata sobre el comportamiento y no sobre la personalidad, llega a tiempo y mira hacia el futuro. Una estructura sencilla ayuda: describe la situación, el comportamiento que observaste y su impacto, y luego invita a conversar sobre lo que se podría hacer a continuación.`,
        },
        {
          kind: 'steps',
          items: [
            `Situación: cuándo y dónde. «En la reunión de ayer con el cliente...»`,
            `Comportamiento: lo que hizo la persona, tal como lo grabaría una cámara. «... respondiste a las preguntas sobre precios antes de que el cliente terminara de hacerlas...»`,
            `Impacto: el efecto que observaste. «... y el cliente repitió la pregunta dos veces, lo que pareció frustrarlo».`,
            `Invitación: pregunta en lugar de prescribir. «¿Cómo lo viste desde tu lado?», y luego: «¿Qué podría ayudar la próxima vez?».`,
            `Da la retroalimentación crítica en privado y pronto, idealmente en uno o dos días. Da el reconocimiento en público si la persona se siente cómoda con ello.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Prepara una retroalimentación`,
          steps: [
            `Piensa en un colega sobre cuyo comportamiento hayas querido comentar algo, en positivo o de forma crítica.`,
            `Escribe la situación, el comportamiento y el impacto, cada uno en una frase. Quita cualquier palabra que describa el carácter de la persona, como «descuidado» o «maleducado».`,
            `Escribe tu pregunta de invitación.`,
            `Da esa retroalimentación esta semana y luego anota cómo fue la conversación.`,
          ],
          reflection: `¿Cómo cambió lo que sentías al dar la retroalimentación cuando quitaste las palabras sobre el carácter?`,
        },
      ],
    },
    {
      id: 'receive-feedback',
      role: 'core',
      heading: `Recibe la retroalimentación sin defenderte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Recibir retroalimentación suele ser más difícil que darla. Tres reacciones se interponen con frecuencia: pensamos que la retroalimentación es errónea, reaccionamos a quien la da, o amenaza la idea que tenemos de nosotros mismos. Cada reacción es comprensible. Ninguna significa que la retroalimentación no tenga valor.`,
        },
        {
          kind: 'steps',
          items: [
            `Escucha hasta el final sin interrumpir ni dar explicaciones.`,
            `Pide un ejemplo: «¿Me puedes contar alguna vez en que lo notaste?». La retroalimentación vaga se vuelve útil cuando es concreta.`,
            `Resume lo que has oído y comprueba que lo entendiste.`,
            `Da las gracias a la persona. Dar retroalimentación requiere valor, y tu reacción decide si lo volverá a hacer.`,
            `Decide más tarde, con calma, qué vas a tomar de ella. No tienes que aceptar toda la retroalimentación, pero antes considérala en serio.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Pide una sola cosa`,
          steps: [
            `Elige a tres personas que vean tu trabajo desde posiciones distintas.`,
            `Hazles a todas la misma pregunta: «¿Qué es una cosa que podría hacer de otra manera para que trabajar conmigo fuera mejor?».`,
            `Escucha, pide un ejemplo, da las gracias y anota la respuesta. No te defiendas ni te justifiques.`,
            `Busca patrones en las tres respuestas y elige un cambio para probar durante un mes.`,
          ],
          reflection: `¿Con qué respuesta tenías más ganas de discutir, y qué parte de ella podría ser cierta?`,
        },
      ],
    },
    {
      id: 'team-reviews',
      role: 'core',
      heading: `Aprendan juntos con revisiones breves`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los equipos que se detienen con regularidad a revisar cómo trabajan mejoran más deprisa. Basta con una revisión breve después de un proyecto o cada pocas semanas. La revisión debe hacerse sin buscar culpables: la pregunta es qué hay en la forma de trabajar del equipo que permitió que ocurriera un problema, no quién tiene la culpa. De lo contrario, la gente dejará de hablar con sinceridad.`,
        },
        {
          kind: 'bullets',
          items: [
            `¿Qué salió bien y por qué? Sigan haciéndolo.`,
            `¿Qué fue difícil o frustrante? Describan hechos, no personas.`,
            `¿Qué vamos a probar de otra manera la próxima vez? Elijan uno o dos cambios, no diez.`,
            `¿Quién se asegurará de que cada cambio ocurra? Compruébenlo en la siguiente revisión.`,
          ],
        },
      ],
    },
    {
      id: 'different-styles',
      role: 'core',
      heading: `Trabajar bien con estilos distintos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muchos roces en los equipos no tienen que ver con los objetivos, sino con el estilo. Una persona piensa en voz alta y otra necesita tiempo tranquilo; una quiere una decisión hoy y otra quiere explorar; una valora la franqueza y otra el tacto. Todos los estilos son útiles, y cada uno puede parecer un problema desde el otro lado: quien decide rápido parece insistente y quien explora con cuidado parece lento.`,
        },
        {
          kind: 'bullets',
          items: [
            `Hablen abiertamente de los estilos, por ejemplo compartiendo cómo prefiere cada persona recibir información, tomar decisiones y recibir retroalimentación.`,
            `Cuando un colega te irrite, pregúntate qué propósito útil cumple su estilo. Casi siempre hay uno.`,
            `Da a la gente distintas formas de contribuir: tiempo para prepararse, aportaciones por escrito, debate en la reunión.`,
            `Mezcla estilos a propósito en el trabajo importante. Un equipo de personas que piensan igual se siente cómodo y se le escapan más cosas.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-teamwork',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Una retroalimentación que se reciba como ayuda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Pensamiento, probablemente das una retroalimentación clara y sincera, y puedes escuchar críticas sobre tu trabajo sin tomártelas como algo personal. Los equipos se benefician de esa franqueza. El riesgo es que tu retroalimentación se perciba como dura, sobre todo por colegas que se la toman de forma más personal, y que te centres en lo que hay que corregir y olvides decir lo que funciona.`,
        },
        {
          kind: 'bullets',
          items: [
            `Da reconocimiento de forma deliberada y concreta. Quizá notes el buen trabajo sin decirlo.`,
            `Pregunta antes de aconsejar: «¿Te serviría ahora que te comentara algunas ideas sobre el borrador?».`,
            `Cuando recibas retroalimentación, fíjate en si discutes sobre si es correcta. Pregunta primero qué vivió la persona, que es real aunque su explicación no lo sea.`,
            `Piensa en cómo podría sentirse la persona y elige el momento en consecuencia. Elegir bien el momento es parte de una buena retroalimentación.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-teamwork',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `La retroalimentación sincera como forma de cuidado`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Sentimiento, probablemente notas cómo están tus compañeros, das un reconocimiento cálido y ayudas a que el grupo se sienta un equipo. El riesgo es guardarte la retroalimentación crítica para proteger los sentimientos de los demás, de modo que los problemas crecen, y tomar la retroalimentación crítica sobre tu trabajo como un juicio sobre ti.`,
        },
        {
          kind: 'bullets',
          items: [
            `Recuerda que callarte una retroalimentación útil le quita a la persona la oportunidad de mejorar. Una retroalimentación clara, dada con amabilidad, es una forma de respeto.`,
            `Usa la estructura de situación, comportamiento e impacto. Mantiene la crítica en los hechos y te la hace más fácil de decir.`,
            `Evita esconder una crítica entre dos cumplidos. La gente aprende a esperar la crítica y deja de creerse los cumplidos.`,
            `Cuando recibas una crítica, separa el trabajo de ti: «Este informe necesita cambios» no es «No soy lo bastante bueno».`,
          ],
        },
      ],
    },
    {
      id: 'judging-teamwork',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Una estructura que el equipo pueda compartir`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Juicio, probablemente aportas estructura al equipo: planes, plazos y decisiones claras. Los equipos suelen contar contigo para que el trabajo avance. El riesgo es presionar para decidir antes de que los demás hayan terminado de pensar, o frustrarte con colegas que trabajan de una forma menos planificada.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pregunta cuánta exploración necesita una cuestión antes de proponer una decisión.`,
            `Acuerden puntos de control en lugar de revisar el avance constantemente. Otras personas quizá trabajen bien a ráfagas.`,
            `Juzga a tus colegas por sus resultados y su fiabilidad, no por si trabajan como tú.`,
            `Ofrece tu capacidad de planificación al equipo como un servicio, por ejemplo encargándote del calendario compartido.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-teamwork',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Una flexibilidad con la que el equipo pueda contar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Percepción, probablemente aportas flexibilidad e ideas nuevas al equipo, y te adaptas bien cuando cambian los planes. El riesgo es que los colegas que dependen de tu trabajo no vean cómo avanzas y se estresen a medida que se acercan los plazos, aunque tú tengas claro que vas a cumplir.`,
        },
        {
          kind: 'bullets',
          items: [
            `Haz visible tu avance: comparte actualizaciones breves o borradores tempranos, aunque estén incompletos.`,
            `Cuando cambies un plan, avisa de inmediato a las personas afectadas.`,
            `Acuerda plazos internos con los colegas que dependen de ti, y cúmplelos.`,
            `Aprovecha tu capacidad de adaptación en las revisiones: a menudo eres quien ve qué podría probar el equipo de otra manera.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Dejar las expectativas sin decir y luego decepcionarte cuando los demás no las cumplen.`,
            `Retroalimentación sobre el carácter («Eres descuidado») en lugar de sobre el comportamiento.`,
            `Guardar la retroalimentación para la evaluación anual en lugar de darla cuando es útil.`,
            `Pedir retroalimentación y luego explicar por qué es errónea.`,
            `Revisiones que buscan a quién echarle la culpa.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Acuerdo de funcionamiento: objetivo, roles, decisiones, comunicación, manejo de los desacuerdos; revisión al cabo de un mes.`,
            `Nombra el tipo de retroalimentación: reconocimiento, consejo o evaluación.`,
            `Dar: situación, comportamiento, impacto y luego una pregunta de invitación.`,
            `La crítica, en privado y pronto; el reconocimiento, concreto y frecuente.`,
            `Recibir: escucha, pide un ejemplo, resume, da las gracias, decide más tarde.`,
            `Pregunta con regularidad: «¿Qué es una cosa que podría hacer de otra manera?».`,
            `Revisiones sin culpables: qué salió bien, qué fue difícil, uno o dos cambios, un responsable para cada uno.`,
            `Estilos distintos: pregúntate qué propósito cumple un estilo; ofrece varias formas de contribuir.`,
          ],
        },
      ],
    },
  ],
};
