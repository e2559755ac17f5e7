// Skill pack: learning how you learn (ES). Translated from ../en/learning-how-you-learn.ts, which names the sources drawn
// on; like EN, it says plainly that matching teaching to "learning styles" is not supported by evidence.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'learning-how-you-learn',
  title: `Aprender a aprender`,
  subtitle: `Métodos de estudio que funcionan con cualquier cerebro, y cómo hacer que funcionen contigo`,
  summary: `Una guía práctica de las técnicas de aprendizaje con más respaldo científico: ponerte a prueba, espaciar y mezclar la práctica, explicar las ideas y practicar las habilidades de forma deliberada. También muestra cómo tus preferencias influyen en lo que te resulta atractivo, sin el mito de los estilos de aprendizaje fijos.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-learning-matters',
      role: 'intro',
      heading: `Lo que dice la investigación sobre el aprendizaje y sobre los «estilos de aprendizaje»`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Aprender es una de las habilidades más útiles que puedes mejorar, porque facilita adquirir todas las demás. Sin embargo, la mayoría de la gente estudia como le enseñaron en la escuela: releyendo apuntes, subrayando y repasando el material hasta que le resulta familiar. La investigación muestra que estos métodos dan sensación de productividad pero producen una memoria débil y de corta duración. Un pequeño conjunto de métodos distintos da resultados mucho mejores a casi todo el mundo, y esta guía los explica.`,
        },
        {
          kind: 'paragraph',
          text: `Quizá hayas oído que hay personas que aprenden de forma «visual» o «auditiva» y que se les debería enseñar según su estilo. Revisiones rigurosas no han encontrado pruebas sólidas de que adaptar la enseñanza a esos estilos mejore el aprendizaje. Lo mismo ocurre con el tipo de personalidad. Tu tipo no cambia cómo funciona la memoria. Lo que sí cambia es lo que te parece interesante, por dónde te gusta empezar y si prefieres aprender solo o con otras personas.`,
        },
        {
          kind: 'paragraph',
          text: `Aun así, eso es útil. Si un método te resulta atractivo, lo usarás más a menudo y durante más tiempo. Por eso esta guía te presenta primero los métodos que funcionan, y luego las secciones adaptadas a ti muestran cómo ajustarlos a tus preferencias por la Sensación o la Intuición y por la Extraversión o la Introversión.`,
        },
      ],
    },
    {
      id: 'feeling-versus-learning',
      role: 'core',
      heading: `Por qué estudiar fácil se siente bien pero funciona mal`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Cuando lees un texto por segunda vez, te resulta familiar y fácil, y la mente toma esa facilidad como señal de que lo sabes. No es lo mismo. Reconocer algo cuando lo ves es mucho más fácil que recordarlo cuando lo necesitas. Por eso la gente se siente bien preparada antes de un examen o una presentación y luego no consigue recordar los puntos clave.`,
        },
        {
          kind: 'paragraph',
          text: `Los métodos que hacen el aprendizaje un poco más difícil, como recordar sin mirar, esperar unos días antes de volver a practicar o mezclar distintos tipos de problemas, producen una memoria más sólida y duradera. Los investigadores llaman a esto «dificultades deseables». El esfuerzo que sientes es parte de lo que hace que funcionen. Si estudiar te resulta siempre fluido y fácil, probablemente no está funcionando muy bien.`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Una prueba sencilla para cualquier sesión de estudio: cierra tus materiales e intenta escribir los puntos principales. Lo que puedes producir sin mirar es lo que has aprendido.`,
        },
      ],
    },
    {
      id: 'test-yourself',
      role: 'core',
      heading: `Ponte a prueba en lugar de releer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La práctica de recuperación, es decir, traer la información a la mente sin mirar, es uno de los métodos de aprendizaje más eficaces que se conocen. Cada vez que recuerdas algo, el recuerdo se hace más fuerte y más fácil de alcanzar la siguiente vez. Funciona con datos, conceptos, procedimientos e idiomas, y funciona mejor cuando compruebas tus respuestas después.`,
        },
        {
          kind: 'exercise',
          title: `La hoja en blanco`,
          steps: [
            `Después de leer un capítulo, ver una clase o asistir a una reunión, ciérralo todo.`,
            `En una hoja en blanco, escribe durante cinco a diez minutos todo lo que recuerdes: ideas principales, ejemplos, conexiones, preguntas.`,
            `Abre tus materiales y compara. Marca con otro color lo que olvidaste o recordaste mal.`,
            `Dos días después, repite la hoja en blanco sin mirar la anterior, centrándote en lo que se te había escapado.`,
          ],
          reflection: `¿Qué creías saber antes de la primera hoja en blanco que resultó que te faltaba?`,
        },
        {
          kind: 'bullets',
          items: [
            `Convierte tus apuntes en preguntas: la pregunta en un lado y la respuesta en el otro.`,
            `Usa tarjetas de memoria para datos y vocabulario, y responde en voz alta o por escrito antes de darles la vuelta.`,
            `Resuelve problemas de práctica sin mirar antes el ejemplo resuelto.`,
          ],
        },
      ],
    },
    {
      id: 'space-and-mix',
      role: 'core',
      heading: `Espacia y mezcla tu práctica`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El mismo tiempo total de estudio funciona mucho mejor repartido en varios días que concentrado en uno. Espaciar te da tiempo para olvidar un poco, y el esfuerzo de volver a recordar refuerza la memoria. Mezclar distintos tipos de problemas o temas en una misma sesión, en lugar de practicar un solo tipo muchas veces seguidas, también te ayuda a aprender qué método usar en cada caso, que es justo lo que te piden los exámenes y el trabajo reales.`,
        },
        {
          kind: 'exercise',
          title: `Crea un plan de repaso espaciado`,
          steps: [
            `Elige algo que necesites recordar durante al menos un mes: un idioma, un tema de examen, una habilidad profesional.`,
            `Planifica sesiones de repaso cortas al cabo de un día, tres días, una semana, dos semanas y un mes.`,
            `En cada sesión, empieza recordando y solo después mira tus materiales.`,
            `Si recuerdas algo con facilidad, espera más antes del siguiente repaso. Si te cuesta, repásalo antes.`,
            `En cada sesión, mezcla material antiguo con material nuevo.`,
          ],
          reflection: `Al cabo de un mes, ¿qué material recuerdas mejor y cómo lo repasaste?`,
        },
      ],
    },
    {
      id: 'explain-and-connect',
      role: 'core',
      heading: `Dale sentido: explica y conecta`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La información es más fácil de recordar y de usar cuando está conectada con lo que ya sabes. La forma más fiable de crear esas conexiones es hacerte preguntas de «por qué» y «cómo» y responderlas: ¿Por qué funciona esto? ¿En qué se diferencia de lo que aprendí la semana pasada? ¿Dónde lo he visto en la vida real?`,
        },
        {
          kind: 'bullets',
          items: [
            `Explica un concepto con palabras sencillas, como si se lo contaras a un niño listo de doce años. Donde tu explicación se vuelva vaga, has encontrado una laguna.`,
            `Enséñaselo a otra persona, o prepárate como si tuvieras que hacerlo. Los estudios sugieren que solo esperar tener que enseñar ya mejora la forma en que se organiza el material.`,
            `Busca dos ejemplos de cada idea, idealmente de ámbitos distintos de la vida.`,
            `Dibújalo: un esquema sencillo, una línea de tiempo o un mapa con unas pocas palabras suele ayudar a entender cómo se relacionan las partes.`,
            `Compara ideas parecidas una al lado de la otra y escribe en qué se diferencian.`,
          ],
        },
      ],
    },
    {
      id: 'deliberate-practice',
      role: 'core',
      heading: `Practica las habilidades de forma deliberada`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Habilidades como hablar un idioma, tocar un instrumento, programar o hacer presentaciones mejoran con la práctica, pero no toda práctica vale lo mismo. Repetir lo que ya sabes hacer es agradable y produce poco progreso. La práctica deliberada se centra en una debilidad concreta, en el límite de lo que puedes hacer, con una retroalimentación rápida.`,
        },
        {
          kind: 'steps',
          items: [
            `Divide la habilidad en partes y elige una que te esté frenando.`,
            `Diseña un ejercicio corto que trabaje solo esa parte, como diez minutos con un sonido difícil, un cambio de acorde o un tipo de frase.`,
            `Consigue retroalimentación rápido: grábate, compárate con un ejemplo de alguien experto o pregunta a un profesor o a un colega.`,
            `Ajusta y repite hasta que esa parte se vuelva más fácil, y luego elige la siguiente.`,
            `Haz sesiones cortas y centradas. Veinte minutos concentrados valen más que dos horas distraídas.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `El sueño consolida lo que aprendiste durante el día. Dormir bien antes y después de un aprendizaje importante es parte del método, no un lujo.`,
        },
      ],
    },
    {
      id: 'plan-a-learning-project',
      role: 'core',
      heading: `Planifica un proyecto de aprendizaje`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los adultos a menudo empiezan a aprender con entusiasmo y lo dejan al cabo de unas semanas, normalmente porque el objetivo era vago o el plan no encajaba con su semana real. Un plan breve, escrito antes de empezar, hace mucho más probable que sigas adelante.`,
        },
        {
          kind: 'steps',
          items: [
            `Escribe un objetivo que puedas comprobar: no «aprender inglés», sino «mantener en inglés una conversación de diez minutos sobre mi trabajo antes de junio».`,
            `Decide cómo te vas a poner a prueba al final, y haz ahora una versión pequeña de esa prueba para ver desde dónde partes.`,
            `Elige momentos fijos: por ejemplo, tres sesiones de treinta minutos a la semana, vinculadas a algo que ya haces cada día.`,
            `Divide el material en partes semanales, y empieza cada semana repasando la anterior.`,
            `Cada cuatro semanas, repite la prueba pequeña, compárala con la primera y ajusta el plan.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-learning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Empieza por lo concreto y luego construye el marco`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Sensación, probablemente lo que más te engancha son los ejemplos concretos, los pasos prácticos y las cosas que puedes probar. Aprendes los procedimientos de forma fiable y notas detalles que a otros se les escapan. El riesgo es acumular muchos datos y pasos sin ver el principio que los une, lo que hace más difícil aplicar lo que sabes a situaciones nuevas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Empieza con ejemplos y tareas prácticas, que te mantienen enganchado, pero luego pregúntate: «¿Cuál es la regla general detrás de estos ejemplos?».`,
            `Después de cada tema, dibuja un mapa de una página que muestre cómo se relacionan las partes.`,
            `Hazte preguntas de «por qué» de forma deliberada, ya que quizá no te salgan tan naturalmente como las de «cómo».`,
            `Ponte a prueba con casos nuevos y desconocidos, no solo con los ejemplos que estudiaste.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-learning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Empieza por el panorama general y luego domina los detalles`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Intuición, probablemente lo que más te engancha son las ideas, los patrones y el panorama general, y conectas con facilidad el material nuevo con otros temas. El riesgo es sentir que entiendes algo en cuanto captas el concepto, y saltarte después la práctica y los detalles que hacen que el conocimiento sea utilizable y fiable.`,
        },
        {
          kind: 'bullets',
          items: [
            `Empieza con una visión general de todo el tema, que te motiva, pero fija una regla firme: cada concepto debe ir seguido de problemas de práctica.`,
            `Usa tarjetas de memoria y repasos espaciados para los detalles, como definiciones, fórmulas y vocabulario. Parecen aburridos, pero hacen que tu comprensión sea utilizable.`,
            `Comprueba tu comprensión con la hoja en blanco en lugar de fiarte de la sensación de haber entendido.`,
            `Termina un tema antes de empezar el siguiente que te interese.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-learning',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Aprender con otras personas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, quizá entiendes mejor las cosas mientras hablas de ellas, y estudiar solo durante mucho tiempo puede parecerte tedioso. Aprender con otros puede irte muy bien, siempre que el tiempo se use para aprender y no solo para conversar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Forma un grupo de estudio pequeño con una estructura clara: primero cada uno recuerda por su cuenta, y luego comparan y se lo explican entre ustedes.`,
            `Háganse preguntas unos a otros en lugar de releer juntos.`,
            `Explica los temas en voz alta, aunque sea para ti, como forma de recuperación.`,
            `Mantén algunas sesiones de recuerdo a solas. El aprendizaje en grupo puede ocultar lo que tú todavía no sabes hacer sin ayuda.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-learning',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Aprender en profundidad y comprobarlo en voz alta`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, quizá aprendes mejor con tiempo tranquilo para leer, pensar y trabajar el material a tu ritmo. Esa profundidad es valiosa. El riesgo es que rara vez pongas a prueba tu comprensión explicándola, y que solo descubras las lagunas cuando tienes que usar lo que sabes delante de otros.`,
        },
        {
          kind: 'bullets',
          items: [
            `Protege sesiones de estudio largas y tranquilas, y úsalas para recordar y practicar, no solo para leer.`,
            `Explica los temas en voz alta a solas, o graba una explicación breve y escúchala después.`,
            `Busca un compañero de estudio en lugar de un grupo, y reúnanse para ponerse a prueba mutuamente.`,
            `Haz tus preguntas por escrito, por correo o en foros en línea, si preguntar en clase o en una reunión te resulta incómodo.`,
          ],
        },
      ],
    },
    {
      id: 'learning-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Releer y subrayar como métodos principales de estudio.`,
            `Estudiarlo todo la noche anterior en lugar de en sesiones espaciadas.`,
            `Fiarte de la sensación de familiaridad en lugar de ponerte a prueba.`,
            `Evitar métodos de aprendizaje porque no encajan con tu «estilo».`,
            `Practicar lo que ya sabes hacer porque resulta agradable.`,
          ],
        },
      ],
    },
    {
      id: 'learning-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Recuerda antes de repasar: hoja en blanco, tarjetas de memoria, problemas de práctica sin mirar.`,
            `Comprueba tus respuestas después de cada intento de recordar.`,
            `Espacia los repasos: un día, tres días, una semana, dos semanas, un mes.`,
            `Mezcla temas y tipos de problemas en cada sesión.`,
            `Explica con sencillez, busca dos ejemplos, dibuja cómo se relacionan las partes, compara ideas parecidas.`,
            `Habilidades: una parte débil, en el límite de tu capacidad, con retroalimentación rápida.`,
            `Duerme bien en torno a los aprendizajes importantes.`,
            `Planifica: un objetivo comprobable, una prueba inicial, momentos fijos, una revisión cada cuatro semanas.`,
            `El tipo influye en lo que te resulta atractivo, no en cómo funciona la memoria.`,
          ],
        },
      ],
    },
  ],
};
