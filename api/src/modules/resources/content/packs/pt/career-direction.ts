// Skill pack: career direction and job search (PT, Brazilian Portuguese addressed with "você"). Tailored on S/N and E/I.
// Translated from packs/en/career-direction.ts, whose header names the research the text draws on; the intro keeps the
// EN caution that type tests are not valid tools for hiring decisions.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'career-direction',
  title: `Rumo profissional e busca de emprego`,
  subtitle: `Encontre um trabalho que combine com você, teste suas opções e se apresente bem`,
  summary: `Um guia prático para descobrir o que você precisa do trabalho, explorar opções de carreira por meio de pequenos experimentos e conversas e conduzir uma busca de emprego focada. Inclui um banco de histórias para entrevistas e maneiras de moldar o emprego que você já tem.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-career-direction-matters',
      role: 'intro',
      heading: `Como usar seu tipo nas escolhas de carreira, e como não usar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O trabalho ocupa uma grande parte da sua vida, e a combinação entre você e o seu trabalho afeta sua energia, sua saúde e seus relacionamentos, não só sua renda. Pesquisas sobre a compatibilidade entre pessoa e ambiente mostram que quem sente que o trabalho combina com seus valores e capacidades tende a ficar mais satisfeito e mais engajado. Mesmo assim, muita gente escolhe a carreira por acaso, por expectativa da família ou seguindo a primeira oportunidade que apareceu.`,
        },
        {
          kind: 'paragraph',
          text: `Seu tipo de personalidade pode ajudar, se você o usar do jeito certo. Ele é uma boa fonte de perguntas: que tipo de tarefa dá energia a você, quais ambientes parecem certos, o que você precisa dos colegas. Ele não é um veredito. Pessoas de todos os tipos têm sucesso em todas as áreas, e testes de tipo não são ferramentas válidas para decidir quem deve ser contratado. Trate o que você aprende sobre o seu tipo como ideias a testar, não como limites.`,
        },
        {
          kind: 'paragraph',
          text: `Este pacote segue o caminho pelo qual a maioria das mudanças de carreira bem-sucedidas realmente acontece: não pensando até encontrar a resposta perfeita, mas experimentando, conversando com pessoas e aprendendo com o que você descobre. A preferência por Sensação ou Intuição molda a forma como você explora as opções, e a preferência por Extroversão ou Introversão molda a forma como você cria contatos e se apresenta. As seções feitas para você tratam das duas.`,
        },
      ],
    },
    {
      id: 'what-you-need-from-work',
      role: 'core',
      heading: `Saiba o que você precisa do trabalho`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Antes de olhar cargos, olhe para a sua própria experiência. Seus trabalhos anteriores, seus estudos e seus hobbies contêm informações claras sobre o que combina com você. Quatro áreas importam mais: as atividades de que você gosta, os pontos fortes que você usa, os valores que o trabalho precisa respeitar e as condições de que você precisa, como ritmo, independência, renda e localização.`,
        },
        {
          kind: 'exercise',
          title: `Pontos altos e pontos baixos`,
          steps: [
            `Anote cinco momentos da sua vida profissional, de estudos ou de voluntariado em que você se sentiu cheio de energia, absorvido ou orgulhoso.`,
            `Anote três momentos em que você se sentiu esgotado, entediado ou deslocado.`,
            `Para cada momento, anote o que você estava fazendo, com quem, em que tipo de ambiente e o que tornou aquilo bom ou ruim.`,
            `Procure padrões entre os momentos: atividades, pessoas, ambientes e valores que se repetem.`,
            `Resuma tudo em quatro listas curtas: atividades de que gosto, pontos fortes que uso, valores de que preciso, condições de que preciso.`,
          ],
          reflection: `Que padrão aparece nos seus pontos altos que o seu trabalho atual, ou o trabalho que você busca, não oferece?`,
        },
      ],
    },
    {
      id: 'explore-and-test',
      role: 'core',
      heading: `Gere opções e teste em pequena escala`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A maioria das pessoas conhece opções de menos para escolher bem. Comece descrevendo mais de um futuro possível e depois teste os mais interessantes com pouco custo antes de se comprometer. Um teste pequeno dá informações reais, e informação real vale mais do que semanas pensando.`,
        },
        {
          kind: 'exercise',
          title: `Três futuros possíveis`,
          steps: [
            `Descreva três versões diferentes dos seus próximos cinco anos, em meia página cada: uma que continua seu caminho atual, uma que usa suas habilidades em outra área e uma que você escolheria se dinheiro e a opinião dos outros não importassem.`,
            `Dê a cada uma uma nota de 1 a 5 para o quanto você gosta dela, o quanto confia que conseguiria realizá-la e o quanto ela combina com suas quatro listas do exercício anterior.`,
            `Para os dois futuros mais interessantes, escreva as perguntas que precisariam de resposta antes de você poder decidir.`,
            `Para cada pergunta, escreva um pequeno teste que poderia respondê-la em um mês: uma conversa, um curso curto, um projeto de fim de semana, um dia acompanhando alguém no trabalho, um pequeno freela.`,
          ],
          reflection: `Qual futuro deu mais energia para descrever, e qual é o menor teste que você poderia começar esta semana?`,
        },
      ],
    },
    {
      id: 'learn-from-people',
      role: 'core',
      heading: `Aprenda com quem faz o trabalho`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Conversar com pessoas que já estão numa função ou área é o jeito mais rápido de descobrir como o trabalho é de verdade. A maioria das pessoas topa passar vinte minutos falando sobre o próprio trabalho se você pedir com respeito e não pedir um emprego. Pesquisas com grandes redes profissionais também mostram que conhecidos, e não só amigos próximos, são uma fonte importante de novas oportunidades.`,
        },
        {
          kind: 'steps',
          items: [
            `Encontre pessoas por meio de ex-colegas de trabalho ou de estudo, amigos de amigos, grupos profissionais e eventos.`,
            `Escreva uma mensagem curta: quem você é, por que se interessa pelo trabalho da pessoa e um pedido de vinte minutos do tempo dela, num momento que seja bom para ela.`,
            `Prepare perguntas: Como é uma semana típica? Do que você mais gosta e do que menos gosta? O que surpreendeu você quando começou? Quais habilidades importam mais? Com quem mais eu deveria conversar?`,
            `Ouça mais do que fala, respeite o tempo combinado e mande uma mensagem de agradecimento no mesmo dia.`,
            `Faça anotações e conte depois à pessoa o que você decidiu. As pessoas gostam de saber que a ajuda delas fez diferença.`,
          ],
        },
      ],
    },
    {
      id: 'focused-job-search',
      role: 'core',
      heading: `Faça uma busca de emprego focada`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Mandar a mesma candidatura para cem empregadores raramente funciona. Um número menor de candidaturas bem direcionadas, combinado com contatos pessoais, costuma funcionar melhor e desanima menos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escolha um alvo claro: um tipo de função, um nível e um tipo de organização. Você pode ter dois alvos, mas não dez.`,
            `Adapte o currículo para cada candidatura: retome os requisitos mais importantes do anúncio e mostre evidências de cada um.`,
            `Descreva conquistas, não atribuições: o que você fez e o que mudou por causa disso, com números sempre que possível.`,
            `Pergunte aos seus contatos se conhecem alguém na organização. Uma indicação pessoal muitas vezes faz sua candidatura ser lida.`,
            `Mantenha uma tabela simples de candidaturas, contatos e datas para dar retorno.`,
            `Conte com as recusas. Elas fazem parte de toda busca e geralmente dizem mais sobre o número de candidatos do que sobre você.`,
          ],
        },
      ],
    },
    {
      id: 'interview-stories',
      role: 'core',
      heading: `Entrevistas: conte bem histórias verdadeiras`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muitos entrevistadores perguntam sobre comportamentos passados, porque eles indicam o desempenho futuro melhor do que afirmações genéricas. Perguntas do tipo “Conte sobre uma vez em que…” são mais fáceis de responder com histórias verdadeiras preparadas, cada uma contada em quatro partes: a situação, a sua tarefa, o que você fez e o resultado.`,
        },
        {
          kind: 'exercise',
          title: `Monte um banco de histórias`,
          steps: [
            `Escreva seis histórias curtas da sua experiência: um sucesso, um fracasso com o qual você aprendeu, um conflito que você resolveu, uma vez em que liderou ou influenciou outras pessoas, uma vez em que resolveu um problema difícil e uma vez em que aprendeu algo rapidamente.`,
            `Organize cada história em quatro partes: situação, tarefa, ação, resultado. Deixe a parte da ação mais longa e use “eu”, não só “nós”.`,
            `Acrescente a cada história uma frase sobre o que você aprendeu.`,
            `Pratique contar cada história em voz alta em menos de dois minutos.`,
            `Antes de cada entrevista, escolha as histórias que mais combinam com os requisitos da vaga.`,
          ],
          reflection: `Qual das suas histórias mostra melhor os pontos fortes do seu exercício de pontos altos?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Prepare duas ou três perguntas para o entrevistador sobre o trabalho em si, como “Como seria o sucesso nesta função nos primeiros seis meses?” Boas perguntas mostram interesse e ajudam você a decidir se quer a vaga.`,
        },
      ],
    },
    {
      id: 'shape-current-job',
      role: 'core',
      heading: `Molde o emprego que você já tem`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Um emprego novo nem sempre é a resposta. Muita gente melhora a vida profissional mudando partes da função atual, um processo que os pesquisadores chamam de job crafting, ou redesenho do trabalho. Você pode mudar suas tarefas (assumindo mais do que faz bem), seus relacionamentos (passando mais tempo com pessoas que dão energia a você) e a forma como pensa sobre o propósito do seu trabalho.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ofereça-se para assumir um projeto que use um ponto forte que você raramente usa no trabalho.`,
            `Proponha trocar uma tarefa de que você não gosta com um colega que goste dela.`,
            `Encontre um mentor ou um colega de outra equipe que faça um trabalho que desperta sua curiosidade.`,
            `Escreva uma frase sobre quem o seu trabalho ajuda e como. Volte a ela nos dias difíceis.`,
          ],
        },
      ],
    },
    {
      id: 'sensing-career',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Fazer uma mudança que você consegue enxergar com clareza`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sensação, provavelmente confia na experiência e em informações concretas, e desenvolve habilidades práticas que os empregadores valorizam. O risco é ficar num caminho conhecido porque os outros parecem incertos demais, ou subestimar o quanto sua experiência poderia ser aproveitada em outras áreas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Use testes concretos para explorar caminhos novos. Um dia passado num local de trabalho diz mais do que ler sobre ele.`,
            `Descreva suas habilidades em termos gerais, como “organizar equipes sob pressão de prazo” em vez de “supervisor de turno no varejo”. Descrições gerais mostram onde mais elas se aplicam.`,
            `Ao descrever seu terceiro futuro possível, permita-se escrever algo que pareça irreal. Você pode testar depois.`,
            `Nas candidaturas, seus resultados práticos são o seu ponto forte. Dê números e exemplos específicos.`,
          ],
        },
      ],
    },
    {
      id: 'intuition-career',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Transformar possibilidades em caminho`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Intuição, provavelmente enxerga muitos futuros possíveis e gosta de imaginar novos rumos. O risco é ter tantas opções interessantes que nunca testa nenhuma direito, ou mudar de direção com frequência antes de construir uma competência profunda em algum lugar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limite-se a duas opções de cada vez. Teste as duas a fundo antes de acrescentar outras.`,
            `Para cada opção, descubra cedo os detalhes práticos: salário típico, qualificações necessárias, tarefas do dia a dia, horário de trabalho.`,
            `Nas candidaturas, mostre evidências do que você fez, não só do que poderia fazer. Os empregadores contratam habilidades comprovadas com mais facilidade do que potencial.`,
            `Antes de mudar de carreira, pergunte-se se um projeto novo na sua área atual poderia satisfazer a mesma necessidade de novidade.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-career',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Usar sua rede de contatos com foco`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, conhecer pessoas e pedir conversas provavelmente parece natural, o que é uma grande vantagem para explorar carreiras. O risco é acumular muitas conversas agradáveis sem aprender com elas, ou falar demais nas entrevistas sem uma estrutura clara.`,
        },
        {
          kind: 'bullets',
          items: [
            `Depois de cada conversa, anote três coisas que você aprendeu e um próximo passo.`,
            `Reserve regularmente um tempo tranquilo para os exercícios de reflexão deste pacote. As conversas trazem informação; a reflexão a transforma em decisões.`,
            `Nas entrevistas, use à risca a estrutura de quatro partes das histórias e pare depois do resultado e do que você aprendeu.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-career',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Criar contatos do seu jeito`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, provavelmente reflete com cuidado sobre o que quer e se prepara a fundo, e isso aparece nas entrevistas. Já os eventos de networking podem parecer cansativos e artificiais. Você não precisa deles. As conversas individuais, que combinam mais com você, também são mais úteis.`,
        },
        {
          kind: 'bullets',
          items: [
            `Concentre-se em conversas a dois, por vídeo ou pessoalmente, marcadas por mensagem escrita.`,
            `Defina uma meta pequena e constante, como uma conversa a cada duas semanas.`,
            `Mostre seu trabalho onde os outros possam vê-lo: um portfólio, artigos ou um perfil profissional. Deixe seu trabalho puxar conversa por você.`,
            `Nas entrevistas, mostre seu interesse de forma explícita. Diga o que empolga você na vaga; o entrevistador não consegue ver um entusiasmo que fica só por dentro.`,
          ],
        },
      ],
    },
    {
      id: 'career-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Esperar ter certeza antes de experimentar qualquer coisa. A clareza vem da ação, não antes dela.`,
            `Escolher só pelo salário ou pelo status e ignorar as atividades do dia a dia do trabalho.`,
            `Sair de um emprego sem testar de algum modo a próxima direção.`,
            `Tratar seu tipo de personalidade como uma lista de carreiras que você tem permissão para escolher.`,
            `Encarar uma recusa como um julgamento do seu valor, e não como parte do processo.`,
          ],
        },
      ],
    },
    {
      id: 'career-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Conhecer a si mesmo: pontos altos e baixos levam a atividades, pontos fortes, valores e condições.`,
            `Opções: descreva três futuros possíveis e teste os dois melhores com pequenos experimentos.`,
            `Conversas: vinte minutos, boas perguntas, um agradecimento no mesmo dia, “Com quem mais eu deveria conversar?”`,
            `Busca: um ou dois alvos claros, currículo adaptado, conquistas com números, contatos pessoais.`,
            `Entrevistas: seis histórias verdadeiras em quatro partes; duas boas perguntas para o entrevistador.`,
            `Vai ficar? Redesenhe suas tarefas, seus relacionamentos e seu senso de propósito.`,
            `Tipo: uma fonte de perguntas a testar, nunca um limite.`,
          ],
        },
      ],
    },
  ],
};
