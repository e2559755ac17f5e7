// Skill pack: stress and resilience (PT, Brazilian Portuguese addressed with "você"). Tailored on A/Tu and E/I.
// Translated from packs/en/stress-and-resilience.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'stress-and-resilience',
  title: `Estresse e resiliência`,
  subtitle: `Entenda seu estresse, acalme o corpo e se recupere o suficiente para seguir em frente`,
  summary: `Um guia prático para perceber o estresse cedo, acalmar o corpo em poucos minutos, mudar os pensamentos que pioram a pressão e se recuperar todos os dias. Ele também explica quando a autoajuda não basta e como pedir apoio.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-resilience-matters',
      role: 'intro',
      heading: `O que é estresse e o que resiliência realmente significa`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Estresse é a resposta do seu corpo e da sua mente a uma exigência. Os psicólogos o descrevem como o que acontece quando você avalia que uma situação pede mais de você do que você consegue dar com facilidade. Essa avaliação importa: o mesmo prazo pode parecer um desafio empolgante para uma pessoa e uma ameaça para outra, e até para a mesma pessoa em dias diferentes. Um pouco de estresse é útil. Ele aguça a atenção e dá energia para agir. Os problemas começam quando o estresse é intenso, dura muito tempo ou não deixa espaço para a recuperação.`,
        },
        {
          kind: 'paragraph',
          text: `Resiliência não é um talento raro nem uma casca dura. Pesquisas com pessoas que enfrentam perdas e dificuldades mostram que a maioria se recupera melhor do que esperava, usando habilidades comuns: acalmar o corpo, pensar com flexibilidade, apoiar-se nos outros e cuidar das necessidades básicas. Essas habilidades podem ser praticadas. Este pacote mostra como, em pequenos passos que você pode usar num dia comum e corrido.`,
        },
        {
          kind: 'paragraph',
          text: `Seu tipo não torna você mais ou menos resiliente. Mas ele molda seus padrões. A escala de identidade, Assertiva ou Turbulenta, se relaciona com a intensidade com que contratempos e dúvidas sobre si mesmo afetam você. A preferência por Extroversão ou Introversão se relaciona com a forma como você costuma se recuperar. As seções feitas para você mostram a que ficar atento e quais métodos tendem a combinar com você.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Este pacote não é um tratamento para ansiedade, depressão ou burnout. Se o estresse afeta seu sono, seu apetite ou sua vida diária por mais de duas semanas, ou se você tem pensamentos de se machucar, procure um médico ou um profissional de saúde mental. Se você estiver em perigo, ligue agora para o serviço de emergência da sua região.`,
        },
      ],
    },
    {
      id: 'map-your-stress',
      role: 'core',
      heading: `Mapeie seu estresse`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O estresse parece um peso único e grande, mas geralmente é a soma de várias exigências separadas. Separá-las torna cada uma menor e mostra onde é possível agir. Alguns fatores de estresse você pode mudar, outros pode influenciar, e outros, por enquanto, só pode aceitar. Cada tipo pede uma resposta diferente.`,
        },
        {
          kind: 'exercise',
          title: `Mapa do estresse`,
          steps: [
            `Anote tudo o que está causando estresse em você neste momento, grande ou pequeno. Tente chegar a pelo menos oito itens.`,
            `Marque cada item com M (posso mudar), I (posso influenciar) ou A (não posso mudar agora e aceito).`,
            `Para cada item M, escreva uma ação concreta que você pode fazer esta semana, mesmo que pequena, como mandar um e-mail.`,
            `Para cada item I, escreva com quem você poderia conversar ou o que poderia pedir.`,
            `Para cada item A, escreva uma forma de reduzir o efeito dele sobre você, como limitar quantas vezes você procura notícias sobre o assunto.`,
          ],
          reflection: `Qual fator de estresse se mostrou mais fácil de mudar do que parecia antes de você escrevê-lo?`,
        },
        {
          kind: 'paragraph',
          text: `Preste atenção também aos primeiros sinais de alerta. A maioria das pessoas tem um conjunto próprio: sono ruim, irritabilidade, dor de cabeça, esquecimentos, mudanças na alimentação, afastamento dos amigos. Anote os seus. Percebê-los cedo é muito mais fácil do que se recuperar de um longo período de sobrecarga.`,
        },
      ],
    },
    {
      id: 'calm-the-body',
      role: 'core',
      heading: `Acalme primeiro o corpo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quando você está sob pressão, seu corpo se prepara para agir: o coração bate mais rápido, a respiração fica curta e os músculos se contraem. Tentar sair desse estado só pensando é difícil. Muitas vezes é mais fácil começar pelo corpo. Alguns minutos de respiração lenta ou de movimento podem baixar a intensidade o bastante para o raciocínio claro voltar.`,
        },
        {
          kind: 'steps',
          items: [
            `Sente-se ou fique de pé confortavelmente e deixe os ombros caírem.`,
            `Inspire pelo nariz. Quando os pulmões parecerem cheios, inspire mais uma vez, curtinho.`,
            `Solte o ar devagar pela boca, fazendo a expiração durar mais que a inspiração.`,
            `Repita por três a cinco minutos. Um pequeno estudo descobriu que a prática diária dessa respiração com expiração longa melhorou o humor mais do que um tempo parecido de meditação mindfulness.`,
            `Se puder, faça em seguida uma caminhada curta, de preferência ao ar livre.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `A atividade física regular é uma das formas mais bem comprovadas de reduzir o estresse e melhorar o humor. Ela não precisa ser intensa. Uma caminhada diária em ritmo acelerado, de vinte a trinta minutos, é um bom começo.`,
        },
      ],
    },
    {
      id: 'change-the-story',
      role: 'core',
      heading: `Mude a história que você conta a si mesmo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A forma como você interpreta uma situação afeta o quanto você se sente estressado. Duas técnicas simples ajudam. A primeira é nomear a emoção: dizer “estou ansioso” ou “estou decepcionado” tende a reduzir um pouco a intensidade dela. A segunda é a reavaliação: procurar um jeito mais preciso ou mais útil de ver a situação. Por exemplo, quando você percebe o coração disparado antes de uma apresentação, pode lembrar a si mesmo que é o seu corpo preparando você para se sair bem. Estudos mostram que esse tipo de reavaliação pode melhorar tanto como as pessoas se sentem quanto o seu desempenho.`,
        },
        {
          kind: 'exercise',
          title: `Checagem de pensamentos em cinco linhas`,
          steps: [
            `Situação: descreva em uma frase o que aconteceu, como uma câmera registraria.`,
            `Primeiro pensamento: escreva o pensamento que veio automaticamente, como “Nunca vou terminar isso” ou “Eles acham que eu sou incompetente”.`,
            `Evidências: escreva o que sustenta esse pensamento e o que não sustenta.`,
            `Pensamento equilibrado: escreva uma versão mais precisa, como “Esta semana está pesada, e eu já terminei trabalhos parecidos antes”.`,
            `Próximo passo: escreva uma pequena ação que decorra do pensamento equilibrado.`,
          ],
          reflection: `Numa escala de 0 a 10, como mudou o que você sentia entre o primeiro pensamento e o pensamento equilibrado?`,
        },
        {
          kind: 'paragraph',
          text: `Experimente também o teste do amigo: pergunte-se o que você diria a um bom amigo na mesma situação. A maioria das pessoas é muito mais dura consigo mesma do que com os outros. Pesquisas sobre autocompaixão sugerem que tratar a si mesmo com a mesma gentileza ajuda a se recuperar de contratempos e a tentar de novo, sem baixar o nível de exigência.`,
        },
      ],
    },
    {
      id: 'recover-every-day',
      role: 'core',
      heading: `Recupere-se todos os dias, não só nas férias`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A resiliência depende tanto da recuperação quanto do esforço. Pesquisas com trabalhadores mostram que as pessoas se recuperam melhor quando o tempo livre inclui quatro experiências: desligar mentalmente do trabalho, relaxar, fazer algo que dê uma sensação de progresso (um hobby, um esporte, aprender algo) e ter controle sobre como usam o próprio tempo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Crie um fim claro para o seu dia de trabalho, como anotar a primeira tarefa de amanhã, fechar o notebook e trocar de roupa.`,
            `Desative as notificações do trabalho à noite, se o seu trabalho permitir.`,
            `Reserve toda semana uma atividade que absorva você por completo e não tenha nada a ver com trabalho.`,
            `Proteja o sono: horários regulares para deitar e levantar e, se possível, nada de telas na última meia hora.`,
            `Planeje pequenos momentos de recuperação ao longo do dia, não só no fim: uma caminhada curta, uma refeição longe da mesa de trabalho, cinco minutos de respiração lenta.`,
          ],
        },
      ],
    },
    {
      id: 'support-and-help',
      role: 'core',
      heading: `Apoie-se nos outros e saiba quando buscar ajuda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O apoio de outras pessoas é uma das proteções mais fortes contra o estresse. Ele não precisa ser grande: saber que alguém vai ouvir, ou ajudar com uma tarefa prática, torna a pressão mais fácil de carregar. Muita gente demora demais para pedir porque não quer ser um peso. Na prática, a maioria das pessoas gosta de ajudar quando o pedido é claro.`,
        },
        {
          kind: 'bullets',
          items: [
            `Peça de forma específica: é mais fácil dizer sim a “Você poderia ficar com as crianças no sábado de manhã para eu descansar?” do que a “Preciso de ajuda”.`,
            `Conte a pelo menos uma pessoa como você está de verdade, não só a versão educada.`,
            `Ofereça apoio aos outros também. Ajudar alguém também pode aliviar o seu próprio estresse.`,
            `Procure ajuda profissional se o estresse não melhorar com descanso, se você se sentir sem esperança ou anestesiado, ou se depender de álcool ou outras substâncias para dar conta. Pedir ajuda cedo é sinal de bom senso, não de fraqueza.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-resilience',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Quando a confiança esconde o desgaste`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Assertiva, você provavelmente mantém a calma sob pressão, se recupera rápido dos contratempos e não se preocupa muito com a impressão que causa. São pontos fortes reais. O risco é perceber o estresse tarde. Você pode ignorar sinais de sobrecarga, tratar o cansaço como algo sem importância e supor que os outros lidam com as coisas tão facilmente quanto você.`,
        },
        {
          kind: 'bullets',
          items: [
            `Faça uma checagem semanal rápida: sono, energia, humor e paciência, cada um de 1 a 5. Uma nota em queda é informação, mesmo quando você se sente bem.`,
            `Pergunte a alguém próximo se essa pessoa notou mudanças em você. Os outros muitas vezes percebem o desgaste antes de nós.`,
            `Planeje a recuperação antes de precisar dela, principalmente em períodos longos e corridos.`,
            `Lembre-se de que colegas e família podem sentir uma pressão que você não sente. Pergunte como eles estão e leve a resposta a sério.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-resilience',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Quando o seu alarme toca alto`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Turbulenta, você provavelmente percebe os problemas cedo e se importa muito em fazer um bom trabalho. Essa sensibilidade ajuda você a se preparar e a melhorar. O custo é que o estresse pode parecer mais forte e durar mais: você pode ficar repassando erros, se preocupar com o que os outros pensam ou duvidar de si mesmo mesmo depois de ter ido bem.`,
        },
        {
          kind: 'bullets',
          items: [
            `Defina um “horário da preocupação” diário de quinze minutos. Quando uma preocupação aparecer em outro momento, anote-a e volte a ela nesse horário. Isso reduz o espaço que a preocupação ocupa no seu dia.`,
            `Use a checagem de pensamentos em cinco linhas na sua maior preocupação de cada dia, durante duas semanas. Com a prática, o hábito fica mais rápido.`,
            `Mantenha uma lista curta de dificuldades que você já superou. Leia-a quando duvidar da sua capacidade de dar conta.`,
            `Cuidado com a busca constante por confirmação. Perguntar uma vez ajuda; perguntar muitas vezes mantém a preocupação viva.`,
            `Leve sua recuperação tão a sério quanto o seu trabalho. Descanso não é uma recompensa que você precisa merecer primeiro.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-resilience',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Recuperar-se com pessoas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, talvez se recupere melhor por meio de contato e atividade: conversar sobre as coisas, estar com amigos, movimentar o corpo. Aproveite isso. O isolamento em períodos estressantes tende a fazer pessoas extrovertidas se sentirem pior, não melhor.`,
        },
        {
          kind: 'bullets',
          items: [
            `Marque encontros nas semanas corridas em vez de cancelá-los primeiro.`,
            `Combine contato e movimento: caminhe com um amigo, entre num grupo de esporte ou numa aula.`,
            `Perceba a diferença entre conversar sobre um problema e ficar remoendo. Repassar a mesma preocupação várias vezes com amigos pode aumentar o estresse. Depois de dez minutos, passe para “O que eu poderia fazer a respeito?”.`,
            `Cuidado com o excesso de compromissos. Dizer sim a todos os convites pode virar mais uma fonte de pressão.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-resilience',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Recuperar-se no silêncio, sem se isolar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, talvez se recupere melhor com tempo sozinho: lendo, caminhando, com hobbies tranquilos, em casa. Essa necessidade é real, e protegê-la faz parte de cuidar de si. O risco é que, sob estresse, o tempo de recuperação vire aos poucos isolamento, e ninguém perceba que você não está bem.`,
        },
        {
          kind: 'bullets',
          items: [
            `Marque na agenda um tempo de silêncio depois de dias socialmente exigentes, como qualquer outro compromisso.`,
            `Experimente a escrita expressiva: durante três ou quatro dias, escreva livremente por quinze a vinte minutos sobre o que está incomodando você. Estudos associam essa prática a melhoras modestas de humor e de saúde em muitas pessoas.`,
            `Escolha uma pessoa a quem você vai contar quando as coisas estiverem difíceis, e combine isso com ela antes.`,
            `Prefira contatos que gastem pouca energia: uma caminhada com um amigo, uma mensagem, uma atividade em comum sem muita conversa.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Esperar as férias para se recuperar. A recuperação diária importa mais do que pausas longas de vez em quando.`,
            `Cortar primeiro o sono, os exercícios e as refeições com amigos quando falta tempo. São justamente essas coisas que mantêm você de pé.`,
            `Tentar resolver fatores de estresse que você não pode mudar e ignorar os que pode.`,
            `Usar álcool, rolagem infinita da tela ou excesso de trabalho para anestesiar o estresse. Eles trazem alívio curto e problemas mais longos.`,
            `Acreditar que pessoas resilientes nunca passam por dificuldades. Elas passam, e se recuperam.`,
          ],
        },
      ],
    },
    {
      id: 'resilience-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Perceber: conheça seus sinais de alerta pessoais e confira-os toda semana.`,
            `Mapear: liste os fatores de estresse; marque mudar, influenciar ou aceitar; uma ação para cada um.`,
            `Primeiro o corpo: expirações longas e lentas por três a cinco minutos, depois uma caminhada curta.`,
            `Nomear: dizer “Estou me sentindo…” reduz a intensidade.`,
            `Reavaliar: situação, primeiro pensamento, evidências, pensamento equilibrado, próximo passo.`,
            `Teste do amigo: fale consigo mesmo como falaria com um bom amigo.`,
            `Recuperar-se todo dia: desligar, relaxar, fazer algo que absorva você, escolher como usar o tempo livre.`,
            `Pedir: pedidos específicos, uma conversa sincera, ajuda profissional quando necessário.`,
          ],
        },
      ],
    },
  ],
};
