// The methodology page, written by us in nine locales: how the statements were written, the scale, keying and scoring,
// confidence bands, reliability, what the tests are not, the IQ test's calibration and the languages. Plain text,
// paragraphs separated by a blank line; the page shows the live and simulated reliability figures after 'reliability'.
import type { Localized } from '../../../shared/locale.js';
import { iqSectionBody, iqSectionTitle } from './methodology-iq.js';

export interface MethodologySectionSeed {
  /** Stable anchor of the section (#reliability), the same in every locale. */
  id: 'items' | 'scale' | 'scoring' | 'bands' | 'reliability' | 'limits' | 'iq' | 'languages';
  title: Localized;
  body: Localized;
}

/** Date of the last change to the page's substance (ISO); shown on the page. */
export const METHODOLOGY_UPDATED = '2026-11-26';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

export const methodologyTitle: Localized = {
  EN: 'How our tests are built',
  CN: '我们的测试是如何构建的',
  FR: 'Comment nos tests sont construits',
  ES: 'Cómo están hechos nuestros tests',
  JA: 'テストのつくり方',
  HK: '我們的測試是如何建構的',
  DE: 'Wie unsere Tests aufgebaut sind',
  PT: 'Como nossos testes são feitos',
  KR: '테스트는 이렇게 만들어집니다',
};

export const methodologySummary: Localized = {
  EN: 'How the personality questionnaire and the IQ test are written, scored and checked, with the figures we have and the limits we know of. We update this page whenever the statements or the scoring change.',
  CN: '本页说明人格问卷和 IQ 测试如何编写、计分和检验，列出我们已有的数据以及已知的局限。每当题目或计分方式发生变化，我们都会更新本页。',
  FR: 'Comment le questionnaire de personnalité et le test de QI sont rédigés, calculés et vérifiés, avec les chiffres dont nous disposons et les limites que nous connaissons. Nous mettons cette page à jour chaque fois que les affirmations ou le calcul changent.',
  ES: 'Cómo se redactan, puntúan y comprueban el cuestionario de personalidad y el test de CI, con las cifras que tenemos y los límites que conocemos. Actualizamos esta página cada vez que cambian las afirmaciones o la puntuación.',
  JA: '性格診断の質問票と IQ テストをどのように作成し、採点し、検証しているかを、手元にある数値とわかっている限界とあわせて説明します。質問文や採点方法を変更したときは、このページも更新します。',
  HK: '本頁說明人格問卷和 IQ 測試如何編寫、計分和檢驗，列出我們已有的數據以及已知的局限。每當題目或計分方式有變，我們都會更新本頁。',
  DE: 'Wie der Persönlichkeitsfragebogen und der IQ-Test geschrieben, ausgewertet und geprüft werden, mit den Zahlen, die wir haben, und den Grenzen, die wir kennen. Wir aktualisieren diese Seite, sobald sich die Aussagen oder die Auswertung ändern.',
  PT: 'Como o questionário de personalidade e o teste de QI são escritos, pontuados e verificados, com os números que temos e os limites que conhecemos. Atualizamos esta página sempre que as afirmações ou a pontuação mudam.',
  KR: '성격 질문지와 IQ 테스트를 어떻게 작성하고 채점하고 검증하는지, 지금 가진 수치와 알고 있는 한계와 함께 설명합니다. 문항이나 채점 방식이 바뀔 때마다 이 페이지를 업데이트합니다.',
};

