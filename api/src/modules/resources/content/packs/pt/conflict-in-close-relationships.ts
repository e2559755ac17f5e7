// Skill pack: conflict in close relationships (PT, Brazilian Portuguese addressed with "você"). Tailored on T/F and A/Tu.
// Translated from packs/en/conflict-in-close-relationships.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'conflict-in-close-relationships',
  title: `Conflitos nos relacionamentos próximos`,
  subtitle: `Discorde sem causar estragos, faça as pazes rápido e se aproxime ainda mais nos momentos difíceis`,
  summary: `Um guia prático para lidar com desentendimentos com o parceiro ou a parceira, com alguém da família ou com um amigo próximo. Ele mostra como levantar um problema com delicadeza, ouvir até o outro se sentir compreendido, fazer as pazes depois de uma briga e conviver bem com as diferenças que nunca desaparecem por completo.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-conflict-matters',
      role: 'intro',
      heading: `Conflito é normal; o que importa é como você lida com ele`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Todo relacionamento próximo tem conflitos. Duas pessoas com histórias, necessidades e hábitos diferentes vão discordar sobre dinheiro, tempo, família, tarefas de casa, carinho e muitas outras coisas. Pesquisas com casais sugerem que o número de desentendimentos importa menos do que a forma de lidar com eles. Casais estáveis e felizes também discutem; eles só discutem de um jeito que preserva o respeito e a boa vontade, e fazem as pazes rápido depois.`,
        },
        {
          kind: 'paragraph',
          text: `As mesmas pesquisas mostraram que muitos conflitos giram em torno de diferenças duradouras de personalidade ou de valores, que não se resolvem, mas podem ser administradas com humor e compreensão. Por isso, o objetivo deste pacote não é acabar com os conflitos. É ajudar você a discordar sem causar estragos, a entender o que realmente está em jogo e a reencontrar o outro depois. As técnicas funcionam com parceiros, familiares e amigos próximos.`,
        },
        {
          kind: 'paragraph',
          text: `O tipo não decide se seus relacionamentos vão dar certo. Mas influencia seu estilo diante do conflito. Quem prefere Pensamento muitas vezes se concentra no que é justo e correto; quem prefere Sentimento muitas vezes se concentra na relação e em como cada um está se sentindo. Pessoas com identidade Assertiva tendem a se sentir estáveis durante um conflito, enquanto as de identidade Turbulenta podem sentir uma discordância como uma ameaça ao próprio relacionamento. As seções feitas para você tratam desses padrões.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Estas técnicas são para relacionamentos entre iguais, em que os dois querem que as coisas deem certo. Se você tem medo do seu parceiro, da sua parceira ou de alguém da família, se existe violência, ameaça ou controle sobre seu dinheiro, seu celular ou seus contatos, habilidades de comunicação não são a resposta. Procure um serviço de apoio a vítimas de violência doméstica no seu país ou alguém de sua confiança.`,
        },
      ],
    },
    {
      id: 'four-damaging-patterns',
      role: 'core',
      heading: `Quatro padrões que prejudicam os relacionamentos`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Pesquisadores de relacionamentos identificaram quatro formas de brigar que, quando viram hábito, preveem um distanciamento e uma infelicidade crescentes. Quase todo mundo recorre a elas de vez em quando. O objetivo é reconhecê-las rápido e trocá-las por algo melhor.`,
        },
        {
          kind: 'bullets',
          items: [
            `Crítica: atacar a pessoa em vez do comportamento (“Você é muito egoísta”). Em vez disso, descreva a situação e o que você precisa.`,
            `Desprezo: zombaria, revirar os olhos, sarcasmo ou falar de uma posição de superioridade. É o mais prejudicial dos quatro. Em vez disso, crie o hábito de perceber e dizer o que você valoriza no outro.`,
            `Defensividade: responder a uma queixa com desculpas ou com outra queixa. Em vez disso, assuma a responsabilidade por pelo menos uma pequena parte do problema.`,
            `Obstrução: fechar-se, calar-se e virar as costas. Isso costuma acontecer quando alguém se sente sobrecarregado. Em vez disso, peça uma pausa e volte depois.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Combine com seu parceiro ou com o familiar uma palavra leve e neutra que qualquer um de vocês possa dizer ao notar um dos quatro padrões. Nomear o padrão juntos é mais fácil do que acusar um ao outro de usá-lo.`,
        },
      ],
    },
    {
      id: 'start-gently',
      role: 'core',
      heading: `Comece com delicadeza`,
      blocks: [
        {
          kind: 'paragraph',
          text: `O jeito como um conflito começa prevê com força como ele vai terminar. Um começo áspero coloca a outra pessoa na defensiva na mesma hora. Um começo delicado descreve o problema e o que você precisa, sem culpar ninguém. Isso não é fraqueza nem rodeio; é a versão da sua mensagem que a outra pessoa tem mais condições de ouvir.`,
        },
        {
          kind: 'steps',
          items: [
            `Comece com “eu”, não com “você”: “Eu me sinto…” em vez de “Você sempre…”.`,
            `Descreva a situação de forma específica: “…quando a louça fica na pia de um dia para o outro…”`,
            `Diga o que você precisa, como um pedido positivo: “…podemos combinar que ela seja lavada antes de dormir?”`,
            `Seja educado e mostre reconhecimento quando ele for sincero: “Sei que seus dias têm sido longos.”`,
            `Levante os problemas cedo, enquanto ainda são pequenos, em vez de deixá-los se acumular.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Da crítica ao pedido`,
          steps: [
            `Escreva três críticas que você fez ou pensou recentemente sobre alguém próximo, com as palavras que usou ou teria usado.`,
            `Para cada uma, escreva que situação a provocou, como uma câmera registraria.`,
            `Escreva o que você sentiu e do que precisava naquele momento.`,
            `Reescreva cada crítica como um começo delicado: eu sinto, sobre a situação, e um pedido positivo.`,
            `Escolha uma e use-a na próxima vez que a situação acontecer.`,
          ],
          reflection: `Que necessidade estava por trás da crítica que você acha mais fácil de expressar agora que a escreveu?`,
        },
      ],
    },
    {
      id: 'listen-until-understood',
      role: 'core',
      heading: `Ouça até o outro se sentir compreendido`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Na maioria das brigas, os dois querem ser compreendidos e ninguém está ouvindo. Uma estrutura simples ajuda quando um assunto sempre termina mal: uma pessoa fala, a outra só ouve e repete o que ouviu, e depois vocês trocam. No começo parece lento e artificial, e é exatamente por isso que funciona. Interrompe a troca rápida de argumentos e faz os dois se sentirem ouvidos.`,
        },
        {
          kind: 'exercise',
          title: `Quem fala e quem ouve`,
          steps: [
            `Escolham um assunto recorrente de dificuldade moderada, não o mais doloroso, e um momento tranquilo de uns trinta minutos.`,
            `Quem fala conta seus próprios pensamentos e sentimentos em trechos curtos, de duas ou três frases. Nada de acusações nem de adivinhar o que o outro pensa.`,
            `Quem ouve repete com as próprias palavras o que ouviu, sem acrescentar sua opinião, e pergunta: “Entendi direito?”`,
            `Continuem até quem fala se sentir compreendido. Depois troquem de papel.`,
            `Só depois que os dois tiverem sido compreendidos conversem sobre possíveis soluções, se é que alguma solução é necessária.`,
          ],
          reflection: `O que você descobriu sobre o ponto de vista da outra pessoa que não tinha entendido em discussões anteriores sobre o mesmo assunto?`,
        },
      ],
    },
    {
      id: 'pursue-and-withdraw',
      role: 'core',
      heading: `Quando um de vocês insiste e o outro se afasta`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Um padrão muito comum é uma pessoa insistir em conversar sobre um problema e a outra se afastar. Quanto mais uma insiste, mais a outra se afasta, e quanto mais a outra se afasta, mais a primeira insiste. Em geral, as duas estão tentando proteger o relacionamento: quem insiste, buscando proximidade; quem se afasta, evitando uma briga. Enxergar o padrão como o problema em comum, em vez de ver o outro como o problema, é o primeiro passo para sair dele.`,
        },
        {
          kind: 'bullets',
          items: [
            `Perceba quando você se sente sobrecarregado: coração disparado, rosto quente, vontade de gritar ou de ir embora. Nesse estado, ouvir é quase impossível.`,
            `Combinem, num momento calmo, que qualquer um pode pedir uma pausa e que quem pedir vai dizer quando vocês continuam.`,
            `Tirem pelo menos vinte minutos e usem esse tempo para se acalmar, não para preparar argumentos. Caminhem, respirem devagar, leiam.`,
            `Se você costuma insistir, aceite a pausa como um passo em direção à conversa, não como rejeição.`,
            `Se você costuma se afastar, volte sempre no horário combinado. É a volta que torna uma pausa confiável.`,
          ],
        },
      ],
    },
    {
      id: 'repair',
      role: 'core',
      heading: `Fazer as pazes durante e depois de uma briga`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Tentativas de reparo são pequenos gestos que impedem que um conflito piore: uma piada, um toque, “Desculpe, saiu errado”, “Podemos começar de novo?” Pesquisas sugerem que uma das diferenças entre os casais que continuam felizes e os que não continuam é que suas tentativas de reparo funcionam, principalmente porque o outro as aceita. Fazer e aceitar reparos são duas habilidades.`,
        },
        {
          kind: 'bullets',
          items: [
            `Ofereça reparos cedo, antes de o conflito crescer. Eles podem ser imperfeitos.`,
            `Aceite reparos mesmo quando ainda estiver chateado. Aceitar não é concordar; é escolher a relação em vez da discussão.`,
            `Depois de uma briga, quando os dois estiverem calmos, conversem sobre ela: o que cada um sentiu, o que provocou a briga e o que cada um poderia fazer diferente?`,
            `Peça desculpas por inteiro: diga o que você fez, reconheça o efeito sobre a outra pessoa, assuma a responsabilidade sem dar desculpas e diga o que vai fazer diferente.`,
            `Mantenham pequenos momentos diários de apreço e interesse. Relacionamentos com uma boa reserva de boa vontade se recuperam dos conflitos com mais facilidade.`,
          ],
        },
      ],
    },
    {
      id: 'lasting-differences',
      role: 'core',
      heading: `Conviver com diferenças duradouras`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Alguns desentendimentos voltam de novo e de novo: um de vocês gosta de planos e o outro de espontaneidade, um quer mais tempo juntos e o outro mais tempo sozinho, um economiza e o outro gosta de gastar. Muitas vezes são diferenças de personalidade e de valores, e tentar “ganhar” essas discussões só traz frustração. O objetivo é um acordo que funcione e respeite as duas pessoas.`,
        },
        {
          kind: 'steps',
          items: [
            `Pergunte o que aquela posição significa para a outra pessoa: “Por que isso é tão importante para você? Existe uma história ou um sonho por trás disso?”`,
            `Conte o mesmo sobre a sua própria posição.`,
            `Cada um nomeia o núcleo da sua posição, em que não dá para ceder, e os pontos em que pode ser flexível.`,
            `Montem um acordo a partir dos pontos flexíveis, testem por um período definido e revisem.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-conflict',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Quando ter razão atrapalha`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Pensamento, provavelmente tenta manter as discussões justas e lógicas e consegue ficar calmo quando os outros se emocionam. O risco é tratar um conflito como um debate a vencer. Você pode corrigir detalhes, apontar incoerências ou oferecer soluções enquanto a outra pessoa ainda está esperando se sentir compreendida.`,
        },
        {
          kind: 'bullets',
          items: [
            `Antes de responder, pergunte-se: “Eu quero ter razão ou quero que a gente volte a ficar próximo?”`,
            `Responda primeiro ao sentimento: “Estou vendo que você se sentiu sozinho com isso.” Depois, se for preciso, discutam os fatos.`,
            `Evite corrigir pequenos detalhes no meio de uma conversa emocional. Eles raramente importam tanto quanto parecem.`,
            `Diga também o que você sente. Uma lógica calma pode parecer falta de interesse, mesmo quando você se importa muito.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-conflict',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Quando manter a paz custa caro demais`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sentimento, provavelmente percebe a tensão cedo e se importa com o que cada um está sentindo. Muitas vezes é você quem toma a iniciativa de fazer as pazes. O risco é evitar levantar problemas para manter a paz, concordar com coisas que você não quer e depois sentir um ressentimento que explode mais tarde numa briga maior.`,
        },
        {
          kind: 'bullets',
          items: [
            `Levante os problemas pequenos em um ou dois dias, com um começo delicado. Problemas pequenos são muito mais fáceis de conversar do que uma longa lista depois.`,
            `Perceba quando você diz sim, mas sente não. Diga “Deixa eu pensar” e volte com uma resposta sincera.`,
            `Lembre-se de que as suas necessidades também fazem parte do relacionamento. Escondê-las não protege a relação; enfraquece.`,
            `Quando a outra pessoa estiver chateada com você, você não precisa consertar os sentimentos dela na hora. Ouça e confie que a relação aguenta um pouco de desconforto.`,
          ],
        },
      ],
    },
    {
      id: 'assertive-conflict',
      role: 'tailored',
      tailoredTo: 'A',
      heading: `Continuar aberto quando você se sente seguro`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Assertiva, você provavelmente se mantém estável nos conflitos e não sente com facilidade que o relacionamento está em risco. Essa calma ajuda os dois. O risco é que sua confiança faça as preocupações da outra pessoa parecerem pequenas para você, ou que você supere uma briga muito antes do que ela.`,
        },
        {
          kind: 'bullets',
          items: [
            `Não presuma que o conflito acabou só porque você está bem. Pergunte: “A gente está bem, ou ainda tem alguma coisa incomodando você?”`,
            `Leve a sério as preocupações da outra pessoa mesmo quando você não as compartilha. “Não vejo desse jeito, mas entendo por que isso preocupa você” é um bom começo.`,
            `Esteja disposto a dizer “Eu estava errado” com todas as letras. Custa pouco a você e significa muito.`,
          ],
        },
      ],
    },
    {
      id: 'turbulent-conflict',
      role: 'tailored',
      tailoredTo: 'Tu',
      heading: `Quando uma discordância parece uma ameaça`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se sua identidade é Turbulenta, os conflitos podem parecer mais intensos para você: uma discordância pode soar como sinal de que o relacionamento está em perigo, e você pode ficar repassando a briga na cabeça por muito tempo depois. Sua sensibilidade também faz você perceber problemas rápido e querer resolvê-los.`,
        },
        {
          kind: 'bullets',
          items: [
            `Lembre-se de que conflitos fazem parte de relacionamentos saudáveis. Uma briga diz pouco sobre o futuro.`,
            `Acalme o corpo antes de responder, com respiração lenta ou uma pausa. Um alarme forte faz todo problema parecer maior.`,
            `Peça confirmação uma vez, com clareza, em vez de buscá-la indiretamente muitas vezes: “Preciso ouvir que a gente está bem.”`,
            `Depois de uma briga, anote o que aconteceu e o que vocês combinaram. Isso ajuda a parar a repetição na sua cabeça.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Trazer todos os problemas do passado para uma única discussão.`,
            `Começar uma conversa séria quando um de vocês está cansado, com fome ou de saída.`,
            `Usar “sempre” e “nunca”. Essas palavras convidam a uma defesa, não a uma conversa.`,
            `Discutir conflitos na frente dos filhos ou dos amigos, ou reclamar do parceiro para os outros em vez de falar com ele.`,
            `Esperar que uma única conversa resolva uma diferença duradoura.`,
          ],
        },
      ],
    },
    {
      id: 'conflict-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Fique atento a crítica, desprezo, defensividade e obstrução; use o oposto de cada um.`,
            `Comece com delicadeza: eu sinto, sobre uma situação específica, e um pedido positivo.`,
            `Ouça e repita até a outra pessoa dizer: “Sim, é isso.”`,
            `Sobrecarregado? Faça uma pausa de pelo menos vinte minutos e diga quando vai voltar.`,
            `Ofereça reparos cedo e aceite reparos mesmo ainda chateado.`,
            `Peça desculpas por inteiro: o que você fez, o efeito, a responsabilidade, o que vai mudar.`,
            `Diferenças duradouras: entenda o sonho por trás de cada posição e depois combinem as partes flexíveis.`,
            `Mantenham o apreço no dia a dia. A boa vontade facilita todo conflito.`,
          ],
        },
      ],
    },
  ],
};
