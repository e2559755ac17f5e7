// Skill pack: focus and deep work (PT, Brazilian Portuguese addressed with "você"). Tailored on E/I and J/P.
// Translated from packs/en/focus-and-deep-work.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'focus-and-deep-work',
  title: `Foco e trabalho profundo`,
  subtitle: `Proteja sua atenção e faça seu trabalho mais importante em menos horas, e horas melhores`,
  summary: `Um guia prático para planejar sessões de trabalho focado, eliminar as distrações mais fáceis e se recuperar das interrupções. Ele mostra como encontrar seus melhores horários e como usar suas preferências por pessoas, silêncio e estrutura para ficar mais tempo em uma única tarefa.`,
  readingMinutes: 9,
  sections: [
    {
      id: 'why-focus-matters',
      role: 'intro',
      heading: `Por que foco é uma habilidade que se treina`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A maior parte do trabalho valioso exige longos períodos de atenção: escrever uma proposta, resolver um problema difícil, aprender algo novo, planejar um projeto complexo. Mesmo assim, muita gente raramente trabalha em uma única coisa por mais de dez minutos antes que uma mensagem, um pensamento ou um hábito a puxe para outro lugar. Estudos sobre trabalho em escritório mostram que, depois de uma interrupção, as pessoas costumam demorar bastante para voltar à tarefa original, e que parte da mente continua presa à tarefa anterior mesmo depois da troca. Os pesquisadores chamam isso de “resíduo de atenção”.`,
        },
        {
          kind: 'paragraph',
          text: `A boa notícia é que o foco depende menos de força de vontade do que de planejamento. Quando você decide com antecedência no que vai trabalhar, por quanto tempo e em que condições, precisa de muito menos esforço para se manter na tarefa. Este pacote oferece esse planejamento: uma forma de ver para onde vai sua atenção, um formato simples para sessões de foco, maneiras de eliminar distrações e um método para lidar com interrupções e voltar rapidamente ao trabalho.`,
        },
        {
          kind: 'paragraph',
          text: `Seu tipo de personalidade não determina o quanto você consegue se concentrar. Ele descreve preferências, não capacidades. Mas as preferências mudam quais métodos parecem naturais. Pessoas que tendem à Extroversão e pessoas que tendem à Introversão costumam tirar energia para o foco de lugares diferentes, e quem prefere Julgamento ou Percepção se relaciona com planos de maneiras diferentes. As seções feitas para você explicam como usar suas preferências em vez de lutar contra elas.`,
        },
      ],
    },
    {
      id: 'see-where-attention-goes',
      role: 'core',
      heading: `Veja para onde vai sua atenção`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Antes de mudar qualquer coisa, observe. A maioria das pessoas superestima quanto tempo trabalha sem pausa e subestima quantas vezes olha o celular ou a caixa de entrada. Um dia de anotações honestas vale mais do que qualquer conselho genérico, porque mostra seus próprios padrões: quando você se concentra com facilidade, o que interrompe você e quais interrupções você mesmo provoca.`,
        },
        {
          kind: 'exercise',
          title: `Registro de atenção de um dia`,
          steps: [
            `Escolha um dia comum de trabalho ou estudo e deixe uma folha de papel ao seu lado.`,
            `Toda vez que mudar o que está fazendo, anote a hora, para o que mudou e por quê (chegou uma mensagem, você travou, ficou entediado, alguém falou com você).`,
            `Marque cada troca como “externa” (alguém ou algo interrompeu você) ou “interna” (você escolheu trocar).`,
            `No fim do dia, conte as trocas de cada tipo e circule os dois períodos mais longos de trabalho sem interrupção.`,
            `Anote o horário e o lugar desses dois períodos.`,
          ],
          reflection: `Quais das suas trocas foram internas, e o que você estava sentindo pouco antes de fazê-las?`,
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Se as trocas internas forem mais numerosas que as externas, como acontece com muita gente, comece pelas seções sobre como planejar a sessão e fechar as saídas fáceis. Se predominarem as trocas externas, comece pela seção sobre interrupções.`,
        },
      ],
    },
    {
      id: 'design-the-session',
      role: 'core',
      heading: `Planeje uma sessão de foco`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Uma sessão de foco é um bloco fixo de tempo para uma tarefa claramente definida. Três detalhes fazem a diferença entre uma sessão que funciona e uma que se dispersa: uma tarefa concreta, um fim visível e uma decisão tomada com antecedência sobre quando e onde ela vai acontecer.`,
        },
        {
          kind: 'steps',
          items: [
            `Escolha uma tarefa e escreva-a como uma ação com resultado visível: não “trabalhar no relatório”, mas “rascunhar as três conclusões da seção 2”.`,
            `Defina uma duração que você consiga cumprir. Para a maioria das pessoas, de 45 a 90 minutos é realista; se você raramente se concentra por muito tempo, comece com 25 minutos e vá aumentando.`,
            `Fixe hora e lugar com um plano “se-então”: “Quando eu me sentar à mesa depois do almoço, abro só o arquivo do relatório.” Pesquisas sobre esse tipo de plano mostram que ele torna muito mais provável que a pessoa cumpra o que se propôs.`,
            `Prepare tudo de que precisa antes de começar: arquivos abertos, anotações à mão, água no copo. Cada busca durante a sessão é uma chance de se dispersar.`,
            `Termine com dois minutos de anotações: onde você parou e qual é o próximo passo.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `No começo, proteja duas ou três sessões por semana, não uma por dia. Poucas sessões que realmente acontecem dão mais confiança do que uma agenda ambiciosa que você abandona. Coloque-as na agenda como compromissos e trate qualquer remarcação como uma decisão, não como um acidente.`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Se você está fora de prática, não escolha sua tarefa mais difícil para a primeira sessão. Escolha uma tarefa importante, mas que você já saiba como começar.`,
        },
      ],
    },
    {
      id: 'remove-easy-exits',
      role: 'core',
      heading: `Feche as saídas fáceis`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A distração é, acima de tudo, uma questão de quão fácil é sair da tarefa. Se olhar as mensagens exige um toque, você vai olhar com frequência; se exige ir até outro cômodo, vai olhar raramente. Mude o ambiente para que ficar seja a opção mais fácil.`,
        },
        {
          kind: 'bullets',
          items: [
            `Deixe o celular em outro cômodo ou em uma gaveta, no silencioso. Tê-lo sobre a mesa, mesmo com a tela virada para baixo, convida a olhar.`,
            `Feche os aplicativos de e-mail e de chat, não apenas as janelas. Avise os colegas quando você vai responder.`,
            `Mantenha abertas só as abas e os arquivos de que a tarefa precisa. Guarde o resto em uma lista para depois.`,
            `Tenha ao lado uma “lista do depois” em papel. Quando surgir um pensamento (“Preciso marcar o dentista”), anote-o e volte à tarefa. Depois de registrado, o pensamento para de se repetir.`,
            `Use um bloqueador de sites ou um modo de foco se você sabe que abre certos sites sem pensar.`,
            `Se puder, escolha um lugar que você use só para trabalho focado. Até uma cadeira ou mesa específica pode virar um sinal para se concentrar.`,
          ],
        },
        {
          kind: 'exercise',
          title: `Dificulte a saída`,
          steps: [
            `Olhe seu registro de atenção e liste suas três saídas mais comuns (por exemplo: celular, site de notícias, lanchinhos).`,
            `Para cada saída, escreva uma mudança que acrescente pelo menos vinte segundos de esforço (celular no corredor, site bloqueado até as 17h, lanchinhos na cozinha, não na mesa).`,
            `Aplique as três mudanças antes da sua próxima sessão de foco.`,
            `Depois da sessão, anote quantas vezes você foi em direção a uma saída e a encontrou fechada.`,
          ],
          reflection: `Qual mudança fez mais diferença, e como você pode torná-la permanente sem precisar pensar nela todo dia?`,
        },
      ],
    },
    {
      id: 'handle-interruptions',
      role: 'core',
      heading: `Lide com interrupções e volte logo ao trabalho`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Não dá para eliminar todas as interrupções, e algumas fazem parte do seu trabalho. O objetivo é reduzir o custo delas. Boa parte desse custo vem de trocar de tarefa sem nenhum plano, de modo que a tarefa inacabada continua puxando sua atenção. Pesquisadores descobriram que escrever um plano curto para uma tarefa inacabada reduz esses pensamentos intrusivos.`,
        },
        {
          kind: 'steps',
          items: [
            `Quando alguém interromper você, pergunte se o assunto pode esperar até o fim da sua sessão. Muitas vezes pode, e um horário claro (“Consigo ver isso às 11h30”) é fácil de aceitar.`,
            `Se não puder esperar, tire trinta segundos antes de trocar para escrever uma nota de retomada: o que você estava fazendo, o que ia fazer em seguida e qualquer ideia que não queira perder.`,
            `Resolva a interrupção por completo, depois volte e leia sua nota antes de fazer qualquer outra coisa.`,
            `Agrupe pedidos pequenos: responda às mensagens em dois ou três horários fixos por dia, em vez de responder à medida que chegam.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Se você trabalha em equipe, combinem um sinal comum para o tempo de foco (um status no chat, fones de ouvido, um bloqueio na agenda) e o que conta como urgente o bastante para interrompê-lo.`,
        },
      ],
    },
    {
      id: 'rest-and-energy',
      role: 'core',
      heading: `Descanso, energia e seus melhores horários`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A atenção é limitada. Sessões longas sem descanso levam a um raciocínio mais lento e a mais erros, e pausas curtas ajudam as pessoas a se sentirem menos cansadas e mais alertas. Boas pausas movimentam o corpo e descansam os olhos: caminhe, alongue-se, olhe pela janela, beba água. Rolar a tela do celular não é bem uma pausa, porque mantém a mente ocupada com informações novas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Use seu registro de atenção para descobrir os horários em que você se concentra com mais facilidade e reserve-os para o trabalho mais exigente.`,
            `Coloque as tarefas de rotina (e-mails, formulários, pequenas pendências) nos horários de pouca energia.`,
            `Faça uma pausa de verdade, de cinco a dez minutos, entre as sessões, e uma mais longa depois de duas ou três sessões.`,
            `Sono, atividade física regular e refeições afetam a concentração mais do que qualquer técnica deste pacote. Se você está dormindo pouco há semanas, comece por aí.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-focus',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Usar pessoas e energia a favor do foco`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, longas horas em silêncio e sozinho podem parecer mais desgastantes do que tranquilas, e talvez você recorra a conversas ou mensagens quando uma tarefa fica monótona. Isso não quer dizer que você não consiga se concentrar; quer dizer que talvez se concentre melhor com um pouco de energia de fora incorporada à sessão.`,
        },
        {
          kind: 'bullets',
          items: [
            `Trabalhe perto de outras pessoas que também estejam concentradas: um escritório compartilhado, uma biblioteca, um café ou uma sessão de coworking on-line em que todos trabalham em silêncio com a câmera ligada.`,
            `Diga seu plano em voz alta antes de começar: conte a um colega ou amigo: “Na próxima hora vou rascunhar a seção 2.” Um pequeno compromisso público ajuda você a cumpri-lo.`,
            `Use conversas curtas como recompensa entre as sessões, não durante. Dez minutos de papo depois de uma sessão podem recarregar sua energia.`,
            `Converse sobre um problema antes de escrever sobre ele. Explicar seu raciocínio a alguém muitas vezes dá a você a estrutura que depois vai escrever sozinho.`,
            `Experimente um som de fundo leve se o silêncio deixar você inquieto, e observe se isso ajuda ou atrapalha.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-focus',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Proteger suas horas de silêncio`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, a concentração profunda talvez venha naturalmente quando está sozinho, mas ambientes movimentados e um dia cheio de reuniões podem consumir a energia de que você precisa para ela. Alguns estudos sugerem que barulho de fundo e música atrapalham tarefas complexas mais em pessoas introvertidas do que em extrovertidas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Coloque suas sessões de foco antes das reuniões e das tarefas sociais, não depois, enquanto você ainda tem mais energia.`,
            `Peça que as reuniões sejam agrupadas em certos dias ou períodos, para que seus outros dias tenham blocos longos livres.`,
            `Torne sua necessidade de silêncio visível e normal: um bloqueio na agenda chamado “tempo de foco”, fones de ouvido, um aviso curto para a equipe. As pessoas respeitam mais um limite claro do que um limite silencioso.`,
            `Reserve alguns minutos para se recuperar depois de um trabalho social intenso, antes de tentar se concentrar.`,
            `Fique atento ao risco oposto: se esconder no trabalho individual quando uma conversa de cinco minutos resolveria a dúvida que está travando você.`,
          ],
        },
      ],
    },
    {
      id: 'judging-focus',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Quando o plano atrapalha`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Julgamento, provavelmente gosta de planejar o dia e fica satisfeito quando segue o plano. Essa é uma base forte para o trabalho focado. O risco é o próprio plano virar a tarefa: você passa muito tempo organizando, ou sente que o dia inteiro está perdido quando uma interrupção quebra sua programação.`,
        },
        {
          kind: 'bullets',
          items: [
            `Limite o planejamento a dez minutos por dia. Se um plano precisa de mais tempo, ele é uma tarefa do projeto e merece sua própria sessão.`,
            `Deixe cerca de um quarto do dia sem planejamento, como margem para as interrupções que você sabe que vão aparecer.`,
            `Quando uma sessão for interrompida, não cancele o resto do plano. Escreva sua nota de retomada e passe a sessão para o próximo horário livre.`,
            `Confira se suas sessões vão para o trabalho importante, e não só para o trabalho fácil de planejar. Riscar muitas tarefas pequenas pode parecer produtivo enquanto a difícil continua esperando.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-focus',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Uma estrutura que pareça leve`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Percepção, talvez faça seu melhor trabalho quando o interesse está alto ou o prazo está perto, e uma agenda diária rígida pode parecer uma jaula da qual você quer escapar. Você não precisa de uma agenda rígida. Precisa só da estrutura suficiente para começar e da liberdade suficiente para continuar interessado.`,
        },
        {
          kind: 'bullets',
          items: [
            `No começo, faça sessões curtas (de 25 a 45 minutos) e decida só a próxima sessão, não o dia inteiro.`,
            `Crie prazos reais e próximos: prometa um rascunho a um colega até quinta-feira em vez de contar com um prazo daqui a três semanas.`,
            `Dê a si mesmo escolha dentro de uma moldura: “a manhã é do projeto; eu escolho qual parte”.`,
            `Quando surgir uma ideia nova durante a sessão, anote-a na sua lista do depois. Você guarda a ideia sem ir atrás dela.`,
            `Termine as sessões num ponto em que você saiba qual é o próximo passo. Recomeçar fica mais fácil quando o primeiro movimento está claro.`,
          ],
        },
      ],
    },
    {
      id: 'focus-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Planejar dias perfeitos que você não consegue cumprir. Comece com duas ou três sessões por semana e acrescente mais quando elas estiverem firmes.`,
            `Tratar uma sessão perdida como prova de fracasso. A atenção varia; anote o que interrompeu a sessão e ajuste uma coisa.`,
            `Confundir ocupado com focado. Muitas tarefas pequenas feitas rapidamente podem esconder que a tarefa importante não andou.`,
            `Cortar horas de sono para ganhar horas de trabalho. Horas cansadas são horas lentas.`,
            `Anunciar tempo de foco e responder a todas as mensagens mesmo assim. As pessoas aprendem com o que você faz, não com o que você diz.`,
          ],
        },
      ],
    },
    {
      id: 'focus-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Observar: faça um registro de atenção de um dia; conte as trocas internas e externas.`,
            `Definir: uma tarefa, escrita como ação com resultado visível.`,
            `Decidir: duração, hora e lugar, escritos como um plano se-então.`,
            `Preparar: tudo de que você precisa está pronto antes de começar.`,
            `Proteger: celular longe, mensagens fechadas, lista do depois ao lado.`,
            `Interrompido? Escreva uma nota de retomada antes de trocar de tarefa.`,
            `Encerrar: dois minutos de anotações sobre onde você parou e o que vem a seguir.`,
            `Descansar: uma pausa de verdade entre as sessões; trabalho exigente nos seus melhores horários.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Uma pergunta para fazer toda manhã: “Qual é a única tarefa que faria o dia de hoje valer a pena, e quando exatamente vou fazê-la?”`,
        },
      ],
    },
  ],
};
