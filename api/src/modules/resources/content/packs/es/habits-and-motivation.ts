// Skill pack: habits and motivation (ES). Translated from ../en/habits-and-motivation.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'habits-and-motivation',
  title: `Hábitos y motivación`,
  subtitle: `Crea rutinas que duren, incluso los días en que la motivación flaquea`,
  summary: `Una guía práctica para crear hábitos nuevos y mantenerlos: empezar en pequeño, vincular los hábitos a señales, prever los obstáculos, encontrar razones que duren y retomar el camino después de un tropiezo. Explica por qué la motivación va y viene, y cómo avanzar de todos modos.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-habits-matter',
      role: 'intro',
      heading: `Por qué los hábitos ganan a la motivación`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La motivación es un sentimiento, y los sentimientos cambian. Un buen día estás listo para hacer ejercicio, estudiar o ahorrar; un día de cansancio, el mismo plan parece imposible. Los hábitos resuelven este problema. Un hábito es un comportamiento que se ha repetido tantas veces en la misma situación que es la propia situación la que lo pone en marcha, con poco pensamiento o esfuerzo. Cuando un comportamiento se convierte en hábito, ya no depende de lo motivado que te sientas.`,
        },
        {
          kind: 'paragraph',
          text: `Crear un hábito lleva tiempo. En un estudio muy conocido, las personas necesitaron de media unos dos meses de repetición diaria para que un comportamiento nuevo se volviera automático, con mucha variación: desde menos de tres semanas hasta mucho más tiempo. El mismo estudio encontró que saltarse un solo día no arruinaba el proceso. Es alentador: los hábitos se construyen con repetición constante, no con perfección.`,
        },
        {
          kind: 'paragraph',
          text: `Tu tipo no decide tu autodisciplina, pero sí influye en tu relación con la rutina y con el fracaso. Las personas que prefieren el Juicio suelen disfrutar de las rutinas, pero pueden volverse rígidas; las que prefieren la Percepción suelen necesitar variedad para mantener el interés. Las personas con identidad asertiva pueden empezar con seguridad pero saltarse la planificación; las que tienen identidad turbulenta pueden ser muy duras consigo mismas después de un tropiezo. Las secciones adaptadas a ti muestran cómo ajustar el método a tu caso.`,
        },
      ],
    },
    {
      id: 'start-tiny',
      role: 'core',
      heading: `Elige un hábito y hazlo diminuto`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La mayoría de los planes de hábitos fracasan porque son demasiado grandes. «Hacer una hora de ejercicio al día» depende de tener mucha motivación. Una versión diminuta, como «ponerme el calzado deportivo y caminar cinco minutos», es lo bastante fácil para hacerla incluso en tu peor día. Cuando el comportamiento sea automático, podrás ampliarlo. Crea un hábito cada vez; varios hábitos nuevos a la vez dividen tu atención.`,
        },
        {
          kind: 'exercise',
          title: `Ficha de diseño del hábito`,
          steps: [
            `Elige un hábito que marcaría una diferencia real en tu vida y descríbelo como un comportamiento concreto: «leer» se convierte en «leer diez páginas de un libro».`,
            `Hazlo diminuto: redúcelo hasta que lleve menos de dos minutos, por ejemplo «leer una página».`,
            `Elige un ancla: una rutina diaria que ya tienes y que servirá de señal, como «después de servirme el café de la mañana».`,
            `Escribe el plan completo: «Después de servirme el café de la mañana, leeré una página de mi libro en la mesa de la cocina».`,
            `Prepara el lugar: deja el libro en la mesa de la cocina esta noche.`,
            `Decide un pequeño momento de satisfacción justo después del comportamiento, como marcar una casilla o decir «hecho».`,
          ],
          reflection: `¿Tu versión diminuta es de verdad lo bastante fácil para un mal día? Si no lo es, ¿qué la haría aún más pequeña?`,
        },
      ],
    },
    {
      id: 'cues-and-environment',
      role: 'core',
      heading: `Deja que las señales y el entorno hagan el trabajo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los hábitos se ponen en marcha con señales: una hora, un lugar, una acción que acabas de terminar o las personas que te rodean. Cuanto más estable es la señal, más rápido se forma el hábito. Tu entorno también decide lo fácil que es cada comportamiento. Las personas que parecen tener un gran autocontrol a menudo simplemente viven en entornos que facilitan las buenas elecciones y dificultan las malas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mantén la misma señal cada día: la misma hora, el mismo lugar o la misma rutina previa.`,
            `Haz que el buen comportamiento sea visible y fácil: fruta en la mesa, la guitarra fuera de su funda, la ropa de deporte preparada.`,
            `Haz que el comportamiento que no quieres sea invisible y más difícil: los snacks en un armario alto, el teléfono cargándose fuera del dormitorio, las aplicaciones de streaming con la sesión cerrada.`,
            `Apóyate en otras personas: un amigo que camina contigo, una clase que ya has pagado, un colega que estudia a la misma hora.`,
            `Cambia algo de tu entorno antes de depender de tu fuerza de voluntad.`,
          ],
        },
      ],
    },
    {
      id: 'plan-for-obstacles',
      role: 'core',
      heading: `Prevé los obstáculos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Soñar en positivo, sin más, puede reducir el esfuerzo, porque la mente disfruta del resultado imaginado como si ya hubiera ocurrido. Un método más eficaz combina el deseo con una mirada honesta a lo que se interpone en el camino, y con un plan para ese obstáculo. Las investigaciones sobre esta técnica muestran buenos resultados en objetivos de salud, de estudio y de trabajo.`,
        },
        {
          kind: 'exercise',
          title: `Deseo, resultado, obstáculo, plan`,
          steps: [
            `Deseo: escribe en pocas palabras el hábito o el objetivo que quieres.`,
            `Resultado: imagina durante un minuto el mejor resultado de conseguirlo y escribe cómo te sentirías.`,
            `Obstáculo: pregúntate qué hay dentro de ti que tiene más probabilidades de frenarte, como el cansancio, el aburrimiento, un antojo o las dudas sobre ti. Imagínalo con claridad.`,
            `Plan: escribe un plan «si..., entonces...» para ese obstáculo: «Si me siento demasiado cansado para caminar después del trabajo, entonces caminaré solo cinco minutos».`,
            `Repite el ejercicio cada vez que el hábito empiece a flaquear.`,
          ],
          reflection: `¿Qué obstáculo te vino primero a la mente y cuántas veces te ha frenado en el pasado?`,
        },
      ],
    },
    {
      id: 'reasons-that-last',
      role: 'core',
      heading: `Encuentra razones que duren`,
      blocks: [
        {
          kind: 'paragraph',
          text: `La motivación que nace de tus propios valores e intereses dura más que la que se basa en la presión, la culpa o el deseo de impresionar a otros. Si un hábito te parece una obligación impuesta, busca una razón personal o cambia la forma del hábito hasta que lo sientas como una elección propia.`,
        },
        {
          kind: 'bullets',
          items: [
            `Conecta el hábito con algo que te importe: «Camino para tener energía para jugar con mis hijos», no «Debería hacer ejercicio».`,
            `Elige una forma que disfrutes. Si odias correr, prueba la bicicleta, el baile o un deporte de equipo; el mejor hábito es el que de verdad vas a mantener.`,
            `Combina el hábito con un placer: escucha tu pódcast favorito solo mientras haces ejercicio, o toma tu té preferido solo mientras estudias.`,
            `Aprovecha los nuevos comienzos naturales, como una semana nueva, un mes nuevo o un cumpleaños, para empezar o retomar un hábito. A la gente le resulta más fácil empezar en esos momentos.`,
          ],
        },
      ],
    },
    {
      id: 'track-miss-restart',
      role: 'core',
      heading: `Registra tu progreso y retoma después de un fallo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Llevar un registro sencillo de tu progreso te ayuda a alcanzar tus objetivos, sobre todo si lo miras con regularidad. Basta con un calendario en el que marques cada día que has hecho el hábito. El registro también te ayuda a ver patrones, como qué días son difíciles.`,
        },
        {
          kind: 'paragraph',
          text: `Todo el mundo se salta días. El peligro no es el fallo en sí, sino el pensamiento que viene después: «He fallado, así que ya da igual». Los psicólogos han descrito esta reacción de todo o nada en muchos tipos de cambio de hábitos. La respuesta es una regla sencilla: nunca falles dos veces seguidas. Después de un día perdido, la versión diminuta del día siguiente se convierte en tu única prioridad.`,
        },
        {
          kind: 'steps',
          items: [
            `Marca cada día que hagas el hábito, aunque sea la versión diminuta.`,
            `Una vez por semana, mira el registro y pregúntate qué ayudó los días buenos y qué se interpuso los días que fallaste.`,
            `Después de un fallo, haz la versión diminuta al día siguiente, sin castigos extra ni intentos de «recuperar».`,
            `Después de tres o cuatro semanas de práctica constante, decide si quieres ampliar un poco el hábito.`,
          ],
        },
      ],
    },
    {
      id: 'break-unwanted-habits',
      role: 'core',
      heading: `Dejar un hábito que ya no quieres`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los hábitos no deseados, como mirar el teléfono en la cama o picar algo mientras trabajas, siguen las mismas reglas que los buenos: una señal los pone en marcha y una recompensa los mantiene. Intentar dejarlos solo con fuerza de voluntad rara vez dura, porque la señal sigue ahí y las ganas vuelven. Funciona mejor cambiar la señal, añadir esfuerzo y dar otra salida a la necesidad que hay detrás del hábito.`,
        },
        {
          kind: 'steps',
          items: [
            `Durante una semana, anota cada vez que aparezca el hábito: cuándo, dónde, con quién y qué sentías justo antes.`,
            `Encuentra la señal más frecuente y cámbiala si puedes, por ejemplo cargando el teléfono fuera del dormitorio.`,
            `Añade esfuerzo: cuantos más pasos requiera el hábito, menos a menudo ocurrirá.`,
            `Elige un sustituto que cubra la misma necesidad, como un paseo corto en lugar de un snack cuando necesitas un descanso.`,
            `Cuando lleguen las ganas, fíjate en ellas, respira y espera diez minutos. Las ganas suben y bajan como olas, y la mayoría pasan si no actúas.`,
          ],
        },
      ],
    },
    {
      id: 'judging-habits',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Rutinas sin rigidez`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Juicio, las rutinas probablemente te salen de forma natural, y quizá disfrutes del orden que aporta un buen hábito. Es una ventaja real. Los riesgos son empezar demasiados hábitos a la vez porque planificarlos resulta satisfactorio, y tratar cualquier interrupción de la rutina como un fracaso.`,
        },
        {
          kind: 'bullets',
          items: [
            `Empieza un hábito y espera a que sea automático antes de añadir otro, aunque tengas un plan para cinco.`,
            `Define una versión mínima para los días difíciles y cuéntala como un éxito completo.`,
            `Prevé de antemano las alteraciones como los viajes, las enfermedades o las vacaciones: «Cuando viajo, mi hábito son diez flexiones en la habitación del hotel».`,
            `Revisa tus hábitos cada pocos meses. Algunas rutinas continúan solo porque son rutinas, no porque todavía te sirvan.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-habits',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Hábitos con espacio para la variedad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Percepción, las rutinas diarias estrictas pueden parecerte aburridas o limitantes, y quizá empieces con entusiasmo y te vayas desenganchando cuando pasa la novedad. Aun así, puedes crear hábitos sólidos. Mantén fija la señal y deja que el contenido varíe.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mantén la misma ancla cada día, pero elige de un menú: después de comer, una de estas opciones: un paseo, un video de yoga o subir escaleras.`,
            `Cambia la forma del hábito cada pocas semanas para que siga siendo interesante, mientras la hora y el lugar se mantienen.`,
            `Apóyate en otras personas para rendir cuentas: un compañero, una clase o un registro compartido.`,
            `Acepta un objetivo más flexible, como cinco días de cada siete. Un hábito flexible que mantienes es mejor que uno estricto que abandonas.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-habits',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Que la seguridad no te haga saltarte el plan`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es asertiva, probablemente empiezas los hábitos nuevos con seguridad y sin preocuparte mucho por fracasar. Eso te ayuda a arrancar. El riesgo es subestimar los obstáculos, saltarte la versión diminuta porque te parece innecesaria y dar por hecho que el hábito se asentará solo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Haz el ejercicio de los obstáculos aunque estés seguro de que lo conseguirás. Lleva cinco minutos.`,
            `Empieza con la versión diminuta durante las dos primeras semanas, por mucha seguridad que tengas.`,
            `Lleva el registro con honestidad. La seguridad puede hacer que recuerdes más días buenos de los que hubo en realidad.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-habits',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Progreso, no perfección`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tu identidad es turbulenta, probablemente te pones exigencias altas y te importa mejorar, lo que te da un gran impulso. El riesgo es una autocrítica dura después de un día perdido, que hace más probable la reacción de todo o nada. Las investigaciones sugieren que las personas que responden al fracaso con autocompasión están más motivadas para mejorar, no menos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Después de un fallo, háblate como le hablarías a un amigo: «Ayer fue un día difícil. Hoy haré la versión pequeña».`,
            `Mira tu registro por semanas, no por días. Cinco de siete es un progreso real.`,
            `Ten una lista de los hábitos que ya has creado. Es la prueba de que puedes cambiar.`,
            `Evita comparar tu progreso con los mejores momentos que otras personas publican en internet.`,
          ],
        },
      ],
    },
    {
      id: 'habits-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Empezar demasiado a lo grande y confiar en que la motivación te lleve.`,
            `Cambiar varios hábitos a la vez.`,
            `Elegir una señal vaga, como «en algún momento de la noche».`,
            `Rendirse después de uno o dos días perdidos.`,
            `Intentar crear un hábito que en realidad no quieres, porque sientes que deberías.`,
          ],
        },
      ],
    },
    {
      id: 'habits-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Un hábito cada vez, descrito como un comportamiento concreto.`,
            `Hazlo diminuto: menos de dos minutos, fácil incluso en tu peor día.`,
            `Ánclalo: «Después de [rutina que ya tengo], haré [hábito diminuto]».`,
            `Da forma a tu entorno: el buen comportamiento, fácil y visible; el que no quieres, más difícil.`,
            `Prevé el obstáculo: «Si [obstáculo], entonces [respuesta]».`,
            `Razones que duran: tus valores, una forma que disfrutes, un placer asociado.`,
            `Registra a diario, revisa cada semana, nunca falles dos veces seguidas.`,
            `Dejar un hábito: cambia la señal, añade esfuerzo, cubre la necesidad de otra forma, deja pasar las ganas.`,
            `Cuenta con unos dos meses antes de que se vuelva automático, y sigue adelante.`,
          ],
        },
      ],
    },
  ],
};
