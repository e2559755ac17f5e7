// Skill pack: decision-making (PT, Brazilian Portuguese addressed with "você"). Tailored on T/F and J/P.
// Translated from packs/en/decision-making.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'decision-making',
  title: `Tomar decisões melhores`,
  subtitle: `Um jeito claro e repetível de fazer escolhas que você consiga sustentar`,
  summary: `Um método passo a passo para decisões importantes: classificar a decisão, ampliar suas opções, pesá-las com critérios claros, testá-las contra a realidade e aprender com o resultado. Ele ajuda você a evitar as armadilhas de raciocínio mais comuns sem ficar preso na análise.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-decisions-matter',
      role: 'intro',
      heading: `Por que um método de decisão ajuda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Tomamos a maioria das decisões rapidamente e sem esforço, e para as escolhas do dia a dia isso funciona bem. As decisões importantes são diferentes: qual emprego aceitar, se vale a pena se mudar, como lidar com uma situação difícil no trabalho. Nelas, os julgamentos rápidos sofrem com erros previsíveis. Consideramos poucas opções, procuramos provas do que já preferimos, superestimamos o quanto as coisas vão dar certo e deixamos o humor do momento decidir pelo longo prazo.`,
        },
        {
          kind: 'paragraph',
          text: `Não dá para eliminar esses erros por completo, mas um processo simples os reduz. Este pacote oferece um em cinco passos: classificar a decisão, ampliar as opções, pesá-las, testá-las contra a realidade e, por fim, se comprometer e aprender. Você não precisa dos cinco para toda escolha. O primeiro passo mostra quanto esforço uma decisão merece.`,
        },
        {
          kind: 'paragraph',
          text: `O tipo influencia aquilo em que você presta atenção ao decidir, não a qualidade das suas decisões. Quem prefere Pensamento tende a se concentrar na lógica e nas consequências; quem prefere Sentimento tende a se concentrar nos valores e nas pessoas afetadas. Boas decisões precisam das duas coisas. Quem prefere Julgamento gosta de fechar as decisões rápido; quem prefere Percepção gosta de manter as opções abertas. Cada tendência ajuda em algumas situações e atrapalha em outras, e as seções feitas para você mostram como equilibrar a sua.`,
        },
      ],
    },
    {
      id: 'sort-the-decision',
      role: 'core',
      heading: `Passo 1: Classifique a decisão`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Nem toda decisão merece o mesmo esforço. Passar uma semana pensando numa escolha que você pode desfazer amanhã é perda de tempo; decidir em cinco minutos algo que não tem volta é arriscado. Antes de começar, responda a quatro perguntas.`,
        },
        {
          kind: 'steps',
          items: [
            `Dá para voltar atrás? Se a decisão for fácil e barata de desfazer, decida rápido e ajuste depois. Se não for, use o processo completo.`,
            `Qual é o tamanho do efeito? Pense em dinheiro, tempo, saúde, relacionamentos e em quanto tempo o efeito vai durar.`,
            `Até quando é preciso decidir? Escreva o prazo real. Muitas vezes há mais tempo do que parece, e às vezes menos.`,
            `Quem deve decidir e quem deve ser consultado? Liste as pessoas cuja opinião ou concordância você precisa.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Uma regra útil: o esforço que você dedica deve corresponder ao que está em jogo e à dificuldade de voltar atrás, não ao quanto a decisão deixa você ansioso.`,
        },
      ],
    },
    {
      id: 'widen-options',
      role: 'core',
      heading: `Passo 2: Amplie suas opções`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muitas decisões são formuladas como “sim ou não”: aceito este emprego ou não? Estudos sobre decisões em organizações mostraram que as escolhas formuladas assim fracassaram com mais frequência do que as escolhas entre várias alternativas reais. A maior melhoria possível na maioria das decisões é acrescentar opções antes de compará-las.`,
        },
        {
          kind: 'exercise',
          title: `Ampliação de opções`,
          steps: [
            `Escreva a decisão como você a vê agora, por exemplo “aceitar a proposta ou ficar”.`,
            `Imagine que as duas opções atuais desapareceram. Escreva duas outras coisas que você poderia fazer.`,
            `Pergunte-se se dá para combinar opções, por exemplo ficar, mas negociar uma nova função, ou aceitar com uma data de início mais tarde.`,
            `Pense em alguém que enfrentou uma escolha parecida. Pergunte a essa pessoa, ou imagine, o que ela fez e o que faria diferente.`,
            `Agora você deve ter pelo menos três ou quatro opções reais. Risque só as que forem claramente impossíveis.`,
          ],
          reflection: `Qual opção nova surpreendeu você, e por que você não a tinha considerado antes?`,
        },
      ],
    },
    {
      id: 'weigh-options',
      role: 'core',
      heading: `Passo 3: Pese as opções com critérios claros`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Quando você compara opções de cabeça, o detalhe mais marcante costuma vencer: um salário mais alto, um entrevistador simpático, uma história assustadora. Escrever os critérios antes torna a comparação mais justa. Também mostra o que realmente importa para você, o que por si só já é uma informação útil.`,
        },
        {
          kind: 'exercise',
          title: `Tabela de decisão com pesos`,
          steps: [
            `Liste de quatro a sete critérios que importam para esta decisão, por exemplo renda, aprendizado, tempo com a família, localização, segurança, propósito.`,
            `Dê a cada critério um peso de 1 (seria bom ter) a 5 (essencial).`,
            `Dê a cada opção uma nota de 1 (fraca) a 5 (excelente) em cada critério.`,
            `Multiplique cada nota pelo peso do critério e some os resultados de cada opção.`,
            `Olhe a vencedora e observe sua reação. Se sentir alívio, a tabela provavelmente reflete suas prioridades. Se sentir decepção, pergunte-se qual critério está faltando ou tem o peso errado, e ajuste com honestidade.`,
          ],
          reflection: `O que a sua reação ao resultado disse a você que os números não disseram?`,
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `A tabela é uma ferramenta para pensar, não uma resposta automática. O valor dela está em tornar seus motivos visíveis e mostrar quando seus sentimentos e as prioridades que você declara não batem.`,
        },
      ],
    },
    {
      id: 'test-against-reality',
      role: 'core',
      heading: `Passo 4: Teste sua favorita contra a realidade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Assim que você tem uma opção favorita, a mente começa a juntar motivos para ela dar certo. Duas técnicas equilibram isso. A primeira é perguntar como situações parecidas com a sua costumam terminar para outras pessoas. Se a maioria dos projetos semelhantes leva o dobro do tempo planejado, o seu provavelmente também vai levar. A segunda é o pré-mortem, criado para equipes, mas útil também para indivíduos.`,
        },
        {
          kind: 'exercise',
          title: `Pré-mortem`,
          steps: [
            `Imagine que estamos a um ano daqui. Você escolheu sua opção favorita e deu errado.`,
            `Durante cinco minutos, escreva todos os motivos que conseguir imaginar para o fracasso.`,
            `Circule os dois ou três motivos que parecem mais prováveis.`,
            `Para cada um, escreva o que você poderia fazer agora para evitá-lo, ou que sinal precoce indicaria que é hora de mudar de rumo.`,
          ],
          reflection: `Algum motivo da sua lista muda qual opção você prefere, ou só a forma como você vai executá-la?`,
        },
        {
          kind: 'paragraph',
          text: `Sempre que possível, teste antes de se comprometer totalmente. Passe um dia com a equipe da qual você pode fazer parte, alugue num bairro novo antes de comprar, faça um curso antes de mudar de carreira. Pequenos experimentos dão informações melhores do que mais reflexão.`,
        },
      ],
    },
    {
      id: 'commit-and-learn',
      role: 'core',
      heading: `Passo 5: Comprometa-se e depois aprenda`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A partir de certo ponto, mais análise deixa de melhorar a decisão. Defina uma data para decidir e cumpra. Quando decidir, escreva um breve registro da decisão: o que você escolheu, seus principais motivos, o que espera que aconteça e quão confiante você está. Isso leva cinco minutos e é a melhor forma de aprimorar seu julgamento ao longo do tempo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Revise seu registro de decisão depois de três ou seis meses. Compare o que aconteceu com o que você esperava.`,
            `Avalie a decisão pela qualidade do processo e das informações que você tinha, não só pelo resultado. Boas decisões às vezes têm maus resultados por azar, e más decisões às vezes dão certo.`,
            `Se os sinais de alerta do seu pré-mortem aparecerem, ajuste o rumo sem se culpar. Mudar de direção diante de informações novas faz parte de uma boa decisão.`,
            `Conte às pessoas afetadas o que você decidiu e por quê, mesmo quando elas não vão gostar.`,
          ],
        },
      ],
    },
    {
      id: 'decide-with-others',
      role: 'core',
      heading: `Decidir junto com outras pessoas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Grupos podem tomar decisões melhores do que indivíduos, porque reúnem mais informações e mais pontos de vista. Na prática, muitas vezes se saem pior: a primeira pessoa a falar, ou a mais graduada, define a direção, as outras ajustam suas opiniões a ela e as dúvidas ficam sem ser ditas. Algumas regras simples protegem a vantagem do grupo.`,
        },
        {
          kind: 'bullets',
          items: [
            `Peça a todos que anotem a própria opinião e seus motivos antes de qualquer discussão começar.`,
            `Deixe a pessoa mais graduada ou mais segura de si falar por último.`,
            `Designe uma pessoa para argumentar contra a opção favorita e troque esse papel a cada reunião, para que ninguém fique marcado como do contra.`,
            `Separe a discussão dos fatos (“O que sabemos?”) da discussão das preferências (“O que queremos?”).`,
            `Terminem dizendo com clareza quem decide, o que foi decidido e o que cada pessoa vai fazer em seguida.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-decisions',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Levar em conta o que importa para as pessoas`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Pensamento, provavelmente analisa bem as opções e não se deixa levar facilmente pela pressão. A lacuna a observar é que os efeitos de uma decisão sobre as pessoas, incluindo você, podem parecer menos reais do que custos e números. Mas muitas vezes são esses efeitos que decidem se um plano dá certo. Uma decisão lógica à qual as pessoas resistem não é, na prática, uma boa decisão.`,
        },
        {
          kind: 'bullets',
          items: [
            `Acrescente dois critérios a toda tabela de decisão: “efeito sobre as pessoas envolvidas” e “como vou me sentir convivendo com isso”.`,
            `Antes de decidir, liste todos os afetados e escreva uma linha sobre como cada um vai viver a decisão.`,
            `Trate suas próprias emoções como dados. Um forte desconforto diante de uma escolha “correta” muitas vezes aponta para um valor ou um risco que você ainda não nomeou.`,
            `Quando explicar uma decisão, inclua o que você considerou em relação às pessoas, não só a lógica.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-decisions',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Dar uma estrutura clara aos seus valores`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sentimento, provavelmente considera como as decisões afetam as pessoas e se elas combinam com seus valores, o que leva a escolhas em que os outros podem confiar. A lacuna a observar é que decisões que vão decepcionar alguém podem parecer quase impossíveis, e você pode escolher o que mantém a paz em vez do que é certo para você.`,
        },
        {
          kind: 'bullets',
          items: [
            `Escreva seus três valores pessoais mais importantes antes de comparar as opções e use-os como critérios com peso.`,
            `Para cada opção, separe duas perguntas: “O que eu quero?” e “O que evitaria decepcionar os outros?” Observe quando as respostas são diferentes.`,
            `Inclua o custo da opção para você, em tempo, dinheiro e energia, como um critério com peso de verdade.`,
            `Lembre-se de que decepcionar alguém com uma explicação clara e gentil muitas vezes faz melhor à relação do que um sim relutante.`,
          ],
        },
      ],
    },
    {
      id: 'judging-decisions',
      role: 'tailored',
      tailoredTo: 'J',
      heading: `Decidir rápido, revisar com honestidade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Julgamento, provavelmente gosta de chegar a uma decisão e seguir em frente, e os outros contam com você para encerrar discussões longas. O risco é fechar cedo demais: decidir antes de ter ampliado as opções, ou defender uma decisão depois que informações novas a enfraqueceram.`,
        },
        {
          kind: 'bullets',
          items: [
            `Em decisões difíceis de reverter, faça sempre o exercício de ampliação de opções antes de escolher, mesmo que se sinta seguro.`,
            `Peça a uma pessoa que costuma discordar de você que questione sua opção favorita.`,
            `Decida com antecedência que evidência faria você mudar de ideia e anote-a no seu registro de decisão.`,
            `Diferencie coerência de teimosia. Mudar uma decisão porque os fatos mudaram é sinal de bom julgamento.`,
          ],
        },
      ],
    },
    {
      id: 'perceiving-decisions',
      role: 'tailored',
      tailoredTo: 'P',
      heading: `Fechar as opções a tempo`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Percepção, provavelmente é bom em enxergar alternativas e se adaptar quando as circunstâncias mudam. O risco é manter as opções abertas por tempo demais, de modo que os prazos passam, as boas opções desaparecem e o estresse de uma questão em aberto dura semanas. Pesquisas também sugerem que quem sempre procura a melhor opção possível tende a ficar menos satisfeito com suas escolhas do que quem procura uma que seja boa o bastante.`,
        },
        {
          kind: 'bullets',
          items: [
            `Marque na agenda uma data para decidir e conte isso a alguém.`,
            `Defina o que é “bom o bastante” antes de procurar: que condições mínimas tornariam uma opção aceitável? Escolha a primeira opção que as cumprir.`,
            `Lembre-se de que a maioria das decisões pode ser ajustada depois. Escolher não acaba com sua flexibilidade; dá a você uma base a partir da qual se adaptar.`,
            `Use pequenos experimentos para aprender rápido, em vez de esperar por informações perfeitas.`,
          ],
        },
      ],
    },
    {
      id: 'decision-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Considerar só uma opção, ou só “sim ou não”.`,
            `Procurar apenas informações que apoiem a opção que você já prefere.`,
            `Tomar decisões de longo prazo sob uma emoção forte, seja raiva, empolgação ou exaustão.`,
            `Pedir conselho só a pessoas que vão concordar com você.`,
            `Julgar decisões passadas apenas pelos resultados e tirar as lições erradas.`,
          ],
        },
      ],
    },
    {
      id: 'decision-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'steps',
          items: [
            `Classificar: reversível ou não, tamanho do efeito, prazo real, quem decide.`,
            `Ampliar: pelo menos três opções reais; imagine que suas opções atuais desapareceram.`,
            `Pesar: critérios, pesos, notas; depois observe sua reação à vencedora.`,
            `Testar: como casos parecidos costumam terminar? Faça um pré-mortem. Tente um pequeno experimento.`,
            `Comprometer-se: cumpra sua data de decisão; escreva um breve registro da decisão.`,
            `Aprender: revise o registro depois de três a seis meses; avalie o processo, não só o resultado.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'tip',
          text: `Quando se sentir travado, pergunte: “O que eu aconselharia um bom amigo a fazer no meu lugar?” A distância muitas vezes deixa a resposta mais clara.`,
        },
      ],
    },
  ],
};
