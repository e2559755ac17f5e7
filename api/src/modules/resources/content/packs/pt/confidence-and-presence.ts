// Skill pack: confidence and presenting yourself (PT, Brazilian Portuguese addressed with "você"). Tailored on E/I and
// A/Tu. Translated from packs/en/confidence-and-presence.ts, whose header names the research the text draws on (and
// why "power posing" is left out).
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'confidence-and-presence',
  title: `Autoconfiança e presença`,
  subtitle: `Construa uma confiança real por meio da ação, controle o nervosismo e deixe as pessoas verem do que você é capaz`,
  summary: `Um guia prático para construir confiança passo a passo, lidar com o nervosismo antes de momentos importantes, apresentar você e seu trabalho com clareza e fazer apresentações de que as pessoas se lembram. Ele se baseia em pesquisas sobre como a confiança realmente cresce, não em truques.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-confidence-matters',
      role: 'intro',
      heading: `O que é confiança, e o que ela não é`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Confiança é muitas vezes confundida com falar alto, ser extrovertido ou ter certeza de tudo. Uma definição mais útil vem da psicologia: confiança é a crença de que você consegue lidar com um determinado tipo de situação. Ela é específica. Você pode ser confiante conduzindo uma reunião e ficar nervoso numa festa, ou confiar nas suas habilidades técnicas e se sentir inseguro ao pedir um aumento. Por ser específica, ela pode ser construída uma situação de cada vez.`,
        },
        {
          kind: 'paragraph',
          text: `A fonte mais forte dessa crença é a experiência de fazer a coisa e dar conta dela, mesmo que de forma imperfeita. Isso significa que a confiança geralmente vem depois da ação, e não antes. Esperar se sentir confiante para agir é uma das armadilhas mais comuns, e este pacote oferece uma saída: pequenos passos planejados que acumulam provas do que você é capaz de fazer.`,
        },
        {
          kind: 'paragraph',
          text: `O tipo não é uma medida de confiança. Quem prefere Extroversão pode parecer mais à vontade em situações sociais, mas muitos se sentem inseguros por dentro, e quem prefere Introversão muitas vezes fala em público com calma e poder de convencimento. A escala de identidade tem uma relação mais direta: pessoas com identidade Assertiva tendem a se sentir seguras de si, enquanto as de identidade Turbulenta tendem a duvidar mais de si mesmas, e os dois padrões têm vantagens e riscos. As seções feitas para você tratam deles.`,
        },
      ],
    },
    {
      id: 'sources-of-confidence',
      role: 'core',
      heading: `De onde vem a confiança`,
      blocks: [
        {
          kind: 'paragraph',
          text: `As pesquisas descrevem quatro fontes de confiança. A mais forte é a sua própria experiência de sucesso. A segunda é ver pessoas parecidas com você terem sucesso. A terceira é o incentivo de pessoas em quem você confia. A quarta é a forma como você interpreta os sinais do seu corpo: um coração acelerado pode ser lido como medo ou como prontidão. Você pode usar as quatro de propósito.`,
        },
        {
          kind: 'exercise',
          title: `Arquivo de provas`,
          steps: [
            `Escolha uma situação em que você quer ter mais confiança, por exemplo falar em reuniões.`,
            `Anote todas as experiências passadas, por menores que sejam, em que você lidou com algo parecido.`,
            `Escreva o nome de duas pessoas parecidas com você que fazem isso bem e anote uma coisa que cada uma faz e que você poderia experimentar.`,
            `Anote todo incentivo ou feedback positivo que você recebeu nessa área.`,
            `Guarde o arquivo e acrescente algo a cada passo que der. Leia-o antes de momentos difíceis.`,
          ],
          reflection: `Olhando as provas, como sua crença na própria capacidade se compara ao que as provas de fato mostram?`,
        },
      ],
    },
    {
      id: 'step-by-step',
      role: 'core',
      heading: `Construa a confiança passo a passo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Evitar uma situação que você teme traz alívio no curto prazo e fortalece o medo no longo prazo. Enfrentá-la em pequenos passos planejados faz o contrário. Cada passo ensina que você consegue lidar com ela, e a ansiedade diminui aos poucos. Esse é o princípio por trás de alguns dos tratamentos mais bem comprovados para a ansiedade social, e ele funciona também para o nervosismo do dia a dia.`,
        },
        {
          kind: 'exercise',
          title: `Escada da confiança`,
          steps: [
            `Escreva no alto de uma página a situação que você quer dominar, como “apresentar meu projeto para a diretoria”.`,
            `Escreva abaixo de oito a dez passos menores, do mais fácil ao mais difícil, por exemplo: fazer uma pergunta numa reunião de equipe, dar uma atualização numa reunião pequena, apresentar para um colega simpático, apresentar para a equipe.`,
            `Dê a cada passo uma nota de 0 a 10 para o quanto ele deixa você ansioso. Comece por um passo com nota por volta de 3 ou 4.`,
            `Repita cada passo até a sua nota cair mais ou menos pela metade, depois passe para o próximo.`,
            `Registre cada passo no seu arquivo de provas.`,
          ],
          reflection: `O que você esperava que acontecesse antes de um passo, e o que de fato aconteceu?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Observe seus comportamentos de segurança, as pequenas coisas que você faz para se sentir protegido, como ler as anotações palavra por palavra, evitar o contato visual ou falar muito rápido para terminar logo. Abandone-os um de cada vez. Eles impedem você de aprender que consegue se virar sem eles.`,
        },
      ],
    },
    {
      id: 'handle-nerves',
      role: 'core',
      heading: `Lide com o nervosismo na hora`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O nervosismo antes de momentos importantes é normal e não desaparece por completo, nem para quem tem muita experiência em falar em público. O objetivo não é eliminá-lo, mas mantê-lo num nível em que ele ajuda. Algumas descobertas são úteis aqui.`,
        },
        {
          kind: 'bullets',
          items: [
            `Chame de empolgação. Tentar se acalmar quando a excitação está alta é difícil; rebatizar a sensação como empolgação é mais fácil. Numa série de estudos, pessoas que disseram “Estou empolgado” antes de cantar, falar ou resolver problemas se saíram melhor do que as que tentaram se acalmar.`,
            `Lembre-se de que as pessoas notam menos do que você pensa. Estudos mostram que superestimamos o quanto os outros reparam na nossa aparência, nos nossos erros e no nosso nervosismo. Palestrantes que aprenderam isso fizeram apresentações melhores.`,
            `Solte o ar devagar durante um minuto antes de começar. Uma expiração longa ajuda o corpo a se acalmar.`,
            `Prepare suas duas primeiras frases palavra por palavra. O começo é o momento mais tenso, e um começo preparado leva você para o resto.`,
            `Concentre-se na plateia, não em si mesmo: “O que eles precisam entender?” é uma pergunta mais tranquila do que “Como estou me saindo?”`,
          ],
        },
      ],
    },
    {
      id: 'introduce-yourself',
      role: 'core',
      heading: `Apresente você e o seu trabalho`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muitas pessoas competentes têm dificuldade de descrever o que fazem, principalmente para alguém novo. Ou falam de menos (“Trabalho com finanças”) ou falam demais. Uma apresentação curta e preparada facilita muito o networking, as entrevistas e as equipes novas, e falar das suas conquistas fica menos desconfortável quando você as descreve como fatos.`,
        },
        {
          kind: 'exercise',
          title: `Apresentação de trinta segundos`,
          steps: [
            `Escreva uma frase sobre o que você faz, com palavras que alguém de fora da sua área entenda.`,
            `Acrescente uma frase sobre quem você ajuda ou que problema você resolve.`,
            `Acrescente um exemplo ou resultado curto e concreto: “No ano passado, ajudei nossa equipe a reduzir os prazos de entrega em um terço.”`,
            `Termine com uma pergunta ou um convite que transforme aquilo numa conversa: “E você?” ou “Queria saber como a sua equipe lida com isso.”`,
            `Diga em voz alta cinco vezes, depois teste com um amigo e pergunte do que ele se lembra.`,
          ],
          reflection: `Qual parte foi mais desconfortável de dizer, e isso acontece porque ela não é verdadeira ou só porque não é familiar?`,
        },
      ],
    },
    {
      id: 'present-to-be-remembered',
      role: 'core',
      heading: `Apresente de um jeito que as pessoas lembrem`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A plateia lembra muito menos do que quem apresenta espera. Uma apresentação funciona quando a plateia sai com uma mensagem clara e dois ou três pontos de apoio. Estrutura e prática importam mais do que slides ou talento natural.`,
        },
        {
          kind: 'steps',
          items: [
            `Escreva sua mensagem principal em uma frase. Tudo na apresentação precisa sustentá-la.`,
            `Escolha no máximo três pontos de apoio, cada um com um exemplo, uma história ou um número.`,
            `Comece dizendo por que o assunto importa para essa plateia e termine repetindo a mensagem principal e o que você quer que as pessoas façam.`,
            `Use os slides para imagens, gráficos e poucas palavras. Se as pessoas estão lendo seus slides, não estão ouvindo você.`,
            `Ensaie em voz alta pelo menos três vezes, uma delas na frente de alguém. Ensaiar de cabeça não prepara a sua voz.`,
            `Prepare-se para as três perguntas mais prováveis. Se não souber uma resposta, diga isso e prometa retornar.`,
          ],
        },
      ],
    },
    {
      id: 'ask-for-what-you-want',
      role: 'core',
      heading: `Peça o que você quer`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A confiança aparece com mais clareza nos pequenos pedidos: pedir um aumento, um dia de folga, ajuda, um lugar melhor à mesa, uma segunda chance de explicar. Muita gente não pede porque espera um não ou tem medo de parecer exigente. Mas um pedido claro e educado costuma ser mais bem recebido do que as pessoas imaginam, e um não raramente custa tanto quanto nunca pedir.`,
        },
        {
          kind: 'steps',
          items: [
            `Decida exatamente o que você quer e o que aceitaria como uma boa alternativa.`,
            `Prepare seus motivos do ponto de vista da outra pessoa: como o seu pedido ajuda a ela, a equipe ou o trabalho?`,
            `Peça em uma frase clara, depois pare de falar e espere a resposta.`,
            `Se a resposta for não, pergunte o que precisaria mudar para ela ser sim, e quando vocês poderiam conversar de novo.`,
            `Registre o pedido no seu arquivo de provas, qualquer que seja a resposta. Pedir é a habilidade que você está construindo.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-confidence',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Transformar a facilidade com pessoas em presença de verdade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, falar com as pessoas provavelmente parece natural, e talvez você ganhe energia com uma plateia. Esse é um ótimo ponto de partida. Os riscos são contar com a improvisação em vez da preparação e falar por mais tempo do que a sua mensagem precisa.`,
        },
        {
          kind: 'bullets',
          items: [
            `Prepare a mensagem principal e a estrutura mesmo quando se sentir pronto para falar sem anotações.`,
            `Cronometre seus ensaios e corte até caber no tempo, com uma pequena folga.`,
            `Use pausas. Um breve silêncio depois de um ponto importante dá à plateia tempo de absorvê-lo.`,
            `Nas conversas, faça uma pergunta a mais do que faria normalmente. Presença também é o quanto você escuta bem.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-confidence',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Uma presença tranquila que as pessoas notam`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, provavelmente se prepara a fundo, pensa antes de falar e transmite calma e ponderação. Essas são qualidades fortes para quem fala em público. Os riscos são evitar os momentos de visibilidade, deixar que outros falem pelo seu trabalho e sair de situações sociais antes de criar uma conexão.`,
        },
        {
          kind: 'bullets',
          items: [
            `Use sua preparação como ponto forte: uma fala bem ensaiada muitas vezes é mais bem recebida do que uma espontânea.`,
            `Ofereça-se para um momento de visibilidade por mês, como uma atualização curta ou uma pergunta numa reunião grande.`,
            `Em eventos, mire em duas conversas de verdade em vez de muitas rápidas, e permita-se ir embora depois.`,
            `Planeje um tempo tranquilo depois de grandes apresentações ou eventos, para se recuperar antes da próxima exigência.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-confidence',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Uma confiança que continua aberta ao feedback`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Assertiva, você provavelmente se sente seguro diante dos outros e se recupera rápido dos erros. Essa calma tranquiliza as pessoas ao seu redor. O risco é o excesso de confiança: se preparar menos do que a situação exige, ou não perceber quando algo não saiu tão bem quanto você pensou.`,
        },
        {
          kind: 'bullets',
          items: [
            `Depois de apresentações importantes, peça a uma pessoa de confiança um feedback específico: “O que ficou menos claro?”`,
            `Ensaie as falas importantes mesmo quando se sentir pronto. Confiança não é o mesmo que preparação.`,
            `Mostre alguma incerteza quando ela for sincera. Dizer “Ainda não tenho certeza” gera confiança quando é verdade.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-confidence',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Acalmar o crítico interior`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Turbulenta, você provavelmente se importa muito em fazer bem e se prepara com cuidado, o que muitas vezes faz você ser melhor do que pensa. O risco é a dúvida sobre si mesmo impedir você de se colocar à frente, ou você atribuir seus sucessos à sorte. Muitas pessoas altamente capazes às vezes se sentem impostoras; essa sensação é comum e não é prova de que falta capacidade a você.`,
        },
        {
          kind: 'bullets',
          items: [
            `Depois de cada momento importante, anote três coisas que deram certo antes de se permitir listar o que deu errado.`,
            `Quando receber um elogio, diga “obrigado” e pare. Não explique por que ele não era bem merecido.`,
            `Use o arquivo de provas sempre que a dúvida sobre si mesmo aumentar. Sentimentos não são fatos; seu registro está mais perto dos fatos.`,
            `Ponha um limite na preparação. A partir de certo ponto, preparar mais só alimenta a ansiedade.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Esperar se sentir confiante para agir.`,
            `Pular direto para o passo mais assustador em vez de montar uma escada.`,
            `Ler a apresentação nos slides ou nas anotações palavra por palavra.`,
            `Comparar o que você sente por dentro com a aparência exterior dos outros.`,
            `Contar com posturas ou truques em vez de preparação e prática.`,
          ],
        },
      ],
    },
    {
      id: 'confidence-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `A confiança é específica e vem depois da ação.`,
            `Arquivo de provas: sucessos passados, modelos, incentivo.`,
            `Escada: pequenos passos do fácil ao difícil; repita até a ansiedade cair pela metade.`,
            `Abandone os comportamentos de segurança um de cada vez.`,
            `Antes do momento: “Estou empolgado”, uma expiração lenta, as duas primeiras frases prontas.`,
            `Apresentação pessoal: o que você faz, quem você ajuda, um exemplo, uma pergunta de volta.`,
            `Apresentação em público: uma mensagem, três pontos com exemplos, ensaie três vezes em voz alta.`,
            `Pedidos: uma frase clara, depois espere; se for não, pergunte o que tornaria possível um sim.`,
            `As pessoas notam seu nervosismo muito menos do que você pensa.`,
          ],
        },
      ],
    },
  ],
};
