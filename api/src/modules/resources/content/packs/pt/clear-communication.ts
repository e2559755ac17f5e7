// Skill pack: clear communication and difficult conversations (PT, Brazilian Portuguese addressed with "você").
// Tailored on T/F and E/I. Translated from packs/en/clear-communication.ts, whose header names the research drawn on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'clear-communication',
  title: `Comunicação clara e conversas difíceis`,
  subtitle: `Diga o que você quer dizer, ouça de um jeito que as pessoas se sintam compreendidas e conduza conversas difíceis com cuidado`,
  summary: `Um guia prático para transmitir sua mensagem, ouvir bem e se preparar para as conversas que a maioria das pessoas evita. Inclui uma ficha de preparação para conversas difíceis, frases de abertura que funcionam e maneiras de manter a calma quando as emoções esquentam.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-communication-matters',
      role: 'intro',
      heading: `Por que vale a pena praticar a comunicação clara`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A maioria dos mal-entendidos não nasce de más intenções. Nasce da distância entre o que uma pessoa quis dizer e o que a outra ouviu. Conhecemos tão bem o nosso próprio contexto que esquecemos que os outros não o compartilham, e achamos que nossos sentimentos e intenções são mais visíveis do que realmente são. Os psicólogos chamam o primeiro problema de “maldição do conhecimento”: depois que você sabe algo, fica difícil imaginar como é não saber.`,
        },
        {
          kind: 'paragraph',
          text: `A comunicação clara fecha essa distância dos dois lados: você torna sua mensagem fácil de entender e ouve de um jeito que confirma o que a outra pessoa quis dizer. As conversas difíceis, sobre um erro, uma discordância, um limite ou uma decepção, são onde isso mais importa e onde a maioria das pessoas está menos preparada. Este pacote oferece uma estrutura para as mensagens do dia a dia, um método de escuta e um passo a passo para as conversas difíceis.`,
        },
        {
          kind: 'paragraph',
          text: `O tipo influencia como você se comunica, não se você consegue se comunicar. Quem prefere Pensamento tende a começar pela lógica e pela franqueza; quem prefere Sentimento tende a começar pelo cuidado com a relação. Quem prefere Extroversão muitas vezes pensa enquanto fala; quem prefere Introversão muitas vezes pensa antes de falar. Cada estilo tem pontos fortes e lacunas previsíveis, e as seções feitas para você mostram como fechar as suas.`,
        },
      ],
    },
    {
      id: 'lead-with-the-point',
      role: 'core',
      heading: `Comece pelo principal`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Leitores e ouvintes ocupados decidem nas primeiras frases se entendem o que você quer. Muita gente conta a história na ordem em que aconteceu e só chega ao ponto no final. Inverta a ordem: diga primeiro sua mensagem principal ou seu pedido, depois os motivos e, por último, os detalhes para quem quiser.`,
        },
        {
          kind: 'steps',
          items: [
            `Escreva sua mensagem principal em uma frase antes de escrever ou dizer qualquer outra coisa. Se não conseguir, você ainda não está pronto para se comunicar.`,
            `Acrescente dois ou três motivos ou fatos que a sustentem, cada um em uma frase.`,
            `Diga com clareza o que você precisa da outra pessoa e até quando: uma decisão, uma informação, ajuda ou apenas ciência.`,
            `Tire o contexto que a outra pessoa já conhece e acrescente a informação que ela provavelmente não tem.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Reescreva uma mensagem real`,
          steps: [
            `Pegue um e-mail ou mensagem longa que você enviou na semana passada.`,
            `Sublinhe a frase que contém seu ponto ou pedido de fato. Observe onde ela aparece.`,
            `Reescreva a mensagem para que essa frase venha primeiro, seguida de no máximo três frases de apoio.`,
            `Compare as duas versões em tamanho e clareza. Pergunte-se a qual delas quem recebe conseguiria responder mais rápido.`,
          ],
          reflection: `O que impediu você de colocar o ponto principal no começo da versão original: hábito, educação ou incerteza sobre o que você queria?`,
        },
      ],
    },
    {
      id: 'listen-to-understand',
      role: 'core',
      heading: `Ouça de um jeito que as pessoas se sintam compreendidas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Ouvir não é esperar a sua vez de falar. Quem ouve bem faz três coisas: dá atenção total, faz perguntas que ajudam a outra pessoa a falar mais e confere em voz alta se entendeu. A maioria pula o último passo, e é justamente ele que faz os outros se sentirem ouvidos.`,
        },
        {
          kind: 'bullets',
          items: [
            `Deixe o celular de lado e fique de frente para a pessoa. A atenção é visível.`,
            `Faça perguntas abertas que comecem com “o que” ou “como”: “O que mais preocupa você nisso?” “Como isso afetou a sua semana?”`,
            `Resuma antes de responder: “Então o problema principal é o prazo, não o orçamento. É isso?”`,
            `Se o resumo estiver errado, não o defenda. Agradeça a correção e tente de novo.`,
            `Pergunte antes de aconselhar: “Você quer ideias ou quer principalmente que eu entenda?”`,
          ],
        },
        {
          kind: 'exercise',
          title: `O hábito de resumir`,
          steps: [
            `Escolha três conversas na próxima semana em que a outra pessoa explique um problema ou um ponto de vista.`,
            `Antes de dar sua própria opinião, resuma em uma ou duas frases o que você ouviu e pergunte se entendeu certo.`,
            `Observe como a pessoa reage e se ela acrescenta algo que não tinha dito antes.`,
          ],
          reflection: `Em qual conversa o seu resumo mostrou que você tinha entendido algo diferente do que a pessoa quis dizer?`,
        },
      ],
    },
    {
      id: 'prepare-difficult-conversation',
      role: 'core',
      heading: `Prepare uma conversa difícil`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Uma conversa difícil costuma acontecer em três níveis ao mesmo tempo. Há a questão do que aconteceu e de quem tem razão. Há os sentimentos, muitas vezes não ditos. E há uma questão de identidade: cada pessoa pode sentir que sua competência, seu caráter ou seu valor está sendo julgado. Preparar-se para os três níveis evita que você seja pego de surpresa pelas partes que não são sobre fatos.`,
        },
        {
          kind: 'paragraph',
          text: `Uma distinção útil é entre intenção e impacto. Você conhece suas próprias intenções, mas só vê o impacto das ações dos outros, então é fácil supor o pior sobre eles e o melhor sobre si mesmo. Na conversa, descreva o impacto sobre você e pergunte sobre a intenção do outro, em vez de afirmar o que ele quis dizer.`,
        },
        {
          kind: 'exercise',
          title: `Ficha de preparação`,
          steps: [
            `Objetivo: escreva como seria um bom resultado. Mire em algo com que os dois possam concordar, como um plano em comum, e não “a pessoa admite que estava errada”.`,
            `A minha versão: escreva em três frases o que aconteceu do seu ponto de vista, usando fatos que uma câmera poderia registrar.`,
            `A versão do outro: escreva como a outra pessoa poderia descrever os mesmos acontecimentos de um jeito que faça sentido para ela.`,
            `Sentimentos: nomeie o que você sente (por exemplo, magoado, preocupado, frustrado) e o que a outra pessoa pode sentir.`,
            `O que está em jogo para cada um pessoalmente: respeito, justiça, ser visto como competente?`,
            `Pedido: escreva uma coisa específica que você vai pedir.`,
          ],
          reflection: `Depois de escrever a versão do outro, o que você entende agora sobre o comportamento dele que não tinha considerado antes?`,
        },
      ],
    },
    {
      id: 'open-and-hold',
      role: 'core',
      heading: `Comece bem e mantenha o foco da conversa`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O primeiro minuto define o tom. Uma abertura que culpa coloca a outra pessoa na defensiva, e quem está na defensiva para de ouvir. Uma abertura que descreve e convida abre uma porta para ela.`,
        },
        {
          kind: 'steps',
          items: [
            `Descreva o que você observou, sem rótulos: “Nas duas últimas reuniões, os números que eu enviei não estavam nos slides finais.”`,
            `Diga o impacto sobre você: “Eu me senti deixado de lado e fiquei sem saber se os números estavam errados.”`,
            `Convide a outra pessoa a dar a versão dela: “Eu gostaria de entender o que aconteceu do seu lado.”`,
            `Ouça e resuma, como descrito acima, antes de responder.`,
            `Procurem juntos um próximo passo: “O que poderíamos fazer diferente da próxima vez?” Combinem algo concreto.`,
            `Encerre conferindo: “Como você se sente com o ponto a que chegamos?”`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Escolha o momento. Um lugar reservado, tempo suficiente e os dois com a cabeça tranquila importam mais do que palavras perfeitas. Evite começar um assunto difícil por mensagem quando uma conversa é possível.`,
        },
      ],
    },
    {
      id: 'when-emotions-rise',
      role: 'core',
      heading: `Quando as emoções esquentam`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quando as pessoas se sentem ameaçadas, o coração acelera e o pensamento se estreita. Nesse estado, ninguém ouve bem. Pesquisas sobre relacionamentos sugerem que, quando alguém se sente sobrecarregado, uma pausa de pelo menos vinte minutos ajuda mais do que insistir.`,
        },
        {
          kind: 'bullets',
          items: [
            `Perceba seus próprios sinais: rosto quente, coração acelerado, voz mais alta, vontade de interromper.`,
            `Desacelere: solte o ar devagar, baixe o tom de voz, fale de forma mais breve.`,
            `Nomeie o que está acontecendo, sem culpar ninguém: “Acho que nós dois estamos ficando frustrados.”`,
            `Se precisar, proponha uma pausa com hora certa para voltar: “Podemos parar meia hora e continuar às quatro?” Uma pausa com horário marcado não é fuga.`,
            `Depois da pausa, comece pelo que vocês concordam antes de voltar à discordância.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Se uma conversa envolve ameaças, intimidação ou qualquer risco à sua segurança, sua prioridade é se proteger, não a técnica de comunicação. Procure ajuda de pessoas de confiança ou dos serviços adequados.`,
        },
      ],
    },
    {
      id: 'thinking-communication',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Acrescentar calor à sua clareza`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Pensamento, provavelmente é bom em ir direto ao ponto e em nomear problemas que os outros evitam. O risco é as pessoas ouvirem só a crítica e não perceberem sua boa intenção, principalmente em conversas difíceis. A franqueza funciona melhor quando a outra pessoa sabe que você está do lado dela.`,
        },
        {
          kind: 'bullets',
          items: [
            `Diga sua intenção antes do seu ponto: “Quero que este projeto dê certo, e uma parte me preocupa.”`,
            `Trate os sentimentos como informação real, não como ruído. “Você parece chateado. É com a decisão ou com a forma como ela foi tomada?” é uma pergunta prática.`,
            `Reconheça o que há de bom ou de certo no ponto de vista da outra pessoa antes de discordar do resto.`,
            `Pergunte antes de resolver. Muita gente quer primeiro ser compreendida e só depois ouvir soluções.`,
            `Depois de uma conversa difícil, dê notícias um dia depois. Uma mensagem curta mostra que a relação importa para você.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-communication',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Acrescentar clareza ao seu calor`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sentimento, provavelmente percebe como as pessoas se sentem e escolhe as palavras com cuidado. O risco é suavizar tanto a mensagem que ela desaparece, ou adiar uma conversa necessária para manter a paz. Gentileza e clareza não são opostas: ser vago muitas vezes é menos gentil, porque a outra pessoa não tem como agir a partir disso.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escreva seu pedido em uma frase antes da conversa e garanta que vai dizê-lo, com essas palavras.`,
            `Limite os pedidos de desculpa e os amortecedores a um só. “Desculpe, isso provavelmente não é nada, mas talvez…” enfraquece a mensagem antes mesmo de ela começar.`,
            `Lembre-se de que um curto período de desconforto muitas vezes é o preço de uma relação melhor depois.`,
            `Se a outra pessoa ficar chateada, continue acolhedor, mas não retire o que disse: “Vejo que é difícil ouvir isso, e continuo achando que é importante.”`,
            `Separe o seu valor da reação do outro. A discordância dele não é um veredito sobre você.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-communication',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Pensar em voz alta, deixando espaço para os outros`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, falar muitas vezes é o seu jeito de pensar, e você costuma se sentir à vontade para começar conversas que os outros evitam. Essa é uma vantagem real. O custo é que os outros podem entender o seu pensar em voz alta como uma posição final, e pessoas mais caladas podem não encontrar espaço para falar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Sinalize que está pensando: “Estou pensando em voz alta aqui, isso ainda não é uma decisão.”`,
            `Depois de fazer uma pergunta, conte devagar até cinco antes de voltar a falar. O silêncio muitas vezes é alguém preparando uma resposta.`,
            `Em conversas difíceis, fale menos da metade do tempo. Use o hábito de resumir para continuar ouvindo.`,
            `No fim, diga claramente o que foi decidido, para que as ideias que vocês exploraram não sejam confundidas com compromissos.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-communication',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Falar a tempo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, provavelmente pensa antes de falar e escolhe as palavras com cuidado, o que torna suas contribuições claras e bem pensadas. O custo é que a conversa pode seguir adiante antes de você estar pronto, e os outros podem interpretar seu silêncio como concordância ou falta de interesse.`,
        },
        {
          kind: 'bullets',
          items: [
            `Prepare por escrito os pontos principais antes de reuniões e conversas difíceis, para poder falar cedo em vez de tarde.`,
            `Peça tempo para pensar abertamente: “Quero dar uma resposta bem pensada. Posso voltar a falar com você até as três?” E depois cumpra.`,
            `Diga mais do que parece necessário. O que é óbvio na sua cabeça pode não ser visível para os outros.`,
            `Proponha você mesmo as conversas difíceis, num horário que seja bom para você, em vez de esperar que elas aconteçam num momento ruim.`,
            `Use a escrita para abrir um assunto se isso ajudar, mas faça a parte difícil da conversa pessoalmente ou por vídeo.`,
          ],
        },
      ],
    },
    {
      id: 'communication-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Começar com um julgamento (“Você nunca…”) em vez de uma observação (“Nas duas últimas reuniões…”).`,
            `Preparar só os seus argumentos e não a versão da outra pessoa.`,
            `Ter uma conversa difícil por mensagem porque parece mais fácil.`,
            `Concordar com coisas na hora para acabar com o desconforto e depois não cumpri-las.`,
            `Ganhar a discussão e perder a relação.`,
          ],
        },
      ],
    },
    {
      id: 'communication-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Mensagens do dia a dia: primeiro o ponto principal, depois dois ou três motivos, depois o que você precisa e até quando.`,
            `Ouvir: atenção, perguntas abertas, resumir, conferir e então perguntar se a pessoa quer conselhos.`,
            `Antes de uma conversa difícil: objetivo, a minha versão, a versão do outro, sentimentos, o que está em jogo, um pedido.`,
            `Abertura: o que eu observei, o impacto sobre mim, um convite para ouvir a versão do outro.`,
            `Intenção e impacto: descreva o impacto sobre você; pergunte sobre a intenção do outro.`,
            `Emoções em alta: desacelere, nomeie o que está acontecendo, faça uma pausa com hora certa para voltar.`,
            `Encerramento: combinem um próximo passo concreto e confira como a outra pessoa se sente.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Uma frase para lembrar: “Me ajude a entender como você vê isso.” Ela funciona em quase todo momento difícil.`,
        },
      ],
    },
  ],
};
