// Skill pack: stress and resilience (ES). Translated from ../en/stress-and-resilience.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'stress-and-resilience',
  title: `Estrés y resiliencia`,
  subtitle: `Entiende tu estrés, calma tu cuerpo y recupérate lo suficiente para seguir adelante`,
  summary: `Una guía práctica para detectar el estrés a tiempo, calmar el cuerpo en pocos minutos, cambiar los pensamientos que empeoran la presión y recuperarte cada día. También explica cuándo la autoayuda no basta y cómo pedir apoyo.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-resilience-matters',
      role: 'intro',
      heading: `Qué es el estrés y qué significa de verdad la resiliencia`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El estrés es la respuesta de tu cuerpo y de tu mente ante una exigencia. Los psicólogos lo describen como lo que ocurre cuando juzgas que una situación te pide más de lo que puedes dar con facilidad. Ese juicio importa: la misma fecha límite puede ser un reto estimulante para una persona y una amenaza para otra, e incluso para la misma persona en días distintos. Algo de estrés es útil. Agudiza la atención y te da energía para actuar. Los problemas empiezan cuando el estrés es intenso, dura mucho tiempo o no deja espacio para recuperarse.`,
        },
        {
          kind: 'paragraph',
          text: `La resiliencia no es un talento poco común ni una coraza. Las investigaciones con personas que han vivido pérdidas y dificultades muestran que la mayoría se recupera mejor de lo que esperaba, gracias a habilidades corrientes: calmar el cuerpo, pensar con flexibilidad, apoyarse en los demás y cuidar las necesidades básicas. Estas habilidades se pueden practicar. Esta guía te enseña cómo, con pasos pequeños que puedes aplicar en un día normal y ajetreado.`,
        },
        {
          kind: 'paragraph',
          text: `Tu tipo no te hace más ni menos resiliente, pero sí influye en tus patrones. La escala de identidad, asertiva o turbulenta, tiene que ver con la fuerza con que te afectan los contratiempos y las dudas sobre ti. La preferencia por la Extraversión o la Introversión tiene que ver con tu forma habitual de recuperarte. Las secciones adaptadas a ti muestran a qué prestar atención y qué métodos suelen irte mejor.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Esta guía no es un tratamiento para la ansiedad, la depresión ni el agotamiento laboral. Si el estrés afecta a tu sueño, tu apetito o tu vida diaria durante más de dos semanas, o si tienes pensamientos de hacerte daño, acude a un médico o a un profesional de la salud mental. Si estás en peligro, llama ahora a los servicios de emergencia de tu país.`,
        },
      ],
    },
    {
      id: 'map-your-stress',
      role: 'core',
      heading: `Haz un mapa de tu estrés`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El estrés se siente como un solo peso enorme, pero suele ser la suma de varias exigencias distintas. Separarlas hace que cada una parezca más pequeña y muestra dónde puedes actuar. Algunas fuentes de estrés las puedes cambiar, en otras puedes influir y otras, por ahora, solo puedes aceptarlas. Cada tipo necesita una respuesta diferente.`,
        },
        {
          kind: 'exercise',
          title: `Mapa del estrés`,
          steps: [
            `Escribe todo lo que te está causando estrés en este momento, grande o pequeño. Intenta llegar al menos a ocho elementos.`,
            `Marca cada elemento con una C (lo puedo cambiar), una I (puedo influir en ello) o una A (ahora no lo puedo cambiar: lo acepto).`,
            `Para cada elemento C, escribe una acción concreta que puedas hacer esta semana, aunque sea pequeña, como enviar un correo.`,
            `Para cada elemento I, escribe con quién podrías hablar o qué podrías pedir.`,
            `Para cada elemento A, escribe una forma de reducir su efecto sobre ti, por ejemplo limitar cuántas veces miras las noticias sobre el tema.`,
          ],
          reflection: `¿Qué fuente de estrés resultó más fácil de cambiar de lo que parecía antes de escribirla?`,
        },
        {
          kind: 'paragraph',
          text: `Presta atención también a las señales de alerta temprana. Casi todo el mundo tiene las suyas: dormir mal, irritabilidad, dolores de cabeza, olvidos, comer de otra manera, alejarse de los amigos. Escribe las tuyas. Detectarlas a tiempo es mucho más fácil que recuperarse de un largo periodo de sobrecarga.`,
        },
      ],
    },
    {
      id: 'calm-the-body',
      role: 'core',
      heading: `Calma primero el cuerpo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Cuando estás bajo presión, tu cuerpo se prepara para actuar: el corazón late más deprisa, la respiración se vuelve superficial y los músculos se tensan. Intentar salir de ese estado solo con el pensamiento es difícil. A menudo es más fácil empezar por el cuerpo. Unos minutos de respiración lenta o de movimiento pueden bajar la intensidad lo suficiente para que vuelva la claridad.`,
        },
        {
          kind: 'steps',
          items: [
            `Siéntate o ponte de pie en una postura cómoda y deja caer los hombros.`,
            `Inspira por la nariz. Cuando sientas los pulmones llenos, toma una inspiración corta más.`,
            `Suelta el aire despacio por la boca, haciendo que la espiración dure más que la inspiración.`,
            `Repite durante tres a cinco minutos. Un estudio pequeño encontró que practicar a diario esta respiración con espiración larga mejoraba el estado de ánimo más que dedicar el mismo tiempo a la meditación de atención plena.`,
            `Si puedes, sal después a caminar un rato, a ser posible al aire libre.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `La actividad física regular es una de las formas mejor respaldadas de reducir el estrés y mejorar el estado de ánimo. No tiene que ser intensa. Una caminata a paso rápido de veinte a treinta minutos al día es un buen comienzo.`,
        },
      ],
    },
    {
      id: 'change-the-story',
      role: 'core',
      heading: `Cambia la historia que te cuentas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Cómo interpretas una situación influye en cuánto estrés sientes. Hay dos técnicas sencillas que ayudan. La primera es poner nombre a la emoción: decir «me siento ansioso» o «me siento decepcionado» tiende a reducir un poco su intensidad. La segunda es la reevaluación: buscar una forma más precisa o más útil de ver la situación. Por ejemplo, si notas el corazón acelerado antes de una presentación, puedes recordarte que es tu cuerpo preparándote para rendir. Los estudios muestran que este tipo de reevaluación puede mejorar tanto cómo se sienten las personas como su rendimiento.`,
        },
        {
          kind: 'exercise',
          title: `Revisión de un pensamiento en cinco líneas`,
          steps: [
            `Situación: describe en una frase lo que pasó, tal como lo grabaría una cámara.`,
            `Primer pensamiento: escribe el pensamiento que surgió de forma automática, como «nunca voy a terminar esto» o «creen que soy incompetente».`,
            `Pruebas: escribe qué apoya ese pensamiento y qué no.`,
            `Pensamiento equilibrado: escribe una versión más precisa, como «esta semana es pesada, y ya he terminado trabajos parecidos antes».`,
            `Siguiente paso: escribe una acción pequeña que se desprenda del pensamiento equilibrado.`,
          ],
          reflection: `En una escala del 0 al 10, ¿cómo cambió lo que sentías entre el primer pensamiento y el pensamiento equilibrado?`,
        },
        {
          kind: 'paragraph',
          text: `Haz también la prueba del amigo: pregúntate qué le dirías a un buen amigo en la misma situación. La mayoría de las personas es mucho más dura consigo misma que con los demás. Las investigaciones sobre la autocompasión sugieren que tratarte con la misma amabilidad te ayuda a recuperarte de los contratiempos y a volver a intentarlo, sin rebajar tus exigencias.`,
        },
      ],
    },
    {
      id: 'recover-every-day',
      role: 'core',
      heading: `Recupérate cada día, no solo en vacaciones`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La resiliencia depende tanto de la recuperación como del esfuerzo. Las investigaciones con trabajadores muestran que las personas se recuperan mejor cuando su tiempo libre incluye cuatro experiencias: desconectar mentalmente del trabajo, relajarse, hacer algo que dé sensación de progreso (una afición, un deporte, aprender algo) y tener control sobre cómo usan su tiempo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Marca un final claro para tu jornada, por ejemplo escribiendo la primera tarea de mañana, cerrando la computadora y cambiándote de ropa.`,
            `Desactiva las notificaciones del trabajo por la noche si tu empleo lo permite.`,
            `Programa cada semana una actividad que te absorba por completo y que no tenga nada que ver con el trabajo.`,
            `Protege el sueño: una hora regular para acostarte y levantarte, y las pantallas lejos durante la última media hora si puedes.`,
            `Planifica pequeños momentos de recuperación a lo largo del día, no solo al final: un paseo corto, una comida lejos de tu escritorio, cinco minutos de respiración lenta.`,
          ],
        },
      ],
    },
    {
      id: 'support-and-help',
      role: 'core',
      heading: `Apóyate en los demás y sabe cuándo pedir ayuda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `El apoyo de otras personas es una de las protecciones más fuertes contra el estrés. No tiene que ser grande: saber que alguien te escuchará o te ayudará con una tarea práctica hace que la presión sea más fácil de llevar. Mucha gente espera demasiado para pedirlo porque no quiere ser una carga. En la práctica, la mayoría de las personas ayuda con gusto cuando la petición es clara.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pide de forma concreta: «¿Podrías quedarte con los niños el sábado por la mañana para que yo pueda descansar?» es más fácil de aceptar que «necesito ayuda».`,
            `Cuéntale al menos a una persona cómo estás de verdad, no solo la versión educada.`,
            `Ofrece también tu apoyo a los demás. Ayudar a otra persona también puede aliviar tu propio estrés.`,
            `Busca ayuda profesional si tu estrés no mejora con el descanso, si te sientes sin esperanza o como anestesiado, o si recurres al alcohol o a otras sustancias para sobrellevarlo. Pedir ayuda pronto es señal de buen juicio, no de debilidad.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-resilience',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Cuando tu seguridad esconde la tensión`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es asertiva, probablemente mantienes la calma bajo presión, te recuperas rápido de los contratiempos y no te preocupa mucho la impresión que causas. Son fortalezas reales. El riesgo es que notes el estrés tarde. Puedes pasar por alto las señales de sobrecarga, tratar el cansancio como algo que hay que ignorar y suponer que los demás lo llevan tan bien como tú.`,
        },
        {
          kind: 'bullets',
          items: [
            `Haz un breve repaso semanal: sueño, energía, ánimo y paciencia, cada uno del 1 al 5. Una puntuación que baja es información, aunque te sientas bien.`,
            `Pregunta a alguien cercano si ha notado cambios en ti. Los demás suelen ver la tensión antes que nosotros.`,
            `Planifica la recuperación antes de necesitarla, sobre todo en periodos largos y cargados.`,
            `Recuerda que tus colegas y tu familia pueden sentir una presión que tú no sientes. Pregúntales cómo están y toma en serio la respuesta.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-resilience',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Cuando tu alarma suena fuerte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es turbulenta, probablemente detectas los problemas pronto y te importa mucho hacer las cosas bien. Esa sensibilidad te ayuda a prepararte y a mejorar. El costo es que el estrés puede sentirse más fuerte y durar más: puedes darle vueltas a tus errores, preocuparte por lo que piensan los demás o dudar de ti incluso después de haberlo hecho bien.`,
        },
        {
          kind: 'bullets',
          items: [
            `Fija cada día un «rato para preocuparte» de quince minutos. Cuando te llegue una preocupación en otro momento, anótala y vuelve a ella en ese rato. Así se reduce el tiempo que la preocupación ocupa en tu día.`,
            `Aplica la revisión en cinco líneas a tu preocupación más fuerte de cada día durante dos semanas. Con la práctica, el hábito se vuelve más rápido.`,
            `Ten una lista breve de dificultades pasadas que supiste manejar. Léela cuando dudes de tu capacidad para salir adelante.`,
            `Cuidado con buscar que te tranquilicen constantemente. Preguntar una vez ayuda; preguntar muchas veces mantiene viva la preocupación.`,
            `Toma tu recuperación tan en serio como tu trabajo. El descanso no es un premio que primero tengas que ganarte.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-resilience',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Recuperarte con otras personas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Extraversión, quizá te recuperas mejor con contacto y actividad: hablar de lo que pasa, estar con amigos, mover el cuerpo. Aprovéchalo. Aislarse en los periodos de estrés suele hacer que las personas extravertidas se sientan peor, no mejor.`,
        },
        {
          kind: 'bullets',
          items: [
            `Reserva tiempo social en las semanas cargadas en lugar de ser lo primero que cancelas.`,
            `Combina contacto y movimiento: camina con un amigo, únete a un grupo deportivo o a una clase.`,
            `Distingue entre hablar de un problema para avanzar y repetirlo. Dar vueltas una y otra vez a la misma preocupación con amigos puede aumentar el estrés. Pasados diez minutos, cambia a «¿Qué podría hacer al respecto?».`,
            `Vigila el exceso de compromisos. Decir que sí a cada invitación puede convertirse en otra fuente de presión.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-resilience',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Recuperarte en calma sin aislarte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si te inclinas hacia la Introversión, quizá te recuperas mejor con tiempo a solas: leer, caminar, aficiones tranquilas, tiempo en casa. Esa necesidad es real, y protegerla es parte de cuidarte. El riesgo es que, con el estrés, el tiempo de recuperación se convierta poco a poco en aislamiento y nadie note que lo estás pasando mal.`,
        },
        {
          kind: 'bullets',
          items: [
            `Programa tiempo tranquilo en tu calendario después de los días socialmente exigentes, como cualquier otra cita.`,
            `Prueba la escritura expresiva: durante quince a veinte minutos, tres o cuatro días, escribe libremente sobre lo que te preocupa. Los estudios relacionan esta práctica con mejoras modestas del ánimo y la salud en muchas personas.`,
            `Elige a una persona a la que le contarás cuando las cosas vayan mal, y acuérdalo con ella de antemano.`,
            `Prefiere el contacto que cuesta poca energía: un paseo con un amigo, un mensaje, una actividad compartida sin mucha conversación.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Esperar a las vacaciones para recuperarte. La recuperación diaria importa más que las pausas largas de vez en cuando.`,
            `Recortar primero el sueño, el ejercicio y las comidas con amigos cuando falta tiempo. Es justo lo que te mantiene en pie.`,
            `Intentar resolver lo que no puedes cambiar e ignorar lo que sí puedes.`,
            `Usar el alcohol, el desplazamiento infinito por las redes o el exceso de trabajo para anestesiar el estrés. Dan un alivio breve y problemas más largos.`,
            `Creer que las personas resilientes nunca lo pasan mal. Lo pasan mal, y se recuperan.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Detecta: conoce tus señales de alerta temprana y revísalas cada semana.`,
            `Mapa: enumera las fuentes de estrés; marca cambiar, influir o aceptar; una acción para cada una.`,
            `Primero el cuerpo: espiraciones largas y lentas durante tres a cinco minutos, y luego un paseo corto.`,
            `Nómbralo: «Me siento...» baja la intensidad.`,
            `Replantea: situación, primer pensamiento, pruebas, pensamiento equilibrado, siguiente paso.`,
            `Prueba del amigo: háblate como le hablarías a un buen amigo.`,
            `Recupérate a diario: desconecta, relájate, haz algo que te absorba, elige cómo usas tu tiempo libre.`,
            `Pide: peticiones concretas, una conversación sincera, ayuda profesional cuando haga falta.`,
          ],
        },
      ],
    },
  ],
};
