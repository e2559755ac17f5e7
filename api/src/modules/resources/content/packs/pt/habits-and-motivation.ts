// Skill pack: habits and motivation (PT, Brazilian Portuguese addressed with "você"). Tailored on J/P and A/Tu.
// Translated from packs/en/habits-and-motivation.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'habits-and-motivation',
  title: `Hábitos e motivação`,
  subtitle: `Crie rotinas que durem, mesmo nos dias de pouca motivação`,
  summary: `Um guia prático para criar hábitos novos e mantê-los: começar pequeno, ligar os hábitos a gatilhos, se planejar para os obstáculos, encontrar motivos que durem e retomar depois de uma recaída. Ele explica por que a motivação vai e vem, e como avançar mesmo assim.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-habits-matter',
      role: 'intro',
      heading: `Por que os hábitos vencem a motivação`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Motivação é um sentimento, e sentimentos mudam. Num dia bom, você está pronto para se exercitar, estudar ou economizar; num dia de cansaço, o mesmo plano parece impossível. Os hábitos resolvem esse problema. Um hábito é um comportamento que se repetiu tantas vezes na mesma situação que a própria situação o dispara, com pouco pensamento ou esforço. Quando um comportamento vira hábito, ele deixa de depender do quanto você se sente motivado.`,
        },
        {
          kind: 'paragraph',
          text: `Criar um hábito leva tempo. Num estudo conhecido, as pessoas precisaram em média de uns dois meses de repetição diária para que um comportamento novo parecesse automático, com uma grande variação, de menos de três semanas a muito mais. O mesmo estudo mostrou que perder um único dia não estragava o processo. Isso é animador: hábitos se constroem com repetição constante, não com perfeição.`,
        },
        {
          kind: 'paragraph',
          text: `Seu tipo não decide sua autodisciplina. Mas ele afeta sua relação com a rotina e com o fracasso. Quem prefere Julgamento muitas vezes gosta de rotinas, mas pode ficar rígido; quem prefere Percepção muitas vezes precisa de variedade para manter o interesse. Pessoas com identidade Assertiva podem começar com confiança, mas pular o planejamento; pessoas com identidade Turbulenta podem ser duras consigo mesmas depois de uma recaída. As seções feitas para você mostram como adaptar o método a você.`,
        },
      ],
    },
    {
      id: 'start-tiny',
      role: 'core',
      heading: `Escolha um hábito e torne-o minúsculo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A maioria dos planos de hábitos fracassa porque é grande demais. “Fazer uma hora de exercício todo dia” depende de muita motivação. Uma versão minúscula, como “calçar o tênis de corrida e caminhar cinco minutos”, é fácil o bastante para o seu pior dia. Quando o comportamento ficar automático, você pode aumentá-lo. Crie um hábito de cada vez; vários hábitos novos ao mesmo tempo dividem sua atenção.`,
        },
        {
          kind: 'exercise',
          title: `Cartão de criação de hábito`,
          steps: [
            `Escolha um hábito que faria uma diferença real na sua vida e descreva-o como um comportamento específico: “ler” vira “ler dez páginas de um livro”.`,
            `Torne-o minúsculo: reduza-o até levar menos de dois minutos, por exemplo “ler uma página”.`,
            `Escolha uma âncora: uma rotina diária que já existe e que vai servir de gatilho, como “depois de servir meu café de manhã”.`,
            `Escreva o plano completo: “Depois de servir meu café de manhã, vou ler uma página do meu livro na mesa da cozinha.”`,
            `Prepare o lugar: deixe o livro na mesa da cozinha hoje à noite.`,
            `Defina um pequeno momento de satisfação logo depois do comportamento, como marcar um X ou dizer “feito”.`,
          ],
          reflection: `Sua versão minúscula é mesmo fácil o bastante para um dia ruim? Se não for, o que a deixaria ainda menor?`,
        },
      ],
    },
    {
      id: 'cues-and-environment',
      role: 'core',
      heading: `Deixe os gatilhos e o ambiente trabalharem por você`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Os hábitos são disparados por gatilhos: um horário, um lugar, uma ação que você acabou de terminar ou as pessoas ao seu redor. Quanto mais estável o gatilho, mais rápido o hábito se forma. O ambiente também decide o quanto cada comportamento é fácil. Pessoas que parecem ter um grande autocontrole muitas vezes simplesmente vivem num ambiente que facilita as boas escolhas e dificulta as ruins.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mantenha o gatilho igual todos os dias: mesmo horário, mesmo lugar ou mesma rotina anterior.`,
            `Torne o comportamento bom visível e fácil: frutas na mesa, o violão fora da capa, a roupa de treino separada.`,
            `Torne o comportamento indesejado invisível e mais difícil: petiscos num armário alto, o celular carregando fora do quarto, aplicativos de streaming deslogados.`,
            `Use outras pessoas: um amigo que caminha com você, uma aula que você já pagou, um colega que estuda no mesmo horário.`,
            `Mude uma coisa no seu ambiente antes de contar com a força de vontade.`,
          ],
        },
      ],
    },
    {
      id: 'plan-for-obstacles',
      role: 'core',
      heading: `Planeje-se para os obstáculos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Sonhar positivamente, por si só, pode reduzir o esforço, porque a mente aproveita o resultado imaginado como se ele já tivesse acontecido. Um método mais eficaz combina o desejo com um olhar honesto sobre o que está no caminho, e com um plano para esse obstáculo. Pesquisas com essa técnica mostram bons resultados para metas de saúde, estudo e trabalho.`,
        },
        {
          kind: 'exercise',
          title: `Desejo, resultado, obstáculo, plano`,
          steps: [
            `Desejo: escreva em poucas palavras o hábito ou a meta que você quer.`,
            `Resultado: imagine por um minuto o melhor resultado de alcançá-lo e escreva como seria a sensação.`,
            `Obstáculo: pergunte-se o que, dentro de você, tem mais chance de impedir você, como cansaço, tédio, uma vontade forte ou dúvida sobre si mesmo. Imagine isso com clareza.`,
            `Plano: escreva um plano se-então para esse obstáculo: “Se eu estiver cansado demais para caminhar depois do trabalho, então vou caminhar só cinco minutos.”`,
            `Repita o exercício sempre que o hábito começar a escorregar.`,
          ],
          reflection: `Qual obstáculo apareceu primeiro na sua mente, e quantas vezes ele já impediu você no passado?`,
        },
      ],
    },
    {
      id: 'reasons-that-last',
      role: 'core',
      heading: `Encontre motivos que durem`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A motivação que vem dos seus próprios valores e interesses dura mais do que a motivação baseada em pressão, culpa ou vontade de impressionar os outros. Se um hábito parece uma obrigação imposta, procure um motivo pessoal ou mude a forma do hábito até que ele pareça uma escolha sua.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ligue o hábito a algo que importa para você: “Eu caminho para ter energia para brincar com meus filhos”, não “Eu deveria fazer exercício”.`,
            `Escolha uma forma de que você goste. Se você odeia correr, experimente pedalar, dançar ou esportes coletivos; o melhor hábito é aquele que você realmente vai manter.`,
            `Junte o hábito a um prazer: ouça seu podcast favorito só enquanto se exercita, ou tome seu chá preferido só enquanto estuda.`,
            `Aproveite recomeços naturais, como uma semana nova, um mês novo ou um aniversário, para começar ou retomar um hábito. As pessoas acham mais fácil começar nesses momentos.`,
          ],
        },
      ],
    },
    {
      id: 'track-miss-restart',
      role: 'core',
      heading: `Acompanhe seu progresso e retome depois de uma falha`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Manter um registro simples do seu progresso ajuda você a alcançar metas, principalmente se você o olhar com regularidade. Um calendário com uma marca em cada dia em que você fez o hábito é suficiente. O registro também ajuda a ver padrões, como quais dias são difíceis.`,
        },
        {
          kind: 'paragraph',
          text: `Todo mundo falha alguns dias. O perigo não é a falha em si, mas o pensamento que vem depois: “Já falhei, então é melhor desistir.” Os psicólogos descreveram essa reação de tudo ou nada em muitos tipos de mudança de hábito. A resposta é uma regra simples: nunca falhe duas vezes seguidas. Depois de um dia perdido, a versão minúscula do dia seguinte vira sua única prioridade.`,
        },
        {
          kind: 'steps',
          items: [
            `Marque cada dia em que você fizer o hábito, mesmo que seja a versão minúscula.`,
            `Uma vez por semana, olhe o registro e pergunte o que ajudou nos dias bons e o que atrapalhou nos dias em que você falhou.`,
            `Depois de uma falha, faça a versão minúscula no dia seguinte, sem castigo extra nem tentativa de “compensar”.`,
            `Depois de três ou quatro semanas de prática constante, decida se vale aumentar um pouco o hábito.`,
          ],
        },
      ],
    },
    {
      id: 'break-unwanted-habits',
      role: 'core',
      heading: `Abandonar um hábito que você não quer mais`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Hábitos indesejados, como mexer no celular na cama ou beliscar enquanto trabalha, seguem as mesmas regras que os bons: um gatilho os dispara e uma recompensa os mantém. Tentar parar só com força de vontade raramente dura, porque o gatilho continua lá e a vontade volta. Funciona melhor mudar o gatilho, acrescentar esforço e atender de outro jeito a necessidade que está por trás do hábito.`,
        },
        {
          kind: 'steps',
          items: [
            `Durante uma semana, anote cada vez que o hábito acontecer: quando, onde, com quem e o que você sentiu logo antes.`,
            `Identifique o gatilho mais comum e mude-o onde puder, por exemplo carregando o celular fora do quarto.`,
            `Acrescente esforço: quanto mais passos o hábito exigir, menos vezes ele vai acontecer.`,
            `Escolha um substituto que atenda à mesma necessidade, como uma caminhada curta em vez de um lanche quando você precisa de uma pausa.`,
            `Quando vier uma vontade, perceba-a, respire e espere dez minutos. As vontades sobem e descem como ondas, e a maioria passa se você não agir por causa delas.`,
          ],
        },
      ],
    },
    {
      id: 'judging-habits',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Rotinas sem rigidez`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Julgamento, as rotinas provavelmente vêm com naturalidade, e talvez você goste da ordem que um bom hábito traz. Essa é uma vantagem real. Os riscos são começar hábitos demais ao mesmo tempo, porque planejá-los é gratificante, e tratar qualquer quebra na rotina como fracasso.`,
        },
        {
          kind: 'bullets',
          items: [
            `Comece um hábito e espere até ele ficar automático antes de acrescentar outro, mesmo que você tenha um plano para cinco.`,
            `Defina uma versão mínima para os dias difíceis e conte-a como um sucesso completo.`,
            `Planeje com antecedência as interrupções, como viagens, doenças ou feriados: “Quando eu viajar, meu hábito vai ser fazer dez flexões no quarto do hotel.”`,
            `Revise seus hábitos a cada poucos meses. Algumas rotinas continuam só porque são rotinas, não porque ainda servem a você.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-habits',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Hábitos com espaço para variedade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Percepção, rotinas diárias rígidas podem parecer chatas ou limitantes, e talvez você comece com entusiasmo e se afaste quando a novidade passa. Mesmo assim, você pode criar hábitos fortes. Mantenha o gatilho fixo e deixe o conteúdo variar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Mantenha a mesma âncora todos os dias, mas escolha a partir de um cardápio: depois do almoço, uma caminhada, um vídeo de ioga ou subir escadas, o que você preferir.`,
            `Mude a forma do hábito a cada poucas semanas para que ele continue interessante, mantendo o mesmo horário e o mesmo lugar.`,
            `Use outras pessoas para se manter firme: um parceiro, uma aula ou um registro compartilhado.`,
            `Aceite uma meta mais flexível, como cinco dias em cada sete. Um hábito flexível que você mantém é melhor do que um rígido que você abandona.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-habits',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Não deixe a confiança pular o plano`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Assertiva, você provavelmente começa hábitos novos com confiança e não se preocupa muito em falhar. Isso ajuda você a começar. O risco é subestimar os obstáculos, pular a versão minúscula porque ela parece desnecessária e supor que o hábito vai simplesmente pegar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Faça o exercício dos obstáculos mesmo que você tenha certeza de que vai conseguir. Ele leva cinco minutos.`,
            `Comece com a versão minúscula nas duas primeiras semanas, por mais confiante que você esteja.`,
            `Registre com honestidade. A confiança pode fazer você lembrar de mais dias bons do que realmente teve.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-habits',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Progresso, não perfeição`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Turbulenta, você provavelmente define padrões altos e se importa em melhorar, o que dá a você um grande impulso. O risco é a autocrítica dura depois de um dia perdido, que torna a reação de tudo ou nada mais provável. Pesquisas sugerem que as pessoas que reagem ao fracasso com autocompaixão ficam mais motivadas a melhorar, não menos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Depois de uma falha, fale consigo mesmo como falaria com um amigo: “Ontem foi difícil. Hoje vou fazer a versão pequena.”`,
            `Olhe seu registro por semana, não por dia. Cinco em sete é progresso de verdade.`,
            `Mantenha uma lista dos hábitos que você já criou. Ela é a prova de que você consegue mudar.`,
            `Evite comparar seu progresso com os melhores momentos que os outros mostram na internet.`,
          ],
        },
      ],
    },
    {
      id: 'habits-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Começar grande demais e contar com a motivação para levar você adiante.`,
            `Mudar vários hábitos ao mesmo tempo.`,
            `Escolher um gatilho vago, como “em algum momento da noite”.`,
            `Desistir depois de um ou dois dias perdidos.`,
            `Tentar criar um hábito que você não quer de verdade, só porque sente que deveria.`,
          ],
        },
      ],
    },
    {
      id: 'habits-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Um hábito de cada vez, descrito como um comportamento específico.`,
            `Torne-o minúsculo: menos de dois minutos, fácil até no seu pior dia.`,
            `Ancore-o: “Depois de [rotina existente], vou [hábito minúsculo].”`,
            `Molde seu ambiente: comportamento bom fácil e visível, comportamento indesejado mais difícil.`,
            `Planeje-se para o obstáculo: “Se [obstáculo], então vou [resposta].”`,
            `Motivos que durem: seus valores, uma forma de que você goste, um prazer associado.`,
            `Registre todo dia, revise toda semana, nunca falhe duas vezes seguidas.`,
            `Abandonar um hábito: mude o gatilho, acrescente esforço, atenda à necessidade de outro jeito, espere a vontade passar.`,
            `Conte com uns dois meses até parecer automático, e siga em frente.`,
          ],
        },
      ],
    },
  ],
};
