// Skill pack: leading and influencing (ES). Translated from ../en/leading-and-influencing.ts, which names the sources
// drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'leading-and-influencing',
  title: `Liderar e influir`,
  subtitle: `Marca el rumbo, genera confianza y moviliza a las personas, con o sin un cargo formal`,
  summary: `Una guía práctica de los comportamientos cotidianos del buen liderazgo: explicar el porqué, crear un equipo en el que la gente se atreva a hablar, delegar una responsabilidad real e influir en personas a las que no diriges. Sirve por igual a responsables de equipo, a líderes de proyecto y a cualquiera que necesite el apoyo de otros.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-leading-matters',
      role: 'intro',
      heading: `El liderazgo es un conjunto de comportamientos, no una personalidad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Mucha gente cree que los líderes nacen con una personalidad determinada: sociable, segura, decidida. La investigación ofrece una imagen más útil. Las personas sociables son elegidas como líderes con más frecuencia, pero ese vínculo es mucho más débil cuando se observa quién lidera bien de verdad. Lo que marca la diferencia son comportamientos que cualquiera puede aprender: dar una dirección clara, generar confianza, hacer crecer a las personas y tomar decisiones justas.`,
        },
        {
          kind: 'paragraph',
          text: `Estos comportamientos importan tengas o no un cargo formal. Quienes lideran proyectos, los colegas con experiencia, los padres que organizan un evento escolar y los voluntarios que coordinan a otros: todos lideran. La influencia, es decir, la capacidad de conseguir apoyo para una idea de personas que no están obligadas a seguirte, suele ser la habilidad más importante, y esta guía la trata junto al liderazgo.`,
        },
        {
          kind: 'paragraph',
          text: `El tipo da forma a tu estilo natural de liderazgo. Las personas que prefieren la Extraversión suelen liderar de forma visible, con energía y conversación; las que prefieren la Introversión suelen liderar con preparación, escucha y calma. Un estudio encontró que los líderes más callados obtenían mejores resultados con equipos llenos de personas proactivas, porque escuchaban sus ideas. Las personas que prefieren el Pensamiento suelen liderar con claridad y exigencia; las que prefieren el Sentimiento, con apoyo y armonía. Todos los estilos funcionan, y cada uno tiene un punto ciego del que se ocupan las secciones adaptadas a ti.`,
        },
      ],
    },
    {
      id: 'clear-why-and-what',
      role: 'core',
      heading: `Da un porqué claro y un qué claro`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Las personas hacen su mejor trabajo cuando entienden el propósito de una tarea y cómo es un buen resultado. Con el propósito, pueden tomar decisiones sensatas cuando las cosas cambian sin tener que preguntarte cada vez. Con un resultado claro, saben cuándo han terminado. Los objetivos concretos y exigentes llevan a un mejor desempeño que las instrucciones vagas como «haz lo que puedas».`,
        },
        {
          kind: 'exercise',
          title: `Escribe una declaración de intención`,
          steps: [
            `Elige un proyecto o una tarea que lideras o que vas a encargar a alguien.`,
            `Propósito: escribe en una o dos frases por qué importa y para quién.`,
            `Resultado: describe cómo será el éxito cuando esté terminado, en términos que alguien pueda comprobar.`,
            `Límites: escribe las condiciones fijas, como el plazo, el presupuesto, el nivel de calidad y lo que no debe ocurrir.`,
            `Libertad: escribe de forma explícita qué decisiones puede tomar el equipo por su cuenta.`,
            `Compártela y pide a cada persona que te la explique con sus propias palabras. Corrige las diferencias.`,
          ],
          reflection: `¿En qué se alejaron las explicaciones de lo que querías decir y qué te dice eso sobre tu forma habitual de dar instrucciones?`,
        },
      ],
    },
    {
      id: 'build-trust-and-safety',
      role: 'core',
      heading: `Crea un equipo en el que la gente se atreva a hablar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los equipos aprenden y rinden mejor cuando sus miembros se sienten seguros para hacer preguntas, admitir errores y discrepar sin ser castigados ni puestos en evidencia. Los investigadores lo llaman seguridad psicológica. No significa exigencias bajas ni acuerdo constante. Significa que las malas noticias y las ideas nuevas te llegan pronto, cuando todavía puedes actuar. Los líderes la crean sobre todo con su forma de reaccionar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Admite abiertamente tus propios errores e incertidumbres: «Me equivoqué» y «Todavía no lo sé» dan permiso a los demás para decir lo mismo.`,
            `Pide opiniones antes de dar la tuya, y pregunta directamente a los miembros más callados.`,
            `Agradece a quien plantea problemas, sobre todo cuando la noticia es mala. Cómo reaccionas la primera vez decide si volverá a ocurrir.`,
            `Trata los errores como información: pregunta qué pasó y qué se puede aprender antes de preguntar quién es el responsable.`,
            `Cumple tus promesas, también las pequeñas. La confianza crece con un comportamiento coherente a lo largo del tiempo.`,
          ],
        },
      ],
    },
    {
      id: 'delegate-ownership',
      role: 'core',
      heading: `Delega una responsabilidad real`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muchos líderes se quedan con demasiado trabajo porque pueden hacerlo más rápido o mejor. Eso limita al equipo y agota al líder. Para mantenerse motivadas, las personas necesitan autonomía y la oportunidad de desarrollar su competencia. Delegar bien es entregar un resultado, no solo una tarea, y acordar de antemano cuánta libertad tiene la persona.`,
        },
        {
          kind: 'steps',
          items: [
            `Elige la tarea adecuada: algo que haga crecer a la persona y que no necesites controlar de cerca.`,
            `Explica el propósito y el resultado, con tu declaración de intención.`,
            `Acuerden el nivel de libertad: «investiga y recomienda», «decide e infórmame» o «decide por tu cuenta».`,
            `Acuerden de antemano los puntos de control, en lugar de revisar cada vez que te preocupes.`,
            `Ofrece apoyo, pero no recuperes la tarea cuando se complique. Haz preguntas en su lugar: «¿Qué opciones ves?».`,
            `Cuando esté terminada, reconoce el trabajo de forma concreta y hablen de lo aprendido.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Entregar una tarea sin la autoridad, la información o el tiempo necesarios no es delegar. Es preparar a alguien para fracasar. Asegúrate de que la persona tiene lo que necesita.`,
        },
      ],
    },
    {
      id: 'influence-without-authority',
      role: 'core',
      heading: `Influye en personas a las que no diriges`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La mayoría de las ideas importantes necesitan el apoyo de personas que no dependen de ti. La influencia empieza por entender qué les importa. La gente rara vez se resiste a una idea en sí; se resiste a lo que podría costarle, o a la sensación de quedar fuera. Un proceso que se percibe como justo, en el que se consultó a las personas, entienden las razones y saben qué se espera de ellas, consigue apoyo incluso de quienes no están de acuerdo con el resultado.`,
        },
        {
          kind: 'exercise',
          title: `Mapa de partes interesadas`,
          steps: [
            `Escribe una idea o un cambio que quieras impulsar.`,
            `Enumera a todas las personas cuyo apoyo, acuerdo o cooperación necesitas, y a las que se verán afectadas.`,
            `Para cada persona, anota qué es lo que más le importa, qué podría ganar y qué podría perder.`,
            `Marca a cada una como partidaria, neutral o con probabilidad de resistirse.`,
            `Planifica una conversación con una persona neutral y otra con alguien que probablemente se resista, empezando con preguntas sobre sus preocupaciones en lugar de con tus argumentos.`,
            `Ajusta tu idea donde sus preocupaciones sean justas, y cuéntales qué cambiaste.`,
          ],
          reflection: `¿Qué preocupación de otra persona mejoró tu idea cuando la tomaste en serio?`,
        },
        {
          kind: 'paragraph',
          text: `Algunos principios de la influencia están bien documentados: las personas tienden a devolver los favores, a ser coherentes con lo que han dicho antes, a seguir lo que hacen otras personas parecidas a ellas y a escuchar a quienes aprecian y en quienes confían. Úsalos con honestidad. Ayuda primero a los demás, pide pequeños acuerdos antes que grandes, comparte ejemplos de colegas que apoyan la idea y construye relaciones reales. Nunca inventes urgencias ni finjas apoyos que no tienes: la manipulación funciona una vez y destruye la confianza durante mucho tiempo.`,
        },
      ],
    },
    {
      id: 'make-and-explain-decisions',
      role: 'core',
      heading: `Toma decisiones y explícalas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los equipos pierden energía cuando las decisiones quedan abiertas durante semanas, y pierden confianza cuando las decisiones aparecen de la nada. Antes de cada decisión relevante, di cómo se tomará: ¿decidirás tú solo, decidirás después de consultar al equipo o dejarás que decida el equipo? La gente acepta muchos tipos de decisiones si conoce las reglas de antemano y ve que se escuchó su opinión.`,
        },
        {
          kind: 'steps',
          items: [
            `Anuncia la cuestión, quién decide y para cuándo.`,
            `Recoge opiniones, incluidas las de quienes probablemente no estén de acuerdo.`,
            `Decide en la fecha acordada. Una buena decisión a tiempo suele ser mejor que una decisión perfecta demasiado tarde.`,
            `Explica la decisión, las razones principales y las opiniones que no seguiste, y por qué.`,
            `Pide compromiso, también a quienes no estaban de acuerdo, y acuerden cuándo se revisará la decisión.`,
          ],
        },
      ],
    },
    {
      id: 'one-to-one-conversations',
      role: 'core',
      heading: `Ten conversaciones individuales periódicas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si lideras personas, una conversación breve y periódica con cada una es uno de los hábitos más valiosos que puedes crear. Treinta minutos cada una o dos semanas bastan. La reunión pertenece a la otra persona: sus avances, sus problemas, su desarrollo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Deja que ella marque la mayor parte de los temas. Empieza con «¿Qué tienes en mente?».`,
            `Pregunta por los obstáculos: «¿Qué te está frenando y cómo puedo ayudarte?».`,
            `Habla de su desarrollo al menos una vez al mes: «¿Qué te gustaría aprender o hacer más?».`,
            `Intercambien retroalimentación en ambas direcciones, y pregunta: «¿Qué podría hacer yo de otra manera para ayudarte?».`,
            `Anota lo que prometiste y cúmplelo antes de la siguiente reunión.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-leading',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Liderar con energía dejando espacio a los demás`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, probablemente lideras de forma visible: aportas energía a las reuniones, inicias conversaciones con facilidad y haces que la gente se sienta incluida. El riesgo es que tu energía ocupe la mayor parte del espacio en una reunión. Las personas más calladas pueden dejar de proponer ideas, y lo que piensas en voz alta puede tomarse por decisiones.`,
        },
        {
          kind: 'bullets',
          items: [
            `En las reuniones, habla el último en las cuestiones importantes. Pide a los demás que opinen primero.`,
            `Recoge aportaciones por escrito antes de los debates, para que se escuchen las ideas de los miembros más callados.`,
            `Indica con claridad cuándo estás explorando y cuándo estás decidiendo.`,
            `Controla cuánto tiempo hablas en cada reunión. Intenta que sea menos de un tercio cuando no estás presentando.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-leading',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Liderar con discreción sin pasar desapercibido`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, probablemente lideras con una preparación cuidadosa, una escucha atenta y decisiones serenas, y la gente valora cómo haces que se sienta escuchada. El riesgo es que tu liderazgo no sea lo bastante visible: tu equipo quizá no conozca tu razonamiento, otros departamentos quizá no se enteren de los logros de tu equipo y la gente puede interpretar tu reserva como distancia.`,
        },
        {
          kind: 'bullets',
          items: [
            `Comparte tu razonamiento más a menudo de lo que te parece necesario, por ejemplo en una breve actualización escrita semanal.`,
            `Defiende el trabajo de tu equipo en las reuniones más amplias. Darle visibilidad es parte de tu labor.`,
            `Haz un hábito del pequeño contacto personal: una charla breve al empezar una reunión o un mensaje para preguntar a alguien cómo está.`,
            `Planifica tiempo de recuperación después de los días llenos de reuniones para poder mantener la calma, que es una de tus fortalezas.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-leading',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Exigencias claras con un toque humano`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Pensamiento, probablemente lideras con claridad, justicia y un alto nivel de exigencia, y la gente sabe a qué atenerse contigo. El riesgo es centrarte tanto en la tarea que las personas se sientan como recursos más que como individuos, o que tus críticas suenen más duras de lo que pretendes.`,
        },
        {
          kind: 'bullets',
          items: [
            `Reconoce los logros con la misma precisión que las críticas, y con más frecuencia. Las críticas se oyen más fuerte que los elogios.`,
            `En las conversaciones individuales, pregunta por la persona, no solo por el trabajo.`,
            `Cuando anuncies una decisión, explica cómo tuviste en cuenta su efecto en las personas.`,
            `Parte de la base de que los demás necesitan más ánimo que tú. La mayoría lo necesita.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-leading',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Apoyo cálido con expectativas claras`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Sentimiento, probablemente lideras con empatía y creas equipos en los que las personas se sienten valoradas. Es una base sólida para la confianza. El riesgo es evitar conversaciones difíciles pero necesarias, como un bajo desempeño, una decisión impopular o decir que no, y guardarte las críticas hasta que un problema ya ha crecido.`,
        },
        {
          kind: 'bullets',
          items: [
            `Recuerda que las expectativas claras son una forma de cuidado. Nadie puede cumplir un nivel de exigencia que desconoce.`,
            `Aborda los problemas de desempeño en el plazo de una semana, en privado y de forma concreta.`,
            `Cuando una decisión vaya a decepcionar, dilo directamente, explica por qué y luego apoya a las personas. Retrasar las malas noticias suele empeorarlas.`,
            `Protege tu propia energía. Cargar con las preocupaciones de todos no es sostenible; ayudarles a resolver sus problemas, sí.`,
          ],
        },
      ],
    },
    {
      id: 'leading-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Encargar tareas sin explicar por qué importan.`,
            `Pedir retroalimentación sincera y luego defenderte de ella.`,
            `Recuperar el trabajo en cuanto alguien tiene dificultades.`,
            `Intentar conseguir apoyo solo con argumentos, sin entender lo que les importa a los demás.`,
            `Cancelar las conversaciones individuales cada vez que estás ocupado.`,
          ],
        },
      ],
    },
    {
      id: 'leading-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Intención: propósito, resultado, límites y libertad; pide a las personas que te la expliquen.`,
            `Seguridad: admite los errores, pregunta antes de afirmar, agradece las malas noticias.`,
            `Delega: un resultado, un nivel de libertad acordado, puntos de control acordados, sin recuperar la tarea.`,
            `Influye: haz un mapa de las partes interesadas, pregunta primero por sus preocupaciones, sigue un proceso justo.`,
            `Decisiones: di quién decide y para cuándo, recoge opiniones, decide a tiempo, explica lo que no seguiste.`,
            `Persuasión honesta: ayuda primero, pequeños acuerdos, ejemplos reales, relaciones reales.`,
            `Conversaciones individuales: sus temas, los obstáculos, el desarrollo, retroalimentación en ambas direcciones, promesas cumplidas.`,
            `Estilo: tu tipo da forma a tu estilo natural; los comportamientos anteriores funcionan con cualquier estilo.`,
          ],
        },
      ],
    },
  ],
};
