// In-depth chapter "Your type in love and close relationships" (PT, Brazilian Portuguese addressed with "você"): one
// module per pole, combination notes and a four-week practice plan. Translated from chapters/en/love.ts, whose header
// names the research the text draws on. EN's neutral "partner/they" is rendered with "seu parceiro ou sua parceira",
// "a outra pessoa" or "vocês"; where the scenarios leave a partner's gender open, Portuguese has to pick one.
import type { InDepthChapter } from '../../pack.types.js';

export const love: InDepthChapter = {
  id: 'love',
  title: `Seu tipo no amor e nos relacionamentos próximos`,
  subtitle: `Como cada uma das suas preferências molda o jeito como você ama, discute e cria intimidade, e o que fazer com esse conhecimento`,
  intro: [
    `Este capítulo trata dos relacionamentos mais próximos de você: um parceiro ou uma parceira, alguém com quem você está saindo e, em muitos trechos, também amigos próximos e família. Seu relatório descreveu seu tipo no amor em um único parágrafo. Aqui vamos tratar de cada uma das suas cinco preferências, porque cada uma molda uma parte diferente da intimidade: como vocês passam o tempo juntos, aquilo em que você presta atenção, como você demonstra cuidado, como vocês planejam uma vida em comum e o quanto você se sente seguro. Se você não está num relacionamento agora, leia “parceiro” como as pessoas mais próximas de você e use as práticas nas amizades e quando estiver conhecendo alguém.`,
    `Um pouco de honestidade sobre o que o tipo pode e não pode dizer. Pesquisas com casais mostram que ser parecido ou diferente em personalidade explica surpreendentemente pouco da felicidade de um relacionamento. Nenhuma combinação de tipos está condenada, e nenhuma é garantida. O que importa muito mais é o que os parceiros fazem: se respondem um ao outro com interesse, como lidam com os conflitos, quanto apreço e boa vontade acumulam. Suas preferências influenciam esses comportamentos, e por isso vale a pena conhecê-las, mas elas não os determinam.`,
    `Cada módulo segue o mesmo padrão: o que a preferência traz para os seus relacionamentos, onde ela pode cobrar um preço, o que fazer e uma cena curta. Os pontos fortes e os custos vêm do mesmo lugar; quem planeja fins de semana encantadores é também quem tem dificuldade com mudanças repentinas. Se um dos seus resultados ficou perto do meio da escala, partes do módulo oposto também podem descrever você. Depois dos módulos, uma nota descreve como duas das suas preferências se combinam, e um plano de quatro semanas ajuda você a praticar com as pessoas que importam para você.`,
  ],
  modules: {
    E: {
      pole: 'E',
      heading: `Extroversão no amor: intimidade por meio da vida compartilhada`,
      brings: `Você leva calor, energia e uma vida cheia aos seus relacionamentos. Você costuma expressar afeto e sentimentos abertamente, então a outra pessoa raramente se pergunta se você se importa. Você gosta de fazer coisas a dois e com outras pessoas, e leva quem você ama a novas experiências, amigos e lugares. Quando algo está errado, você geralmente quer conversar sobre isso, o que impede que os problemas fiquem escondidos por muito tempo.`,
      costs: `A necessidade de silêncio do seu parceiro ou da sua parceira pode parecer distância ou rejeição para você, mesmo quando é simplesmente o jeito de recarregar as energias. Talvez você preencha os silêncios, planeje mais programas sociais do que a outra pessoa quer ou queira discutir um problema na mesma hora, antes que ela tenha tido tempo de pensar. Como você processa os sentimentos falando, o que você diz quando está chateado pode soar mais definitivo do que você pretendia.`,
      practices: [
        `Uma vez por semana, pergunte ao seu parceiro ou à sua parceira quanto tempo social ele ou ela gostaria de ter nos próximos dias, e planejem isso juntos.`,
        `Antes de puxar um assunto difícil, pergunte “Agora é uma boa hora?” e aceite um momento mais tarde se a resposta for não.`,
        `Protejam um tempo regular só para vocês dois, sem amigos, família ou telas.`,
        `Pratique o silêncio confortável: passem um tempo juntos lendo, caminhando ou cozinhando, sem precisar conversar.`,
      ],
      scenario: `Mia queria discutir um desentendimento no momento em que ele acontecia. O parceiro dela se calava, ela insistia, e pequenas discussões viravam brigas longas. Eles combinaram uma regra nova: qualquer um dos dois pode pedir um tempo, e quem pede diz quando vai voltar ao assunto, sempre na mesma noite. Mia percebeu que as conversas uma hora depois eram mais curtas, mais calmas e mais sinceras, e deixou de interpretar a pausa do parceiro como rejeição.`,
    },
    I: {
      pole: 'I',
      heading: `Introversão no amor: intimidade por meio da profundidade`,
      brings: `Você leva profundidade, atenção e lealdade aos seus relacionamentos. Você tende a preferir poucos laços próximos a muitos laços leves, e quando se compromete, investe de verdade. Muitas vezes você sabe ouvir e se lembra do que importa para as pessoas que ama. O tempo tranquilo juntos pode parecer para você uma intimidade verdadeira, e sua calma pode ser um refúgio para alguém com uma vida agitada.`,
      costs: `Seu parceiro ou sua parceira pode não saber o que você sente, porque você sente muito e diz pouco. Sua necessidade de ficar sozinho pode ser confundida com afastamento ou falta de interesse. Sob estresse ou durante um conflito, talvez você fique em silêncio enquanto pensa, o que pode deixar a outra pessoa ansiosa. No início de um relacionamento, você pode se abrir devagar, e quem ainda não conhece você pode confundir sua reserva com indiferença.`,
      practices: [
        `Diga em voz alta um sentimento ou um apreço todos os dias, mesmo que ache que a outra pessoa já sabe.`,
        `Quando precisar ficar sozinho, explique que é assim que você recarrega as energias e diga quando vai voltar: “Preciso de uma hora de silêncio, depois quero muito saber como foi o seu dia.”`,
        `Durante um conflito, peça um tempo para pensar e diga um horário claro em que vai voltar à conversa.`,
        `Participe de alguns dos programas sociais do seu parceiro ou da sua parceira, com um horário combinado para ir embora se precisar.`,
      ],
      scenario: `Depois de dias longos de trabalho, Daniel ia direto para o escritório de casa ler. A parceira dele se sentia deixada de fora e começou a se perguntar se ele estava infeliz. Quando conversaram, Daniel explicou que era aquela hora de silêncio que fazia dele uma boa companhia depois. Hoje ele chega, cumprimenta, diz a ela de quanto tempo precisa e depois se junta a ela para o jantar com atenção de verdade. A hora sozinho não mudou; o que mudou foi que ela deixou de ser um mistério.`,
    },
    S: {
      pole: 'S',
      heading: `Sensação no amor: cuidado em atos concretos`,
      brings: `Você demonstra amor com um cuidado prático e concreto: consertar o que está quebrado, lembrar como a outra pessoa gosta do café, perceber que ela parece cansada. Você está presente no momento, aproveita experiências físicas compartilhadas, como comida, natureza e toque, e se lembra de datas e detalhes importantes. Você é realista sobre os relacionamentos, o que faz de você alguém estável e confiável quando a vida fica difícil.`,
      costs: `Talvez você se concentre em fazer coisas pela outra pessoa e esqueça de dizer o que esses gestos significam. Conversas sobre sentimentos, sonhos ou “para onde a gente está indo” podem parecer vagas ou desconfortáveis para você. A rotina pode virar mesmice sem que você perceba, e as ideias do seu parceiro ou da sua parceira sobre o futuro podem soar irreais para você, então talvez você responda com objeções práticas antes de mostrar interesse.`,
      practices: [
        `Uma vez por semana, faça à outra pessoa uma pergunta aberta sobre as esperanças ou as preocupações dela, e ouça sem oferecer soluções.`,
        `Diga o que seus gestos práticos significam: “Consertei o aquecedor porque quero que você se sinta em casa aqui.”`,
        `Planejem uma experiência nova a dois todo mês: um lugar, uma atividade ou um prato que nenhum dos dois tenha experimentado.`,
        `Quando a outra pessoa compartilhar um sonho, pergunte o que a atrai nele antes de discutir se é viável.`,
      ],
      scenario: `Tom demonstrava seu amor cuidando da casa, do carro e das contas, e ficou magoado quando a parceira disse que não se sentia cuidada. Ela queria conversar sobre o futuro dos dois; ele só ouvia críticas a tudo o que fazia. Quando conversaram com calma, Tom começou a dizer em voz alta por que fazia o que fazia e a fazer a ela, todo domingo, uma pergunta sobre o que ela esperava da vida. Ela passou a enxergar o cuidado dele, e ele aprendeu do que ela precisava.`,
    },
    N: {
      pole: 'N',
      heading: `Intuição no amor: intimidade por meio do significado`,
      brings: `Você leva imaginação e conversas profundas aos seus relacionamentos. Você gosta de falar sobre ideias, significados e o futuro que vocês poderiam construir juntos, e muitas vezes sente o que está por trás das palavras da outra pessoa. Você valoriza o crescimento, o seu e o do relacionamento, e traz ideias e experiências novas que mantêm a relação viva.`,
      costs: `Talvez você se apaixone pelo potencial de uma pessoa ou de um relacionamento e se decepcione quando a pessoa real se mostra diferente. Você pode deixar passar necessidades práticas, como tarefas de casa, datas e pequenas promessas, que importam muito para o seu parceiro ou a sua parceira. Talvez leia demais em pequenos sinais e crie histórias sobre o que eles significam. Quando o relacionamento entra na rotina, você pode ficar inquieto.`,
      practices: [
        `Faça todo dia um pequeno gesto prático de cuidado que a outra pessoa vá notar, como uma tarefa feita ou uma promessa cumprida.`,
        `Confira suas interpretações em vez de confiar nelas: “Reparei que você ficou quieto no jantar. Fiquei pensando se você estava chateado comigo. Estava?”`,
        `Deixem as refeições ou uma noite por semana livres de celular, para que você esteja presente com a outra pessoa, e não nos seus pensamentos.`,
        `Escreva cinco coisas que você valoriza na pessoa que está ao seu lado como ela realmente é, não como você esperava que ela se tornasse.`,
      ],
      scenario: `Leila muitas vezes imaginava como seu relacionamento poderia ser, com mais conversas profundas, mais aventura e mais projetos em comum, e se sentia frustrada quando o dia a dia era diferente. Um dia, fez uma lista do que amava no parceiro como ele realmente era: a paciência, o humor, o jeito como ele lembrava os aniversários da família dela. Ela passou a notar essas qualidades todos os dias e a propor uma experiência nova por mês, em vez de esperar por outra pessoa.`,
    },
    T: {
      pole: 'T',
      heading: `Pensamento no amor: cuidado por meio da honestidade e da ajuda`,
      brings: `Você leva honestidade, justiça e estabilidade aos seus relacionamentos. Você diz a verdade mesmo quando ela é desconfortável, mantém a calma numa crise e ajuda a resolver problemas. Você respeita a independência da outra pessoa e a trata como igual. Muitas vezes, quem está com você valoriza saber sempre em que pé está e poder contar com a sua firmeza nos momentos em que se sente sobrecarregado.`,
      costs: `Quando a outra pessoa conta um problema, talvez você ofereça soluções quando ela quer consolo. Você pode expressar sentimentos com menos frequência do que os sente, e o apreço pode ficar sem ser dito. Nas discussões, talvez você se concentre em fatos e lógica, corrija detalhes ou tente vencer o debate, enquanto a outra pessoa está esperando se sentir compreendida. Um feedback sincero, dado sem calor, pode soar como crítica.`,
      practices: [
        `Quando a outra pessoa contar um problema, pergunte: “Você quer ajuda para resolver, ou quer que eu só escute?” e respeite a resposta.`,
        `Diga em palavras, todos os dias, um apreço específico.`,
        `Numa discussão, resuma os sentimentos da outra pessoa antes de dar sua opinião: “Você se sentiu sozinho com tudo isso.”`,
        `Uma vez por semana, compartilhe um sentimento seu, não só um pensamento ou uma opinião.`,
      ],
      scenario: `Quando a parceira de Sam chegou em casa chateada com a chefe, Sam listou três maneiras de lidar com a situação. Ela ficou em silêncio e depois disse: “Eu só queria que você ficasse do meu lado.” Na vez seguinte, Sam perguntou primeiro se ela queria ideias ou apoio. Naquela noite ela queria apoio; na manhã seguinte, ideias. Sam descobriu que seus conselhos eram muito mais bem recebidos depois que ela se sentia ouvida.`,
    },
    F: {
      pole: 'F',
      heading: `Sentimento no amor: intimidade por meio do calor humano`,
      brings: `Você leva calor, empatia e afeto aos seus relacionamentos. Você percebe como a outra pessoa está se sentindo, muitas vezes antes que ela diga, e se importa em fazê-la feliz. Você expressa apreço com facilidade e cria harmonia em casa. Seu compromisso se apoia em valores compartilhados, o que o torna profundo e duradouro. Quem está com você muitas vezes se sente realmente visto.`,
      costs: `Talvez você dê tanta atenção às necessidades da outra pessoa que as suas desapareçam. Você pode evitar conflitos e deixar pequenas mágoas se acumularem até virar ressentimento. Pode levar para o lado pessoal o mau humor do seu parceiro ou da sua parceira, mesmo quando ele não tem nada a ver com você. Palavras duras podem ferir você mais do que quem as diz pretende, e talvez você fique tempo demais num relacionamento que não trata você bem porque não quer magoar a outra pessoa.`,
      practices: [
        `Toda semana, nomeie uma necessidade sua e peça por ela diretamente: “Eu gostaria que passássemos a manhã de sábado juntos.”`,
        `Fale das pequenas mágoas em um ou dois dias, com calma e de forma específica, antes que elas cresçam.`,
        `Quando a outra pessoa estiver de mau humor, pergunte se isso tem algo a ver com você antes de supor que tem.`,
        `Mantenha um tempo regular para os seus próprios amigos e interesses, para que a sua vida inteira não dependa do relacionamento.`,
      ],
      scenario: `Eva sempre aceitava passar as festas de fim de ano com a família do parceiro, embora desejasse um tempo só dos dois. Todo ano ela não dizia nada, e todo ano voltava cansada e ressentida em silêncio. Este ano, ela disse a ele o que queria, com gentileza e clareza, bem antes de os planos serem feitos. Ele ficou surpreso, mas não chateado; achava que ela gostava das visitas. Eles combinaram alternar, e Eva percebeu quanto tempo tinha esperado para pedir algo simples.`,
    },
    J: {
      pole: 'J',
      heading: `Julgamento no amor: cuidado por meio do compromisso e da constância`,
      brings: `Você leva confiabilidade e compromisso aos seus relacionamentos. Você faz planos, cumpre promessas e leva adiante as decisões tomadas em conjunto. Você tende a saber o que quer, o que facilita a confiança de quem está com você. Muitas vezes você assume a organização da vida a dois, de encontros e viagens a finanças e rotinas da casa, o que dá ao relacionamento uma base estável.`,
      costs: `Talvez você se apegue aos planos quando a outra pessoa quer espontaneidade, e se chateie com mudanças de última hora. Pode planejar o tempo juntos sem perguntar, e a outra pessoa se sentir administrada. Talvez queira alcançar marcos, como morar juntos, noivar ou comprar uma casa, mais rápido do que seu parceiro ou sua parceira está pronto. Também pode contar em silêncio quem faz quais tarefas de casa até a frustração sair toda de uma vez.`,
      practices: [
        `Combinem abertamente quem faz quais tarefas da casa, para que nenhum dos dois fique contando em silêncio quem faz o quê.`,
        `Pergunte as preferências da outra pessoa antes de planejar o tempo juntos e inclua pelo menos uma das ideias dela.`,
        `Deixem uma tarde de fim de semana por mês totalmente livre de planos e decidam juntos, no próprio dia, o que fazer.`,
        `Conversem explicitamente sobre o ritmo das grandes decisões, e ouça do que a outra pessoa precisa para se sentir pronta.`,
      ],
      scenario: `Anna tinha planejado todos os fins de semana durante meses: visitas, trilhas, jantares com amigos. O parceiro a acompanhava, mas parecia cada vez menos feliz. Quando ela perguntou, ele disse que se sentia um convidado na própria vida. Eles mantiveram alguns planos e deixaram um sábado sim, outro não, livre. O primeiro dia livre foi desconfortável para Anna, mas eles acabaram num pequeno festival que nunca teriam encontrado seguindo uma agenda, e essa virou uma de suas lembranças favoritas.`,
    },
    P: {
      pole: 'P',
      heading: `Percepção no amor: intimidade por meio da leveza e da abertura`,
      brings: `Você leva espontaneidade, leveza e abertura aos seus relacionamentos. Você se adapta com facilidade, gosta de surpresas e raramente tenta controlar a outra pessoa. Você tende a aceitar as pessoas como são e está aberto a novas experiências a dois. A vida com você raramente é monótona, e seu jeito descontraído pode aliviar a tensão quando as coisas dão errado.`,
      costs: `Seu parceiro ou sua parceira pode sentir que carrega a maior parte do planejamento e da organização. Mudar os planos na última hora pode magoar quem estava esperando por eles. Talvez você evite conversas sobre compromisso, dinheiro ou futuro porque elas parecem limitantes. Pequenas promessas, como retornar uma ligação, chegar na hora ou fazer uma tarefa, podem escapar, e com o tempo elas podem somar uma sensação de que não dá para contar com você.`,
      practices: [
        `Cumpra à risca as pequenas promessas: chegue quando disse, ligue de volta quando disse, faça a tarefa que combinou.`,
        `Assuma uma parte justa do planejamento; por exemplo, organize um passeio ou um encontro por mês do começo ao fim.`,
        `Quando a outra pessoa quiser conversar sobre o futuro, combinem um horário para isso e chegue disposto a conversar.`,
        `Avise a outra pessoa o quanto antes sobre qualquer mudança de plano e explique por quê.`,
      ],
      scenario: `Ken muitas vezes mudava os planos na última hora quando surgia algo mais interessante. Para ele não era nada demais; a parceira sentia que sempre ficava em segundo lugar. Depois de uma briga dolorosa, Ken decidiu cumprir durante um mês todos os planos que fizesse com ela e planejar ele mesmo um passeio surpresa. Ela disse que era a primeira vez em muito tempo que se sentia escolhida. Ken descobriu que um pouco de confiabilidade deixava os momentos espontâneos dos dois mais seguros, e não menores.`,
    },
    A: {
      pole: 'A',
      heading: `Identidade Assertiva no amor: segurança e estabilidade`,
      brings: `Você leva segurança e estabilidade aos seus relacionamentos. Você tende a não se preocupar muito com o fato de ser amado, o que deixa espaço para a confiança e a independência. Você se recupera rápido depois das discussões e raramente guarda rancor. Ciúme e dúvida costumam ter um papel pequeno para você, e sua calma pode ajudar um parceiro ansioso a se sentir mais seguro.`,
      costs: `Como você se sente seguro, talvez não ofereça a confirmação de que a outra pessoa precisa, ou ache que as preocupações dela são exageradas. Você pode superar uma briga muito antes do que ela e supor que está tudo bem quando não está. Também pode refletir menos sobre a sua parte nos problemas que se repetem, e a outra pessoa pode interpretar sua calma como falta de interesse.`,
      practices: [
        `Ofereça confirmação sem que peçam pelo menos uma vez por semana, mesmo quando isso parecer óbvio para você.`,
        `Depois de um desentendimento, pergunte: “Ainda tem alguma coisa incomodando você?” e leve a resposta a sério.`,
        `Quando um problema voltar sempre, anote a sua parte nele antes de conversarem sobre ele.`,
        `Quando a outra pessoa compartilhar uma preocupação, pergunte sobre ela com curiosidade em vez de explicar por que ela é desnecessária.`,
      ],
      scenario: `Depois das discussões, Max ficava bem em poucos minutos e já estava pronto para rir de novo. A parceira precisava de mais tempo, e o bom humor dele a fazia sentir que os sentimentos dela não contavam. Hoje, depois de um desentendimento, Max pergunta se ela ainda está chateada e o que ajudaria. Às vezes ela só precisa de algumas palavras de confirmação, às vezes de um abraço, às vezes de uma hora. Perguntar custa pouco a ele, e ela diz que isso a faz se sentir muito mais próxima dele.`,
    },
    Tu: {
      pole: 'Tu',
      heading: `Identidade Turbulenta no amor: dedicação e sensibilidade`,
      brings: `Você leva atenção e dedicação aos seus relacionamentos. Você percebe pequenas mudanças no humor da outra pessoa, se importa profundamente com o relacionamento e se esforça muito para melhorá-lo. Você pede desculpas e faz as pazes rápido, e sua sensibilidade torna você empático. Você leva o relacionamento a sério, e quem está com você muitas vezes sente que ele realmente importa para você.`,
      costs: `Talvez você se preocupe com o relacionamento mesmo quando ele vai bem, e precise de mais confirmação do que a outra pessoa dá naturalmente. Pode ver rejeição em coisas pequenas, como uma mensagem curta ou um rosto cansado, e ficar repassando discussões muito tempo depois. A autocrítica pode fazer você sentir que não é bom o bastante para o seu parceiro ou a sua parceira. As pesquisas associam esse tipo de preocupação constante a uma satisfação menor nos relacionamentos, o que é um motivo para trabalhar nisso, não um veredito.`,
      practices: [
        `Quando se sentir preocupado, confira os fatos com uma pergunta calma e direta em vez de tentar adivinhar: “Você está quieto. Está tudo bem entre a gente?”`,
        `Peça confirmação com clareza e uma vez só, em vez de procurá-la indiretamente muitas vezes.`,
        `No fim de cada dia, anote um momento positivo do relacionamento, por menor que seja.`,
        `Construa suas próprias fontes de estabilidade, como amigos, interesses e autocuidado, para que o seu bem-estar não dependa só do relacionamento.`,
      ],
      scenario: `Quando o parceiro respondia às mensagens de forma breve durante o dia, Lina começava a temer que ele estivesse perdendo o interesse, e à noite estava tensa e distante. Um dia, ela simplesmente perguntou. Ele ficou surpreso: escrevia mensagens curtas porque estava ocupado no trabalho, e esperava ansioso para vê-la toda noite. Eles combinaram que ele mandaria uma mensagem mais longa na hora do almoço. Lina também começou a notar quantas vezes seus medos se mostravam infundados.`,
    },
  },
  temperaments: {
    NT: {
      temperament: 'NT',
      heading: `Intuição com Pensamento: uma parceria de mentes`,
      text: `Juntas, suas preferências por Intuição e Pensamento levam você a valorizar uma relação entre iguais: alguém que você respeita, que desafia seu pensamento e lhe dá espaço para ser independente. Você é leal e leva o compromisso a sério depois que escolhe. O risco comum é tratar os sentimentos como problemas a analisar e demonstrar amor por meio de ideias e ajuda, e não de carinho e palavras. A outra pessoa pode admirar sua inteligência e ainda assim se sentir sozinha. Torne o afeto visível de pequenas formas no dia a dia, pergunte sobre sentimentos com a mesma seriedade com que discute ideias e lembre-se de que um relacionamento não é um projeto a otimizar. Deixe que a outra pessoa veja às vezes sua incerteza e seu lado mais sensível; muitas vezes é isso que mais aproxima duas pessoas racionais. Se seu parceiro ou sua parceira for mais emotivo do que você, trate isso como uma força que o relacionamento ganha, não como um problema a corrigir. Essa pessoa pode perceber coisas sobre os outros, inclusive sobre você, que escapam à sua análise.`,
    },
    NF: {
      temperament: 'NF',
      heading: `Intuição com Sentimento: a busca por uma conexão profunda`,
      text: `Juntas, suas preferências por Intuição e Sentimento levam você a buscar uma conexão emocional e pessoal profunda, um relacionamento em que as duas pessoas sejam realmente compreendidas e ajudem uma à outra a crescer. Você traz muito calor humano, sensibilidade e dedicação. O risco comum é o idealismo: você pode procurar uma alma gêmea perfeita, se apaixonar por quem a pessoa poderia se tornar e se decepcionar profundamente quando a vida real é comum. A intimidade nasce de momentos comuns, repetidos. Valorize a outra pessoa como ela é hoje, fale dos pequenos problemas antes que virem símbolos de tudo o que está errado e mantenha uma parte da sua identidade fora do relacionamento, para que a sua felicidade não dependa só dele. Diga diretamente do que você precisa, em vez de esperar que a outra pessoa perceba, mesmo que ela muitas vezes perceba. Quando ela não conseguir, isso não é sinal de que a conexão é fraca; ninguém lê pensamentos o tempo todo.`,
    },
    SJ: {
      temperament: 'SJ',
      heading: `Sensação com Julgamento: o amor como compromisso e cuidado`,
      text: `Juntas, suas preferências por Sensação e Julgamento levam você a demonstrar amor por meio do compromisso, da responsabilidade e do cuidado prático. Você constrói um lar estável, mantém tradições e promessas e cuida das pessoas que ama de maneira concreta. Quem está com você pode contar totalmente com você. O risco comum é que o dever e a rotina substituam aos poucos a alegria e a curiosidade: a vida fica bem organizada, mas previsível, e o cuidado aparece mais nas tarefas do que nas palavras ou na brincadeira. Planeje experiências novas de propósito, diga em voz alta o que seus gestos de cuidado significam e pergunte regularmente à outra pessoa do que ela gostaria de ter mais. A estabilidade é um presente, e ela dura mais quando deixa espaço para a surpresa. Se seu parceiro ou sua parceira for menos organizado do que você, combinem com clareza as responsabilidades compartilhadas que mais importam e deixe o resto para lá. Nem toda diferença de hábitos é uma questão de respeito.`,
    },
    SP: {
      temperament: 'SP',
      heading: `Sensação com Percepção: o amor no momento presente`,
      text: `Juntas, suas preferências por Sensação e Percepção levam você a trazer diversão, espontaneidade e calor físico para os seus relacionamentos. Você vive o presente, aproveita as experiências compartilhadas e se adapta com facilidade aos humores e às necessidades da outra pessoa. Quem está com você muitas vezes sente que a vida ao seu lado é animada e leve. O risco comum é evitar conversas pesadas e planos de longo prazo, de modo que questões importantes sobre o futuro, o dinheiro ou o compromisso fiquem em aberto por mais tempo do que a outra pessoa consegue suportar com tranquilidade. Reserve tempo para essas conversas, cumpra as pequenas promessas com constância e mostre que você está escolhendo o relacionamento, e não só aproveitando. A outra pessoa vai se sentir mais segura, e sua espontaneidade vai significar ainda mais. Quando uma conversa séria parecer pesada, combine-a com algo de que você gosta, como uma caminhada ou um passeio de carro, e no fim combinem um próximo passo concreto, para que ela não precise ser repetida.`,
    },
  },
  plan: {
    heading: `Seu plano de prática de quatro semanas`,
    intro: `Os relacionamentos mudam mais por pequenas ações repetidas do que por grandes conversas. Este plano dá a você quatro semanas dessas ações, uma área de cada vez. Cada semana combina algumas ações comuns com a primeira prática dos seus próprios módulos acima. Se você tem um parceiro ou uma parceira, pense em convidar essa pessoa a ler o próprio capítulo e fazer o plano com você; se não tem, use-o com um amigo próximo, alguém da família ou quando estiver conhecendo alguém.`,
    weeks: [
      {
        heading: `Semana 1: Tempo juntos e segurança`,
        indicators: ['EI', 'AT'],
        intro: `Esta semana é sobre como vocês passam o tempo juntos e separados, e o quanto você se sente seguro. Observe sem julgar; entender seus padrões vem antes de mudá-los.`,
        actions: [
          `Todo dia, anote um momento em que você se sentiu próximo da outra pessoa e um em que se sentiu distante, e o que estava acontecendo.`,
          `Tenham uma conversa sobre quanto tempo sozinho e quanto tempo com outras pessoas cada um de vocês precisa neste mês.`,
          `Comece a prática dos seus próprios módulos listada abaixo e anote a cada dia se você a fez.`,
        ],
        checkIn: `O que você aprendeu sobre o que ajuda vocês dois a se sentirem próximos, e o que atrapalha?`,
      },
      {
        heading: `Semana 2: Atenção e imaginação`,
        indicators: ['SN'],
        intro: `Esta semana é sobre o que você percebe na outra pessoa e no relacionamento: os momentos concretos do dia a dia e as esperanças maiores que vocês compartilham.`,
        actions: [
          `Quando a outra pessoa contar uma boa notícia, responda com interesse de verdade e com perguntas. A forma como os parceiros reagem às boas notícias um do outro está muito ligada à qualidade do relacionamento.`,
          `Façam nesta semana uma coisa que nenhum dos dois fez antes, mesmo que seja pequena.`,
          `Continue a prática da semana passada e acrescente a prática do seu próprio módulo listada abaixo.`,
        ],
        checkIn: `O que você percebeu na outra pessoa nesta semana que costuma deixar passar?`,
      },
      {
        heading: `Semana 3: Cuidado e honestidade`,
        indicators: ['TF'],
        intro: `Esta semana é sobre como você demonstra cuidado e como lida com as discordâncias. Calor e honestidade são necessários, e a maioria das pessoas pende para um dos dois.`,
        actions: [
          `Diga todos os dias à outra pessoa um apreço específico.`,
          `Se surgir uma discordância, resuma o ponto de vista e os sentimentos da outra pessoa antes de dar os seus.`,
          `Acrescente a prática do seu próprio módulo listada abaixo às práticas que você já começou.`,
        ],
        checkIn: `Quando você se sentiu mais compreendido nesta semana, e quando fez a outra pessoa se sentir compreendida?`,
      },
      {
        heading: `Semana 4: Planos, espontaneidade e o que manter`,
        indicators: ['JP'],
        intro: `A última semana é sobre como vocês organizam a vida a dois e sobre escolher quais práticas manter. Nem toda prática precisa virar permanente.`,
        actions: [
          `Planejem juntos uma atividade nesta semana, de um jeito que inclua as preferências dos dois: um pouco de estrutura e um pouco de espaço para surpresas.`,
          `Releia suas anotações das últimas três semanas com a outra pessoa, se ela participou, ou sozinho.`,
          `Escolham as duas práticas que fizeram mais diferença e combinem como vão mantê-las.`,
        ],
        checkIn: `Quais duas práticas vocês vão manter, e como vão lembrar um ao outro delas daqui a três meses?`,
      },
    ],
    closing: `Suas preferências vão continuar mais ou menos como são, e está tudo bem. Bons relacionamentos não são construídos por pessoas sem fraquezas, mas por pessoas que conhecem seus padrões, falam sobre eles com gentileza e continuam escolhendo uma à outra. Volte a este capítulo quando o relacionamento entrar numa nova fase, como morar juntos, ter filhos ou enfrentar um período difícil, e repita o plano com os módulos que mais importam naquele momento.`,
  },
};
