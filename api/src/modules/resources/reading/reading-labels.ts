// The few words around the paid reading that the content files do not carry: the headings inside a chapter module, the
// kicker and page footer of the PDF, and the note on whom a reading is tailored to. Our own wording in all nine locales.
import type { Locale } from '../../../shared/locale.js';

export interface ReadingLabels {
  packKicker: string;
  chapterKicker: string;
  introduction: string;
  brings: string;
  costs: string;
  practices: string;
  scenario: string;
  ownPractices: string;
  checkIn: string;
  /** {type}: the reader's type code. */
  tailoredFor: string;
  untailored: string;
  minutes: string;
  footer: string;
}

export const READING_LABELS: Readonly<Record<Locale, ReadingLabels>> = {
  EN: {
    packKicker: 'Skill resource pack', chapterKicker: 'In-depth chapter', introduction: 'Introduction',
    brings: 'What it brings you', costs: 'Where it costs you', practices: 'What to do', scenario: 'A scene from real life',
    ownPractices: 'Your own practices this week', checkIn: 'Check-in',
    tailoredFor: 'Tailored to your type, {type}: the sections for the opposite preferences are left out.',
    untailored: 'Take the test to tailor this guide to your type; until then every variant is shown, labelled.',
    minutes: '{minutes} min read', footer: 'Mindprint member resources',
  },
  CN: {
    packKicker: '技能资源包', chapterKicker: '深度章节', introduction: '导读',
    brings: '它带给你的', costs: '它让你付出的', practices: '怎么做', scenario: '生活中的一幕',
    ownPractices: '本周你自己的练习', checkIn: '自我检查',
    tailoredFor: '已按你的类型 {type} 定制：相反偏好的部分已略去。',
    untailored: '完成测试后，本指南会按你的类型定制；在此之前会显示所有版本，并逐一标明。',
    minutes: '阅读约 {minutes} 分钟', footer: 'Mindprint 会员资源',
  },
  HK: {
    packKicker: '技能資源包', chapterKicker: '深度章節', introduction: '導讀',
    brings: '它為你帶來的', costs: '它令你付出的', practices: '應該怎樣做', scenario: '生活中的一幕',
    ownPractices: '本週屬於你的練習', checkIn: '自我檢視',
    tailoredFor: '已按你的類型 {type} 度身編排：相反傾向的部分已略去。',
    untailored: '完成測試後，本指南會按你的類型編排；在此之前會顯示所有版本，並逐一標明。',
    minutes: '閱讀約 {minutes} 分鐘', footer: 'Mindprint 會員資源',
  },
  JA: {
    packKicker: 'スキル・リソースパック', chapterKicker: '詳細チャプター', introduction: 'はじめに',
    brings: 'この傾向がもたらすもの', costs: 'この傾向の代償', practices: '実践すること', scenario: 'よくある場面',
    ownPractices: '今週のあなた自身の実践', checkIn: 'ふり返り',
    tailoredFor: 'あなたのタイプ {type} に合わせています。反対の傾向向けのセクションは省いています。',
    untailored: 'テストを受けるとこのガイドがあなたのタイプに合わせて絞り込まれます。それまではすべての版をラベル付きで表示します。',
    minutes: '約 {minutes} 分で読めます', footer: 'Mindprint 会員向けリソース',
  },
  KR: {
    packKicker: '스킬 리소스 팩', chapterKicker: '심화 챕터', introduction: '들어가며',
    brings: '이 성향이 주는 것', costs: '이 성향의 대가', practices: '실천할 일', scenario: '일상의 한 장면',
    ownPractices: '이번 주 나만의 실천', checkIn: '점검하기',
    tailoredFor: '당신의 유형 {type}에 맞췄습니다. 반대 성향을 위한 부분은 뺐습니다.',
    untailored: '검사를 마치면 이 가이드가 당신의 유형에 맞춰집니다. 그전까지는 모든 버전을 표시와 함께 보여 드립니다.',
    minutes: '약 {minutes}분 분량', footer: 'Mindprint 회원 자료',
  },
  FR: {
    packKicker: 'Pack de ressources', chapterKicker: 'Chapitre approfondi', introduction: 'Introduction',
    brings: 'Ce que cela vous apporte', costs: 'Ce que cela vous coûte', practices: 'Que faire', scenario: 'Une scène de la vie réelle',
    ownPractices: 'Vos propres exercices de la semaine', checkIn: 'Point d’étape',
    tailoredFor: 'Adapté à votre type, {type} : les sections des préférences opposées sont omises.',
    untailored: 'Passez le test pour adapter ce guide à votre type ; en attendant, toutes les variantes sont affichées et signalées.',
    minutes: '{minutes} min de lecture', footer: 'Ressources membres Mindprint',
  },
  ES: {
    packKicker: 'Paquete de recursos', chapterKicker: 'Capítulo en profundidad', introduction: 'Introducción',
    brings: 'Lo que te aporta', costs: 'Lo que te cuesta', practices: 'Qué hacer', scenario: 'Una escena de la vida real',
    ownPractices: 'Tus propias prácticas de esta semana', checkIn: 'Revisión',
    tailoredFor: 'Adaptado a tu tipo, {type}: se omiten las secciones de las preferencias opuestas.',
    untailored: 'Haz el test para adaptar esta guía a tu tipo; mientras tanto se muestran todas las variantes, señaladas.',
    minutes: '{minutes} min de lectura', footer: 'Recursos para miembros de Mindprint',
  },
  DE: {
    packKicker: 'Ressourcenpaket', chapterKicker: 'Vertiefendes Kapitel', introduction: 'Einführung',
    brings: 'Was es dir bringt', costs: 'Was es dich kostet', practices: 'Was du tun kannst', scenario: 'Eine Szene aus dem Alltag',
    ownPractices: 'Deine eigenen Übungen dieser Woche', checkIn: 'Zwischenbilanz',
    tailoredFor: 'Auf deinen Typ {type} zugeschnitten: Abschnitte für die jeweils andere Präferenz sind ausgelassen.',
    untailored: 'Mach den Test, damit dieser Leitfaden auf deinen Typ zugeschnitten wird; bis dahin siehst du alle Varianten, gekennzeichnet.',
    minutes: '{minutes} Min. Lesezeit', footer: 'Mindprint-Mitgliederressourcen',
  },
  PT: {
    packKicker: 'Pacote de recursos', chapterKicker: 'Capítulo aprofundado', introduction: 'Introdução',
    brings: 'O que isso traz para você', costs: 'O que isso custa para você', practices: 'O que fazer', scenario: 'Uma cena da vida real',
    ownPractices: 'Suas próprias práticas desta semana', checkIn: 'Revisão',
    tailoredFor: 'Adaptado ao seu tipo, {type}: as seções das preferências opostas foram omitidas.',
    untailored: 'Faça o teste para adaptar este guia ao seu tipo; até lá, todas as variantes aparecem, identificadas.',
    minutes: '{minutes} min de leitura', footer: 'Recursos para membros Mindprint',
  },
};
