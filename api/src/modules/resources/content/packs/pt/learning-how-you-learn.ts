// Skill pack: learning how you learn (PT, Brazilian Portuguese addressed with "você"). Tailored on S/N and E/I.
// Translated from packs/en/learning-how-you-learn.ts, whose header names the research the text draws on; it keeps the
// EN statement that matching teaching to "learning styles" is not supported by evidence.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'learning-how-you-learn',
  title: `Aprender a aprender`,
  subtitle: `Métodos de estudo que funcionam para qualquer cérebro, e como fazê-los funcionar para você`,
  summary: `Um guia prático das técnicas de aprendizagem com maior respaldo científico: testar a si mesmo, espaçar e intercalar a prática, explicar ideias e praticar habilidades de forma deliberada. Ele também mostra como suas preferências afetam o que parece envolvente, sem o mito dos estilos de aprendizagem fixos.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-learning-matters',
      role: 'intro',
      heading: `O que a pesquisa diz sobre a aprendizagem, e sobre os “estilos de aprendizagem”`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Aprender é uma das habilidades mais úteis que você pode aprimorar, porque torna todas as outras mais fáceis de adquirir. Mesmo assim, a maioria das pessoas estuda do jeito que aprendeu na escola: relendo anotações, grifando e repassando a matéria até ela parecer familiar. As pesquisas mostram que esses métodos parecem produtivos, mas geram uma memória fraca e de curta duração. Um pequeno conjunto de outros métodos dá resultados muito melhores para quase todo mundo, e este pacote explica quais são.`,
        },
        {
          kind: 'paragraph',
          text: `Talvez você já tenha ouvido que as pessoas aprendem de forma “visual” ou “auditiva” e devem ser ensinadas no seu estilo. Revisões cuidadosas não encontraram boas evidências de que adaptar o ensino a esses estilos melhore a aprendizagem. O mesmo vale para o tipo de personalidade. Seu tipo não muda o funcionamento da memória. O que ele muda é o que parece interessante, por onde você gosta de começar e se prefere aprender sozinho ou com outras pessoas.`,
        },
        {
          kind: 'paragraph',
          text: `Isso ainda é útil. Se um método parece envolvente, você vai usá-lo com mais frequência e por mais tempo. Por isso, este pacote primeiro apresenta os métodos que funcionam, e depois as seções feitas para você mostram como ajustá-los às suas preferências por Sensação ou Intuição e por Extroversão ou Introversão.`,
        },
      ],
    },
    {
      id: 'feeling-versus-learning',
      role: 'core',
      heading: `Por que o estudo fácil é agradável, mas funciona mal`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quando você lê um texto pela segunda vez, ele parece familiar e fácil, e a mente toma essa facilidade como sinal de conhecimento. Não é a mesma coisa. Reconhecer algo quando você vê é muito mais fácil do que lembrar quando você precisa. É por isso que as pessoas se sentem bem preparadas antes de uma prova ou de uma apresentação e depois não conseguem lembrar os pontos principais.`,
        },
        {
          kind: 'paragraph',
          text: `Métodos que tornam o aprendizado um pouco mais difícil, como lembrar sem olhar, esperar alguns dias antes de praticar de novo ou misturar tipos diferentes de problema, levam a uma memória mais forte e mais duradoura. Os pesquisadores chamam isso de “dificuldades desejáveis”. O esforço que você sente é parte do que as faz funcionar. Se estudar parece tranquilo e fácil o tempo todo, provavelmente não está funcionando muito bem.`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Um teste simples para qualquer sessão de estudo: feche o material e tente escrever os pontos principais. O que você consegue produzir sem olhar é o que você aprendeu.`,
        },
      ],
    },
    {
      id: 'test-yourself',
      role: 'core',
      heading: `Teste a si mesmo em vez de reler`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A prática de recuperação, trazer a informação de volta à mente sem olhar, é um dos métodos de aprendizagem mais eficazes que se conhecem. Cada vez que você se lembra de algo, a memória fica mais forte e mais fácil de acessar da próxima vez. Funciona para fatos, conceitos, procedimentos e idiomas, e funciona melhor quando você confere as respostas depois.`,
        },
        {
          kind: 'exercise',
          title: `A página em branco`,
          steps: [
            `Depois de ler um capítulo, assistir a uma aula ou participar de uma reunião, feche tudo.`,
            `Numa página em branco, escreva durante cinco a dez minutos tudo o que você lembra: ideias principais, exemplos, conexões, dúvidas.`,
            `Abra o material e compare. Marque com outra cor o que você esqueceu ou errou.`,
            `Dois dias depois, repita a página em branco sem olhar a página anterior, concentrando-se no que faltou.`,
          ],
          reflection: `O que você achava que sabia antes da primeira página em branco e acabou faltando?`,
        },
        {
          kind: 'bullets',
          items: [
            `Transforme suas anotações em perguntas: a pergunta de um lado, a resposta do outro.`,
            `Use flashcards para fatos e vocabulário, e responda em voz alta ou por escrito antes de virar o cartão.`,
            `Resolva exercícios sem olhar antes o exemplo resolvido.`,
          ],
        },
      ],
    },
    {
      id: 'space-and-mix',
      role: 'core',
      heading: `Espace e intercale sua prática`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O mesmo tempo total de estudo funciona muito melhor distribuído por vários dias do que concentrado em um só. O espaçamento dá tempo para você esquecer um pouco, e o esforço de lembrar de novo fortalece a memória. Misturar tipos diferentes de problema ou de assunto numa mesma sessão, em vez de praticar um único tipo muitas vezes seguidas, também ajuda você a aprender qual método usar em cada caso, que é justamente o que as provas e o trabalho de verdade exigem.`,
        },
        {
          kind: 'exercise',
          title: `Monte um plano de espaçamento`,
          steps: [
            `Escolha algo de que você precise se lembrar por pelo menos um mês: um idioma, um tema de prova, uma habilidade profissional.`,
            `Planeje sessões curtas de revisão depois de um dia, três dias, uma semana, duas semanas e um mês.`,
            `Em cada sessão, comece tentando lembrar e só depois olhe o material.`,
            `Se lembrar de algo com facilidade, espere mais até a próxima revisão. Se tiver dificuldade, revise antes.`,
            `Em cada sessão, misture matéria antiga com matéria nova.`,
          ],
          reflection: `Depois de um mês, de qual matéria você se lembra melhor, e como você a revisou?`,
        },
      ],
    },
    {
      id: 'explain-and-connect',
      role: 'core',
      heading: `Dê sentido: explique e conecte`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A informação é mais fácil de lembrar e de usar quando está ligada ao que você já sabe. O jeito mais confiável de criar essas ligações é fazer e responder perguntas de “por quê” e de “como”: Por que isso funciona? Em que isso é diferente do que aprendi na semana passada? Onde já vi isso na vida real?`,
        },
        {
          kind: 'bullets',
          items: [
            `Explique um conceito com palavras simples, como se fosse para uma criança esperta de doze anos. Onde sua explicação ficar vaga, você encontrou uma lacuna.`,
            `Ensine alguém, ou se prepare como se fosse ensinar. Estudos sugerem que só a expectativa de ensinar já melhora a forma como as pessoas organizam a matéria.`,
            `Encontre dois exemplos de cada ideia, de preferência de áreas diferentes da vida.`,
            `Desenhe: um diagrama simples, uma linha do tempo ou um mapa com algumas palavras muitas vezes ajuda a entender como as partes se relacionam.`,
            `Compare ideias parecidas lado a lado e escreva em que elas diferem.`,
          ],
        },
      ],
    },
    {
      id: 'deliberate-practice',
      role: 'core',
      heading: `Pratique habilidades de forma deliberada`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Habilidades como falar um idioma, tocar um instrumento, programar ou fazer apresentações melhoram com a prática, mas nem toda prática é igual. Repetir o que você já sabe fazer é agradável e gera pouco progresso. A prática deliberada se concentra numa fraqueza específica, no limite do que você consegue fazer, com retorno rápido.`,
        },
        {
          kind: 'steps',
          items: [
            `Divida a habilidade em partes e escolha uma parte que esteja segurando você.`,
            `Crie um exercício curto que trabalhe só essa parte, como dez minutos de um som difícil, de uma troca de acordes ou de um tipo de frase.`,
            `Busque retorno rápido: grave a si mesmo, compare com o exemplo de um especialista ou peça a um professor ou colega.`,
            `Ajuste e repita até a parte ficar mais fácil, depois escolha a próxima.`,
            `Faça sessões curtas e focadas. Vinte minutos concentrados valem mais do que duas horas distraídas.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `O sono fortalece o que você aprendeu durante o dia. Uma boa noite de sono antes e depois de um aprendizado importante faz parte do método, não é luxo.`,
        },
      ],
    },
    {
      id: 'plan-a-learning-project',
      role: 'core',
      heading: `Planeje um projeto de aprendizagem`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Adultos muitas vezes começam a aprender com entusiasmo e param depois de algumas semanas, geralmente porque a meta era vaga ou o plano não cabia na semana real deles. Um plano curto, escrito antes de começar, torna muito mais provável que você continue.`,
        },
        {
          kind: 'steps',
          items: [
            `Escreva uma meta que você possa verificar: não “aprender espanhol”, mas “até junho, conversar dez minutos em espanhol sobre o meu trabalho”.`,
            `Decida como vai se testar no final e experimente agora uma versão pequena desse teste para ver de onde você está partindo.`,
            `Escolha horários fixos: por exemplo, três sessões de trinta minutos por semana, ligadas a algo que você já faz todo dia.`,
            `Divida a matéria em partes semanais, e comece cada semana revisando a anterior.`,
            `A cada quatro semanas, repita o pequeno teste, compare com o primeiro e ajuste o plano.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-learning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Começar pelo concreto e depois montar a estrutura`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sensação, provavelmente se envolve mais com exemplos concretos, passos práticos e coisas que pode testar. Você aprende procedimentos de forma confiável e nota detalhes que os outros deixam passar. O risco é acumular muitos fatos e passos sem enxergar o princípio que os liga, o que torna mais difícil aplicar o que você sabe em situações novas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Comece por exemplos e tarefas práticas, o que mantém você envolvido, mas depois pergunte: “Qual é a regra geral por trás desses exemplos?”`,
            `Depois de cada assunto, desenhe um mapa de uma página que mostre como as partes se relacionam.`,
            `Use de propósito as perguntas de “por quê”, já que elas talvez não surjam para você com a mesma naturalidade que as de “como”.`,
            `Teste a si mesmo com casos novos e desconhecidos, não só com os exemplos que estudou.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-learning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Começar pelo quadro geral e depois dominar os detalhes`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Intuição, provavelmente se envolve mais com ideias, padrões e o quadro geral, e conecta com facilidade a matéria nova a outros assuntos. O risco é sentir que entendeu algo assim que capta o conceito, e então pular a prática e os detalhes que tornam o conhecimento utilizável e confiável.`,
        },
        {
          kind: 'bullets',
          items: [
            `Comece com uma visão geral do assunto inteiro, o que motiva você, mas adote uma regra firme: todo conceito deve ser seguido de exercícios.`,
            `Use flashcards e revisão espaçada para detalhes como definições, fórmulas e vocabulário. Eles parecem maçantes, mas tornam sua compreensão utilizável.`,
            `Confira sua compreensão com a página em branco em vez de confiar na sensação de ter entendido.`,
            `Termine um assunto antes de começar o próximo que parece interessante.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-learning',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Aprender com outras pessoas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, talvez entenda melhor as coisas enquanto fala sobre elas, e estudar sozinho por longos períodos pode parecer monótono. Aprender com outras pessoas pode combinar bem com você, desde que o tempo seja usado para aprender, e não só para conversar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Forme um pequeno grupo de estudo com uma estrutura clara: cada um tenta lembrar sozinho primeiro, depois vocês comparam e explicam uns para os outros.`,
            `Façam perguntas uns aos outros em vez de reler juntos.`,
            `Explique os assuntos em voz alta, mesmo para si mesmo, como forma de recuperação.`,
            `Mantenha algumas sessões de recuperação sozinho. O estudo em grupo pode esconder o que você ainda não consegue fazer sem ajuda.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-learning',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Aprender em profundidade e testar em voz alta`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, talvez aprenda melhor com tempo tranquilo para ler, pensar e trabalhar a matéria no seu próprio ritmo. Essa profundidade é valiosa. O risco é você raramente testar sua compreensão explicando-a, e só descobrir as lacunas quando precisa usar o conhecimento na frente dos outros.`,
        },
        {
          kind: 'bullets',
          items: [
            `Proteja sessões de estudo longas e tranquilas, e use-as para recuperação e prática, não só para leitura.`,
            `Explique os assuntos em voz alta sozinho, ou grave uma explicação curta e ouça depois.`,
            `Encontre um parceiro de estudo em vez de um grupo, e encontrem-se para testar um ao outro.`,
            `Faça perguntas por escrito, por e-mail ou em fóruns on-line, se perguntar numa aula ou reunião for desconfortável.`,
          ],
        },
      ],
    },
    {
      id: 'learning-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Reler e grifar como principais métodos de estudo.`,
            `Estudar tudo na véspera em vez de em sessões espaçadas.`,
            `Confiar na sensação de familiaridade em vez de testar a si mesmo.`,
            `Evitar métodos de aprendizagem porque eles não combinam com o seu “estilo”.`,
            `Praticar o que você já sabe fazer porque é agradável.`,
          ],
        },
      ],
    },
    {
      id: 'learning-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Lembre antes de revisar: página em branco, flashcards, exercícios sem olhar.`,
            `Confira as respostas depois de cada tentativa de lembrar.`,
            `Espace as revisões: um dia, três dias, uma semana, duas semanas, um mês.`,
            `Misture assuntos e tipos de problema em cada sessão.`,
            `Explique de forma simples, encontre dois exemplos, desenhe como as partes se relacionam, compare ideias parecidas.`,
            `Habilidades: uma parte fraca, no limite da sua capacidade, com retorno rápido.`,
            `Durma bem em torno de aprendizados importantes.`,
            `Plano: uma meta verificável, um teste inicial, horários fixos, uma revisão a cada quatro semanas.`,
            `O tipo molda o que parece envolvente, não o funcionamento da memória.`,
          ],
        },
      ],
    },
  ],
};
