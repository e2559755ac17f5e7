// Skill pack: planning, time and energy (ES). Translated from ../en/time-and-energy.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'time-and-energy',
  title: `Planificar tu tiempo y tu energía`,
  subtitle: `Decide qué importa, planifica de forma realista y ajusta tu trabajo a tu energía`,
  summary: `Un sistema práctico para anotar todo lo que tienes que hacer, elegir lo que importa, estimar con honestidad y planificar la semana en función de tu energía. Es lo bastante ligero como para que sigas usándolo cuando pase el entusiasmo de la primera semana.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-planning-matters',
      role: 'intro',
      heading: `Por qué gestionar solo el tiempo es un error`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La mayoría de las personas tiene más cosas que hacer que tiempo para hacerlas, y ninguna técnica cambia eso. Lo que cambia un buen sistema es qué cosas se hacen, cuánto estrés causa el resto y si tus mejores horas van a tu trabajo más importante. El tiempo es solo la mitad del cuadro. Una hora en la que estás descansado y una hora en la que estás agotado no valen lo mismo, así que un plan útil gestiona la energía además del tiempo.`,
        },
        {
          kind: 'paragraph',
          text: `Esta guía describe un sistema sencillo en cinco partes: anotarlo todo en un solo lugar, elegir lo que importa, estimar con honestidad, planificar la semana y luego el día, y gestionar tu energía. Cada parte es útil por sí sola. Juntas llevan unos cuarenta minutos a la semana y diez minutos al día.`,
        },
        {
          kind: 'paragraph',
          text: `Tu tipo influye en qué partes del sistema te resultan naturales. Las personas que prefieren el Juicio suelen disfrutar de los planes detallados, pero pueden aferrarse demasiado a ellos; las que prefieren la Percepción suelen funcionar bien con flexibilidad, pero pueden dejar demasiadas cosas para el último momento. Las personas que prefieren la Sensación tienden a planificar bien las tareas concretas, pero pueden perder de vista los objetivos a largo plazo; las que prefieren la Intuición tienden a ver el panorama general, pero pueden saltarse los detalles que hacen que un plan funcione. Las secciones adaptadas a ti te ayudan a aprovechar tus fortalezas y cubrir tus carencias.`,
        },
      ],
    },
    {
      id: 'capture-everything',
      role: 'core',
      heading: `Anótalo todo en un solo lugar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Las tareas pendientes tienden a volver a tu cabeza en cualquier momento, lo que cansa y distrae. Anotar una tarea junto con un plan de cuándo vas a ocuparte de ella reduce esos pensamientos intrusivos. Por eso el primer paso es una única lista de confianza, en papel o en una aplicación, donde vayan todas las tareas, promesas e ideas.`,
        },
        {
          kind: 'exercise',
          title: `Vaciado completo`,
          steps: [
            `Reserva treinta minutos y toma una hoja en blanco o crea una lista nueva.`,
            `Escribe todo lo que necesitas o quieres hacer: tareas de trabajo, labores de la casa, mensajes por responder, promesas a otras personas, ideas que quieres explorar.`,
            `Repasa las áreas de tu vida para encontrar lo que se te pasó: trabajo, casa, dinero, salud, familia, amigos, aprendizaje.`,
            `Para cada elemento vago, escribe la siguiente acción concreta, como «llamar al banco por lo de la tarjeta» en lugar de «banco».`,
            `A partir de ahora, añade las tareas nuevas a esta lista en cuanto aparezcan, y en ningún otro sitio.`,
          ],
          reflection: `¿Cómo te sentiste al ver todo en una sola página y qué elemento ocupaba más espacio en tu mente?`,
        },
      ],
    },
    {
      id: 'choose-what-matters',
      role: 'core',
      heading: `Elige lo que importa`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Las tareas urgentes gritan y las importantes esperan en silencio. Las investigaciones muestran que la gente suele elegir una tarea urgente antes que una importante, incluso cuando la importante ofrece una recompensa mayor. Para contrarrestarlo, ordena tu lista de forma deliberada en lugar de trabajar empezando por arriba.`,
        },
        {
          kind: 'steps',
          items: [
            `Marca cada tarea como importante (hace avanzar un objetivo que te importa) o no.`,
            `Marca cada tarea como urgente (tiene un plazo real en los próximos días) o no.`,
            `Importantes y urgentes: hazlas primero. Importantes pero no urgentes: dales un tiempo fijo en tu calendario. Urgentes pero no importantes: hazlas rápido, delégalas o pregúntate si hacen falta. Ni lo uno ni lo otro: elimínalas.`,
            `No elijas más de tres resultados importantes para la semana. Todo lo demás es secundario.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Elegir lo que importa también significa decir que no. Antes de aceptar una petición nueva, pregúntate qué vas a dejar de hacer o aplazar para hacerle sitio. Si la respuesta es «nada», probablemente estás pensando en trabajar más horas o en hacerlo todo peor. Un amable «Esta semana no, pero podría ayudarte el martes 14» protege tanto la relación como tu plan.`,
        },
      ],
    },
    {
      id: 'estimate-honestly',
      role: 'core',
      heading: `Estima con honestidad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Casi todo el mundo subestima cuánto tardarán las tareas, incluso sabiendo que tareas parecidas llevaron más tiempo en el pasado. Los psicólogos lo llaman la falacia de la planificación. Imaginamos el mejor escenario y olvidamos las interrupciones, los problemas y los pequeños pasos que no habíamos previsto. Tres hábitos hacen que las estimaciones sean más realistas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Divide la tarea en partes y estima cada una. Las estimaciones de las partes suelen sumar más que la estimación del conjunto, y se acercan más a la realidad.`,
            `Mira el pasado: ¿cuánto tardó realmente una tarea parecida la última vez? Usa esa cifra, no la que te gustaría.`,
            `Añade un margen. Para las tareas conocidas, suma una cuarta parte de la estimación; para las nuevas o complejas, suma la mitad.`,
            `Durante una semana, escribe tu estimación junto a cada tarea y después el tiempo real. La comparación te enseñará tu factor de corrección personal.`,
          ],
        },
      ],
    },
    {
      id: 'plan-week-and-day',
      role: 'core',
      heading: `Planifica la semana y luego el día`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La revisión semanal es el centro de este sistema. Una vez por semana, a una hora fija, lo repasas todo, eliges lo que importa y lo colocas en tu calendario. Después, un breve plan diario ajusta la semana a lo que realmente ha pasado.`,
        },
        {
          kind: 'exercise',
          title: `Revisión semanal de treinta minutos`,
          steps: [
            `Vacía la cabeza: añade a tu lista las tareas nuevas y reúne las notas, los mensajes y los papeles que requieren alguna acción.`,
            `Mira atrás: ¿qué terminaste la semana pasada, qué no se hizo y por qué?`,
            `Mira adelante: revisa tu calendario de las dos próximas semanas en busca de plazos, reuniones y compromisos personales.`,
            `Elige hasta tres resultados importantes para la semana que empieza.`,
            `Bloquea tiempo en tu calendario para cada uno, en tus horas de más energía.`,
            `Deja espacio libre: no planifiques más de unas dos terceras partes de tu tiempo disponible.`,
          ],
          reflection: `Mirando la semana pasada, ¿qué fue lo que más a menudo se comió el tiempo que habías reservado para el trabajo importante?`,
        },
        {
          kind: 'bullets',
          items: [
            `Plan diario, diez minutos: revisa el calendario, elige la tarea más importante del día y decide cuándo la harás.`,
            `Cuando el día salga de otra manera, pasa las tareas a otro hueco en lugar de borrarlas de tu mente.`,
            `Termina el día escribiendo la primera tarea de mañana. Empezar es más fácil cuando el primer paso ya está decidido.`,
          ],
        },
      ],
    },
    {
      id: 'manage-energy',
      role: 'core',
      heading: `Gestiona tu energía, no solo tus horas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Las personas difieren en el momento del día en que se sienten más despiertas. Algunas son claramente madrugadoras, otras rinden mejor más tarde, y la mayoría está en algún punto intermedio. Tu energía también depende del sueño, la comida, el movimiento y el tipo de trabajo que haces. Algunas tareas te dan energía y otras te la quitan.`,
        },
        {
          kind: 'exercise',
          title: `Auditoría de energía`,
          steps: [
            `Durante cinco días laborables, anota tu energía del 1 al 5 cada dos horas, junto con lo que estabas haciendo.`,
            `Al final, marca tus dos mejores y tus dos peores momentos del día.`,
            `Enumera las tareas que te dejaron con más energía y las que te dejaron con menos.`,
            `Pasa tu trabajo más exigente a tus mejores momentos y las tareas rutinarias a los más flojos.`,
            `Siempre que puedas, pon una tarea que te dé energía después de cada tarea que te la quite.`,
          ],
          reflection: `¿Qué tarea agotadora podrías acortar, compartir o pasar a un mejor momento del día?`,
        },
      ],
    },
    {
      id: 'sensing-planning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `De las tareas diarias al rumbo a largo plazo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Sensación, probablemente planificas bien las tareas concretas, estimas de forma realista el trabajo práctico y notas detalles que a otros se les escapan. El riesgo es que la semana se llene de tareas visibles y concretas mientras los objetivos a largo plazo, que parecen menos tangibles, se aplazan una y otra vez.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escribe tres objetivos para los próximos tres meses y mantenlos en la parte superior de tu lista de tareas.`,
            `En cada revisión semanal, pregúntate: «¿Qué tarea de esta semana hace avanzar alguno de estos objetivos?». Asegúrate de que al menos una lo haga.`,
            `Convierte cada objetivo a largo plazo en un primer paso concreto que puedas hacer en menos de una hora. En los pasos concretos está tu fortaleza.`,
            `Una vez al mes, dedica treinta minutos a mirar más lejos: ¿qué quieres que sea diferente dentro de un año?`,
          ],
        },
      ],
    },
    {
      id: 'intuition-planning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `De la visión a la siguiente acción`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Intuición, probablemente ves hacia dónde van las cosas y te fijas objetivos inspiradores. El riesgo es que los planes se queden en el terreno de las ideas: el objetivo está claro, pero el siguiente paso no, y los detalles que te aburren, como las fechas, las dependencias y los pequeños pasos prácticos, acaban causando retrasos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Para cada objetivo, escribe la siguiente acción concreta. Si no puedes imaginarte haciéndola, todavía no es una acción.`,
            `Aplica el hábito de dividir las tareas a tus estimaciones, porque quizá te tiente especialmente estimar todo el proyecto de una vez.`,
            `Pon en el calendario, con un recordatorio, los detalles que sueles olvidar, como renovaciones, formularios y reservas, para no tener que acordarte de ellos.`,
            `Limita los proyectos nuevos: antes de empezar uno, termina otro o ponlo en pausa de forma consciente.`,
          ],
        },
      ],
    },
    {
      id: 'judging-planning',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Planes que dejan respirar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Juicio, planificar probablemente te sale de forma natural y te sientes mejor cuando tu semana está organizada. Eso te da un buen punto de partida. El riesgo es llenar demasiado el plan, estresarte cuando la realidad no lo sigue y olvidar que el descanso y el tiempo sin planificar también necesitan su espacio.`,
        },
        {
          kind: 'bullets',
          items: [
            `Cumple al pie de la letra la regla de los dos tercios. El tercio libre no es tiempo perdido; es lo que hace posible el resto del plan.`,
            `Pon en el calendario el descanso, el ejercicio y el tiempo con otras personas como bloques fijos, no como lo que sobra al final.`,
            `Cuando los planes cambien, pregúntate «¿Cuál es el mejor plan a partir de aquí?» en lugar de «¿Cómo vuelvo al plan anterior?».`,
            `Lleva una lista de «hecho» junto a tu lista de tareas. Ver lo que has logrado es tan importante como ver lo que queda.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-planning',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Una estructura que te deja libre`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Percepción, probablemente te adaptas bien a los cambios y haces buen trabajo bajo presión. Los planes detallados hora por hora pueden parecerte restrictivos, y quizá te resistas a ellos. No los necesitas. Una estructura más ligera te da los beneficios de planificar sin quitarte libertad.`,
        },
        {
          kind: 'bullets',
          items: [
            `Planifica los resultados de la semana y elige el orden día a día.`,
            `Usa bloques con un tema en lugar de una sola tarea: «martes por la mañana: trabajo para clientes». Dentro del bloque, elige lo que encaje con tu estado de ánimo.`,
            `Empieza pronto las tareas grandes con un primer paso de diez minutos. Empezar elimina buena parte de la resistencia, y los plazos se vuelven menos estresantes.`,
            `Acerca los plazos lejanos acordando con alguien una fecha para un borrador.`,
            `Haz la revisión semanal breve, pero no te la saltes. Es el único punto fijo que hace segura la flexibilidad.`,
          ],
        },
      ],
    },
    {
      id: 'planning-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Tener las tareas en varios sitios: en la cabeza, en el correo, en notas, en distintas aplicaciones.`,
            `Planificar cada hora y abandonar el plan a la primera interrupción.`,
            `Elegir tareas fáciles porque se terminan rápido mientras el trabajo importante espera.`,
            `Aceptar peticiones nuevas sin decidir qué se va a aplazar.`,
            `Cambiar de sistema cada mes en lugar de usar uno sencillo con constancia.`,
          ],
        },
      ],
    },
    {
      id: 'planning-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Anota: una única lista de confianza; la siguiente acción concreta para cada elemento.`,
            `Elige: importante frente a urgente; no más de tres resultados importantes por semana.`,
            `Estima: divide las tareas en partes, usa los tiempos reales del pasado, añade entre un cuarto y la mitad como margen.`,
            `Revisión semanal, treinta minutos: vacía la cabeza, mira atrás, mira adelante, elige, bloquea tiempo.`,
            `No planifiques más de dos tercios de tu tiempo disponible.`,
            `Plan diario, diez minutos: la tarea más importante y cuándo la harás.`,
            `Energía: el trabajo exigente en tus mejores horas, las tareas rutinarias en las más flojas.`,
            `Antes de decir que sí: ¿qué voy a dejar de hacer o aplazar?`,
          ],
        },
      ],
    },
  ],
};
