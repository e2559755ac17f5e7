// Skill pack: leading and influencing (PT, Brazilian Portuguese addressed with "você"). Tailored on E/I and T/F.
// Translated from packs/en/leading-and-influencing.ts, whose header names the research the text draws on.
import type { SkillPack } from '../../pack.types.js';

export const pack: SkillPack = {
  slug: 'leading-and-influencing',
  title: `Liderar e influenciar`,
  subtitle: `Defina a direção, construa confiança e mobilize pessoas, com ou sem um cargo formal`,
  summary: `Um guia prático para os comportamentos do dia a dia de uma boa liderança: explicar o porquê, formar uma equipe em que as pessoas falam o que pensam, delegar responsabilidade de verdade e influenciar pessoas que você não gerencia. Vale igualmente para líderes de equipe, líderes de projeto e qualquer pessoa que precise do apoio dos outros.`,
  readingMinutes: 8,
  sections: [
    {
      id: 'why-leading-matters',
      role: 'intro',
      heading: `Liderança é um conjunto de comportamentos, não uma personalidade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muita gente acredita que líderes nascem com uma certa personalidade: extrovertida, confiante, decidida. As pesquisas mostram um quadro mais útil. Pessoas extrovertidas são escolhidas como líderes com mais frequência, mas essa ligação fica bem mais fraca quando olhamos para quem de fato lidera bem. O que faz a diferença são comportamentos que qualquer pessoa pode aprender: dar uma direção clara, construir confiança, desenvolver pessoas e tomar decisões justas.`,
        },
        {
          kind: 'paragraph',
          text: `Esses comportamentos importam quer você tenha um cargo formal, quer não. Líderes de projeto, colegas experientes, pais que organizam uma festa na escola e voluntários que coordenam outras pessoas, todos lideram. A influência, isto é, a capacidade de conquistar apoio para uma ideia entre pessoas que não são obrigadas a seguir você, muitas vezes é a habilidade mais importante, e este pacote trata dela junto com a liderança.`,
        },
        {
          kind: 'paragraph',
          text: `O tipo molda seu estilo natural de liderança. Quem prefere Extroversão muitas vezes lidera de forma visível, com energia e conversa; quem prefere Introversão muitas vezes lidera pela preparação, pela escuta e pela calma. Um estudo descobriu que líderes mais quietos obtinham melhores resultados com equipes cheias de pessoas proativas, porque ouviam as ideias delas. Quem prefere Pensamento muitas vezes lidera pela clareza e pelos padrões; quem prefere Sentimento, pelo apoio e pela harmonia. Todos os estilos funcionam, e cada um tem um ponto cego de que tratam as seções feitas para você.`,
        },
      ],
    },
    {
      id: 'clear-why-and-what',
      role: 'core',
      heading: `Dê um porquê claro e um o quê claro`,
      blocks: [
        {
          kind: 'paragraph',
          text: `As pessoas fazem seu melhor trabalho quando entendem o propósito de uma tarefa e sabem como é um bom resultado. Conhecendo o propósito, elas conseguem tomar decisões sensatas quando as coisas mudam, sem consultar você toda vez. Com um resultado claro, sabem quando terminaram. Metas específicas e desafiadoras levam a um desempenho melhor do que instruções vagas como “faça o seu melhor”.`,
        },
        {
          kind: 'exercise',
          title: `Escreva uma declaração de intenção`,
          steps: [
            `Escolha um projeto ou uma tarefa que você lidera ou vai passar para alguém.`,
            `Propósito: escreva em uma ou duas frases por que isso importa e para quem.`,
            `Resultado: descreva como é o sucesso quando estiver pronto, em termos que alguém possa verificar.`,
            `Limites: escreva as condições fixas, como prazo, orçamento, padrão de qualidade e o que não pode acontecer.`,
            `Liberdade: escreva explicitamente quais decisões a equipe pode tomar sozinha.`,
            `Compartilhe a declaração e peça a cada pessoa que a explique com as próprias palavras. Corrija as diferenças.`,
          ],
          reflection: `Onde as explicações das pessoas ficaram diferentes do que você quis dizer, e o que isso revela sobre como você costuma dar instruções?`,
        },
      ],
    },
    {
      id: 'build-trust-and-safety',
      role: 'core',
      heading: `Forme uma equipe em que as pessoas falam o que pensam`,
      blocks: [
        {
          kind: 'paragraph',
          text: `As equipes aprendem e rendem mais quando seus membros se sentem seguros para fazer perguntas, admitir erros e discordar sem serem punidos ou constrangidos. Os pesquisadores chamam isso de segurança psicológica. Não significa padrões baixos nem concordância constante. Significa que as más notícias e as ideias novas chegam a você cedo, enquanto ainda dá para agir. Os líderes a criam principalmente pela forma como reagem.`,
        },
        {
          kind: 'bullets',
          items: [
            `Admita abertamente seus próprios erros e incertezas: “Errei nisso” e “Ainda não sei” dão permissão para os outros dizerem o mesmo.`,
            `Peça a opinião dos outros antes de dar a sua, e pergunte diretamente aos membros mais quietos.`,
            `Agradeça quando alguém levantar um problema, principalmente quando a notícia for ruim. A forma como você reage na primeira vez decide se vai acontecer de novo.`,
            `Trate os erros como informação: pergunte o que aconteceu e o que dá para aprender antes de perguntar quem é o responsável.`,
            `Cumpra as promessas, inclusive as pequenas. A confiança nasce de um comportamento coerente ao longo do tempo.`,
          ],
        },
      ],
    },
    {
      id: 'delegate-ownership',
      role: 'core',
      heading: `Delegue responsabilidade de verdade`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Muitos líderes ficam com trabalho demais porque conseguem fazê-lo mais rápido ou melhor sozinhos. Isso limita a equipe e esgota o líder. As pessoas precisam de autonomia e da chance de desenvolver sua competência para continuar motivadas. Uma boa delegação entrega um resultado, não só uma tarefa, e combina de antemão quanta liberdade a pessoa terá.`,
        },
        {
          kind: 'steps',
          items: [
            `Escolha a tarefa certa: algo que desenvolva a pessoa e que você não precise controlar de perto.`,
            `Explique o propósito e o resultado, usando sua declaração de intenção.`,
            `Combinem o nível de liberdade: “investigar e recomendar”, “decidir e me avisar” ou “decidir sozinho”.`,
            `Combinem de antemão os pontos de acompanhamento, em vez de verificar toda vez que você ficar preocupado.`,
            `Ofereça apoio, mas não tome a tarefa de volta quando ela ficar difícil. Em vez disso, faça perguntas: “Que opções você vê?”`,
            `Quando estiver concluída, faça um reconhecimento específico e conversem sobre o que foi aprendido.`,
          ],
        },
        {
          kind: 'callout',
          tone: 'caution',
          text: `Passar uma tarefa sem autoridade, informação ou tempo não é delegar. É preparar alguém para fracassar. Garanta que a pessoa tenha o que precisa.`,
        },
      ],
    },
    {
      id: 'influence-without-authority',
      role: 'core',
      heading: `Influencie pessoas que você não gerencia`,
      blocks: [
        {
          kind: 'paragraph',
          text: `A maioria das ideias importantes precisa do apoio de pessoas que não respondem a você. A influência começa por entender o que importa para elas. As pessoas raramente resistem à ideia em si; resistem ao que ela pode custar a elas, ou à sensação de terem sido deixadas de fora. Um processo que as pessoas veem como justo, em que foram consultadas, entendem os motivos e sabem o que se espera delas, conquista apoio até de quem discorda do resultado.`,
        },
        {
          kind: 'exercise',
          title: `Mapa de partes interessadas`,
          steps: [
            `Escreva uma ideia ou mudança que você quer levar adiante.`,
            `Liste todos cujo apoio, concordância ou cooperação você precisa, e também os que serão afetados.`,
            `Para cada pessoa, anote o que mais importa para ela, o que ela pode ganhar e o que pode perder.`,
            `Marque cada uma como apoiadora, neutra ou com tendência a resistir.`,
            `Planeje uma conversa com uma pessoa neutra e outra com alguém que provavelmente vai resistir, começando com perguntas sobre as preocupações delas, e não com os seus argumentos.`,
            `Ajuste sua ideia onde as preocupações forem justas e conte a elas o que você mudou.`,
          ],
          reflection: `Que preocupação de outra pessoa tornou sua ideia melhor quando você a levou a sério?`,
        },
        {
          kind: 'paragraph',
          text: `Alguns princípios de influência estão bem documentados: as pessoas tendem a retribuir favores, a manter coerência com o que disseram antes, a seguir o que fazem outras pessoas parecidas com elas e a ouvir pessoas de quem gostam e em quem confiam. Use esses princípios com honestidade. Ajude os outros primeiro, peça pequenos acordos antes dos grandes, mostre exemplos de colegas que apoiam a ideia e construa relações verdadeiras. Nunca invente urgência nem finja um apoio que você não tem: a manipulação funciona uma vez e destrói a confiança por muito tempo.`,
        },
      ],
    },
    {
      id: 'make-and-explain-decisions',
      role: 'core',
      heading: `Tome decisões e explique-as`,
      blocks: [
        {
          kind: 'paragraph',
          text: `As equipes perdem energia quando as decisões ficam em aberto por semanas, e perdem confiança quando as decisões aparecem do nada. Antes de cada decisão relevante, diga como ela será tomada: você vai decidir sozinho, decidir depois de consultar a equipe ou deixar a equipe decidir? As pessoas aceitam muitos tipos de decisão se conhecem as regras de antemão e veem que suas opiniões foram ouvidas.`,
        },
        {
          kind: 'steps',
          items: [
            `Anuncie a questão, quem decide e até quando.`,
            `Reúna opiniões, inclusive de pessoas que provavelmente vão discordar.`,
            `Decida na data combinada. Uma boa decisão no prazo geralmente é melhor do que uma decisão perfeita tarde demais.`,
            `Explique a decisão, os principais motivos e as opiniões que você não seguiu, e por quê.`,
            `Peça comprometimento, inclusive de quem discordou, e combinem quando a decisão será revista.`,
          ],
        },
      ],
    },
    {
      id: 'one-to-one-conversations',
      role: 'core',
      heading: `Faça conversas individuais regulares`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você lidera pessoas, uma conversa curta e regular com cada uma é um dos hábitos mais valiosos que você pode criar. Trinta minutos toda semana ou a cada duas semanas bastam. O encontro pertence à outra pessoa: ao progresso dela, aos problemas dela, ao desenvolvimento dela.`,
        },
        {
          kind: 'bullets',
          items: [
            `Deixe que ela defina a maior parte da pauta. Comece com “O que está passando pela sua cabeça?”`,
            `Pergunte sobre obstáculos: “O que está atrapalhando você, e como eu posso ajudar?”`,
            `Conversem sobre desenvolvimento pelo menos uma vez por mês: “O que você gostaria de aprender ou fazer mais?”`,
            `Deem feedback nos dois sentidos, e pergunte: “O que eu poderia fazer diferente para ajudar você?”`,
            `Anote o que você prometeu e cumpra antes da próxima conversa.`,
          ],
        },
      ],
    },
    {
      id: 'extraversion-leading',
      role: 'tailored',
      tailoredTo: 'E',
      heading: `Liderar com energia e deixar espaço para os outros`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Extroversão, provavelmente lidera de forma visível: leva energia às reuniões, puxa conversa com facilidade e faz as pessoas se sentirem incluídas. O risco é sua energia ocupar a maior parte do espaço numa reunião. Pessoas mais quietas podem parar de dar ideias, e o seu pensar em voz alta pode ser tomado como decisão.`,
        },
        {
          kind: 'bullets',
          items: [
            `Nas reuniões, fale por último nas questões importantes. Peça aos outros que falem primeiro.`,
            `Colete contribuições por escrito antes das discussões, para que as ideias dos membros mais quietos sejam ouvidas.`,
            `Deixe claro quando você está explorando e quando está decidindo.`,
            `Observe quanto de cada reunião você passa falando. Procure ficar abaixo de um terço quando não estiver apresentando.`,
          ],
        },
      ],
    },
    {
      id: 'introversion-leading',
      role: 'tailored',
      tailoredTo: 'I',
      heading: `Liderar em silêncio e ainda assim ser visto`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você tende à Introversão, provavelmente lidera com preparação cuidadosa, escuta atenta e decisões calmas, e as pessoas valorizam o quanto se sentem ouvidas por você. O risco é sua liderança não ser visível o suficiente: sua equipe pode não conhecer seu raciocínio, outras áreas podem não ficar sabendo dos sucessos da sua equipe e as pessoas podem interpretar seu silêncio como distância.`,
        },
        {
          kind: 'bullets',
          items: [
            `Compartilhe seu raciocínio com mais frequência do que parece necessário, por exemplo numa breve atualização semanal por escrito.`,
            `Fale em defesa do trabalho da sua equipe em reuniões maiores. Dar visibilidade a ela faz parte do seu trabalho.`,
            `Transforme pequenos contatos pessoais em hábito: um papo rápido no começo de uma reunião ou uma mensagem perguntando como alguém está.`,
            `Planeje tempo de recuperação depois de dias cheios de reuniões, para manter a calma, que é um dos seus pontos fortes.`,
          ],
        },
      ],
    },
    {
      id: 'thinking-leading',
      role: 'tailored',
      tailoredTo: 'T',
      heading: `Padrões claros com um toque humano`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Pensamento, provavelmente lidera com clareza, justiça e padrões altos, e as pessoas sabem em que pé estão com você. O risco é se concentrar tanto na tarefa que as pessoas se sintam como recursos, e não como indivíduos, ou que suas críticas soem mais duras do que você pretende.`,
        },
        {
          kind: 'bullets',
          items: [
            `Faça reconhecimentos tão específicos quanto suas críticas, e com mais frequência. As pessoas ouvem a crítica mais alto do que o elogio.`,
            `Nas conversas individuais, pergunte sobre a pessoa, não só sobre o trabalho.`,
            `Quando anunciar uma decisão, explique como você considerou o efeito dela sobre as pessoas.`,
            `Parta do princípio de que os outros precisam de mais incentivo do que você. A maioria precisa.`,
          ],
        },
      ],
    },
    {
      id: 'feeling-leading',
      role: 'tailored',
      tailoredTo: 'F',
      heading: `Apoio caloroso com expectativas claras`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Se você prefere Sentimento, provavelmente lidera com empatia e forma equipes em que as pessoas se sentem valorizadas. Essa é uma base forte para a confiança. O risco é evitar conversas difíceis necessárias, como sobre baixo desempenho, decisões impopulares ou dizer não, e segurar críticas até um problema crescer.`,
        },
        {
          kind: 'bullets',
          items: [
            `Lembre-se de que expectativas claras são uma forma de cuidado. As pessoas não conseguem atingir padrões que não conhecem.`,
            `Trate problemas de desempenho em até uma semana, em particular e de forma específica.`,
            `Quando uma decisão for decepcionar as pessoas, diga isso diretamente, explique por quê e depois apoie-as. Adiar más notícias geralmente as piora.`,
            `Proteja sua própria energia. Carregar as preocupações de todo mundo não é sustentável; ajudar as pessoas a resolver os próprios problemas é.`,
          ],
        },
      ],
    },
    {
      id: 'leading-pitfalls',
      role: 'pitfalls',
      heading: `Armadilhas comuns`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Passar tarefas sem explicar por que elas importam.`,
            `Pedir feedback sincero e depois se defender dele.`,
            `Tomar o trabalho de volta assim que alguém encontra dificuldade.`,
            `Tentar conquistar apoio só com argumentos, sem entender o que importa para os outros.`,
            `Cancelar as conversas individuais sempre que está ocupado.`,
          ],
        },
      ],
    },
    {
      id: 'leading-quick-reference',
      role: 'quick-reference',
      heading: `Resumo rápido`,
      blocks: [
        {
          kind: 'bullets',
          items: [
            `Intenção: propósito, resultado, limites e liberdade; peça às pessoas que expliquem com as próprias palavras.`,
            `Segurança: admita erros, pergunte antes de dizer, agradeça pelas más notícias.`,
            `Delegar: um resultado, um nível de liberdade combinado, acompanhamentos combinados, sem tomar a tarefa de volta.`,
            `Influência: mapeie as partes interessadas, pergunte primeiro sobre as preocupações delas, conduza um processo justo.`,
            `Decisões: diga quem decide e até quando, reúna opiniões, decida no prazo, explique o que você não seguiu.`,
            `Persuasão honesta: ajude primeiro, pequenos acordos, exemplos reais, relações verdadeiras.`,
            `Conversas individuais: a pauta é da pessoa, obstáculos, desenvolvimento, feedback nos dois sentidos, cumpra suas promessas.`,
            `Estilo: seu tipo molda seu estilo natural; os comportamentos acima funcionam para qualquer estilo.`,
          ],
        },
      ],
    },
  ],
};
