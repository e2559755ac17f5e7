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
  confirmTitle: string;
  confirmText: (email: string) => string;
  confirmButton: string;
  confirmed: string;
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
    confirmTitle: 'Confirm your email address',
    confirmText: (email) => `Use ${email} for this Mindprint order? Its report and, if it has one, its plan will then be delivered to this address.`,
    confirmButton: 'Yes, use this address',
    confirmed: 'Done: the order and its report now belong to this address.',
  },
  CN: {
    exportTitle: '你在 Mindprint 的数据',
    exportIntro: (email, date) => `截至 ${date}，我们保存的与 ${email} 相关的全部数据。`,
    json: '以 JSON 格式下载相同数据',
    nothing: '没有保存任何内容。',
    sections: { account: '账户', sittings: '参加的测试与答案', results: '结果与报告', orders: '订单', payments: '付款', subscriptions: '订阅', mails: '发给你的邮件', consents: '同意记录', supportRequests: '给客服的留言' },
    deleteTitle: '删除你的数据',
    deleteText: '这将删除你的账户、测试、答案、结果和邮件。进行中的订阅会先被取消。法律要求保留的订单和付款记录会保留，但不再包含你的邮箱。此操作无法撤销。',
    deleteButton: '删除我的数据',
    deleted: '你的数据已删除。法律要求保留的订单和付款记录仍会保留，但不再包含你的邮箱。',
    invalid: '此链接已过期或已被使用。你可以在客服页面申请新的链接。',
    confirmTitle: '确认你的邮箱地址',
    confirmText: (email) => `要将此 Mindprint 订单改用 ${email} 吗？确认后，订单的报告以及相关订阅（如有）都将发送到此邮箱。`,
    confirmButton: '是的，使用此邮箱',
    confirmed: '已完成：订单及其报告现在属于此邮箱。',
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
    confirmTitle: '確認你的電郵地址',
    confirmText: (email) => `要將這張 Mindprint 訂單改用 ${email} 嗎？確認後，訂單的報告及相關訂閱（如有）都會傳送到此地址。`,
    confirmButton: '是，使用此地址',
    confirmed: '已完成：訂單及其報告現已屬於此地址。',
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
    confirmTitle: 'Confirmez votre adresse e-mail',
    confirmText: (email) => `Utiliser ${email} pour cette commande Mindprint ? Son rapport et, le cas échéant, son abonnement seront alors envoyés à cette adresse.`,
    confirmButton: 'Oui, utiliser cette adresse',
    confirmed: 'C’est fait : la commande et son rapport appartiennent maintenant à cette adresse.',
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
    confirmTitle: 'Confirma tu correo electrónico',
    confirmText: (email) => `¿Usar ${email} para este pedido de Mindprint? Su informe y, si lo tiene, su plan se enviarán entonces a esta dirección.`,
    confirmButton: 'Sí, usar esta dirección',
    confirmed: 'Listo: el pedido y su informe pertenecen ahora a esta dirección.',
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
    confirmTitle: 'Confirme seu e-mail',
    confirmText: (email) => `Usar ${email} para este pedido do Mindprint? O relatório e, se houver, o plano passarão a ser enviados para este endereço.`,
    confirmButton: 'Sim, usar este endereço',
    confirmed: 'Pronto: o pedido e o relatório agora pertencem a este endereço.',
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
    confirmTitle: 'Bestätige deine E-Mail-Adresse',
    confirmText: (email) => `${email} für diese Mindprint-Bestellung verwenden? Ihr Bericht und gegebenenfalls ihr Abo gehen dann an diese Adresse.`,
    confirmButton: 'Ja, diese Adresse verwenden',
    confirmed: 'Erledigt: Die Bestellung und ihr Bericht gehören jetzt zu dieser Adresse.',
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
    confirmTitle: 'メールアドレスの確認',
    confirmText: (email) => `この Mindprint のご注文に ${email} を使いますか？確認後、レポートと（ある場合は）プランのお知らせがこのアドレスに届きます。`,
    confirmButton: 'はい、このアドレスを使う',
    confirmed: '完了しました。ご注文とレポートはこのアドレスに移りました。',
  },
  KR: {
    exportTitle: 'Mindprint에 저장된 내 데이터',
    exportIntro: (email, date) => `${date} 기준 ${email}에 관해 보관 중인 모든 데이터입니다.`,
    json: '같은 데이터를 JSON으로 다운로드',
    nothing: '저장된 내용이 없습니다.',
    sections: { account: '계정', sittings: '응시한 검사와 답변', results: '결과와 리포트', orders: '주문', payments: '결제', subscriptions: '구독', mails: '보낸 이메일', consents: '동의 내역', supportRequests: '지원팀 문의' },
    deleteTitle: '내 데이터 삭제',
    deleteText: '계정, 검사, 답변, 결과, 이메일이 삭제됩니다. 진행 중인 요금제는 먼저 해지됩니다. 법에 따라 보관해야 하는 주문과 결제 기록은 주소를 지운 채 남습니다. 되돌릴 수 없습니다.',
    deleteButton: '내 데이터 삭제',
    deleted: '데이터가 삭제되었습니다. 법에 따라 보관해야 하는 주문과 결제 기록은 주소를 지운 채 남습니다.',
    invalid: '이 링크는 만료되었거나 이미 사용되었습니다. 지원 페이지에서 새 링크를 요청할 수 있습니다.',
    confirmTitle: '이메일 주소 확인',
    confirmText: (email) => `이 Mindprint 주문에 ${email} 주소를 사용할까요? 확인하면 리포트와 (있는 경우) 요금제 안내가 이 주소로 전송됩니다.`,
    confirmButton: '예, 이 주소 사용',
    confirmed: '완료: 주문과 리포트가 이제 이 주소에 속합니다.',
  },
};
