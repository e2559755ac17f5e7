// Skill pack: teamwork and giving and receiving feedback (PT, Brazilian Portuguese addressed with "você"). Tailored on
// T/F and J/P. Translated from packs/en/teamwork-and-feedback.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'teamwork-and-feedback',
  title: `Trabalho em equipe e feedback`,
  subtitle: `Trabalhe bem com os outros, dê feedback que ajuda e receba feedback sem se defender`,
  summary: `Um guia prático para os hábitos que fazem as equipes funcionarem: acordos claros, feedback útil nos dois sentidos, reconhecimento e revisões curtas que ajudam a equipe a aprender. Inclui uma estrutura simples para dar feedback e um método para receber críticas com calma.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-teamwork-matters',
      role: 'intro',
      heading: `O que faz uma equipe funcionar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Hoje a maior parte do trabalho é feita em equipe, e a maioria das pessoas se lembra tanto de uma equipe que trouxe à tona o seu melhor quanto de uma que tornava tudo mais difícil. A diferença raramente está no talento de cada um. As pesquisas sobre equipes apontam para condições como um objetivo comum claro, papéis e acordos claros e um clima em que as pessoas podem falar abertamente sem medo de passar vergonha. Grandes estudos sobre equipes dentro de empresas chegaram a conclusões parecidas: a forma como a equipe trabalhava junta importava mais do que quem fazia parte dela.`,
        },
        {
          kind: 'paragraph',
          text: `É no feedback que o trabalho em equipe se torna concreto. As equipes melhoram quando seus membros dizem uns aos outros o que está funcionando e o que não está, e quando conseguem ouvir isso sem ficar na defensiva. As duas coisas são habilidades. O feedback também é menos simples do que parece: uma grande revisão de estudos descobriu que, em mais de um terço dos casos, o feedback na verdade piorou o desempenho, principalmente quando se concentrava na pessoa e não na tarefa. Este pacote mostra como evitar isso.`,
        },
        {
          kind: 'paragraph',
          text: `Seu tipo influencia seu estilo na equipe. Quem prefere Pensamento tende a dar um feedback direto e focado na tarefa; quem prefere Sentimento tende a dar um feedback de apoio e pode segurar as críticas. Quem prefere Julgamento gosta de planos claros e decisões rápidas; quem prefere Percepção gosta de ficar flexível e se adaptar. As equipes precisam de todas essas qualidades, e a maior parte do atrito nas equipes vem de essas diferenças serem mal compreendidas. As seções feitas para você ajudam a trabalhar com o seu estilo.`,
        },
      ],
    },
    {
      id: 'agree-how-you-work',
      role: 'core',
      heading: `Combinem como vão trabalhar juntos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muitos conflitos de equipe vêm de expectativas que ninguém disse em voz alta: com que rapidez responder às mensagens, quem decide o quê, o que significa “pronto”, se é aceitável discordar nas reuniões. Uma conversa curta para combinar esses pontos logo no início evita muitos problemas e dá à equipe uma referência quando surge alguma tensão.`,
        },
        {
          kind: 'exercise',
          title: `Acordo de trabalho da equipe`,
          steps: [
            `Reserve quarenta e cinco minutos com a equipe. Peça a todos que pensem antes no que os ajuda a trabalhar bem com os outros.`,
            `Combinem o objetivo da equipe em uma ou duas frases e confiram se todos o descrevem do mesmo jeito.`,
            `Combinem os papéis: quem é responsável pelo quê e quem decide que tipo de questão.`,
            `Combinem a comunicação: quais canais para quê, prazos esperados de resposta, tempo de foco que não deve ser interrompido.`,
            `Combinem como vão lidar com discordâncias e erros, por exemplo “levantamos preocupações na reunião, não depois”.`,
            `Escrevam tudo em uma página, compartilhem e revisem depois de um mês.`,
          ],
          reflection: `Qual ponto do acordo surpreendeu você porque os outros o viam de forma diferente da sua?`,
        },
      ],
    },
    {
      id: 'three-kinds-of-feedback',
      role: 'core',
      heading: `Três tipos de feedback, e qual deles é necessário`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Feedback pode significar três coisas diferentes. O reconhecimento diz: “Eu vejo você, e o que você fez importa.” A orientação diz: “Veja como você poderia fazer isso melhor.” A avaliação diz: “É aqui que você está.” Muitas conversas de feedback dão errado porque uma pessoa dá um tipo enquanto a outra precisa de outro: quem quer reconhecimento recebe sugestões, ou quem quer saber em que pé está recebe só elogios.`,
        },
        {
          kind: 'bullets',
          items: [
            `Antes de dar feedback, decida que tipo você está dando e diga isso: “Quero te dar algumas orientações sobre o relatório.”`,
            `Antes de pedir feedback, diga de que tipo você precisa: “Não preciso de uma nota, quero ideias para deixar a introdução mais forte.”`,
            `Não deixe o reconhecimento sumir. Em equipes atarefadas, a orientação e a avaliação o empurram para fora, e as pessoas deixam de saber o que fazem bem.`,
            `Torne o reconhecimento específico: “Seu resumo ajudou o cliente a decidir numa única reunião” vale mais do que “Ótimo trabalho”.`,
          ],
        },
      ],
    },
    {
      id: 'give-feedback',
      role: 'core',
      heading: `Dê feedback que ajuda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Um feedback útil é específico, trata do comportamento e não da personalidade, vem no momento certo e olha para a frente. Uma estrutura simples ajuda: descreva a situação, o comportamento que você observou e o impacto dele, e depois convide para uma conversa sobre o que pode ser feito a seguir.`,
        },
        {
          kind: 'steps',
          items: [
            `Situação: quando e onde. “Na reunião com o cliente ontem…”`,
            `Comportamento: o que a pessoa fez, como uma câmera registraria. “…você respondeu às perguntas sobre preço antes de o cliente terminar de fazê-las…”`,
            `Impacto: o efeito que você observou. “…e o cliente repetiu a pergunta duas vezes, o que pareceu deixá-lo frustrado.”`,
            `Convite: pergunte em vez de prescrever. “Como você viu isso do seu lado?” e depois “O que poderia ajudar da próxima vez?”`,
            `Dê feedback crítico em particular e logo, de preferência em um ou dois dias. Dê reconhecimento em público, se a pessoa se sentir à vontade com isso.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Prepare um feedback`,
          steps: [
            `Pense num colega sobre cujo comportamento você queria comentar, de forma positiva ou crítica.`,
            `Escreva a situação, o comportamento e o impacto, cada um em uma frase. Tire qualquer palavra que descreva o caráter da pessoa, como “descuidado” ou “grosseiro”.`,
            `Escreva sua pergunta de convite.`,
            `Dê o feedback esta semana e depois anote como foi a conversa.`,
          ],
          reflection: `Como a retirada das palavras sobre caráter mudou o que você sentia ao dar o feedback?`,
        },
      ],
    },
    {
      id: 'receive-feedback',
      role: 'core',
      heading: `Receba feedback sem se defender`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Receber feedback muitas vezes é mais difícil do que dar. Três reações costumam atrapalhar: achamos que o feedback está errado, reagimos a quem está dando o feedback, ou ele ameaça a imagem que temos de nós mesmos. Cada reação é compreensível. Nenhuma delas significa que o feedback não tem valor.`,
        },
        {
          kind: 'steps',
          items: [
            `Ouça até o fim sem interromper nem explicar.`,
            `Peça um exemplo: “Você pode me contar uma situação em que percebeu isso?” Um feedback vago fica útil quando é específico.`,
            `Resuma o que você ouviu e confira se entendeu.`,
            `Agradeça à pessoa. Dar feedback exige coragem, e a sua reação decide se ela vai fazer isso de novo.`,
            `Decida depois, com calma, o que você vai aproveitar. Você não precisa aceitar todo feedback, mas considere-o seriamente primeiro.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Peça uma coisa`,
          steps: [
            `Escolha três pessoas que veem seu trabalho de posições diferentes.`,
            `Faça a mesma pergunta a cada uma: “Qual é uma coisa que eu poderia fazer diferente para que trabalhar comigo fosse melhor?”`,
            `Ouça, peça um exemplo, agradeça e anote a resposta. Não se defenda nem se explique.`,
            `Procure padrões nas três respostas e escolha uma mudança para testar durante um mês.`,
          ],
          reflection: `Com qual resposta você mais quis discutir, e que parte dela pode ser verdade?`,
        },
      ],
    },
    {
      id: 'team-reviews',
      role: 'core',
      heading: `Aprendam juntos com revisões curtas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `As equipes que param com regularidade para olhar como trabalham melhoram mais rápido. Uma revisão curta depois de um projeto ou a cada poucas semanas basta. A revisão tem que ser sem culpados: a pergunta é o que, no jeito de a equipe trabalhar, permitiu que um problema acontecesse, não quem teve culpa. Caso contrário, as pessoas vão parar de falar com sinceridade.`,
        },
        {
          kind: 'bullets',
          items: [
            `O que deu certo, e por quê? Continuem fazendo.`,
            `O que foi difícil ou frustrante? Descrevam acontecimentos, não pessoas.`,
            `O que vamos tentar de diferente da próxima vez? Escolham uma ou duas mudanças, não dez.`,
            `Quem vai garantir que cada mudança aconteça? Confiram na próxima revisão.`,
          ],
        },
      ],
    },
    {
      id: 'different-styles',
      role: 'core',
      heading: `Trabalhar bem com estilos diferentes`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Boa parte do atrito nas equipes não é sobre objetivos, mas sobre estilo. Uma pessoa pensa em voz alta e outra precisa de tempo quieta; uma quer uma decisão hoje e outra quer explorar; uma valoriza a franqueza e outra o tato. Cada estilo é útil, e cada um pode parecer um problema visto do outro lado: quem decide rápido parece afobado, quem explora com cuidado parece lento.`,
        },
        {
          kind: 'bullets',
          items: [
            `Conversem abertamente sobre estilos, por exemplo contando como cada um prefere receber informações, tomar decisões e receber feedback.`,
            `Quando um colega irritar você, pergunte-se a que propósito útil o estilo dele serve. Geralmente existe um.`,
            `Ofereça às pessoas jeitos diferentes de contribuir: tempo para se preparar, contribuições por escrito, discussão na reunião.`,
            `Misturem estilos de propósito nos trabalhos importantes. Uma equipe em que todos pensam igual é confortável e deixa passar mais coisas.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-teamwork',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Um feedback que soa como ajuda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Pensamento, provavelmente dá um feedback claro e sincero e consegue ouvir críticas ao seu trabalho sem levar para o lado pessoal. As equipes se beneficiam dessa franqueza. O risco é seu feedback soar duro, principalmente para colegas que levam o feedback mais para o lado pessoal, e você se concentrar no que precisa ser consertado e esquecer de dizer o que funciona.`,
        },
        {
          kind: 'bullets',
          items: [
            `Dê reconhecimento de forma deliberada e específica. Talvez você perceba um bom trabalho sem dizer nada.`,
            `Pergunte antes de orientar: “Algumas observações sobre o rascunho seriam úteis agora?”`,
            `Ao receber feedback, perceba se você está discutindo se ele está certo. Pergunte primeiro o que a pessoa viveu, que é real mesmo que a explicação dela não seja.`,
            `Pense em como a pessoa pode se sentir e escolha o momento de acordo. O bom momento faz parte do bom feedback.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-teamwork',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Feedback sincero como forma de cuidado`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sentimento, provavelmente percebe como os colegas de equipe estão, dá um reconhecimento caloroso e ajuda a equipe a se sentir uma equipe. O risco é segurar o feedback crítico para proteger os sentimentos das pessoas, deixando os problemas crescerem, e receber críticas ao seu trabalho como um julgamento sobre você.`,
        },
        {
          kind: 'bullets',
          items: [
            `Lembre-se de que reter um feedback útil tira da pessoa a chance de melhorar. Um feedback claro, dado com gentileza, é uma forma de respeito.`,
            `Use a estrutura de situação, comportamento e impacto. Ela mantém o feedback crítico factual e mais fácil de dizer.`,
            `Evite esconder a crítica entre dois elogios. As pessoas aprendem a esperar pela crítica e deixam de confiar nos elogios.`,
            `Ao receber críticas, separe o trabalho de você: “Este relatório precisa de ajustes” não é o mesmo que “Eu não sou bom o suficiente”.`,
          ],
        },
      ],
    },
    {
      id: 'judging-teamwork',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Uma estrutura que a equipe possa compartilhar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Julgamento, provavelmente leva estrutura para a equipe: planos, prazos e decisões claras. As equipes muitas vezes contam com você para manter o trabalho andando. O risco é pressionar por decisões antes que os outros tenham terminado de pensar, ou se frustrar com colegas que trabalham de um jeito menos planejado.`,
        },
        {
          kind: 'bullets',
          items: [
            `Pergunte quanta exploração uma questão precisa antes de propor uma decisão.`,
            `Combinem pontos de acompanhamento em vez de verificar o progresso o tempo todo. Outras pessoas podem trabalhar bem em surtos.`,
            `Avalie os colegas pelos resultados e pela confiabilidade, não por trabalharem ou não do seu jeito.`,
            `Ofereça suas habilidades de planejamento à equipe como um serviço, por exemplo cuidando do cronograma compartilhado.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-teamwork',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Uma flexibilidade com que a equipe possa contar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Percepção, provavelmente leva flexibilidade e ideias novas para a equipe e se adapta bem quando os planos mudam. O risco é que os colegas que dependem do seu trabalho não consigam ver seu progresso e fiquem estressados conforme os prazos se aproximam, mesmo quando você tem certeza de que vai entregar.`,
        },
        {
          kind: 'bullets',
          items: [
            `Torne seu progresso visível: compartilhe atualizações curtas ou rascunhos iniciais, mesmo incompletos.`,
            `Quando mudar um plano, avise na hora as pessoas afetadas.`,
            `Combine prazos internos com os colegas que dependem de você, e cumpra-os.`,
            `Use sua capacidade de adaptação nas revisões: muitas vezes é você quem enxerga o que a equipe poderia tentar de diferente.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Deixar expectativas sem dizer e depois se decepcionar quando os outros não as cumprem.`,
            `Feedback sobre o caráter (“Você é descuidado”) em vez de sobre o comportamento.`,
            `Guardar o feedback para a avaliação anual em vez de dá-lo quando é útil.`,
            `Pedir feedback e depois explicar por que ele está errado.`,
            `Revisões que procuram um culpado.`,
          ],
        },
      ],
    },
    {
      id: 'teamwork-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Acordo de trabalho: objetivo, papéis, decisões, comunicação, como lidar com discordâncias; revisar depois de um mês.`,
            `Diga o tipo de feedback: reconhecimento, orientação ou avaliação.`,
            `Dar: situação, comportamento, impacto e depois uma pergunta de convite.`,
            `Críticas em particular e logo; reconhecimento específico e frequente.`,
            `Receber: ouvir, pedir um exemplo, resumir, agradecer, decidir depois.`,
            `Pergunte com regularidade: “Qual é uma coisa que eu poderia fazer diferente?”`,
            `Revisões sem culpados: o que deu certo, o que foi difícil, uma ou duas mudanças, um responsável por cada uma.`,
            `Estilos diferentes: pergunte a que propósito um estilo serve; ofereça vários jeitos de contribuir.`,
          ],
        },
      ],
    },
  ],
};
