// Skill pack: planning, time and energy (PT, Brazilian Portuguese addressed with "você"). Tailored on J/P and S/N.
// Translated from packs/en/time-and-energy.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'time-and-energy',
  title: `Planejar seu tempo e sua energia`,
  subtitle: `Decida o que importa, planeje de forma realista e ajuste seu trabalho à sua energia`,
  summary: `Um sistema prático para reunir tudo o que você precisa fazer, escolher o que importa, estimar com honestidade e planejar a semana em torno da sua energia. Ele é leve o bastante para você continuar usando depois da primeira semana de entusiasmo.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-planning-matters',
      role: 'intro',
      heading: `Por que o tempo sozinho é a coisa errada a administrar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A maioria das pessoas tem mais coisas para fazer do que tempo para fazê-las, e nenhuma técnica muda isso. O que um bom sistema muda é quais coisas são feitas, quanto estresse o resto causa e se suas melhores horas vão para o seu trabalho mais importante. O tempo é só metade da história. Uma hora em que você está descansado e uma hora em que está exausto não valem a mesma coisa, então um plano útil administra a energia, além do tempo.`,
        },
        {
          kind: 'paragraph',
          text: `Este pacote descreve um sistema simples em cinco partes: reunir tudo em um só lugar, escolher o que importa, estimar com honestidade, planejar a semana e depois o dia, e administrar sua energia. Cada parte é útil por si só. Juntas, elas levam uns quarenta minutos por semana e dez minutos por dia.`,
        },
        {
          kind: 'paragraph',
          text: `Seu tipo influencia quais partes do sistema parecem naturais. Quem prefere Julgamento muitas vezes gosta de planos detalhados, mas pode se apegar demais a eles; quem prefere Percepção muitas vezes trabalha bem com flexibilidade, mas pode deixar coisas demais para a última hora. Quem prefere Sensação tende a planejar bem as tarefas concretas, mas pode perder de vista os objetivos de longo prazo; quem prefere Intuição tende a ver o quadro geral, mas pode pular os detalhes que fazem um plano funcionar. As seções feitas para você ajudam a usar seus pontos fortes e cobrir suas lacunas.`,
        },
      ],
    },
    {
      id: 'capture-everything',
      role: 'core',
      heading: `Reúna tudo em um só lugar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Tarefas inacabadas costumam voltar à mente em momentos aleatórios, o que é cansativo e tira a concentração. Anotar uma tarefa junto com um plano de quando você vai cuidar dela reduz esses pensamentos intrusivos. Por isso, o primeiro passo é uma única lista confiável, em papel ou num aplicativo, para onde vão todas as tarefas, promessas e ideias.`,
        },
        {
          kind: 'exercise',
          title: `Registro completo`,
          steps: [
            `Reserve trinta minutos e uma folha em branco ou uma lista nova.`,
            `Anote tudo o que você precisa ou quer fazer: tarefas do trabalho, afazeres domésticos, mensagens a responder, promessas feitas a outras pessoas, ideias que quer explorar.`,
            `Percorra as áreas da sua vida para achar o que ficou de fora: trabalho, casa, dinheiro, saúde, família, amigos, estudos.`,
            `Para cada item vago, escreva a próxima ação concreta, como “ligar para o banco por causa do cartão” em vez de “banco”.`,
            `De agora em diante, acrescente as tarefas novas a esta lista assim que surgirem, e em nenhum outro lugar.`,
          ],
          reflection: `Como foi ver tudo numa única página, e qual item estava ocupando mais espaço na sua cabeça?`,
        },
      ],
    },
    {
      id: 'choose-what-matters',
      role: 'core',
      heading: `Escolha o que importa`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Tarefas urgentes gritam, e tarefas importantes esperam em silêncio. Pesquisas mostram que as pessoas muitas vezes escolhem uma tarefa urgente em vez de uma importante, mesmo quando a importante traz uma recompensa maior. Para compensar isso, organize sua lista de forma deliberada em vez de trabalhar de cima para baixo.`,
        },
        {
          kind: 'steps',
          items: [
            `Marque cada tarefa como importante (ela faz avançar um objetivo que importa para você) ou não.`,
            `Marque cada tarefa como urgente (ela tem um prazo real nos próximos dias) ou não.`,
            `Importantes e urgentes: faça primeiro. Importantes, mas não urgentes: reserve horário fixo para elas na agenda. Urgentes, mas não importantes: faça rápido, delegue ou pergunte se são mesmo necessárias. Nenhuma das duas coisas: elimine.`,
            `Escolha no máximo três resultados importantes para a semana. Todo o resto é secundário.`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Escolher o que importa também significa dizer não. Antes de aceitar um pedido novo, pergunte-se o que você vai parar ou adiar para abrir espaço para ele. Se a resposta for “nada”, provavelmente você está planejando trabalhar mais horas ou fazer tudo pior. Um educado “Esta semana não, mas posso ajudar na terça, dia 14” protege tanto a relação quanto o seu plano.`,
        },
      ],
    },
    {
      id: 'estimate-honestly',
      role: 'core',
      heading: `Estime com honestidade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quase todo mundo subestima o tempo que as tarefas vão levar, mesmo sabendo que tarefas parecidas demoraram mais no passado. Os psicólogos chamam isso de falácia do planejamento. Imaginamos o melhor cenário e esquecemos interrupções, problemas e os pequenos passos em que não pensamos. Três hábitos tornam as estimativas mais realistas.`,
        },
        {
          kind: 'bullets',
          items: [
            `Divida a tarefa em partes e estime cada parte. As estimativas das partes costumam somar mais do que a estimativa do todo e ficam mais perto da realidade.`,
            `Olhe para o passado: quanto tempo uma tarefa parecida levou de fato da última vez? Use esse número, não a sua esperança.`,
            `Acrescente uma margem. Para tarefas conhecidas, some um quarto da estimativa; para tarefas novas ou complexas, some metade.`,
            `Durante uma semana, escreva sua estimativa ao lado de cada tarefa e, depois, o tempo real. A comparação vai ensinar a você seu fator de correção pessoal.`,
          ],
        },
      ],
    },
    {
      id: 'plan-week-and-day',
      role: 'core',
      heading: `Planeje a semana, depois o dia`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A revisão semanal é o centro deste sistema. Uma vez por semana, num horário fixo, você olha tudo, escolhe o que importa e coloca na agenda. Um plano diário curto depois ajusta a semana ao que realmente aconteceu.`,
        },
        {
          kind: 'exercise',
          title: `Revisão semanal de trinta minutos`,
          steps: [
            `Esvazie a cabeça: acrescente à lista qualquer tarefa nova e junte anotações, mensagens e papéis que exigem alguma ação.`,
            `Olhe para trás: o que você terminou na semana passada, o que não aconteceu, e por quê?`,
            `Olhe para a frente: confira na agenda das próximas duas semanas prazos, reuniões e compromissos pessoais.`,
            `Escolha até três resultados importantes para a semana que vem.`,
            `Reserve na agenda um horário para cada um deles, nas suas horas de melhor energia.`,
            `Deixe espaço livre: não planeje mais do que cerca de dois terços do seu tempo disponível.`,
          ],
          reflection: `Olhando para a semana passada, o que mais vezes tomou o tempo que você tinha planejado para o trabalho importante?`,
        },
        {
          kind: 'bullets',
          items: [
            `Plano diário, dez minutos: confira a agenda, escolha a tarefa mais importante do dia e decida quando vai fazê-la.`,
            `Quando o dia sair diferente do previsto, passe as tarefas para outro horário em vez de apagá-las da cabeça.`,
            `Termine o dia anotando a primeira tarefa de amanhã. Começar fica mais fácil quando o primeiro passo já está decidido.`,
          ],
        },
      ],
    },
    {
      id: 'manage-energy',
      role: 'core',
      heading: `Administre sua energia, não só suas horas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `As pessoas são diferentes quanto ao momento em que se sentem mais alertas. Algumas são claramente matutinas, outras chegam ao auge mais tarde, e a maioria fica em algum ponto no meio. Sua energia também depende do sono, da alimentação, da atividade física e do tipo de trabalho que você faz. Algumas tarefas dão energia, outras a drenam.`,
        },
        {
          kind: 'exercise',
          title: `Auditoria de energia`,
          steps: [
            `Durante cinco dias de trabalho, anote a cada duas horas sua energia de 1 a 5, junto com o que você estava fazendo.`,
            `No fim, marque seus dois melhores e seus dois piores horários do dia.`,
            `Liste as tarefas que deixaram você com mais energia e as que deixaram você com menos.`,
            `Passe seu trabalho mais exigente para os melhores horários e as tarefas de rotina para os mais fracos.`,
            `Sempre que puder, coloque uma tarefa que dá energia depois de cada tarefa que a drena.`,
          ],
          reflection: `Qual tarefa desgastante você poderia encurtar, dividir com alguém ou passar para um horário melhor?`,
        },
      ],
    },
    {
      id: 'sensing-planning',
      role: 'tailored',
      tailoredTo: 'S',
      heading: `Das tarefas diárias à direção de longo prazo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sensação, provavelmente planeja bem as tarefas concretas, estima de forma realista o trabalho prático e nota detalhes que os outros deixam passar. O risco é a semana se encher de tarefas visíveis e concretas enquanto os objetivos de longo prazo, que parecem menos palpáveis, ficam sempre para depois.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escreva três objetivos para os próximos três meses e mantenha-os no topo da sua lista de tarefas.`,
            `Em cada revisão semanal, pergunte: “Qual tarefa desta semana faz avançar um desses objetivos?” Garanta que pelo menos uma faça isso.`,
            `Transforme cada objetivo de longo prazo num primeiro passo concreto que você consiga fazer em menos de uma hora. Passos concretos são o seu ponto forte.`,
            `Uma vez por mês, passe trinta minutos olhando mais adiante: o que você quer que esteja diferente daqui a um ano?`,
          ],
        },
      ],
    },
    {
      id: 'intuition-planning',
      role: 'tailored',
      tailoredTo: 'N',
      heading: `Da visão à próxima ação`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Intuição, provavelmente enxerga para onde as coisas estão indo e define objetivos inspiradores. O risco é os planos ficarem no nível das ideias: o objetivo está claro, mas o próximo passo não, e detalhes que você acha chatos, como datas, dependências e pequenos passos práticos, causam atrasos mais tarde.`,
        },
        {
          kind: 'bullets',
          items: [
            `Para cada objetivo, escreva a próxima ação concreta. Se você não consegue se imaginar fazendo, ainda não é uma ação.`,
            `Use o hábito de dividir tarefas para fazer estimativas, já que você pode ficar especialmente tentado a estimar o projeto inteiro de uma vez.`,
            `Coloque na agenda, com lembrete, os detalhes que você costuma esquecer, como renovações, formulários e reservas, para não precisar guardá-los de cabeça.`,
            `Limite os projetos novos: antes de começar um, termine ou pause conscientemente outro.`,
          ],
        },
      ],
    },
    {
      id: 'judging-planning',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Planos que deixam espaço para respirar`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Julgamento, planejar provavelmente é natural para você, e você se sente melhor quando a semana está organizada. Isso dá a você um começo forte. O risco é encher demais o plano, ficar estressado quando a realidade não o segue e esquecer que descanso e tempo não planejado também precisam de espaço.`,
        },
        {
          kind: 'bullets',
          items: [
            `Siga à risca a regra dos dois terços. O terço livre não é desperdício; é o que torna possível o resto do plano.`,
            `Coloque descanso, exercício e tempo com as pessoas na agenda como blocos fixos, não como o que sobra no fim.`,
            `Quando os planos mudarem, pergunte “Qual é o melhor plano a partir daqui?” em vez de “Como volto ao plano antigo?”.`,
            `Mantenha uma “lista do que já fiz” ao lado da lista de tarefas. Ver o que você conquistou é tão importante quanto ver o que falta.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-planning',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Uma estrutura que mantém você livre`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Percepção, provavelmente se adapta bem às mudanças e faz um bom trabalho sob pressão. Planos detalhados, hora a hora, podem parecer restritivos, e talvez você resista a eles. Você não precisa deles. Uma estrutura mais leve traz os benefícios do planejamento sem tirar sua liberdade.`,
        },
        {
          kind: 'bullets',
          items: [
            `Planeje os resultados da semana e escolha a ordem dia a dia.`,
            `Use blocos com um tema em vez de uma única tarefa: “terça de manhã: trabalho para clientes”. Dentro do bloco, escolha o que combina com o seu humor.`,
            `Comece cedo as tarefas grandes, com um primeiro passo de dez minutos. Começar tira boa parte da resistência, e os prazos ficam menos estressantes.`,
            `Traga para mais perto os prazos distantes, combinando com alguém uma data para um rascunho.`,
            `Faça a revisão semanal curta, mas não a pule. Ela é o único ponto fixo que torna a flexibilidade segura.`,
          ],
        },
      ],
    },
    {
      id: 'planning-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Guardar tarefas em vários lugares: na cabeça, em e-mails, em anotações, em aplicativos diferentes.`,
            `Planejar todas as horas e abandonar o plano na primeira interrupção.`,
            `Escolher tarefas fáceis porque terminam rápido enquanto o trabalho importante espera.`,
            `Aceitar pedidos novos sem decidir o que vai ser adiado.`,
            `Trocar de sistema todo mês em vez de usar um simples com constância.`,
          ],
        },
      ],
    },
    {
      id: 'planning-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Reunir: uma lista confiável; a próxima ação concreta de cada item.`,
            `Escolher: importante versus urgente; no máximo três resultados importantes por semana.`,
            `Estimar: dividir as tarefas em partes, usar tempos passados, somar de um quarto a metade como margem.`,
            `Revisão semanal, trinta minutos: esvaziar a cabeça, olhar para trás, olhar para a frente, escolher, reservar horários.`,
            `Planejar no máximo dois terços do seu tempo disponível.`,
            `Plano diário, dez minutos: a tarefa mais importante e quando você vai fazê-la.`,
            `Energia: trabalho exigente nos melhores horários, tarefas de rotina nos mais fracos.`,
            `Antes de dizer sim: o que vou parar ou adiar?`,
          ],
        },
      ],
    },
  ],
};
