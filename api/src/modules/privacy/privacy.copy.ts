// Words of the server-rendered privacy pages (the data export and the erasure confirmation) in nine languages.
import type { Locale } from '../../shared/locale.js';

export type SectionKey = 'account' | 'sittings' | 'results' | 'orders' | 'payments' | 'subscriptions' | 'mails' | 'consents' | 'supportRequests';

export interface PrivacyCopy {
  exportTitle: string;
  exportIntro: (email: string, date: string) => string;
  json: string;
  nothing: string;
  sections: Record<SectionKey, string>;
  deleteTitle: string;
  deleteText: string;
  deleteButton: string;
  deleted: string;
  invalid: string;
}

export const PRIVACY_COPY: Record<Locale, PrivacyCopy> = {
  EN: {
    exportTitle: 'Your data at Mindprint',
    exportIntro: (email, date) => `Everything we hold about ${email}, as of ${date}.`,
    json: 'Download the same data as JSON',
    nothing: 'Nothing stored.',
    sections: { account: 'Account', sittings: 'Tests taken and answers', results: 'Results and reports', orders: 'Orders', payments: 'Payments', subscriptions: 'Subscriptions', mails: 'Emails sent to you', consents: 'Consents', supportRequests: 'Messages to support' },
    deleteTitle: 'Delete your data',
    deleteText: 'This deletes your account, tests, answers, results and emails. Running plans are cancelled first. Orders and payments the law requires us to keep remain, without your address. This cannot be undone.',
    deleteButton: 'Delete my data',
    deleted: 'Your data has been deleted. Orders and payments the law requires us to keep remain, without your address.',
    invalid: 'This link has expired or was already used. You can ask for a new one on the support page.',
  },
  CN: {
    exportTitle: '您在 Mindprint 的数据',
    exportIntro: (email, date) => `截至 ${date}，我们保存的与 ${email} 相关的全部数据。`,
    json: '以 JSON 格式下载相同数据',
    nothing: '没有保存任何内容。',
    sections: { account: '账户', sittings: '参加的测试与答案', results: '结果与报告', orders: '订单', payments: '付款', subscriptions: '订阅', mails: '发给您的邮件', consents: '同意记录', supportRequests: '给客服的留言' },
    deleteTitle: '删除您的数据',
    deleteText: '这将删除您的账户、测试、答案、结果和邮件。进行中的订阅会先被取消。法律要求保留的订单和付款记录会保留，但不再包含您的邮箱。此操作无法撤销。',
    deleteButton: '删除我的数据',
    deleted: '您的数据已删除。法律要求保留的订单和付款记录仍会保留，但不再包含您的邮箱。',
    invalid: '此链接已过期或已被使用。您可以在客服页面申请新的链接。',
  },
  HK: {
    exportTitle: '你在 Mindprint 的資料',
    exportIntro: (email, date) => `截至 ${date}，我們所保存與 ${email} 相關的全部資料。`,
    json: '以 JSON 格式下載相同資料',
    nothing: '沒有保存任何內容。',
    sections: { account: '帳戶', sittings: '做過的測試及答案', results: '結果及報告', orders: '訂單', payments: '付款', subscriptions: '訂閱', mails: '寄給你的電郵', consents: '同意紀錄', supportRequests: '給客服的訊息' },
    deleteTitle: '刪除你的資料',
    deleteText: '這會刪除你的帳戶、測試、答案、結果及電郵。進行中的訂閱會先被取消。法例要求保留的訂單及付款紀錄會保留，但不再包含你的電郵地址。此操作無法還原。',
    deleteButton: '刪除我的資料',
    deleted: '你的資料已刪除。法例要求保留的訂單及付款紀錄仍會保留，但不再包含你的電郵地址。',
    invalid: '此連結已過期或已使用。你可在客服頁面申請新的連結。',
  },
  FR: {
    exportTitle: 'Vos données chez Mindprint',
    exportIntro: (email, date) => `Tout ce que nous détenons sur ${email}, au ${date}.`,
    json: 'Télécharger les mêmes données en JSON',
    nothing: 'Rien n’est conservé.',
    sections: { account: 'Compte', sittings: 'Tests passés et réponses', results: 'Résultats et rapports', orders: 'Commandes', payments: 'Paiements', subscriptions: 'Abonnements', mails: 'E-mails envoyés', consents: 'Consentements', supportRequests: 'Messages au support' },
    deleteTitle: 'Supprimer vos données',
    deleteText: 'Cela supprime votre compte, vos tests, réponses, résultats et e-mails. Les abonnements en cours sont d’abord résiliés. Les commandes et paiements que la loi nous oblige à garder restent, sans votre adresse. C’est définitif.',
    deleteButton: 'Supprimer mes données',
    deleted: 'Vos données ont été supprimées. Les commandes et paiements que la loi nous oblige à garder restent, sans votre adresse.',
    invalid: 'Ce lien a expiré ou a déjà servi. Vous pouvez en demander un nouveau sur la page support.',
  },
  ES: {
    exportTitle: 'Tus datos en Mindprint',
    exportIntro: (email, date) => `Todo lo que guardamos sobre ${email}, a fecha de ${date}.`,
    json: 'Descargar los mismos datos en JSON',
    nothing: 'No hay nada guardado.',
    sections: { account: 'Cuenta', sittings: 'Tests realizados y respuestas', results: 'Resultados e informes', orders: 'Pedidos', payments: 'Pagos', subscriptions: 'Suscripciones', mails: 'Correos enviados', consents: 'Consentimientos', supportRequests: 'Mensajes a soporte' },
    deleteTitle: 'Eliminar tus datos',
    deleteText: 'Se eliminan tu cuenta, tus tests, respuestas, resultados y correos. Primero se cancelan los planes activos. Los pedidos y pagos que la ley nos obliga a conservar se mantienen, sin tu dirección. No se puede deshacer.',
    deleteButton: 'Eliminar mis datos',
    deleted: 'Tus datos se han eliminado. Los pedidos y pagos que la ley nos obliga a conservar se mantienen, sin tu dirección.',
    invalid: 'Este enlace ha caducado o ya se usó. Puedes pedir uno nuevo en la página de soporte.',
  },
  PT: {
    exportTitle: 'Seus dados no Mindprint',
    exportIntro: (email, date) => `Tudo o que guardamos sobre ${email}, em ${date}.`,
    json: 'Baixar os mesmos dados em JSON',
    nothing: 'Nada guardado.',
    sections: { account: 'Conta', sittings: 'Testes feitos e respostas', results: 'Resultados e relatórios', orders: 'Pedidos', payments: 'Pagamentos', subscriptions: 'Assinaturas', mails: 'E-mails enviados', consents: 'Consentimentos', supportRequests: 'Mensagens ao suporte' },
    deleteTitle: 'Excluir seus dados',
    deleteText: 'Isso exclui sua conta, seus testes, respostas, resultados e e-mails. Planos ativos são cancelados primeiro. Pedidos e pagamentos que a lei nos obriga a manter continuam guardados, sem o seu endereço. Não é possível desfazer.',
    deleteButton: 'Excluir meus dados',
    deleted: 'Seus dados foram excluídos. Pedidos e pagamentos que a lei nos obriga a manter continuam guardados, sem o seu endereço.',
    invalid: 'Este link expirou ou já foi usado. Você pode pedir um novo na página de suporte.',
  },
  DE: {
    exportTitle: 'Deine Daten bei Mindprint',
    exportIntro: (email, date) => `Alles, was wir zu ${email} gespeichert haben, Stand ${date}.`,
    json: 'Dieselben Daten als JSON herunterladen',
    nothing: 'Nichts gespeichert.',
    sections: { account: 'Konto', sittings: 'Gemachte Tests und Antworten', results: 'Ergebnisse und Berichte', orders: 'Bestellungen', payments: 'Zahlungen', subscriptions: 'Abos', mails: 'An dich gesendete E-Mails', consents: 'Einwilligungen', supportRequests: 'Nachrichten an den Support' },
    deleteTitle: 'Deine Daten löschen',
    deleteText: 'Das löscht dein Konto, deine Tests, Antworten, Ergebnisse und E-Mails. Laufende Abos werden zuerst gekündigt. Bestellungen und Zahlungen, die wir gesetzlich aufbewahren müssen, bleiben ohne deine Adresse erhalten. Das lässt sich nicht rückgängig machen.',
    deleteButton: 'Meine Daten löschen',
    deleted: 'Deine Daten wurden gelöscht. Bestellungen und Zahlungen, die wir gesetzlich aufbewahren müssen, bleiben ohne deine Adresse erhalten.',
    invalid: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Auf der Support-Seite kannst du einen neuen anfordern.',
  },
  JA: {
    exportTitle: 'Mindprint に保存されているあなたのデータ',
    exportIntro: (email, date) => `${date} 時点で ${email} について保存しているすべてのデータです。`,
    json: '同じデータを JSON でダウンロード',
    nothing: '保存されているものはありません。',
    sections: { account: 'アカウント', sittings: '受けたテストと回答', results: '結果とレポート', orders: '注文', payments: '支払い', subscriptions: 'サブスクリプション', mails: '送信したメール', consents: '同意', supportRequests: 'サポートへのメッセージ' },
    deleteTitle: 'データの削除',
    deleteText: 'アカウント、テスト、回答、結果、メールを削除します。継続中のプランは先に解約されます。法律で保存が義務付けられている注文と支払いの記録は、メールアドレスを消したうえで残ります。元に戻すことはできません。',
    deleteButton: 'データを削除する',
    deleted: 'データを削除しました。法律で保存が義務付けられている注文と支払いの記録は、メールアドレスを消したうえで残ります。',
    invalid: 'このリンクは期限切れか、すでに使用されています。サポートページから新しいリンクを請求できます。',
  },
  KR: {
    exportTitle: 'Mindprint에 저장된 내 데이터',
    exportIntro: (email, date) => `${date} 기준 ${email}에 관해 보관 중인 모든 데이터입니다.`,
    json: '같은 데이터를 JSON으로 다운로드',
    nothing: '저장된 내용이 없습니다.',
    sections: { account: '계정', sittings: '응시한 검사와 답변', results: '결과와 보고서', orders: '주문', payments: '결제', subscriptions: '구독', mails: '보낸 이메일', consents: '동의 내역', supportRequests: '지원팀 문의' },
    deleteTitle: '내 데이터 삭제',
    deleteText: '계정, 검사, 답변, 결과, 이메일이 삭제됩니다. 진행 중인 요금제는 먼저 해지됩니다. 법에 따라 보관해야 하는 주문과 결제 기록은 주소를 지운 채 남습니다. 되돌릴 수 없습니다.',
    deleteButton: '내 데이터 삭제',
    deleted: '데이터가 삭제되었습니다. 법에 따라 보관해야 하는 주문과 결제 기록은 주소를 지운 채 남습니다.',
    invalid: '이 링크는 만료되었거나 이미 사용되었습니다. 지원 페이지에서 새 링크를 요청할 수 있습니다.',
  },
};
