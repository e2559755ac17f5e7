// Skill pack: decision-making (ES). Translated from ../en/decision-making.ts, which names the sources drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'decision-making',
  title: `Tomar mejores decisiones`,
  subtitle: `Un método claro y repetible para tomar decisiones que puedas defender`,
  summary: `Un método paso a paso para las decisiones importantes: clasificar la decisión, ampliar las opciones, sopesarlas con criterios claros, contrastarlas con la realidad y aprender del resultado. Te ayuda a evitar las trampas mentales más comunes sin quedarte atrapado en el análisis.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-decisions-matter',
      role: 'intro',
      heading: `Por qué ayuda tener un método para decidir`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Tomamos la mayoría de las decisiones rápido y sin esfuerzo, y para las elecciones cotidianas eso funciona bien. Las decisiones importantes son distintas: qué empleo aceptar, si mudarte o no, cómo manejar una situación difícil en el trabajo. Ahí, los juicios rápidos se ven afectados por errores previsibles. Consideramos muy pocas opciones, buscamos pruebas que respalden lo que ya preferimos, sobrestimamos lo bien que saldrán las cosas y dejamos que el estado de ánimo del momento decida a largo plazo.`,
        },
        {
          kind: 'paragraph',
          text: `No puedes eliminar del todo esos errores, pero un proceso sencillo los reduce. Esta guía te ofrece uno en cinco pasos: clasificar la decisión, ampliar las opciones, sopesarlas, contrastarlas con la realidad y, por último, comprometerte y aprender. No necesitas los cinco para cada elección. El primer paso te dice cuánto esfuerzo merece una decisión.`,
        },
        {
          kind: 'paragraph',
          text: `El tipo influye en aquello a lo que prestas atención al decidir, no en la calidad de tus decisiones. Las personas que prefieren el Pensamiento tienden a centrarse en la lógica y las consecuencias; las que prefieren el Sentimiento, en los valores y en las personas afectadas. Las buenas decisiones necesitan ambas cosas. Las personas que prefieren el Juicio quieren cerrar las decisiones pronto; las que prefieren la Percepción quieren mantener las opciones abiertas. Cada tendencia ayuda en unas situaciones y perjudica en otras, y las secciones adaptadas a ti te muestran cómo equilibrar la tuya.`,
        },
      ],
    },
    {
      id: 'sort-the-decision',
      role: 'core',
      heading: `Paso 1: Clasifica la decisión`,
      blocks: [
        {
          kind: 'paragraph',
          text: `No todas las decisiones merecen el mismo esfuerzo. Dedicar una semana a algo que puedes deshacer mañana es perder el tiempo; decidir en cinco minutos algo que no tiene vuelta atrás es arriesgado. Antes de empezar, responde a cuatro preguntas.`,
        },
        {
          kind: 'steps',
          items: [
            `¿Es reversible? Si la decisión es fácil y barata de deshacer, decide rápido y ajusta después. Si no, sigue el proceso completo.`,
            `¿Qué alcance tiene el efecto? Piensa en el dinero, el tiempo, la salud, las relaciones y cuánto durará el efecto.`,
            `¿Para cuándo hay que decidir? Escribe el plazo real. A menudo hay más tiempo del que parece, y a veces menos.`,
            `¿Quién debe decidir y a quién hay que consultar? Nombra a las personas cuya opinión o acuerdo necesitas.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Una regla útil: el esfuerzo que dedicas debe corresponder a lo que está en juego y a lo difícil que es dar marcha atrás, no a la ansiedad que te produce la decisión.`,
        },
      ],
    },
    {
      id: 'widen-options',
      role: 'core',
      heading: `Paso 2: Amplía tus opciones`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muchas decisiones se plantean como un «sí o no»: ¿acepto este empleo o no? Los estudios sobre decisiones en organizaciones encontraron que las elecciones planteadas así fracasaban más a menudo que las elecciones entre varias alternativas reales. La mejor mejora que puede hacerse a la mayoría de las decisiones es añadir opciones antes de compararlas.`,
        },
        {
          kind: 'exercise',
          title: `Ampliar las opciones`,
          steps: [
            `Escribe la decisión tal como la ves ahora, por ejemplo «aceptar la oferta o quedarme».`,
            `Imagina que las dos opciones actuales han desaparecido. Escribe otras dos cosas que podrías hacer.`,
            `Pregúntate si podrías combinar opciones, por ejemplo quedarte pero negociar un nuevo puesto, o aceptar con una fecha de incorporación más tardía.`,
            `Piensa en alguien que se haya enfrentado a una elección parecida. Pregúntale, o imagina, qué hizo y qué haría de otra manera.`,
            `Ahora deberías tener al menos tres o cuatro opciones reales. Tacha solo las que sean claramente imposibles.`,
          ],
          reflection: `¿Qué opción nueva te sorprendió y por qué no la habías considerado antes?`,
        },
      ],
    },
    {
      id: 'weigh-options',
      role: 'core',
      heading: `Paso 3: Sopesa las opciones con criterios claros`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Cuando comparas opciones mentalmente, el detalle más llamativo tiende a ganar: un sueldo más alto, un entrevistador simpático, una historia que asusta. Escribir primero tus criterios hace la comparación más justa. También te muestra lo que de verdad te importa, lo cual ya es información valiosa en sí misma.`,
        },
        {
          kind: 'exercise',
          title: `Tabla de decisión ponderada`,
          steps: [
            `Enumera de cuatro a siete criterios que importen para esta decisión, por ejemplo ingresos, aprendizaje, tiempo con la familia, ubicación, seguridad, sentido.`,
            `Da a cada criterio un peso del 1 (estaría bien) al 5 (imprescindible).`,
            `Puntúa cada opción en cada criterio del 1 (malo) al 5 (excelente).`,
            `Multiplica cada puntuación por el peso del criterio y suma los resultados de cada opción.`,
            `Mira la opción ganadora y observa tu reacción. Si sientes alivio, probablemente la tabla refleja tus prioridades. Si te decepciona, pregúntate qué criterio falta o tiene un peso equivocado, y ajústalo con honestidad.`,
          ],
          reflection: `¿Qué te dijo tu reacción ante el resultado que no te dijeron los números?`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `La tabla es una herramienta para pensar, no una respuesta automática. Su valor está en que hace visibles tus razones y te muestra cuándo tus sentimientos y tus prioridades declaradas no coinciden.`,
        },
      ],
    },
    {
      id: 'test-against-reality',
      role: 'core',
      heading: `Paso 4: Contrasta tu opción favorita con la realidad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `En cuanto tienes una opción favorita, tu mente empieza a reunir razones por las que va a funcionar. Dos técnicas equilibran esa tendencia. La primera es preguntarte cómo suelen salirles a otras personas las situaciones como la tuya. Si la mayoría de los proyectos parecidos tardan el doble de lo previsto, el tuyo probablemente también. La segunda es el análisis premortem, creado para equipos pero útil también a nivel individual.`,
        },
        {
          kind: 'exercise',
          title: `Premortem`,
          steps: [
            `Imagina que ha pasado un año. Elegiste tu opción favorita y salió mal.`,
            `Durante cinco minutos, escribe todas las razones que se te ocurran de por qué fracasó.`,
            `Rodea con un círculo las dos o tres razones que te parezcan más probables.`,
            `Para cada una, escribe qué podrías hacer ahora para evitarla, o qué señal temprana te indicaría que debes cambiar de rumbo.`,
          ],
          reflection: `¿Alguna razón de tu lista cambia la opción que prefieres, o solo la manera de llevarla a cabo?`,
        },
        {
          kind: 'paragraph',
          text: `Siempre que puedas, prueba antes de comprometerte del todo. Pasa un día con el equipo al que podrías unirte, alquila en una zona nueva antes de comprar, haz un curso antes de cambiar de profesión. Los pequeños experimentos te dan mejor información que seguir pensando.`,
        },
      ],
    },
    {
      id: 'commit-and-learn',
      role: 'core',
      heading: `Paso 5: Comprométete y luego aprende`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Llega un punto en que analizar más ya no mejora la decisión. Fija una fecha para decidir y respétala. Cuando decidas, escribe un breve registro de la decisión: qué elegiste, tus razones principales, qué esperas que ocurra y cuánta confianza tienes. Lleva cinco minutos y es la mejor manera de afinar tu juicio con el tiempo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Revisa tu registro de la decisión al cabo de tres o seis meses. Compara lo que ocurrió con lo que esperabas.`,
            `Juzga la decisión por la calidad del proceso y de la información que tenías, no solo por el resultado. Las buenas decisiones a veces tienen malos resultados por azar, y las malas a veces salen bien.`,
            `Si aparecen las señales de alerta de tu premortem, ajusta el rumbo sin culparte. Cambiar de dirección ante información nueva forma parte de una buena decisión.`,
            `Cuéntales a las personas afectadas qué decidiste y por qué, aunque no les vaya a gustar.`,
          ],
        },
      ],
    },
    {
      id: 'decide-with-others',
      role: 'core',
      heading: `Decidir junto con otras personas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Los grupos pueden decidir mejor que las personas solas porque aportan más información y más puntos de vista. En la práctica, a menudo deciden peor: la primera persona en hablar, o la de mayor rango, marca la dirección, los demás ajustan su opinión para encajar y las dudas quedan sin expresar. Unas pocas reglas sencillas protegen la ventaja del grupo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pide a todos que escriban su propia opinión y sus razones antes de empezar a debatir.`,
            `Deja que la persona de mayor rango o más segura de sí misma hable la última.`,
            `Designa a una persona para que argumente en contra de la opción favorita, y cambia ese papel de una reunión a otra para que nadie quede etiquetado como negativo.`,
            `Separa la discusión sobre los hechos («¿Qué sabemos?») de la discusión sobre las preferencias («¿Qué queremos?»).`,
            `Termina diciendo con claridad quién decide, qué se decidió y qué hará cada persona a continuación.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-decisions',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Tener en cuenta lo que importa a las personas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Pensamiento, probablemente analizas bien las opciones y no te dejas llevar fácilmente por la presión. El punto débil que debes vigilar es que los efectos de una decisión en las personas, incluido tú, pueden parecerte menos reales que los costos y las cifras. Sin embargo, esos efectos a menudo deciden si un plan sale bien. Una decisión lógica a la que la gente se resiste no es, en la práctica, una buena decisión.`,
        },
        {
          kind: 'bullets',
          items: [
            `Añade dos criterios a cada tabla de decisión: «efecto en las personas implicadas» y «cómo me sentiré viviendo con ello».`,
            `Antes de decidir, enumera a todas las personas afectadas y escribe una línea sobre cómo vivirá cada una la decisión.`,
            `Trata tus propias emociones como datos. Un fuerte malestar ante una elección «correcta» suele señalar un valor o un riesgo que todavía no has nombrado.`,
            `Cuando expliques una decisión, incluye lo que tuviste en cuenta sobre las personas, no solo la lógica.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-decisions',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Dar una estructura clara a tus valores`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Sentimiento, probablemente tienes en cuenta cómo afectan las decisiones a las personas y si encajan con tus valores, lo que da lugar a elecciones en las que los demás pueden confiar. El punto débil que debes vigilar es que las decisiones que van a decepcionar a alguien pueden parecerte casi imposibles, y quizá elijas lo que mantiene la paz en lugar de lo que es bueno para ti.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escribe tus tres valores personales más importantes antes de comparar opciones y úsalos como criterios ponderados.`,
            `Para cada opción, separa dos preguntas: «¿Qué quiero yo?» y «¿Qué evitaría decepcionar a los demás?». Fíjate en cuándo las respuestas no coinciden.`,
            `Incluye como criterio con un peso real lo que te cuesta la opción a ti, en tiempo, dinero y energía.`,
            `Recuerda que decepcionar a alguien con una explicación clara y amable suele ser mejor para la relación que un sí a regañadientes.`,
          ],
        },
      ],
    },
    {
      id: 'judging-decisions',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Decidir rápido, revisar con honestidad`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por el Juicio, probablemente te gusta llegar a una decisión y pasar a otra cosa, y los demás cuentan contigo para cerrar las discusiones interminables. El riesgo es cerrar demasiado pronto: decidir antes de haber ampliado las opciones, o defender una decisión después de que la información nueva la haya debilitado.`,
        },
        {
          kind: 'bullets',
          items: [
            `En las decisiones difíciles de revertir, haz siempre el ejercicio de ampliar opciones antes de elegir, aunque te sientas seguro.`,
            `Pide a alguien que suela discrepar contigo que cuestione tu opción favorita.`,
            `Decide de antemano qué pruebas te harían cambiar de opinión y escríbelas en tu registro de la decisión.`,
            `Distingue la coherencia de la terquedad. Cambiar una decisión porque los hechos cambiaron es tener buen juicio.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-decisions',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Cerrar las opciones a tiempo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Si tienes preferencia por la Percepción, probablemente se te da bien ver alternativas y adaptarte cuando cambian las circunstancias. El riesgo es mantener las opciones abiertas demasiado tiempo, de modo que pasan los plazos, desaparecen las buenas opciones y el estrés de una pregunta abierta dura semanas. Las investigaciones también sugieren que las personas que siempre buscan la mejor opción posible suelen quedar menos satisfechas con sus elecciones que las que buscan una lo bastante buena.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pon una fecha de decisión en tu calendario y cuéntaselo a alguien.`,
            `Define qué es «lo bastante bueno» antes de buscar: ¿qué condiciones mínimas harían aceptable una opción? Elige la primera que las cumpla.`,
            `Recuerda que la mayoría de las decisiones se pueden ajustar más adelante. Elegir no acaba con tu flexibilidad; te da una base desde la que adaptarte.`,
            `Usa pequeños experimentos para aprender rápido en lugar de esperar a tener información perfecta.`,
          ],
        },
      ],
    },
    {
      id: 'decision-pitfalls',
      role: 'pitfalls',
      heading: `Errores frecuentes`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Considerar una sola opción, o solo «sí o no».`,
            `Buscar únicamente la información que respalda la opción que ya prefieres.`,
            `Tomar decisiones a largo plazo bajo un estado de ánimo intenso, ya sea enfado, euforia o agotamiento.`,
            `Pedir consejo solo a quienes te van a dar la razón.`,
            `Juzgar las decisiones pasadas solo por sus resultados y sacar lecciones equivocadas.`,
          ],
        },
      ],
    },
    {
      id: 'decision-quick-reference',
      role: 'quick-reference',
      heading: `Resumen rápido`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Clasifica: reversible o no, alcance del efecto, plazo real, quién decide.`,
            `Amplía: al menos tres opciones reales; imagina que tus opciones actuales desaparecieron.`,
            `Sopesa: criterios, pesos, puntuaciones; luego observa tu reacción ante la ganadora.`,
            `Contrasta: ¿cómo suelen salir los casos parecidos? Haz un premortem. Prueba un pequeño experimento.`,
            `Comprométete: respeta tu fecha de decisión; escribe un breve registro de la decisión.`,
            `Aprende: revisa el registro al cabo de tres a seis meses; juzga el proceso, no solo el resultado.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Cuando te sientas atascado, pregúntate: «¿Qué le aconsejaría a un buen amigo en mi situación?». La distancia suele aclarar la respuesta.`,
        },
      ],
    },
  ],
};