export const methodologySections: readonly MethodologySectionSeed[] = [
  {
    id: 'items',
    title: {
      EN: 'How the statements were written',
      CN: '题目是如何编写的',
      FR: 'Comment les affirmations ont été rédigées',
      ES: 'Cómo se redactaron las afirmaciones',
      JA: '質問文の書き方',
      HK: '題目是如何編寫的',
      DE: 'Wie die Aussagen entstanden sind',
      PT: 'Como as afirmações foram escritas',
      KR: '문항은 이렇게 썼습니다',
    },
    body: {
      EN: paragraphs(
        'The personality questionnaire has 60 statements in three parts of 20. Each of the five indicators (Energy source E/I, Information focus S/N, Decision basis T/F, Life structure J/P and Self-assurance A/T) has 12 statements: 6 written toward each pole, and 2 toward each pole in every part, so that no part tilts a score. Two statements of the same indicator never follow each other.',
        'We wrote the statements ourselves, in English first. Each describes one everyday behaviour or preference that adults in all nine of our languages can recognise, without assuming a job, studies, parties or travel. We avoid comparisons ("I prefer A to B"), because a middle answer to them can mean "both" as well as "neither"; negations, which are easy to misread; two ideas in one statement; and frequency words such as "often".',
        'Agreeing with a statement can sound flattering or not, and people tend to present themselves well. We rate every statement desirable, neutral or undesirable and make sure that each pole of each indicator has both desirable and undesirable statements, so that answering to look good does not push a score one way. On Self-assurance, where the assertive pole naturally sounds better, 4 of the 6 assertive statements are desirable and 2 undesirable, and 2 of the 6 turbulent statements are desirable.',
        'For every statement we keep a record with the questionnaire\'s code: its indicator and pole, what it measures, what it must not measure, its desirability, and an English back-translation of each of the other eight languages. An automated test fails if any record is missing. In November 2026 a psychometric and translation review reworded or replaced 37 of the 60 statements (11 of them with new content) and corrected the translations of 4 more; the record says what changed and why.',
      ),
      CN: paragraphs(
        '人格问卷共有 60 条陈述，分为三个部分，每部分 20 条。五项指标（能量来源 E/I、信息关注点 S/N、决策依据 T/F、生活结构 J/P、自信程度 A/T）各有 12 条陈述：每个极各 6 条，并且每个部分中每个极各 2 条，这样任何一个部分都不会让得分偏向一方。同一指标的两条陈述不会前后相连。',
        '陈述由我们自己编写，先写英文。每条只描述一种日常行为或偏好，九种语言的成年读者都能认出来，不预设你有工作、在读书、参加聚会或旅行。我们避免使用比较句（“比起 B 我更喜欢 A”），因为对这类句子选中间值既可能表示“两个都喜欢”，也可能表示“两个都不喜欢”；避免否定句，因为容易误读；避免一句话里包含两个意思；也避免“经常”之类的频率词。',
        '同意一条陈述可能听起来讨人喜欢，也可能不然，而人往往想把自己表现得好一些。我们把每条陈述标为“讨喜”“中性”或“不讨喜”，并确保每项指标的每个极都既有讨喜的陈述也有不讨喜的陈述，这样为了显得好而作答就不会把得分推向某一方。在自信程度这项指标上，坚定一极本身听起来就更好，因此坚定一极的 6 条陈述中 4 条讨喜、2 条不讨喜，起伏一极的 6 条中有 2 条讨喜。',
        '我们在问卷代码旁为每条陈述保存一份记录：所属指标和极、测量什么、不得测量什么、讨喜程度，以及其他八种语言各自回译成英文的版本。缺少任何一份记录，自动测试就会失败。2026 年 11 月的一次心理测量与翻译审查改写或替换了 60 条陈述中的 37 条（其中 11 条内容全新），并修正了另外 4 条的译文；记录中写明了改动内容和原因。',
      ),
      FR: paragraphs(
        'Le questionnaire de personnalité compte 60 affirmations réparties en trois parties de 20. Chacun des cinq indicateurs (Source d\'énergie E/I, Type d\'information privilégié S/N, Fondement des décisions T/F, Organisation de la vie J/P et Confiance en soi A/T) a 12 affirmations : 6 rédigées vers chaque pôle, et 2 vers chaque pôle dans chaque partie, pour qu\'aucune partie ne fasse pencher un score. Deux affirmations du même indicateur ne se suivent jamais.',
        'Nous avons rédigé les affirmations nous-mêmes, d\'abord en anglais. Chacune décrit un seul comportement ou une seule préférence de la vie courante, reconnaissable par un adulte dans chacune de nos neuf langues, sans supposer un emploi, des études, des soirées ou des voyages. Nous évitons les comparaisons (« je préfère A à B »), car une réponse au milieu peut y vouloir dire « les deux » comme « aucun des deux » ; les négations, faciles à mal lire ; deux idées dans une même affirmation ; et les mots de fréquence comme « souvent ».',
        'Être d\'accord avec une affirmation peut sembler flatteur ou non, et chacun tend à se présenter sous un bon jour. Nous classons chaque affirmation comme valorisante, neutre ou peu valorisante, et veillons à ce que chaque pôle de chaque indicateur ait des affirmations valorisantes et peu valorisantes : répondre pour se montrer sous son meilleur jour ne pousse donc pas un score d\'un côté. Pour la confiance en soi, où le pôle affirmé paraît naturellement plus flatteur, 4 des 6 affirmations du pôle affirmé sont valorisantes et 2 peu valorisantes, et 2 des 6 affirmations du pôle fluctuant sont valorisantes.',
        'Pour chaque affirmation, nous tenons une fiche avec le code du questionnaire : son indicateur et son pôle, ce qu\'elle mesure, ce qu\'elle ne doit pas mesurer, son caractère valorisant, et une rétrotraduction en anglais de chacune des huit autres langues. Un test automatique échoue si une fiche manque. En novembre 2026, une revue psychométrique et linguistique a reformulé ou remplacé 37 des 60 affirmations (dont 11 au contenu nouveau) et corrigé les traductions de 4 autres ; la fiche indique ce qui a changé et pourquoi.',
      ),
      ES: paragraphs(
        'El cuestionario de personalidad tiene 60 afirmaciones en tres partes de 20. Cada uno de los cinco indicadores (Fuente de energía E/I, Enfoque de la información S/N, Base de las decisiones T/F, Estructura de vida J/P y Seguridad en uno mismo A/T) tiene 12 afirmaciones: 6 redactadas hacia cada polo, y 2 hacia cada polo en cada parte, para que ninguna parte incline una puntuación. Dos afirmaciones del mismo indicador nunca van seguidas.',
        'Las afirmaciones las escribimos nosotros, primero en inglés. Cada una describe una sola conducta o preferencia cotidiana que un adulto de cualquiera de nuestros nueve idiomas puede reconocer, sin dar por hecho un trabajo, estudios, fiestas o viajes. Evitamos las comparaciones («prefiero A a B»), porque en ellas una respuesta intermedia puede significar tanto «ambas» como «ninguna»; las negaciones, fáciles de leer mal; dos ideas en una misma afirmación; y las palabras de frecuencia como «a menudo».',
        'Estar de acuerdo con una afirmación puede sonar favorecedor o no, y la gente tiende a presentarse bien. Clasificamos cada afirmación como deseable, neutra o poco deseable y nos aseguramos de que cada polo de cada indicador tenga afirmaciones deseables y poco deseables, de modo que responder para quedar bien no empuje una puntuación hacia un lado. En Seguridad en uno mismo, donde el polo asertivo suena mejor de por sí, 4 de las 6 afirmaciones asertivas son deseables y 2 poco deseables, y 2 de las 6 afirmaciones turbulentas son deseables.',
        'De cada afirmación guardamos una ficha junto al código del cuestionario: su indicador y polo, qué mide, qué no debe medir, lo deseable que es y una retrotraducción al inglés de cada uno de los otros ocho idiomas. Una prueba automática falla si falta alguna ficha. En noviembre de 2026, una revisión psicométrica y de traducción reformuló o sustituyó 37 de las 60 afirmaciones (11 de ellas con contenido nuevo) y corrigió las traducciones de otras 4; la ficha explica qué cambió y por qué.',
      ),
      JA: paragraphs(
        '性格診断の質問票は 60 の文からなり、20 問ずつ 3 つのパートに分かれています。5 つの指標（エネルギーの源 E/I、情報のとらえ方 S/N、判断の基準 T/F、生活の組み立て方 J/P、自信のあり方 A/T）にはそれぞれ 12 の文があり、各極に向けた文が 6 つずつ、しかも各パートに各極 2 つずつ入っているので、どのパートもスコアを一方に偏らせません。同じ指標の文が続けて出ることはありません。',
        '質問文はすべて私たちが書き、まず英語で作りました。どの文も、9 つの言語のどの大人にも思い当たる日常の行動や好みを 1 つだけ述べており、仕事や学業、パーティー、旅行を前提にしていません。「B より A が好き」のような比較は避けています。中間の回答が「どちらも好き」とも「どちらも好きでない」とも取れてしまうからです。読み違えやすい否定文、1 つの文に 2 つの内容を含めること、「よく」のような頻度を表す言葉も避けています。',
        '文に同意することが好ましく聞こえる場合もそうでない場合もあり、人は自分をよく見せたくなるものです。そこで各文を「好ましい」「中立」「好ましくない」に分類し、どの指標のどちらの極にも好ましい文と好ましくない文の両方が入るようにしています。よく見せようとして答えても、スコアが一方に押されないようにするためです。確信型の極がもともと好ましく聞こえる「自信のあり方」では、確信型の 6 文のうち 4 文が好ましく 2 文が好ましくない文で、揺らぎ型の 6 文のうち 2 文が好ましい文です。',
        '各文について、質問票のコードと一緒に記録を残しています。指標と極、何を測るか、何を測ってはならないか、好ましさ、そして他の 8 言語それぞれを英語に訳し戻した文です。記録が 1 つでも欠けると自動テストが失敗します。2026 年 11 月の心理測定と翻訳の見直しでは、60 文のうち 37 文を書き直すか差し替え（うち 11 文は内容が新しいもの）、さらに 4 文の翻訳を修正しました。何をなぜ変えたかは記録に残しています。',
      ),
      HK: paragraphs(
        '人格問卷共有 60 條陳述，分為三個部分，每部分 20 條。五項指標（能量來源 E/I、資訊關注點 S/N、決策依據 T/F、生活結構 J/P、自信程度 A/T）各有 12 條陳述：每個極各 6 條，並且每個部分中每個極各 2 條，因此任何一個部分都不會令得分偏向一方。同一指標的兩條陳述不會前後相連。',
        '陳述由我們自行編寫，先寫英文。每條只描述一種日常行為或偏好，九種語言的成年讀者都能認出來，不假設你有工作、在讀書、參加聚會或旅行。我們避免使用比較句（「比起 B 我更喜歡 A」），因為對這類句子選中間值既可能表示「兩個都喜歡」，也可能表示「兩個都不喜歡」；避免否定句，因為容易誤讀；避免一句包含兩個意思；亦避免「經常」之類的頻率詞。',
        '同意一條陳述可能聽來討好，也可能不然，而人往往想把自己表現得好一點。我們把每條陳述標為「討好」、「中性」或「不討好」，並確保每項指標的每個極都同時有討好和不討好的陳述，這樣為了顯得好而作答，也不會把得分推向某一方。在自信程度這項指標上，堅定一極本身聽來較好，因此堅定一極的 6 條陳述中 4 條討好、2 條不討好，起伏一極的 6 條中有 2 條討好。',
        '我們在問卷程式碼旁為每條陳述保存一份記錄：所屬指標和極、量度甚麼、不得量度甚麼、討好程度，以及其他八種語言各自回譯成英文的版本。缺少任何一份記錄，自動測試便會失敗。2026 年 11 月的一次心理測量與翻譯審查改寫或替換了 60 條陳述中的 37 條（其中 11 條內容全新），並修正了另外 4 條的譯文；記錄中寫明了改動內容及原因。',
      ),
      DE: paragraphs(
        'Der Persönlichkeitsfragebogen hat 60 Aussagen in drei Teilen zu je 20. Jeder der fünf Indikatoren (Energiequelle E/I, Informationsfokus S/N, Entscheidungsgrundlage T/F, Lebensstruktur J/P und Selbstsicherheit A/T) hat 12 Aussagen: 6 zu jedem Pol hin geschrieben und in jedem Teil 2 je Pol, damit kein Teil einen Wert kippt. Zwei Aussagen desselben Indikators folgen nie aufeinander.',
        'Die Aussagen haben wir selbst geschrieben, zuerst auf Englisch. Jede beschreibt genau ein alltägliches Verhalten oder eine Vorliebe, die Erwachsene in allen neun Sprachen wiedererkennen, ohne einen Job, ein Studium, Partys oder Reisen vorauszusetzen. Wir vermeiden Vergleiche („Ich mag A lieber als B“), weil eine mittlere Antwort darauf „beides“ ebenso wie „keins von beiden“ heißen kann; Verneinungen, die man leicht falsch liest; zwei Gedanken in einer Aussage; und Häufigkeitswörter wie „oft“.',
        'Einer Aussage zuzustimmen kann schmeichelhaft klingen oder nicht, und Menschen stellen sich gern gut dar. Wir stufen jede Aussage als erwünscht, neutral oder unerwünscht ein und achten darauf, dass jeder Pol jedes Indikators erwünschte und unerwünschte Aussagen hat: Wer antwortet, um gut dazustehen, schiebt einen Wert so nicht in eine Richtung. Bei der Selbstsicherheit, deren selbstbewusster Pol von Natur aus besser klingt, sind 4 der 6 selbstbewussten Aussagen erwünscht und 2 unerwünscht, und 2 der 6 Aussagen des unruhigen Pols sind erwünscht.',
        'Zu jeder Aussage führen wir beim Code des Fragebogens einen Steckbrief: Indikator und Pol, was sie misst, was sie nicht messen darf, wie erwünscht sie klingt, und eine Rückübersetzung ins Englische aus jeder der acht anderen Sprachen. Ein automatischer Test schlägt fehl, wenn ein Steckbrief fehlt. Im November 2026 hat eine psychometrische und sprachliche Prüfung 37 der 60 Aussagen umformuliert oder ersetzt (11 davon mit neuem Inhalt) und die Übersetzungen von 4 weiteren korrigiert; der Steckbrief sagt, was sich geändert hat und warum.',
      ),
      PT: paragraphs(
        'O questionário de personalidade tem 60 afirmações em três partes de 20. Cada um dos cinco indicadores (Fonte de energia E/I, Foco da informação S/N, Base das decisões T/F, Estrutura de vida J/P e Autoconfiança A/T) tem 12 afirmações: 6 escritas em direção a cada polo, e 2 para cada polo em cada parte, para que nenhuma parte incline uma pontuação. Duas afirmações do mesmo indicador nunca aparecem em seguida.',
        'Nós mesmos escrevemos as afirmações, primeiro em inglês. Cada uma descreve um único comportamento ou preferência do dia a dia que um adulto de qualquer um dos nossos nove idiomas reconhece, sem supor emprego, estudos, festas ou viagens. Evitamos comparações ("prefiro A a B"), porque nelas uma resposta no meio pode querer dizer tanto "os dois" quanto "nenhum dos dois"; negações, fáceis de ler errado; duas ideias na mesma afirmação; e palavras de frequência como "muitas vezes".',
        'Concordar com uma afirmação pode soar bem ou mal, e as pessoas tendem a se apresentar bem. Classificamos cada afirmação como desejável, neutra ou pouco desejável e garantimos que cada polo de cada indicador tenha afirmações desejáveis e pouco desejáveis, para que responder para causar boa impressão não empurre uma pontuação para um lado. Em Autoconfiança, em que o polo assertivo naturalmente soa melhor, 4 das 6 afirmações assertivas são desejáveis e 2 pouco desejáveis, e 2 das 6 afirmações turbulentas são desejáveis.',
        'Para cada afirmação mantemos uma ficha junto ao código do questionário: indicador e polo, o que ela mede, o que não pode medir, o quanto é desejável e uma retrotradução para o inglês de cada um dos outros oito idiomas. Um teste automático falha se alguma ficha estiver faltando. Em novembro de 2026, uma revisão psicométrica e de tradução reescreveu ou substituiu 37 das 60 afirmações (11 delas com conteúdo novo) e corrigiu as traduções de outras 4; a ficha diz o que mudou e por quê.',
      ),
      KR: paragraphs(
        '성격 질문지는 60개 문항으로, 20개씩 세 파트로 나뉩니다. 다섯 가지 지표(에너지의 원천 E/I, 정보의 초점 S/N, 결정의 기준 T/F, 생활의 구조 J/P, 자기 확신 A/T)마다 12개 문항이 있습니다. 각 극을 향한 문항이 6개씩이고, 각 파트마다 극별로 2개씩 들어 있어 어느 파트도 점수를 한쪽으로 기울이지 않습니다. 같은 지표의 문항이 연달아 나오는 일은 없습니다.',
        '문항은 저희가 직접, 먼저 영어로 썼습니다. 각 문항은 아홉 개 언어의 어느 성인이든 알아볼 수 있는 일상의 행동이나 선호 하나만을 다루며, 직장, 학업, 파티, 여행을 전제하지 않습니다. "B보다 A가 좋다" 같은 비교는 피했습니다. 중간 응답이 "둘 다"로도 "둘 다 아님"으로도 읽히기 때문입니다. 잘못 읽기 쉬운 부정문, 한 문항에 두 가지 내용을 담는 것, "자주" 같은 빈도어도 피했습니다.',
        '어떤 문항에 동의하는 것이 좋게 들릴 수도, 그렇지 않을 수도 있으며, 사람들은 자신을 좋게 보이려는 경향이 있습니다. 그래서 모든 문항을 바람직함, 중립, 바람직하지 않음으로 분류하고, 모든 지표의 각 극에 바람직한 문항과 바람직하지 않은 문항이 모두 있도록 했습니다. 좋게 보이려고 답해도 점수가 한쪽으로 밀리지 않게 하기 위해서입니다. 확신형 쪽이 원래 더 좋게 들리는 자기 확신 지표에서는 확신형 6문항 중 4개가 바람직하고 2개가 바람직하지 않으며, 동요형 6문항 중 2개가 바람직한 문항입니다.',
        '모든 문항에 대해 질문지 코드와 함께 기록을 보관합니다. 지표와 극, 무엇을 측정하는지, 무엇을 측정하면 안 되는지, 바람직함, 그리고 다른 여덟 개 언어 각각을 영어로 다시 옮긴 역번역입니다. 기록이 하나라도 빠지면 자동 테스트가 실패합니다. 2026년 11월의 심리측정 및 번역 검토에서 60개 문항 중 37개를 고쳐 쓰거나 바꾸었고(그중 11개는 새로운 내용), 4개 문항의 번역을 추가로 바로잡았습니다. 무엇을 왜 바꿨는지는 기록에 남아 있습니다.',
      ),
    },
  },
  {
    id: 'scale',
    title: {
      EN: 'The answer scale',
      CN: '作答量表',
      FR: 'L\'échelle de réponse',
      ES: 'La escala de respuesta',
      JA: '回答の尺度',
      HK: '作答量表',
      DE: 'Die Antwortskala',
      PT: 'A escala de resposta',
      KR: '응답 척도',
    },
    body: {
      EN: paragraphs(
        'You answer each statement on a 7-point scale from 1 to 7, with 4 in the middle. Only the two ends carry words. They are the same on the question screen, on the home page and in the help centre, and in every language they were chosen to be as strong as the English, no stronger: a stronger end label such as "completely" makes people avoid the ends, which narrows the spread of answers that the confidence bands are built from.',
        'The end labels are: English “Not at all” and “Very much”; French « Pas du tout » and « Beaucoup »; German „Gar nicht“ and „Sehr“ (from Rohrmann\'s 1978 intensity scale); Spanish «Nada» and «Mucho»; Portuguese “Nem um pouco” and “Muito”; Chinese “完全不符合” and “非常符合”; Japanese 「まったく当てはまらない」 and 「とても当てはまる」; Korean \'전혀 아니다\' and \'매우 그렇다\'.',
      ),
      CN: paragraphs(
        '每条陈述都在 1 到 7 的 7 级量表上作答，4 为中间值。只有两端标有文字。问题页面、首页和帮助中心使用的是同一组文字；每种语言的两端文字都选得与英文同样强烈，而不是更强：像“完全”这样更强的端点词会让人回避两端，从而缩小作答的分布，而置信区间正是根据这种分布计算的。',
        '各语言的两端文字为：英文 “Not at all” 和 “Very much”；法文 « Pas du tout » 和 « Beaucoup »；德文 „Gar nicht“ 和 „Sehr“（取自 Rohrmann 1978 年的强度量表）；西班牙文 «Nada» 和 «Mucho»；葡萄牙文 “Nem um pouco” 和 “Muito”；中文“完全不符合”和“非常符合”；日文「まったく当てはまらない」和「とても当てはまる」；韩文 \'전혀 아니다\' 和 \'매우 그렇다\'。',
      ),
      FR: paragraphs(
        'Vous répondez à chaque affirmation sur une échelle en 7 points, de 1 à 7, avec 4 au milieu. Seules les deux extrémités portent des mots. Ce sont les mêmes sur l\'écran des questions, sur la page d\'accueil et dans le centre d\'aide, et dans chaque langue ils ont été choisis aussi forts que l\'anglais, pas plus : une extrémité plus forte, comme « tout à fait », fait éviter les extrêmes, ce qui resserre l\'étendue des réponses sur laquelle reposent les marges de confiance.',
        'Les libellés des extrémités sont : en anglais “Not at all” et “Very much” ; en français « Pas du tout » et « Beaucoup » ; en allemand „Gar nicht“ et „Sehr“ (d\'après l\'échelle d\'intensité de Rohrmann, 1978) ; en espagnol «Nada» et «Mucho» ; en portugais “Nem um pouco” et “Muito” ; en chinois “完全不符合” et “非常符合” ; en japonais 「まったく当てはまらない」 et 「とても当てはまる」 ; en coréen \'전혀 아니다\' et \'매우 그렇다\'.',
      ),
      ES: paragraphs(
        'Respondes a cada afirmación en una escala de 7 puntos, del 1 al 7, con el 4 en el centro. Solo los dos extremos llevan palabras. Son las mismas en la pantalla de preguntas, en la página de inicio y en el centro de ayuda, y en cada idioma se eligieron para que fueran tan fuertes como en inglés, no más: un extremo más fuerte, como «totalmente», hace que la gente evite los extremos, y eso estrecha la dispersión de respuestas en la que se basan los intervalos de confianza.',
        'Las etiquetas de los extremos son: en inglés “Not at all” y “Very much”; en francés « Pas du tout » y « Beaucoup »; en alemán „Gar nicht“ y „Sehr“ (de la escala de intensidad de Rohrmann, 1978); en español «Nada» y «Mucho»; en portugués “Nem um pouco” y “Muito”; en chino “完全不符合” y “非常符合”; en japonés 「まったく当てはまらない」 y 「とても当てはまる」; en coreano \'전혀 아니다\' y \'매우 그렇다\'.',
      ),
      JA: paragraphs(
        '各文には 1 から 7 までの 7 段階で答えます。4 が中間です。言葉がついているのは両端だけです。質問画面、ホームページ、ヘルプセンターで同じ言葉を使い、どの言語でも英語と同じ強さになるよう、強すぎない言葉を選んでいます。「完全に」のような強い言葉を端に置くと、人は端を避けるようになり、回答の散らばりが狭まります。信頼区間はその散らばりから計算するため、影響が出てしまうのです。',
        '両端の言葉は次のとおりです。英語 “Not at all” と “Very much”、フランス語 « Pas du tout » と « Beaucoup »、ドイツ語 „Gar nicht“ と „Sehr“（Rohrmann の 1978 年の強度尺度による）、スペイン語 «Nada» と «Mucho»、ポルトガル語 “Nem um pouco” と “Muito”、中国語「完全不符合」と「非常符合」、日本語「まったく当てはまらない」と「とても当てはまる」、韓国語 \'전혀 아니다\' と \'매우 그렇다\'。',
      ),
      HK: paragraphs(
        '每條陳述都在 1 至 7 的 7 級量表上作答，4 為中間值。只有兩端標有文字。問題頁面、首頁和幫助中心使用同一組文字；每種語言的兩端文字都選得與英文同樣強烈，而不是更強：像「完全」這樣更強的端點詞會令人迴避兩端，從而收窄作答的分佈，而信賴區間正是根據這種分佈計算的。',
        '各語言的兩端文字為：英文 “Not at all” 和 “Very much”；法文 « Pas du tout » 和 « Beaucoup »；德文 „Gar nicht“ 和 „Sehr“（取自 Rohrmann 1978 年的強度量表）；西班牙文 «Nada» 和 «Mucho»；葡萄牙文 “Nem um pouco” 和 “Muito”；中文「完全不符合」和「非常符合」；日文「まったく当てはまらない」和「とても当てはまる」；韓文 \'전혀 아니다\' 和 \'매우 그렇다\'。',
      ),
      DE: paragraphs(
        'Du beantwortest jede Aussage auf einer 7-stufigen Skala von 1 bis 7, mit 4 in der Mitte. Nur die beiden Enden tragen Wörter. Sie sind auf dem Fragebildschirm, auf der Startseite und in der Hilfe dieselben und wurden in jeder Sprache so gewählt, dass sie so stark sind wie im Englischen, nicht stärker: Ein stärkeres Ende wie „voll und ganz“ lässt Menschen die Enden meiden, und das verengt die Streuung der Antworten, aus der die Konfidenzbereiche berechnet werden.',
        'Die Endpunkte heißen: Englisch “Not at all” und “Very much”; Französisch « Pas du tout » und « Beaucoup »; Deutsch „Gar nicht“ und „Sehr“ (nach Rohrmanns Intensitätsskala von 1978); Spanisch «Nada» und «Mucho»; Portugiesisch “Nem um pouco” und “Muito”; Chinesisch “完全不符合” und “非常符合”; Japanisch 「まったく当てはまらない」 und 「とても当てはまる」; Koreanisch \'전혀 아니다\' und \'매우 그렇다\'.',
      ),
      PT: paragraphs(
        'Você responde a cada afirmação em uma escala de 7 pontos, de 1 a 7, com o 4 no meio. Só as duas pontas têm palavras. Elas são as mesmas na tela das perguntas, na página inicial e na central de ajuda, e em cada idioma foram escolhidas para serem tão fortes quanto em inglês, não mais: uma ponta mais forte, como "totalmente", faz as pessoas evitarem os extremos, e isso estreita a dispersão das respostas em que as faixas de confiança se baseiam.',
        'Os rótulos das pontas são: em inglês “Not at all” e “Very much”; em francês « Pas du tout » e « Beaucoup »; em alemão „Gar nicht“ e „Sehr“ (da escala de intensidade de Rohrmann, 1978); em espanhol «Nada» e «Mucho»; em português “Nem um pouco” e “Muito”; em chinês “完全不符合” e “非常符合”; em japonês 「まったく当てはまらない」 e 「とても当てはまる」; em coreano \'전혀 아니다\' e \'매우 그렇다\'.',
      ),
      KR: paragraphs(
        '각 문항에는 1부터 7까지의 7점 척도로 답하며, 4가 중간입니다. 양 끝에만 말이 붙어 있습니다. 질문 화면, 홈페이지, 도움말 센터에서 같은 말을 쓰며, 모든 언어에서 영어와 같은 강도가 되도록, 더 강하지 않게 골랐습니다. "완전히"처럼 더 강한 말을 끝에 두면 사람들이 양 끝을 피하게 되고, 신뢰 구간의 바탕이 되는 응답의 퍼짐이 좁아지기 때문입니다.',
        '양 끝의 말은 다음과 같습니다. 영어 “Not at all”과 “Very much”, 프랑스어 « Pas du tout »와 « Beaucoup », 독일어 „Gar nicht“와 „Sehr“(Rohrmann의 1978년 강도 척도), 스페인어 «Nada»와 «Mucho», 포르투갈어 “Nem um pouco”와 “Muito”, 중국어 “完全不符合”와 “非常符合”, 일본어 「まったく当てはまらない」와 「とても当てはまる」, 한국어 \'전혀 아니다\'와 \'매우 그렇다\'.',
      ),
    },
  },
  {
    id: 'scoring',
    title: {
      EN: 'Keying and scoring',
      CN: '计分方向与计分方法',
      FR: 'Sens de cotation et calcul des scores',
      ES: 'Dirección de las afirmaciones y puntuación',
      JA: '採点の向きと採点方法',
      HK: '計分方向與計分方法',
      DE: 'Polung und Auswertung',
      PT: 'Direção das afirmações e pontuação',
      KR: '채점 방향과 채점 방법',
    },
    body: {
      EN: paragraphs(
        'Each statement is keyed to one pole: agreeing with it moves the score toward that pole. Half the statements of each indicator are keyed to each pole, so a habit of agreeing with everything largely cancels out. An answer to a statement keyed to the second pole (I, N, F, P or Turbulent) is reversed before scoring: 1 counts as 7, 2 as 6, and so on.',
        'An indicator\'s score runs from 0 to 100 toward the first pole (E, S, T, J or A). It is 50 plus 50 times the average distance of the 12 answers from the middle answer 4, divided by 3. Above 50 gives the first letter, 50 or below the second: an exact 50 goes to I, N, F, P or Turbulent, the usual convention. The five letters form your type, for example INFJ-T.',
        'How clear a preference is follows from the distance to 50: slight up to about 8 points, moderate up to 25, clear up to about 42, very clear beyond that. These cut-offs (one sixth, one half and five sixths of the full distance) keep the proportions of the preference clarity categories that readers may know from other type questionnaires.',
      ),
      CN: paragraphs(
        '每条陈述都指向一个极：同意它，得分就向该极移动。每项指标的陈述一半指向一个极，一半指向另一个极，因此对什么都同意的习惯大体会相互抵消。对指向第二个极（I、N、F、P 或起伏）的陈述，作答在计分前会先反转：1 按 7 计，2 按 6 计，依此类推。',
        '每项指标的得分为 0 到 100，越高越偏向第一个极（E、S、T、J 或 A）。计算方法是：50 加上 50 乘以 12 个作答与中间值 4 的平均距离再除以 3。高于 50 得第一个字母，50 及以下得第二个字母；恰好为 50 时按惯例归入 I、N、F、P 或起伏。五个字母组成你的类型，例如 INFJ-T。',
        '偏好的清晰程度取决于与 50 的距离：约 8 分以内为轻微，25 分以内为中等，约 42 分以内为清晰，再远为非常清晰。这些分界点（满距离的六分之一、二分之一和六分之五）沿用了读者可能在其他类型问卷中见过的偏好清晰度分类的比例。',
      ),
      FR: paragraphs(
        'Chaque affirmation est orientée vers un pôle : être d\'accord avec elle rapproche le score de ce pôle. La moitié des affirmations de chaque indicateur est orientée vers chaque pôle, si bien que l\'habitude d\'acquiescer à tout s\'annule en grande partie. La réponse à une affirmation orientée vers le second pôle (I, N, F, P ou Fluctuant) est inversée avant le calcul : 1 compte pour 7, 2 pour 6, et ainsi de suite.',
        'Le score d\'un indicateur va de 0 à 100 vers le premier pôle (E, S, T, J ou A). Il vaut 50 plus 50 fois l\'écart moyen des 12 réponses à la réponse du milieu, 4, divisé par 3. Au-dessus de 50, c\'est la première lettre ; à 50 ou en dessous, la seconde : un 50 exact va à I, N, F, P ou Fluctuant, selon la convention habituelle. Les cinq lettres forment votre type, par exemple INFJ-T.',
        'La netteté d\'une préférence découle de l\'écart à 50 : légère jusqu\'à environ 8 points, modérée jusqu\'à 25, nette jusqu\'à environ 42, très nette au-delà. Ces seuils (un sixième, la moitié et cinq sixièmes de l\'écart maximal) reprennent les proportions des catégories de netteté des préférences que l\'on connaît peut-être par d\'autres questionnaires de types.',
      ),
      ES: paragraphs(
        'Cada afirmación apunta a un polo: estar de acuerdo con ella mueve la puntuación hacia ese polo. La mitad de las afirmaciones de cada indicador apunta a cada polo, así que la costumbre de estar de acuerdo con todo se anula en gran parte. La respuesta a una afirmación que apunta al segundo polo (I, N, F, P o Turbulento) se invierte antes de puntuar: el 1 cuenta como 7, el 2 como 6, y así sucesivamente.',
        'La puntuación de un indicador va de 0 a 100 hacia el primer polo (E, S, T, J o A). Es 50 más 50 por la distancia media de las 12 respuestas a la respuesta central, el 4, dividida entre 3. Por encima de 50 sale la primera letra; con 50 o menos, la segunda: un 50 exacto va a I, N, F, P o Turbulento, según la convención habitual. Las cinco letras forman tu tipo, por ejemplo INFJ-T.',
        'Lo clara que es una preferencia depende de la distancia a 50: leve hasta unos 8 puntos, moderada hasta 25, clara hasta unos 42 y muy clara a partir de ahí. Estos cortes (un sexto, la mitad y cinco sextos de la distancia máxima) mantienen las proporciones de las categorías de claridad de preferencia que quizá conozcas de otros cuestionarios de tipos.',
      ),
      JA: paragraphs(
        '各文はどちらか一方の極に向けて作られており、同意するとスコアがその極に近づきます。各指標の文は半分ずつ両方の極に向けてあるので、何にでも同意する癖はほぼ打ち消し合います。第 2 の極（I、N、F、P、揺らぎ型）に向けた文への回答は、採点の前に反転します。1 は 7、2 は 6 として数え、以下同様です。',
        '指標のスコアは 0 から 100 で、高いほど第 1 の極（E、S、T、J、A）寄りです。計算は、50 に、12 の回答が中間の 4 からどれだけ離れているかの平均を 3 で割って 50 を掛けたものを足します。50 を超えれば第 1 の文字、50 以下なら第 2 の文字になり、ちょうど 50 の場合は慣例どおり I、N、F、P、揺らぎ型とします。5 つの文字があなたのタイプ（例：INFJ-T）になります。',
        '好みのはっきりさは 50 からの距離で決まります。約 8 点までがわずか、25 点までが中程度、約 42 点までがはっきり、それ以上がとてもはっきりです。この区切り（最大距離の 6 分の 1、2 分の 1、6 分の 5）は、ほかのタイプ診断でなじみのある「好みの明確さ」の区分と同じ比率です。',
      ),
      HK: paragraphs(
        '每條陳述都指向一個極：同意它，得分便向該極移動。每項指標的陳述一半指向一個極，一半指向另一個極，因此對甚麼都同意的習慣大致會互相抵消。對指向第二個極（I、N、F、P 或起伏）的陳述，作答在計分前會先反轉：1 按 7 計，2 按 6 計，如此類推。',
        '每項指標的得分為 0 至 100，越高越偏向第一個極（E、S、T、J 或 A）。計算方法是：50 加上 50 乘以 12 個作答與中間值 4 的平均距離再除以 3。高於 50 得第一個字母，50 或以下得第二個字母；剛好 50 時按慣例歸入 I、N、F、P 或起伏。五個字母組成你的類型，例如 INFJ-T。',
        '偏好的清晰程度取決於與 50 的距離：約 8 分以內為輕微，25 分以內為中等，約 42 分以內為清晰，再遠為非常清晰。這些分界點（滿距離的六分之一、二分之一和六分之五）沿用了讀者或會在其他類型問卷中見過的偏好清晰度分類的比例。',
      ),
      DE: paragraphs(
        'Jede Aussage ist auf einen Pol gepolt: Zustimmung bewegt den Wert zu diesem Pol. Die Hälfte der Aussagen jedes Indikators ist auf jeden Pol gepolt, sodass die Gewohnheit, allem zuzustimmen, sich weitgehend aufhebt. Die Antwort auf eine Aussage, die auf den zweiten Pol gepolt ist (I, N, F, P oder Unruhig), wird vor der Auswertung umgedreht: 1 zählt als 7, 2 als 6 und so weiter.',
        'Der Wert eines Indikators reicht von 0 bis 100 in Richtung des ersten Pols (E, S, T, J oder A). Er ist 50 plus 50 mal der durchschnittliche Abstand der 12 Antworten von der mittleren Antwort 4, geteilt durch 3. Über 50 ergibt den ersten Buchstaben, 50 oder darunter den zweiten: Genau 50 geht nach der üblichen Konvention an I, N, F, P oder Unruhig. Die fünf Buchstaben bilden deinen Typ, zum Beispiel INFJ-T.',
        'Wie klar eine Präferenz ist, folgt aus dem Abstand zu 50: leicht bis etwa 8 Punkte, mäßig bis 25, klar bis etwa 42, sehr klar darüber. Diese Grenzen (ein Sechstel, die Hälfte und fünf Sechstel des größten Abstands) übernehmen die Verhältnisse der Klarheitskategorien, die du vielleicht aus anderen Typenfragebögen kennst.',
      ),
      PT: paragraphs(
        'Cada afirmação aponta para um polo: concordar com ela move a pontuação para esse polo. Metade das afirmações de cada indicador aponta para cada polo, então o hábito de concordar com tudo se anula em grande parte. A resposta a uma afirmação que aponta para o segundo polo (I, N, F, P ou Turbulento) é invertida antes da pontuação: 1 vale 7, 2 vale 6, e assim por diante.',
        'A pontuação de um indicador vai de 0 a 100 em direção ao primeiro polo (E, S, T, J ou A). Ela é 50 mais 50 vezes a distância média das 12 respostas até a resposta do meio, o 4, dividida por 3. Acima de 50 sai a primeira letra; com 50 ou menos, a segunda: um 50 exato vai para I, N, F, P ou Turbulento, pela convenção usual. As cinco letras formam o seu tipo, por exemplo INFJ-T.',
        'O quanto uma preferência é clara decorre da distância até 50: leve até cerca de 8 pontos, moderada até 25, clara até cerca de 42 e muito clara acima disso. Esses cortes (um sexto, metade e cinco sextos da distância máxima) mantêm as proporções das categorias de clareza de preferência que você talvez conheça de outros questionários de tipos.',
      ),
      KR: paragraphs(
        '각 문항은 한쪽 극을 향하도록 만들어져, 동의하면 점수가 그 극 쪽으로 움직입니다. 각 지표의 문항은 절반씩 양쪽 극을 향하므로, 무엇에든 동의하는 습관은 대부분 상쇄됩니다. 두 번째 극(I, N, F, P, 동요형)을 향한 문항의 응답은 채점 전에 뒤집습니다. 1은 7로, 2는 6으로 세는 식입니다.',
        '지표 점수는 0에서 100까지이며 첫 번째 극(E, S, T, J, A) 쪽으로 갈수록 높아집니다. 50에, 12개 응답이 중간값 4에서 떨어진 평균 거리를 3으로 나눈 값에 50을 곱해 더합니다. 50보다 크면 첫 번째 글자, 50 이하이면 두 번째 글자이며, 정확히 50이면 관례에 따라 I, N, F, P, 동요형으로 봅니다. 다섯 글자가 당신의 유형이 됩니다(예: INFJ-T).',
        '선호가 얼마나 분명한지는 50과의 거리로 정해집니다. 약 8점까지는 약함, 25점까지는 보통, 약 42점까지는 분명함, 그 이상은 매우 분명함입니다. 이 기준(최대 거리의 6분의 1, 2분의 1, 6분의 5)은 다른 유형 검사에서 보셨을 수 있는 선호 명확성 범주의 비율을 그대로 따릅니다.',
      ),
    },
  },
  {
    id: 'bands',
    title: {
      EN: 'Confidence bands and borderline letters',
      CN: '置信区间与临界字母',
      FR: 'Marges de confiance et lettres limites',
      ES: 'Intervalos de confianza y letras en el límite',
      JA: '信頼区間と境界線上の文字',
      HK: '信賴區間與臨界字母',
      DE: 'Konfidenzbereiche und Grenzfälle',
      PT: 'Faixas de confiança e letras no limite',
      KR: '신뢰 구간과 경계선 글자',
    },
    body: {
      EN: paragraphs(
        'A score is an estimate, not an exact value. Next to each score we show a 90% confidence band: the range that holds the score we would expect from you over many sittings, given how consistent your own answers were. It comes from the spread of your 12 answers on that indicator, with Student\'s t distribution because that spread is itself estimated. So that identical answers do not give a band of zero width, the spread is pooled with a prior worth 2 answers at a typical spread of 20 points. Consistent answers give a narrow band, mixed answers a wide one.',
        'When the band includes 50, the letter is marked borderline: your answers do not settle it, and another sitting could well give the other letter. We then also show a secondary type, your type with the most borderline of its first four letters switched. In our simulation (below), 90% bands held the true score 91 to 92% of the time; on any one indicator about half of the simulated people were borderline, and only about 7 in 100 had no borderline letter at all. That is normal for 12 statements per indicator: most people are not at the extremes, and we prefer to say so rather than present a close call as a firm result.',
      ),
      CN: paragraphs(
        '得分是估计值，而不是精确值。每个得分旁边都有一个 90% 置信区间：根据你自己作答的一致程度，它给出你在多次作答中预期得分所在的范围。区间由你在该指标上 12 个作答的离散程度算出，并使用学生 t 分布，因为这个离散程度本身也是估计出来的。为了避免作答完全相同时区间宽度为零，离散程度会与一个相当于 2 个作答、典型离散度为 20 分的先验合并。作答一致，区间就窄；作答混杂，区间就宽。',
        '当区间包含 50 时，该字母会被标为临界：你的作答不足以确定它，再测一次很可能得到另一个字母。这时我们还会给出次要类型，即把前四个字母中最接近临界的那个换成另一个字母后的类型。在我们的模拟中（见下文），90% 置信区间有 91% 到 92% 的时候包含真实得分；在任何一项指标上，大约一半的模拟人处于临界，只有约百分之七的人没有任何临界字母。对于每项指标 12 条陈述的问卷，这很正常：大多数人并不处在两端，我们宁愿如实说明，也不把难分胜负的结果说成确定的结论。',
      ),
      FR: paragraphs(
        'Un score est une estimation, pas une valeur exacte. À côté de chaque score, nous affichons une marge de confiance à 90 % : l\'intervalle qui contient le score attendu pour vous sur de nombreuses passations, compte tenu de la cohérence de vos propres réponses. Elle vient de la dispersion de vos 12 réponses sur cet indicateur, avec la loi t de Student, car cette dispersion est elle-même estimée. Pour que des réponses identiques ne donnent pas une marge de largeur nulle, la dispersion est combinée avec un a priori qui vaut 2 réponses d\'une dispersion typique de 20 points. Des réponses cohérentes donnent une marge étroite, des réponses mélangées une marge large.',
        'Quand la marge contient 50, la lettre est signalée comme limite : vos réponses ne la tranchent pas, et une autre passation pourrait bien donner l\'autre lettre. Nous indiquons alors aussi un type secondaire : votre type avec la plus incertaine de ses quatre premières lettres inversée. Dans notre simulation (plus bas), les marges à 90 % contenaient le vrai score 91 à 92 % du temps ; sur un indicateur donné, environ la moitié des personnes simulées étaient à la limite, et seulement 7 sur 100 environ n\'avaient aucune lettre limite. C\'est normal avec 12 affirmations par indicateur : la plupart des gens ne sont pas aux extrêmes, et nous préférons le dire plutôt que présenter un résultat serré comme tranché.',
      ),
      ES: paragraphs(
        'Una puntuación es una estimación, no un valor exacto. Junto a cada puntuación mostramos un intervalo de confianza del 90 %: el rango que contiene la puntuación que cabría esperar de ti en muchas aplicaciones, según lo coherentes que hayan sido tus propias respuestas. Sale de la dispersión de tus 12 respuestas en ese indicador, con la distribución t de Student, porque esa dispersión también se estima. Para que unas respuestas idénticas no den un intervalo de anchura cero, la dispersión se combina con una distribución previa que vale lo que 2 respuestas con una dispersión típica de 20 puntos. Respuestas coherentes dan un intervalo estrecho; respuestas mezcladas, uno ancho.',
        'Cuando el intervalo incluye el 50, la letra se marca como en el límite: tus respuestas no la deciden, y otra aplicación podría dar la otra letra. Entonces mostramos también un tipo secundario: tu tipo con la más dudosa de sus cuatro primeras letras cambiada. En nuestra simulación (más abajo), los intervalos del 90 % contenían la puntuación real entre el 91 y el 92 % de las veces; en cualquier indicador, más o menos la mitad de las personas simuladas estaban en el límite, y solo unas 7 de cada 100 no tenían ninguna letra en el límite. Es lo normal con 12 afirmaciones por indicador: la mayoría de la gente no está en los extremos, y preferimos decirlo antes que presentar un resultado ajustado como firme.',
      ),
      JA: paragraphs(
        'スコアは推定値であり、正確な値ではありません。各スコアの横には 90% 信頼区間を表示します。あなた自身の回答の一貫性から見て、何度も受検した場合に期待されるスコアが入る範囲です。その指標の 12 の回答の散らばりから求め、散らばり自体も推定値であるためスチューデントの t 分布を使います。すべて同じ回答でも幅がゼロにならないよう、典型的な散らばり 20 点の回答 2 つ分に相当する事前分布と合わせて計算します。一貫した回答なら区間は狭く、ばらついた回答なら広くなります。',
        '区間が 50 を含む場合、その文字は「境界線上」と表示します。回答からはどちらとも決められず、もう一度受けると反対の文字になる可能性が十分あるという意味です。その場合は、最初の 4 文字のうち最も境界に近い文字を入れ替えたタイプを、第 2 のタイプとして示します。私たちのシミュレーション（下記）では、90% 区間が真のスコアを含んだ割合は 91〜92% でした。どの指標でもシミュレーション上の人の約半数が境界線上で、境界線上の文字がまったくない人は 100 人に約 7 人でした。1 指標 12 文の質問票ではこれが普通です。多くの人は両端にはいないからです。僅差の結果を確かな結果のように見せるより、そのことを正直にお伝えします。',
      ),
      HK: paragraphs(
        '得分是估計值，而不是精確值。每個得分旁邊都有一個 90% 信賴區間：根據你自己作答的一致程度，它給出你在多次作答中預期得分所在的範圍。區間由你在該指標上 12 個作答的離散程度計算，並使用學生 t 分佈，因為這個離散程度本身也是估計出來的。為免作答完全相同時區間寬度為零，離散程度會與一個相當於 2 個作答、典型離散度為 20 分的先驗合併。作答一致，區間便窄；作答混雜，區間便闊。',
        '當區間包含 50 時，該字母會被標為臨界：你的作答不足以確定它，再測一次很可能得到另一個字母。這時我們亦會給出次要類型，即把前四個字母中最接近臨界的那個換成另一個字母後的類型。在我們的模擬中（見下文），90% 信賴區間有 91% 至 92% 的時候包含真實得分；在任何一項指標上，約一半的模擬人處於臨界，只有約百分之七的人沒有任何臨界字母。對於每項指標 12 條陳述的問卷，這很正常：大部分人並不處於兩端，我們寧願如實說明，也不把難分高下的結果說成確定的結論。',
      ),
      DE: paragraphs(
        'Ein Wert ist eine Schätzung, kein exakter Wert. Neben jedem Wert zeigen wir einen 90-%-Konfidenzbereich: den Bereich, der den Wert enthält, den wir bei dir über viele Durchgänge erwarten würden, je nachdem, wie einheitlich deine eigenen Antworten waren. Er ergibt sich aus der Streuung deiner 12 Antworten auf diesem Indikator, mit Students t-Verteilung, weil diese Streuung selbst geschätzt ist. Damit identische Antworten keinen Bereich der Breite null ergeben, wird die Streuung mit einer Vorannahme verrechnet, die so viel zählt wie 2 Antworten mit einer typischen Streuung von 20 Punkten. Einheitliche Antworten ergeben einen schmalen Bereich, gemischte einen breiten.',
        'Enthält der Bereich die 50, wird der Buchstabe als Grenzfall markiert: Deine Antworten entscheiden ihn nicht, und ein weiterer Durchgang könnte gut den anderen Buchstaben ergeben. Dann zeigen wir auch einen Zweittyp: deinen Typ, bei dem der unsicherste der ersten vier Buchstaben getauscht ist. In unserer Simulation (unten) enthielten die 90-%-Bereiche den wahren Wert in 91 bis 92 % der Fälle; auf jedem einzelnen Indikator war etwa die Hälfte der simulierten Personen ein Grenzfall, und nur etwa 7 von 100 hatten gar keinen Grenzfall-Buchstaben. Das ist bei 12 Aussagen pro Indikator normal: Die meisten Menschen liegen nicht an den Extremen, und wir sagen das lieber, als ein knappes Ergebnis als eindeutig auszugeben.',
      ),
      PT: paragraphs(
        'Uma pontuação é uma estimativa, não um valor exato. Ao lado de cada pontuação mostramos uma faixa de confiança de 90%: o intervalo que contém a pontuação esperada para você em muitas aplicações, dada a coerência das suas próprias respostas. Ela vem da dispersão das suas 12 respostas naquele indicador, com a distribuição t de Student, porque essa dispersão também é estimada. Para que respostas idênticas não deem uma faixa de largura zero, a dispersão é combinada com uma distribuição a priori que vale 2 respostas com dispersão típica de 20 pontos. Respostas coerentes dão uma faixa estreita; respostas misturadas, uma larga.',
        'Quando a faixa inclui o 50, a letra é marcada como no limite: suas respostas não a decidem, e outra aplicação poderia muito bem dar a outra letra. Nesse caso também mostramos um tipo secundário: o seu tipo com a mais incerta das quatro primeiras letras trocada. Na nossa simulação (abaixo), as faixas de 90% continham a pontuação verdadeira de 91% a 92% das vezes; em qualquer indicador, cerca de metade das pessoas simuladas estava no limite, e só cerca de 7 em cada 100 não tinham nenhuma letra no limite. Isso é normal com 12 afirmações por indicador: a maioria das pessoas não está nos extremos, e preferimos dizer isso a apresentar um resultado apertado como definitivo.',
      ),
      KR: paragraphs(
        '점수는 추정치이지 정확한 값이 아닙니다. 각 점수 옆에는 90% 신뢰 구간을 표시합니다. 당신의 응답이 얼마나 일관적이었는지를 고려할 때, 여러 번 응시했을 때 기대되는 점수가 들어갈 범위입니다. 해당 지표의 12개 응답의 퍼짐으로 계산하며, 그 퍼짐 자체도 추정값이므로 스튜던트 t 분포를 씁니다. 응답이 모두 같을 때 구간 폭이 0이 되지 않도록, 전형적인 퍼짐 20점짜리 응답 2개에 해당하는 사전 분포와 합쳐 계산합니다. 일관된 응답은 좁은 구간을, 섞인 응답은 넓은 구간을 줍니다.',
        '구간이 50을 포함하면 그 글자를 경계선으로 표시합니다. 응답만으로는 정할 수 없고, 다시 응시하면 반대 글자가 나올 수도 있다는 뜻입니다. 이때는 앞 네 글자 중 가장 경계선에 가까운 글자를 바꾼 보조 유형도 보여 드립니다. 저희 시뮬레이션(아래)에서 90% 구간은 91~92%의 경우 실제 점수를 포함했습니다. 어느 지표에서든 시뮬레이션 속 사람의 약 절반이 경계선이었고, 경계선 글자가 하나도 없는 사람은 100명 중 약 7명뿐이었습니다. 지표당 12문항인 검사에서는 정상적인 결과입니다. 대부분의 사람은 양 끝에 있지 않으며, 저희는 근소한 결과를 확실한 결과처럼 보여 주기보다 그 사실을 말씀드리는 편을 택합니다.',
      ),
    },
  },
  {
    id: 'reliability',
    title: {
      EN: 'Reliability',
      CN: '信度',
      FR: 'Fidélité',
      ES: 'Fiabilidad',
      JA: '信頼性',
      HK: '信度',
      DE: 'Reliabilität',
      PT: 'Confiabilidade',
      KR: '신뢰도',
    },
    body: {
      EN: paragraphs(
        'Reliability says how consistently the statements of an indicator measure the same thing. We publish Cronbach\'s alpha for each indicator, computed from every completed test in which all 12 statements of that indicator were answered, and recomputed at most every ten minutes. We publish it only from 30 such tests on. Alpha runs up to 1; 0.70 or more is usually called acceptable and 0.80 or more good.',
        'Until there are enough real answers, we show figures from a simulation and label them as such. In it, 20,000 simulated people with known trait levels answer the real statements twice. Each statement\'s loading (how strongly it reflects the trait) is drawn between 0.45 and 0.75, the range good published questionnaires report for single statements, and each person also has a tendency to agree with anything. Our real scoring code then scores them. A simulation shows whether the design can work (12 statements, balanced keying, the bands); it cannot show whether our wording works. Only real answers can.',
        'The program that produces these figures (npm run bench:psychometrics) also reports, once enough real answers exist, alpha per indicator, the correlation of each statement with the rest of its indicator, and the share of people marked borderline; statements that correlate below 0.2 are rewritten. We have not yet measured test–retest stability or agreement with other questionnaires in real people; we will publish both here when we have.',
      ),
      CN: paragraphs(
        '信度表示一项指标的各条陈述测量同一事物的一致程度。我们公布每项指标的克隆巴赫 α 系数，它根据所有答完该指标全部 12 条陈述的已完成测试计算，最多每十分钟更新一次。只有在这样的测试达到 30 份之后我们才公布。α 最高为 1；一般认为 0.70 及以上可以接受，0.80 及以上为良好。',
        '在真实作答足够之前，我们展示模拟得到的数据，并注明是模拟数据。模拟中，20,000 名特质水平已知的模拟人对真实陈述作答两次。每条陈述的载荷（反映该特质的强弱）在 0.45 到 0.75 之间随机抽取，这是优秀的已发表问卷中单条陈述常见的范围；每个人还带有一种对什么都倾向于同意的习惯。随后由我们真实的计分代码为他们计分。模拟能说明设计（每项 12 条陈述、平衡的计分方向、置信区间）是否可行，却无法说明我们的措辞是否有效，这只有真实作答才能说明。',
        '生成这些数据的程序（npm run bench:psychometrics）在真实作答足够后，还会报告每项指标的 α、每条陈述与同一指标其余陈述的相关，以及被标为临界的人所占比例；相关低于 0.2 的陈述会被改写。我们尚未在真实人群中测量重测稳定性，也未测量与其他问卷的一致性；一旦完成，我们会在本页公布。',
      ),
      FR: paragraphs(
        'La fidélité indique à quel point les affirmations d\'un indicateur mesurent la même chose de façon cohérente. Nous publions l\'alpha de Cronbach de chaque indicateur, calculé à partir de tous les tests terminés où les 12 affirmations de l\'indicateur ont reçu une réponse, et recalculé au plus toutes les dix minutes. Nous ne le publions qu\'à partir de 30 tests de ce type. L\'alpha va jusqu\'à 1 ; on considère en général 0,70 ou plus comme acceptable et 0,80 ou plus comme bon.',
        'Tant qu\'il n\'y a pas assez de réponses réelles, nous montrons des chiffres issus d\'une simulation, présentés comme tels. 20 000 personnes simulées, dont on connaît le niveau sur chaque trait, répondent deux fois aux vraies affirmations. La saturation de chaque affirmation (à quel point elle reflète le trait) est tirée entre 0,45 et 0,75, la plage que rapportent de bons questionnaires publiés pour une affirmation isolée, et chaque personne a aussi une tendance à acquiescer à tout. Notre vrai code de calcul les note ensuite. Une simulation montre si la conception peut fonctionner (12 affirmations, orientation équilibrée, les marges) ; elle ne peut pas montrer si notre formulation fonctionne. Seules des réponses réelles le peuvent.',
        'Le programme qui produit ces chiffres (npm run bench:psychometrics) indique aussi, dès qu\'il y a assez de réponses réelles, l\'alpha par indicateur, la corrélation de chaque affirmation avec le reste de son indicateur et la part de personnes signalées à la limite ; les affirmations dont la corrélation est inférieure à 0,2 sont réécrites. Nous n\'avons pas encore mesuré la stabilité test-retest ni l\'accord avec d\'autres questionnaires chez de vraies personnes ; nous publierons les deux ici quand ce sera fait.',
      ),
      ES: paragraphs(
        'La fiabilidad indica con qué coherencia las afirmaciones de un indicador miden lo mismo. Publicamos el alfa de Cronbach de cada indicador, calculado con todos los tests completados en los que se respondieron las 12 afirmaciones de ese indicador, y recalculado como mucho cada diez minutos. Solo lo publicamos a partir de 30 tests de este tipo. El alfa llega como máximo a 1; se suele considerar aceptable un 0,70 o más y bueno un 0,80 o más.',
        'Mientras no haya suficientes respuestas reales, mostramos cifras de una simulación y lo indicamos. En ella, 20.000 personas simuladas con niveles de rasgo conocidos responden dos veces a las afirmaciones reales. La carga de cada afirmación (con qué fuerza refleja el rasgo) se sortea entre 0,45 y 0,75, el rango que publican buenos cuestionarios para afirmaciones sueltas, y cada persona tiene además cierta tendencia a estar de acuerdo con todo. Después las puntúa nuestro código de puntuación real. Una simulación muestra si el diseño puede funcionar (12 afirmaciones, dirección equilibrada, los intervalos); no puede mostrar si nuestra redacción funciona. Eso solo pueden mostrarlo las respuestas reales.',
        'El programa que produce estas cifras (npm run bench:psychometrics) también informa, cuando hay suficientes respuestas reales, del alfa por indicador, de la correlación de cada afirmación con el resto de su indicador y del porcentaje de personas marcadas en el límite; las afirmaciones con una correlación inferior a 0,2 se reescriben. Aún no hemos medido la estabilidad test-retest ni la concordancia con otros cuestionarios en personas reales; publicaremos ambas aquí cuando las tengamos.',
      ),
      JA: paragraphs(
        '信頼性とは、ある指標の文がどれだけ一貫して同じものを測っているかを示すものです。各指標のクロンバックの α 係数を、その指標の 12 文すべてに回答した完了済みのテストをもとに計算し、最短 10 分ごとに更新して公開しています。公開するのは、そうしたテストが 30 件に達してからです。α の上限は 1 で、一般に 0.70 以上なら許容できる、0.80 以上なら良好とされます。',
        '実際の回答が十分に集まるまでは、シミュレーションによる数値を、その旨を明記して表示します。シミュレーションでは、特性の水準がわかっている 20,000 人の仮想の回答者が、実際の質問文に 2 回答えます。各文の負荷量（その特性をどれだけ強く反映するか）は、公刊された優れた質問票で 1 文あたりに報告される範囲である 0.45〜0.75 から抽出し、各回答者には何にでも同意しやすい傾向も持たせています。そのうえで実際の採点コードで採点します。シミュレーションで確かめられるのは設計（12 文、均衡のとれた向き、信頼区間）が機能しうるかどうかであり、文言が機能するかどうかはわかりません。それがわかるのは実際の回答だけです。',
        'これらの数値を出すプログラム（npm run bench:psychometrics）は、実際の回答が十分に集まると、指標ごとの α、各文とその指標の残りの文との相関、境界線上と判定された人の割合も報告します。相関が 0.2 未満の文は書き直します。実際の人での再検査信頼性や、他の質問票との一致度はまだ測定していません。測定した時点で、このページで公開します。',
      ),
      HK: paragraphs(
        '信度表示一項指標的各條陳述量度同一事物的一致程度。我們公佈每項指標的克朗巴赫 α 系數，它根據所有答完該指標全部 12 條陳述的已完成測試計算，最多每十分鐘更新一次。只有在這類測試達到 30 份之後我們才公佈。α 最高為 1；一般認為 0.70 或以上可以接受，0.80 或以上為良好。',
        '在真實作答足夠之前，我們展示模擬所得的數據，並註明是模擬數據。模擬中，20,000 名特質水平已知的模擬人對真實陳述作答兩次。每條陳述的負荷（反映該特質的強弱）在 0.45 至 0.75 之間隨機抽取，這是優秀的已發表問卷中單條陳述常見的範圍；每個人亦帶有一種對甚麼都傾向同意的習慣。然後由我們真實的計分程式碼為他們計分。模擬能說明設計（每項 12 條陳述、平衡的計分方向、信賴區間）是否可行，卻無法說明我們的措辭是否有效，這只有真實作答才能說明。',
        '產生這些數據的程式（npm run bench:psychometrics）在真實作答足夠後，亦會報告每項指標的 α、每條陳述與同一指標其餘陳述的相關，以及被標為臨界的人所佔比例；相關低於 0.2 的陳述會被改寫。我們尚未在真實人群中量度重測穩定性，亦未量度與其他問卷的一致性；一旦完成，我們會在本頁公佈。',
      ),
      DE: paragraphs(
        'Reliabilität sagt, wie einheitlich die Aussagen eines Indikators dasselbe messen. Wir veröffentlichen Cronbachs Alpha für jeden Indikator, berechnet aus allen abgeschlossenen Tests, in denen alle 12 Aussagen dieses Indikators beantwortet wurden, und höchstens alle zehn Minuten neu berechnet. Wir veröffentlichen es erst ab 30 solchen Tests. Alpha reicht bis 1; ab 0,70 gilt es meist als akzeptabel, ab 0,80 als gut.',
        'Solange es nicht genug echte Antworten gibt, zeigen wir Zahlen aus einer Simulation und kennzeichnen sie so. Darin beantworten 20.000 simulierte Personen mit bekannter Ausprägung die echten Aussagen zweimal. Die Ladung jeder Aussage (wie stark sie das Merkmal widerspiegelt) wird zwischen 0,45 und 0,75 gezogen, dem Bereich, den gute veröffentlichte Fragebögen für einzelne Aussagen berichten, und jede Person neigt außerdem etwas dazu, allem zuzustimmen. Unser echter Auswertungscode wertet sie dann aus. Eine Simulation zeigt, ob der Aufbau funktionieren kann (12 Aussagen, ausgewogene Polung, die Bereiche); ob unsere Formulierungen funktionieren, kann sie nicht zeigen. Das können nur echte Antworten.',
        'Das Programm, das diese Zahlen erzeugt (npm run bench:psychometrics), berichtet außerdem, sobald es genug echte Antworten gibt, Alpha je Indikator, die Korrelation jeder Aussage mit dem Rest ihres Indikators und den Anteil der Menschen mit Grenzfall-Markierung; Aussagen mit einer Korrelation unter 0,2 werden neu geschrieben. Die Retest-Stabilität und die Übereinstimmung mit anderen Fragebögen haben wir an echten Menschen noch nicht gemessen; beides veröffentlichen wir hier, sobald wir es haben.',
      ),
      PT: paragraphs(
        'A confiabilidade diz com que coerência as afirmações de um indicador medem a mesma coisa. Publicamos o alfa de Cronbach de cada indicador, calculado a partir de todos os testes concluídos em que as 12 afirmações daquele indicador foram respondidas, e recalculado no máximo a cada dez minutos. Só o publicamos a partir de 30 testes desse tipo. O alfa vai até 1; em geral, 0,70 ou mais é considerado aceitável e 0,80 ou mais, bom.',
        'Enquanto não houver respostas reais suficientes, mostramos números de uma simulação e avisamos isso. Nela, 20.000 pessoas simuladas, com níveis de traço conhecidos, respondem duas vezes às afirmações reais. A carga de cada afirmação (o quanto ela reflete o traço) é sorteada entre 0,45 e 0,75, a faixa que bons questionários publicados relatam para afirmações isoladas, e cada pessoa também tem uma tendência a concordar com tudo. Depois, nosso código de pontuação real as pontua. Uma simulação mostra se o desenho pode funcionar (12 afirmações, direção equilibrada, as faixas); ela não mostra se a nossa redação funciona. Isso só as respostas reais mostram.',
        'O programa que gera esses números (npm run bench:psychometrics) também informa, quando houver respostas reais suficientes, o alfa por indicador, a correlação de cada afirmação com o restante do seu indicador e a parcela de pessoas marcadas no limite; afirmações com correlação abaixo de 0,2 são reescritas. Ainda não medimos a estabilidade teste-reteste nem a concordância com outros questionários em pessoas reais; vamos publicar as duas aqui quando tivermos.',
      ),
      KR: paragraphs(
        '신뢰도는 한 지표의 문항들이 얼마나 일관되게 같은 것을 측정하는지를 나타냅니다. 저희는 지표별 크론바흐 알파를 공개합니다. 해당 지표의 12문항에 모두 답한 완료된 검사로 계산하며, 최소 10분 간격으로 다시 계산합니다. 이런 검사가 30건 이상일 때만 공개합니다. 알파의 최댓값은 1이며, 보통 0.70 이상이면 수용할 만하고 0.80 이상이면 좋다고 봅니다.',
        '실제 응답이 충분히 모이기 전까지는 시뮬레이션 수치를 보여 드리며, 시뮬레이션임을 밝힙니다. 시뮬레이션에서는 특성 수준을 알고 있는 가상의 응답자 20,000명이 실제 문항에 두 번 답합니다. 각 문항의 부하량(특성을 얼마나 강하게 반영하는지)은 잘 만들어진 공개 질문지들이 개별 문항에 대해 보고하는 범위인 0.45~0.75에서 뽑으며, 각 응답자는 무엇에든 동의하는 경향도 조금 갖습니다. 그런 다음 저희의 실제 채점 코드로 채점합니다. 시뮬레이션은 설계(12문항, 균형 잡힌 방향, 신뢰 구간)가 작동할 수 있는지를 보여 줄 뿐, 문구가 제대로 작동하는지는 보여 주지 못합니다. 그것은 실제 응답만이 보여 줄 수 있습니다.',
        '이 수치를 내는 프로그램(npm run bench:psychometrics)은 실제 응답이 충분해지면 지표별 알파, 각 문항과 같은 지표의 나머지 문항 사이의 상관, 경계선으로 표시된 사람의 비율도 보고합니다. 상관이 0.2 미만인 문항은 다시 씁니다. 실제 사람을 대상으로 한 재검사 안정성과 다른 질문지와의 일치도는 아직 측정하지 않았으며, 측정하면 이 페이지에 공개하겠습니다.',
      ),
    },
  },
  {
    id: 'limits',
    title: {
      EN: 'What the tests are not',
      CN: '这些测试不是什么',
      FR: 'Ce que ces tests ne sont pas',
      ES: 'Lo que estos tests no son',
      JA: 'このテストではないもの',
      HK: '這些測試不是甚麼',
      DE: 'Was die Tests nicht sind',
      PT: 'O que estes testes não são',
      KR: '이 테스트가 아닌 것',
    },
    body: {
      EN: paragraphs(
        'They are not clinical or diagnostic instruments and say nothing about mental health. Do not use them to decide about hiring, admission or treatment.',
        'The personality questionnaire is not the Myers-Briggs Type Indicator® (MBTI®) and is not affiliated with or endorsed by its publisher. We use the widely known four-letter code because many people find it useful, and we add the A/T indicator. Our statements, scoring and texts are our own.',
        'A type summarises five continuous scores. Two people with the same type can differ a lot, and a borderline letter is a close call, not a category. The population shares shown for each type come from the published survey named next to them, not from our users.',
      ),
      CN: paragraphs(
        '它们不是临床或诊断工具，与心理健康状况无关。请不要用它们来决定招聘、录取或治疗。',
        '人格问卷不是迈尔斯-布里格斯类型指标（Myers-Briggs Type Indicator®，MBTI®），与其出版方没有关联，也未获其认可。我们使用广为人知的四字母代码，是因为很多人觉得它有用；我们还加上了 A/T 指标。我们的陈述、计分方法和文字都是我们自己的。',
        '类型是对五个连续得分的概括。同一类型的两个人可能差别很大，临界字母是难分胜负的判断，而不是一个类别。各类型的人口比例来自旁边注明的已发表调查，而不是来自我们的用户。',
      ),
      FR: paragraphs(
        'Ce ne sont pas des instruments cliniques ni diagnostiques, et ils ne disent rien de la santé mentale. Ne les utilisez pas pour décider d\'un recrutement, d\'une admission ou d\'un traitement.',
        'Le questionnaire de personnalité n\'est pas le Myers-Briggs Type Indicator® (MBTI®) ; il n\'est ni affilié à son éditeur ni approuvé par lui. Nous utilisons le code en quatre lettres, largement connu, parce que beaucoup de gens le trouvent utile, et nous y ajoutons l\'indicateur A/T. Nos affirmations, notre calcul et nos textes sont les nôtres.',
        'Un type résume cinq scores continus. Deux personnes du même type peuvent être très différentes, et une lettre limite est un résultat serré, pas une catégorie. Les parts de population indiquées pour chaque type proviennent de l\'enquête publiée citée à côté, et non de nos utilisateurs.',
      ),
      ES: paragraphs(
        'No son instrumentos clínicos ni de diagnóstico y no dicen nada sobre la salud mental. No los uses para decidir contrataciones, admisiones ni tratamientos.',
        'El cuestionario de personalidad no es el Myers-Briggs Type Indicator® (MBTI®) y no está vinculado a su editorial ni avalado por ella. Usamos el conocido código de cuatro letras porque a mucha gente le resulta útil, y añadimos el indicador A/T. Nuestras afirmaciones, puntuación y textos son propios.',
        'Un tipo resume cinco puntuaciones continuas. Dos personas del mismo tipo pueden ser muy distintas, y una letra en el límite es un resultado ajustado, no una categoría. Los porcentajes de población de cada tipo proceden de la encuesta publicada que se cita al lado, no de nuestros usuarios.',
      ),
      JA: paragraphs(
        '臨床や診断のための検査ではなく、心の健康については何もわかりません。採用、入学・入会の選考、治療の判断には使わないでください。',
        '性格診断は Myers-Briggs Type Indicator®（MBTI®）ではなく、その発行元とは提携しておらず、承認も受けていません。広く知られた 4 文字のコードを使うのは多くの人にとって役立つからで、さらに A/T の指標を加えています。質問文、採点方法、文章はすべて私たち独自のものです。',
        'タイプは 5 つの連続的なスコアを要約したものです。同じタイプでも大きく違うことがあり、境界線上の文字は僅差の結果であって、1 つの区分ではありません。各タイプの人口比率は、横に記載した公刊調査によるもので、私たちの利用者のデータではありません。',
      ),
      HK: paragraphs(
        '它們不是臨床或診斷工具，與精神健康狀況無關。請不要用它們來決定招聘、取錄或治療。',
        '人格問卷不是邁爾斯-布里格斯類型指標（Myers-Briggs Type Indicator®，MBTI®），與其出版方沒有關連，亦未獲其認可。我們使用廣為人知的四字母代碼，是因為很多人覺得它有用；我們亦加上了 A/T 指標。我們的陳述、計分方法和文字都是我們自己的。',
        '類型是對五個連續得分的概括。同一類型的兩個人可能差別很大，臨界字母是難分高下的判斷，而不是一個類別。各類型的人口比例來自旁邊註明的已發表調查，而不是來自我們的用戶。',
      ),
      DE: paragraphs(
        'Sie sind keine klinischen oder diagnostischen Verfahren und sagen nichts über psychische Gesundheit aus. Nutze sie nicht für Entscheidungen über Einstellungen, Zulassungen oder Behandlungen.',
        'Der Persönlichkeitsfragebogen ist nicht der Myers-Briggs Type Indicator® (MBTI®) und steht in keiner Verbindung zu dessen Verlag, der ihn auch nicht empfiehlt. Wir verwenden den bekannten Vier-Buchstaben-Code, weil viele Menschen ihn nützlich finden, und ergänzen den A/T-Indikator. Unsere Aussagen, unsere Auswertung und unsere Texte sind unsere eigenen.',
        'Ein Typ fasst fünf stufenlose Werte zusammen. Zwei Menschen desselben Typs können sich stark unterscheiden, und ein Grenzfall-Buchstabe ist ein knappes Ergebnis, keine Kategorie. Die Bevölkerungsanteile je Typ stammen aus der daneben genannten veröffentlichten Erhebung, nicht von unseren Nutzerinnen und Nutzern.',
      ),
      PT: paragraphs(
        'Não são instrumentos clínicos nem de diagnóstico e não dizem nada sobre saúde mental. Não os use para decidir contratações, admissões ou tratamentos.',
        'O questionário de personalidade não é o Myers-Briggs Type Indicator® (MBTI®) e não tem vínculo com a editora dele nem o aval dela. Usamos o conhecido código de quatro letras porque muita gente o acha útil, e acrescentamos o indicador A/T. Nossas afirmações, nossa pontuação e nossos textos são próprios.',
        'Um tipo resume cinco pontuações contínuas. Duas pessoas do mesmo tipo podem ser bem diferentes, e uma letra no limite é um resultado apertado, não uma categoria. As porcentagens da população mostradas para cada tipo vêm da pesquisa publicada citada ao lado, não dos nossos usuários.',
      ),
      KR: paragraphs(
        '임상이나 진단을 위한 도구가 아니며, 정신 건강에 대해서는 아무것도 알려 주지 않습니다. 채용, 입학·선발, 치료에 관한 결정에 사용하지 마십시오.',
        '성격 질문지는 마이어스-브리그스 유형 지표(Myers-Briggs Type Indicator®, MBTI®)가 아니며, 그 발행사와 제휴하거나 승인을 받지 않았습니다. 널리 알려진 네 글자 코드는 많은 사람이 유용하게 여기기 때문에 사용하며, 여기에 A/T 지표를 더했습니다. 문항, 채점 방식, 글은 모두 저희가 직접 만든 것입니다.',
        '유형은 다섯 개의 연속 점수를 요약한 것입니다. 같은 유형인 두 사람도 크게 다를 수 있으며, 경계선 글자는 근소한 차이의 결과이지 하나의 범주가 아닙니다. 유형별 인구 비율은 옆에 밝힌 공개 조사에서 가져온 것이며, 저희 사용자 자료가 아닙니다.',
      ),
    },
  },
  { id: 'iq', title: iqSectionTitle, body: iqSectionBody },
  {
    id: 'languages',
    title: {
      EN: 'Languages',
      CN: '语言',
      FR: 'Langues',
      ES: 'Idiomas',
      JA: '言語',
      HK: '語言',
      DE: 'Sprachen',
      PT: 'Idiomas',
      KR: '언어',
    },
    body: {
      EN: paragraphs(
        'The tests are available in English, Simplified Chinese, Traditional Chinese (Hong Kong), French, Spanish, Japanese, German, Portuguese and Korean. Each statement was translated from the meaning of the English, not word for word, and then put back into English to check that nothing was added, softened or sharpened. Portuguese is Brazilian Portuguese throughout: questionnaire, site, reports and emails.',
        'A translation can still change how people answer. Once a language has enough answers, we will compare statement by statement how its answers relate to the rest of their indicator, and rewrite statements that behave differently from the other languages.',
      ),
      CN: paragraphs(
        '测试提供英文、简体中文、繁体中文（香港）、法文、西班牙文、日文、德文、葡萄牙文和韩文版本。每条陈述都是根据英文的意思翻译，而不是逐字翻译，然后再译回英文，检查有没有添加、弱化或加强的内容。葡萄牙文全部使用巴西葡萄牙语：问卷、网站、报告和邮件都是如此。',
        '翻译仍可能改变人们的作答方式。某种语言的作答足够多之后，我们会逐条比较该语言的作答与同一指标其余陈述的关系，并改写表现与其他语言不同的陈述。',
      ),
      FR: paragraphs(
        'Les tests existent en anglais, chinois simplifié, chinois traditionnel (Hong Kong), français, espagnol, japonais, allemand, portugais et coréen. Chaque affirmation a été traduite à partir du sens de l\'anglais, et non mot à mot, puis retraduite en anglais pour vérifier que rien n\'a été ajouté, adouci ou renforcé. Le portugais est partout du portugais brésilien : questionnaire, site, rapports et e-mails.',
        'Une traduction peut malgré tout changer la façon de répondre. Dès qu\'une langue aura assez de réponses, nous comparerons, affirmation par affirmation, le lien entre ses réponses et le reste de leur indicateur, et réécrirons les affirmations qui se comportent autrement que dans les autres langues.',
      ),
      ES: paragraphs(
        'Los tests están disponibles en inglés, chino simplificado, chino tradicional (Hong Kong), francés, español, japonés, alemán, portugués y coreano. Cada afirmación se tradujo a partir del sentido del inglés, no palabra por palabra, y después se volvió a pasar al inglés para comprobar que no se había añadido, suavizado ni endurecido nada. El portugués es portugués de Brasil en todo: cuestionario, web, informes y correos.',
        'Aun así, una traducción puede cambiar la forma de responder. Cuando un idioma tenga suficientes respuestas, compararemos afirmación por afirmación cómo se relacionan sus respuestas con el resto de su indicador y reescribiremos las que se comporten de forma distinta que en los demás idiomas.',
      ),
      JA: paragraphs(
        'テストは英語、簡体字中国語、繁体字中国語（香港）、フランス語、スペイン語、日本語、ドイツ語、ポルトガル語、韓国語で受けられます。各文は英語を逐語的にではなく意味から訳し、さらに英語に訳し戻して、何かが付け加えられたり、弱められたり、強められたりしていないかを確認しました。ポルトガル語は、質問票、サイト、レポート、メールのすべてでブラジル・ポルトガル語を使っています。',
        'それでも翻訳によって回答のしかたが変わることはあります。ある言語の回答が十分に集まったら、文ごとに、その言語の回答が同じ指標の残りの文とどう関係しているかを比較し、他の言語と違うふるまいをする文は書き直します。',
      ),
      HK: paragraphs(
        '測試提供英文、簡體中文、繁體中文（香港）、法文、西班牙文、日文、德文、葡萄牙文和韓文版本。每條陳述都是根據英文的意思翻譯，而不是逐字翻譯，然後再譯回英文，檢查有沒有添加、減弱或加強的內容。葡萄牙文全部使用巴西葡萄牙語：問卷、網站、報告和電郵都是如此。',
        '翻譯仍可能改變人們的作答方式。某種語言的作答足夠多之後，我們會逐條比較該語言的作答與同一指標其餘陳述的關係，並改寫表現與其他語言不同的陳述。',
      ),
      DE: paragraphs(
        'Die Tests gibt es auf Englisch, vereinfachtem Chinesisch, traditionellem Chinesisch (Hongkong), Französisch, Spanisch, Japanisch, Deutsch, Portugiesisch und Koreanisch. Jede Aussage wurde nach dem Sinn des Englischen übersetzt, nicht Wort für Wort, und dann ins Englische zurückübersetzt, um zu prüfen, dass nichts hinzugefügt, abgeschwächt oder verschärft wurde. Portugiesisch ist durchgehend brasilianisches Portugiesisch: Fragebogen, Website, Berichte und E-Mails.',
        'Eine Übersetzung kann trotzdem verändern, wie Menschen antworten. Sobald eine Sprache genug Antworten hat, vergleichen wir Aussage für Aussage, wie ihre Antworten mit dem Rest ihres Indikators zusammenhängen, und schreiben Aussagen neu, die sich anders verhalten als in den anderen Sprachen.',
      ),
      PT: paragraphs(
        'Os testes estão disponíveis em inglês, chinês simplificado, chinês tradicional (Hong Kong), francês, espanhol, japonês, alemão, português e coreano. Cada afirmação foi traduzida a partir do sentido do inglês, não palavra por palavra, e depois vertida de volta para o inglês para conferir que nada foi acrescentado, suavizado ou reforçado. O português é o português do Brasil em tudo: questionário, site, relatórios e e-mails.',
        'Mesmo assim, uma tradução pode mudar a forma como as pessoas respondem. Quando um idioma tiver respostas suficientes, vamos comparar, afirmação por afirmação, como as respostas se relacionam com o restante do indicador e reescrever as afirmações que se comportam de forma diferente dos outros idiomas.',
      ),
      KR: paragraphs(
        '테스트는 영어, 중국어 간체, 중국어 번체(홍콩), 프랑스어, 스페인어, 일본어, 독일어, 포르투갈어, 한국어로 제공됩니다. 각 문항은 영어를 단어 그대로가 아니라 의미에 따라 번역한 뒤, 다시 영어로 옮겨 무언가가 덧붙거나 약해지거나 강해지지 않았는지 확인했습니다. 포르투갈어는 질문지, 사이트, 리포트, 이메일 모두 브라질 포르투갈어입니다.',
        '그래도 번역 때문에 응답 방식이 달라질 수 있습니다. 어떤 언어의 응답이 충분히 모이면, 문항마다 그 언어의 응답이 같은 지표의 나머지 문항과 어떤 관계인지 비교하고, 다른 언어와 다르게 작동하는 문항은 다시 쓰겠습니다.',
      ),
    },
  },
];
