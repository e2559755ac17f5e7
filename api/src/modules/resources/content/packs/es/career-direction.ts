// Skill pack: career direction and job search (ES). Translated from ../en/career-direction.ts, which names the sources
// drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'career-direction',
  title: `Orientación profesional y búsqueda de empleo`,
  subtitle: `Encuentra un trabajo que encaje contigo, prueba tus opciones y preséntate bien`,
  summary: `Una guía práctica para descubrir qué necesitas de tu trabajo, explorar opciones profesionales mediante pequeños experimentos y conversaciones, y llevar a cabo una búsqueda de empleo bien enfocada. Incluye un banco de historias para las entrevistas y maneras de dar forma al puesto que ya tienes.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-career-direction-matters',
      role: 'intro',
      heading: `Cómo usar tu tipo en las decisiones profesionales, y cómo no usarlo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El trabajo ocupa una gran parte de tu vida, y el encaje entre tú y tu trabajo afecta a tu energía, tu salud y tus relaciones, no solo a tus ingresos. Las investigaciones sobre el ajuste entre la persona y su entorno muestran que quienes sienten que su trabajo encaja con sus valores y capacidades suelen estar más satisfechos y más comprometidos. Aun así, mucha gente elige su profesión por casualidad, por las expectativas de su familia o siguiendo la primera oportunidad que apareció.`,
        },
        {
          kind: 'paragraph',
          text: `Tu tipo de personalidad puede ayudarte si lo usas bien. Es una buena fuente de preguntas: qué tipo de tareas te dan energía, qué entornos te sientan bien, qué necesitas de tus colegas. No es un veredicto. Hay personas de todos los tipos que triunfan en todos los campos, y los test de tipo no son herramientas válidas para decidir a quién contratar. Trata lo que aprendes sobre tu tipo como ideas que poner a prueba, no como límites.`,
        },
        {
          kind: 'paragraph',
          text: `Esta guía sigue el camino por el que ocurren en realidad la mayoría de los cambios profesionales exitosos: no pensando hasta dar con la respuesta perfecta, sino probando cosas, hablando con la gente y aprendiendo de lo que descubres. La preferencia por la Sensación o la Intuición influye en cómo exploras las opciones, y la preferencia por la Extraversión o la Introversión, en cómo creas contactos y te presentas. Las secciones adaptadas a ti cubren ambas.`,
        },
      ],
    },
    {
      id: 'what-you-need-from-work',
      role: 'core',
      heading: `Ten claro qué necesitas de tu trabajo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Antes de mirar nombres de puestos, mira tu propia experiencia. Tus trabajos anteriores, tus estudios y tus aficiones contienen información clara sobre lo que te va bien. Cuatro aspectos son los que más importan: las actividades que disfrutas, las fortalezas que usas, los valores que tu trabajo tiene que respetar y las condiciones que necesitas, como el ritmo, la autonomía, los ingresos y la ubicación.`,
        },
        {
          kind: 'exercise',
          title: `Momentos altos y momentos bajos`,
          steps: [
            `Escribe cinco momentos de tu vida laboral, de estudios o de voluntariado en los que te sentiste lleno de energía, absorto u orgulloso.`,
            `Escribe tres momentos en los que te sentiste agotado, aburrido o fuera de lugar.`,
            `Para cada momento, anota qué hacías, con quién, en qué tipo de entorno y qué lo hizo bueno o malo.`,
            `Busca lo que se repite entre los momentos: actividades, personas, contextos y valores.`,
            `Resúmelo en cuatro listas breves: actividades que disfruto, fortalezas que uso, valores que necesito, condiciones que necesito.`,
          ],
          reflection: `¿Qué patrón aparece en tus momentos altos que tu trabajo actual, o el trabajo al que aspiras, no te ofrece?`,
        },
      ],
    },
    {
      id: 'explore-and-test',
      role: 'core',
      heading: `Genera opciones y pruébalas en pequeño`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La mayoría de la gente conoce demasiado pocas opciones para elegir bien. Empieza por describir más de un futuro posible y luego prueba los más interesantes con poco costo antes de comprometerte. Una prueba pequeña te da información real, y la información real vale más que semanas de reflexión.`,
        },
        {
          kind: 'exercise',
          title: `Tres futuros posibles`,
          steps: [
            `Describe en media página cada una tres versiones distintas de tus próximos cinco años: una que continúe tu camino actual, otra que use tus habilidades en un campo diferente y otra que elegirías si el dinero y la opinión de los demás no importaran.`,
            `Para cada una, puntúa del 1 al 5 cuánto te gusta, cuánta confianza tienes en poder lograrla y cuánto encaja con tus cuatro listas del ejercicio anterior.`,
            `Para los dos futuros más interesantes, escribe las preguntas que necesitarías responder antes de poder decidir.`,
            `Para cada pregunta, escribe una prueba pequeña que podría responderla en un mes: una conversación, un curso corto, un proyecto de fin de semana, un día acompañando a alguien en su trabajo, un pequeño encargo como independiente.`,
          ],
          reflection: `¿Qué futuro te dio más energía al describirlo y cuál es la prueba más pequeña que podrías empezar esta semana?`,
        },
      ],
    },
    {
      id: 'learn-from-people',
      role: 'core',
      heading: `Aprende de quienes hacen ese trabajo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Hablar con personas que ya ocupan un puesto o trabajan en un campo es la forma más rápida de saber cómo es el trabajo en realidad. La mayoría está dispuesta a dedicar veinte minutos a hablar de su trabajo si se lo pides con respeto y sin pedirle un empleo. Las investigaciones sobre grandes redes profesionales también muestran que los simples conocidos, y no solo los amigos cercanos, son una fuente importante de nuevas oportunidades.`,
        },
        {
          kind: 'steps',
          items: [
            `Encuentra personas a través de antiguos colegas, compañeros de estudios, amigos de amigos, grupos profesionales y eventos.`,
            `Escribe un mensaje breve: quién eres, por qué te interesa su trabajo y una petición de veinte minutos de su tiempo en el momento que le venga bien.`,
            `Prepara preguntas: ¿Cómo es una semana típica? ¿Qué es lo que más y lo que menos te gusta? ¿Qué te sorprendió cuando empezaste? ¿Qué habilidades son las más importantes? ¿Con quién más debería hablar?`,
            `Escucha más de lo que hablas, respeta el tiempo acordado y envía un mensaje de agradecimiento ese mismo día.`,
            `Toma notas y cuéntale más adelante a esa persona lo que decidiste. A la gente le gusta saber que su ayuda sirvió.`,
          ],
        },
      ],
    },
    {
      id: 'focused-job-search',
      role: 'core',
      heading: `Haz una búsqueda de empleo enfocada`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Enviar la misma candidatura a cien empleadores rara vez funciona. Un número menor de candidaturas bien dirigidas, combinado con contactos personales, suele dar mejores resultados y desanima menos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Elige un objetivo claro: un tipo de puesto, un nivel y un tipo de organización. Puedes tener dos objetivos, pero no diez.`,
            `Adapta tu CV a cada candidatura: refleja los requisitos más importantes del anuncio y aporta pruebas de cada uno.`,
            `Describe logros, no funciones: qué hiciste y qué cambió gracias a ello, con cifras siempre que sea posible.`,
            `Pregunta a tus contactos si conocen a alguien en la organización. Una recomendación personal a menudo consigue que lean tu candidatura.`,
            `Lleva una tabla sencilla de candidaturas, contactos y fechas de seguimiento.`,
            `Cuenta con los rechazos. Son parte normal de cualquier búsqueda y suelen decir más sobre el número de candidatos que sobre ti.`,
          ],
        },
      ],
    },
    {
      id: 'interview-stories',
      role: 'core',
      heading: `Entrevistas: cuenta bien historias reales`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muchos entrevistadores preguntan por comportamientos pasados, porque predicen el desempeño futuro mejor que las afirmaciones generales. Las preguntas del tipo «Cuéntame alguna ocasión en la que...» son más fáciles de responder con historias reales y preparadas, cada una contada en cuatro partes: la situación, tu tarea, lo que hiciste y el resultado.`,
        },
        {
          kind: 'exercise',
          title: `Crea un banco de historias`,
          steps: [
            `Escribe seis historias breves de tu experiencia: un éxito, un fracaso del que aprendiste, un conflicto que manejaste, una ocasión en la que lideraste o influiste en otras personas, un problema difícil que resolviste y una ocasión en la que aprendiste algo rápido.`,
            `Estructura cada historia en cuatro partes: situación, tarea, acción, resultado. Haz que la acción sea la parte más larga y usa «yo», no solo «nosotros».`,
            `Añade a cada historia una frase sobre lo que aprendiste.`,
            `Practica contar cada historia en voz alta en menos de dos minutos.`,
            `Antes de cada entrevista, elige las historias que mejor encajan con los requisitos del puesto.`,
          ],
          reflection: `¿Cuál de tus historias muestra mejor las fortalezas que descubriste en el ejercicio de los momentos altos?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Prepara dos o tres preguntas para el entrevistador sobre el trabajo en sí, como «¿Cómo sería un buen desempeño en los primeros seis meses?». Las buenas preguntas muestran interés y te ayudan a decidir si quieres el puesto.`,
        },
      ],
    },
    {
      id: 'shape-current-job',
      role: 'core',
      heading: `Da forma al puesto que ya tienes`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Un nuevo empleo no siempre es la respuesta. Muchas personas mejoran su vida laboral cambiando partes de su puesto actual, un proceso que los investigadores llaman «job crafting» o rediseño del propio trabajo. Puedes cambiar tus tareas (asumir más de lo que haces bien), tus relaciones (pasar más tiempo con las personas que te dan energía) y tu forma de entender el propósito de tu trabajo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ofrécete para un proyecto que aproveche una fortaleza que rara vez usas en el trabajo.`,
            `Propón intercambiar una tarea que no te gusta con un colega al que sí le guste.`,
            `Busca un mentor o un colega de otro equipo cuyo trabajo te despierte curiosidad.`,
            `Escribe una frase sobre a quién ayuda tu trabajo y cómo. Vuelve a ella en los días difíciles.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-career',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Un cambio que puedas ver con claridad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Sensación, probablemente confías en la experiencia y en la información concreta, y desarrollas habilidades prácticas que los empleadores valoran. El riesgo es quedarte en un camino conocido porque los demás parecen demasiado inciertos, o subestimar cuánto podría servir tu experiencia en otros campos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Explora caminos nuevos con pruebas concretas. Un día en un lugar de trabajo te dirá más que leer sobre él.`,
            `Describe tus habilidades en términos generales, como «organizar equipos con poco tiempo» en lugar de «supervisor de turno en una tienda». Las descripciones generales te muestran dónde más se pueden aplicar.`,
            `Cuando describas tu tercer futuro posible, permítete escribir algo que parezca poco realista. Podrás ponerlo a prueba después.`,
            `En tus candidaturas, tus resultados prácticos son tu fortaleza. Da cifras y ejemplos concretos.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-career',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Convertir las posibilidades en un camino`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Intuición, probablemente ves muchos futuros posibles y disfrutas imaginando direcciones nuevas. El riesgo es tener tantas opciones interesantes que nunca pruebes ninguna a fondo, o cambiar a menudo de rumbo antes de desarrollar una habilidad profunda en algún campo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limítate a dos opciones a la vez. Pruébalas a fondo antes de añadir otras.`,
            `Para cada opción, infórmate pronto de los detalles prácticos: sueldo habitual, titulación necesaria, tareas diarias, horario de trabajo.`,
            `En tus candidaturas, muestra pruebas de lo que has hecho, no solo de lo que podrías hacer. Los empleadores contratan más fácilmente habilidades demostradas que potencial.`,
            `Antes de un cambio de profesión, pregúntate si un proyecto nuevo en tu campo actual podría satisfacer la misma necesidad de novedad.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-career',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Usar tu red de contactos con un objetivo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, conocer gente y pedir conversaciones probablemente te resulta natural, lo que es una gran ventaja para explorar opciones profesionales. El riesgo es acumular muchas conversaciones agradables sin aprender de ellas, o hablar largo y tendido en las entrevistas sin una estructura clara.`,
        },
        {
          kind: 'bullets',
          items: [
            `Después de cada conversación, escribe tres cosas que aprendiste y un siguiente paso.`,
            `Dedica con regularidad un rato tranquilo a los ejercicios de reflexión de esta guía. Las conversaciones te dan información; la reflexión la convierte en decisiones.`,
            `En las entrevistas, usa estrictamente la estructura de cuatro partes y detente después del resultado y de lo que aprendiste.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-career',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Crear contactos a tu manera`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, probablemente reflexionas con cuidado sobre lo que quieres y te preparas a fondo, y eso se nota en las entrevistas. Los eventos de networking, en cambio, pueden parecerte agotadores y artificiales. No los necesitas. Las conversaciones individuales, que te van mejor, también son más útiles.`,
        },
        {
          kind: 'bullets',
          items: [
            `Céntrate en conversaciones de tú a tú, por videollamada o en persona, acordadas por mensaje escrito.`,
            `Ponte una meta pequeña y constante, como una conversación cada dos semanas.`,
            `Muestra tu trabajo donde otros puedan verlo: un portafolio, artículos o un perfil profesional. Deja que tu trabajo inicie conversaciones por ti.`,
            `En las entrevistas, muestra tu interés de forma explícita. Di qué te entusiasma del puesto; el entrevistador no puede ver un entusiasmo que se queda dentro.`,
          ],
        },
      ],
    },
    {
      id: 'career-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Esperar a tener certeza antes de probar nada. La claridad llega con la acción, no antes.`,
            `Elegir solo por el sueldo o el prestigio e ignorar las actividades diarias del puesto.`,
            `Dejar un empleo sin haber probado de ninguna manera la siguiente dirección.`,
            `Tratar tu tipo de personalidad como una lista de profesiones que tienes permitido elegir.`,
            `Tomarte un rechazo como un juicio sobre tu valía en lugar de como parte del proceso.`,
          ],
        },
      ],
    },
    {
      id: 'career-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Conócete: los momentos altos y bajos revelan actividades, fortalezas, valores y condiciones.`,
            `Opciones: describe tres futuros posibles y prueba los dos mejores con pequeños experimentos.`,
            `Conversaciones: veinte minutos, buenas preguntas, un agradecimiento ese mismo día, «¿Con quién más debería hablar?».`,
            `Búsqueda: uno o dos objetivos claros, CV adaptado, logros con cifras, contactos personales.`,
            `Entrevistas: seis historias reales en cuatro partes; dos buenas preguntas para el entrevistador.`,
            `¿Te quedas? Da forma a tus tareas, tus relaciones y tu sentido del propósito.`,
            `El tipo: una fuente de preguntas que poner a prueba, nunca un límite.`,
          ],
        },
      ],
    },
  ],
};
