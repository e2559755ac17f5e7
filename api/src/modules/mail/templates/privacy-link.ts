// One-time links for privacy self-service without an account: download my data, delete my data, and confirming a new
// address before an order moves to it. Each says what the link does, how long it lasts, and what to do if unexpected.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

type Purpose = 'export' | 'delete' | 'confirm-email';
interface Copy {
  subject: Record<Purpose, string>;
  text: Record<Purpose, string>;
  button: Record<Purpose, string>;
  expires: (minutes: number) => string;
  notYou: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: { export: 'Download your Mindprint data', delete: 'Confirm deleting your Mindprint data', 'confirm-email': 'Confirm your email address for your Mindprint order' },
    text: {
      export: 'You asked for a copy of the data we hold about this address. Open the link to download it (a readable page and a JSON file).',
      delete: 'You asked us to delete the data we hold about this address. Running plans are cancelled first; invoices and payment records the law requires us to keep stay, stripped of everything else. This cannot be undone.',
      'confirm-email': 'Someone asked to send a Mindprint order and its report to this address. Nothing moves to this address until you confirm.',
    },
    button: { export: 'Download my data', delete: 'Delete my data', 'confirm-email': 'Confirm this address' },
    expires: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    notYou: 'If you did not ask for this, ignore this email: nothing happens.',
  },
  CN: {
    subject: { export: '下载你的 Mindprint 数据', delete: '确认删除你的 Mindprint 数据', 'confirm-email': '确认你的 Mindprint 订单邮箱' },
    text: {
      export: '你申请获取我们保存的与此邮箱相关的数据副本。打开链接即可下载（可阅读的页面和 JSON 文件）。',
      delete: '你申请删除我们保存的与此邮箱相关的数据。进行中的订阅会先被取消；法律要求保留的发票和付款记录会保留，但其他信息将被清除。此操作无法撤销。',
      'confirm-email': '有人申请把一个 Mindprint 订单及其报告发送到此邮箱。在你确认之前，不会有任何内容转到此邮箱。',
    },
    button: { export: '下载我的数据', delete: '删除我的数据', 'confirm-email': '确认此邮箱' },
    expires: (minutes) => `此链接只能使用一次，将在 ${minutes} 分钟后失效。`,
    notYou: '如果这不是你本人的操作，请忽略此邮件，不会发生任何变化。',
  },
  HK: {
    subject: { export: '下載你的 Mindprint 資料', delete: '確認刪除你的 Mindprint 資料', 'confirm-email': '確認你的 Mindprint 訂單電郵地址' },
    text: {
      export: '你要求取得我們所保存與此電郵地址相關的資料副本。開啟連結即可下載（可閱讀的頁面及 JSON 檔案）。',
      delete: '你要求刪除我們所保存與此電郵地址相關的資料。進行中的訂閱會先被取消；法例要求保留的發票及付款紀錄會保留，但其他資料會被清除。此操作無法還原。',
      'confirm-email': '有人要求把一張 Mindprint 訂單及其報告傳送到此電郵地址。在你確認之前，不會有任何內容轉到此地址。',
    },
    button: { export: '下載我的資料', delete: '刪除我的資料', 'confirm-email': '確認此電郵地址' },
    expires: (minutes) => `此連結只可使用一次，會在 ${minutes} 分鐘後失效。`,
    notYou: '如這並非你本人的要求，請忽略此電郵，甚麼也不會發生。',
  },
  FR: {
    subject: { export: 'Téléchargez vos données Mindprint', delete: 'Confirmez la suppression de vos données Mindprint', 'confirm-email': 'Confirmez votre adresse e-mail pour votre commande Mindprint' },
    text: {
      export: 'Vous avez demandé une copie des données que nous détenons sur cette adresse. Ouvrez le lien pour les télécharger (une page lisible et un fichier JSON).',
      delete: 'Vous avez demandé la suppression des données que nous détenons sur cette adresse. Les abonnements en cours sont d’abord résiliés ; les factures et paiements que la loi nous oblige à garder sont conservés, débarrassés de tout le reste. C’est définitif.',
      'confirm-email': 'Quelqu’un a demandé d’envoyer une commande Mindprint et son rapport à cette adresse. Rien n’est transféré tant que vous n’avez pas confirmé.',
    },
    button: { export: 'Télécharger mes données', delete: 'Supprimer mes données', 'confirm-email': 'Confirmer cette adresse' },
    expires: (minutes) => `Le lien ne fonctionne qu’une fois et expire dans ${minutes} minutes.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne se passera.',
  },
  ES: {
    subject: { export: 'Descarga tus datos de Mindprint', delete: 'Confirma la eliminación de tus datos de Mindprint', 'confirm-email': 'Confirma tu correo para tu pedido de Mindprint' },
    text: {
      export: 'Pediste una copia de los datos que guardamos sobre esta dirección. Abre el enlace para descargarlos (una página legible y un archivo JSON).',
      delete: 'Pediste que borremos los datos que guardamos sobre esta dirección. Primero se cancelan los planes activos; las facturas y los pagos que la ley nos obliga a conservar se mantienen, sin nada más. No se puede deshacer.',
      'confirm-email': 'Alguien pidió enviar un pedido de Mindprint y su informe a esta dirección. No se mueve nada hasta que lo confirmes.',
    },
    button: { export: 'Descargar mis datos', delete: 'Eliminar mis datos', 'confirm-email': 'Confirmar esta dirección' },
    expires: (minutes) => `El enlace funciona una sola vez y caduca en ${minutes} minutos.`,
    notYou: 'Si no lo pediste tú, ignora este correo: no pasará nada.',
  },
  PT: {
    subject: { export: 'Baixe seus dados do Mindprint', delete: 'Confirme a exclusão dos seus dados do Mindprint', 'confirm-email': 'Confirme seu e-mail para o seu pedido no Mindprint' },
    text: {
      export: 'Você pediu uma cópia dos dados que guardamos sobre este endereço. Abra o link para baixá-los (uma página legível e um arquivo JSON).',
      delete: 'Você pediu que apagássemos os dados que guardamos sobre este endereço. Planos ativos são cancelados primeiro; notas e registros de pagamento que a lei nos obriga a manter ficam guardados, sem mais nada. Não é possível desfazer.',
      'confirm-email': 'Alguém pediu para enviar um pedido do Mindprint e o relatório dele para este endereço. Nada é transferido até você confirmar.',
    },
    button: { export: 'Baixar meus dados', delete: 'Excluir meus dados', 'confirm-email': 'Confirmar este endereço' },
    expires: (minutes) => `O link funciona uma única vez e expira em ${minutes} minutos.`,
    notYou: 'Se não foi você que pediu, ignore este e-mail: nada vai acontecer.',
  },
  DE: {
    subject: { export: 'Lade deine Mindprint-Daten herunter', delete: 'Bestätige das Löschen deiner Mindprint-Daten', 'confirm-email': 'Bestätige deine E-Mail-Adresse für deine Mindprint-Bestellung' },
    text: {
      export: 'Du hast eine Kopie der Daten angefordert, die wir zu dieser Adresse speichern. Öffne den Link, um sie herunterzuladen (eine lesbare Seite und eine JSON-Datei).',
      delete: 'Du hast uns gebeten, die Daten zu dieser Adresse zu löschen. Laufende Abos werden zuerst gekündigt; Rechnungen und Zahlungsbelege, die wir gesetzlich aufbewahren müssen, bleiben ohne alle anderen Angaben erhalten. Das lässt sich nicht rückgängig machen.',
      'confirm-email': 'Jemand möchte eine Mindprint-Bestellung und ihren Bericht an diese Adresse schicken. Nichts wird übertragen, bevor du bestätigst.',
    },
    button: { export: 'Meine Daten herunterladen', delete: 'Meine Daten löschen', 'confirm-email': 'Diese Adresse bestätigen' },
    expires: (minutes) => `Der Link funktioniert nur einmal und läuft in ${minutes} Minuten ab.`,
    notYou: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es passiert nichts.',
  },
  JA: {
    subject: { export: 'Mindprint のデータのダウンロード', delete: 'Mindprint のデータ削除の確認', 'confirm-email': 'Mindprint のご注文のメールアドレス確認' },
    text: {
      export: 'このメールアドレスに関して保存しているデータのコピーをご請求いただきました。リンクを開くとダウンロードできます（閲覧用ページと JSON ファイル）。',
      delete: 'このメールアドレスに関して保存しているデータの削除をご請求いただきました。継続中のプランは先に解約されます。法律で保存が義務付けられている請求書と支払記録は、それ以外の情報を消したうえで残ります。元に戻すことはできません。',
      'confirm-email': 'Mindprint のご注文とそのレポートをこのアドレスに送るよう依頼がありました。確認されるまで、このアドレスには何も移りません。',
    },
    button: { export: 'データをダウンロード', delete: 'データを削除', 'confirm-email': 'このアドレスを確認' },
    expires: (minutes) => `リンクは1回のみ有効で、${minutes}分後に期限切れになります。`,
    notYou: 'お心当たりがない場合は、このメールを無視してください。何も起こりません。',
  },
  KR: {
    subject: { export: 'Mindprint 데이터 다운로드', delete: 'Mindprint 데이터 삭제 확인', 'confirm-email': 'Mindprint 주문 이메일 주소 확인' },
    text: {
      export: '이 주소에 관해 보관 중인 데이터의 사본을 요청하셨습니다. 링크를 열어 다운로드하세요(읽기 쉬운 페이지와 JSON 파일).',
      delete: '이 주소에 관해 보관 중인 데이터의 삭제를 요청하셨습니다. 진행 중인 요금제는 먼저 해지되며, 법에 따라 보관해야 하는 영수증과 결제 기록은 다른 정보를 모두 지운 채 남습니다. 되돌릴 수 없습니다.',
      'confirm-email': '누군가 Mindprint 주문과 리포트를 이 주소로 보내 달라고 요청했습니다. 확인하시기 전에는 아무것도 이 주소로 옮겨지지 않습니다.',
    },
    button: { export: '내 데이터 다운로드', delete: '내 데이터 삭제', 'confirm-email': '이 주소 확인' },
    expires: (minutes) => `링크는 한 번만 사용할 수 있으며 ${minutes}분 후에 만료됩니다.`,
    notYou: '요청하지 않으셨다면 이 이메일을 무시하세요. 아무 일도 일어나지 않습니다.',
  },
};

export function privacyLink(data: MailData<MailTemplate.PRIVACY_LINK>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  const url = new URL(`${ctx.publicUrl}${data.path}`);
  const href = siteLink(ctx.publicUrl, url.pathname, ctx.locale, Object.fromEntries(url.searchParams));
  return {
    subject: copy.subject[data.purpose],
    heading: copy.subject[data.purpose],
    blocks: [
      { kind: 'p', text: copy.text[data.purpose] },
      { kind: 'button', label: copy.button[data.purpose], href },
      { kind: 'p', text: copy.expires(data.expiresInMinutes) },
      { kind: 'note', text: copy.notYou },
    ],
  };
}
