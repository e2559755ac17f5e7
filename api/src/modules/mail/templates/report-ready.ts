// The report-ready mail: the report just bought, or (retrieve by email) every report of the address, each with its
// private link: the in-depth report by its report token, a free result by its attempt token.
import type { Locale } from '../../../shared/locale.js';
import type { MailData } from '../mail.data.js';
import type { MailTemplate } from '../mail-outbox.entity.js';
import { formatDate, labelWithDetails, siteLink } from './format.js';
import type { MailContent } from './layout.js';
import type { TemplateContext } from './template.js';

interface Copy {
  subject: { purchase: string; retrieve: string };
  heading: { purchase: string; retrieve: string };
  intro: { purchase: string; retrieve: string };
  paid: string;
  free: string;
  openPaid: string;
  openFree: string;
  attached: string;
  private: string;
  notYou: string;
}

const COPY: Record<Locale, Copy> = {
  EN: {
    subject: { purchase: 'Your Mindprint report is ready', retrieve: 'Your Mindprint reports' },
    heading: { purchase: 'Your report is ready', retrieve: 'Here are your reports' },
    intro: {
      purchase: 'Thank you for your purchase. Your in-depth report is ready to read.',
      retrieve: 'You asked us to send the reports saved for this email address. Open any of them with the links below.',
    },
    paid: 'In-depth report',
    free: 'Free result',
    openPaid: 'Open the report',
    openFree: 'Open the result',
    attached: 'Your report is also attached to this email as a PDF.',
    private: 'These links are private: anyone who has them can open your reports, so please do not share them.',
    notYou: 'If you did not ask for this email, you can ignore it.',
  },
  CN: {
    subject: { purchase: '您的 Mindprint 报告已准备好', retrieve: '您的 Mindprint 报告' },
    heading: { purchase: '您的报告已准备好', retrieve: '这是您的报告' },
    intro: {
      purchase: '感谢您的购买。您的深度报告现在可以查看了。',
      retrieve: '您请求我们发送此邮箱地址下保存的报告。请通过下方链接打开。',
    },
    paid: '深度报告',
    free: '免费结果',
    openPaid: '打开报告',
    openFree: '查看结果',
    attached: '报告的 PDF 版本已作为附件随本邮件发送。',
    private: '这些链接是私人的：任何拿到链接的人都能打开您的报告，请不要分享。',
    notYou: '如果您没有请求此邮件，请忽略它。',
  },
  FR: {
    subject: { purchase: 'Votre rapport Mindprint est prêt', retrieve: 'Vos rapports Mindprint' },
    heading: { purchase: 'Votre rapport est prêt', retrieve: 'Voici vos rapports' },
    intro: {
      purchase: 'Merci pour votre achat. Votre rapport approfondi est prêt à être consulté.',
      retrieve: 'Vous nous avez demandé d\u2019envoyer les rapports enregistrés pour cette adresse e-mail. Ouvrez-les à l\u2019aide des liens ci-dessous.',
    },
    paid: 'Rapport approfondi',
    free: 'Résultat gratuit',
    openPaid: 'Ouvrir le rapport',
    openFree: 'Voir le résultat',
    attached: 'Votre rapport est également joint à cet e-mail au format PDF.',
    private: 'Ces liens sont personnels : toute personne qui les possède peut ouvrir vos rapports. Merci de ne pas les partager.',
    notYou: 'Si vous n\u2019avez pas demandé cet e-mail, vous pouvez l\u2019ignorer.',
  },
  ES: {
    subject: { purchase: 'Tu informe de Mindprint está listo', retrieve: 'Tus informes de Mindprint' },
    heading: { purchase: 'Tu informe está listo', retrieve: 'Aquí tienes tus informes' },
    intro: {
      purchase: 'Gracias por tu compra. Tu informe detallado ya está listo para leer.',
      retrieve: 'Nos pediste que te enviáramos los informes guardados para esta dirección de correo. Ábrelos con los enlaces de abajo.',
    },
    paid: 'Informe detallado',
    free: 'Resultado gratuito',
    openPaid: 'Abrir el informe',
    openFree: 'Ver el resultado',
    attached: 'También te adjuntamos el informe en PDF.',
    private: 'Estos enlaces son privados: cualquiera que los tenga puede abrir tus informes, así que no los compartas.',
    notYou: 'Si no pediste este correo, puedes ignorarlo.',
  },
  JA: {
    subject: { purchase: 'Mindprint のレポートが完成しました', retrieve: 'Mindprint のレポートをお送りします' },
    heading: { purchase: 'レポートが完成しました', retrieve: '保存されているレポート' },
    intro: {
      purchase: 'ご購入ありがとうございます。詳細レポートをご覧いただけるようになりました。',
      retrieve: 'このメールアドレスに保存されているレポートの送信をご依頼いただきました。下のリンクから開くことができます。',
    },
    paid: '詳細レポート',
    free: '無料診断結果',
    openPaid: 'レポートを開く',
    openFree: '結果を見る',
    attached: 'レポートの PDF もこのメールに添付しています。',
    private: 'これらのリンクはお客様専用です。リンクを知っている人は誰でもレポートを開けるため、共有しないでください。',
    notYou: 'このメールにお心当たりがない場合は、破棄してください。',
  },
  HK: {
    subject: { purchase: '你的 Mindprint 報告已準備好', retrieve: '你的 Mindprint 報告' },
    heading: { purchase: '你的報告已準備好', retrieve: '以下是你的報告' },
    intro: {
      purchase: '多謝你的購買。你的深度報告現已可供閱覽。',
      retrieve: '你要求我們發送此電郵地址下儲存的報告，請透過以下連結開啟。',
    },
    paid: '深度報告',
    free: '免費結果',
    openPaid: '開啟報告',
    openFree: '查看結果',
    attached: '報告的 PDF 版本已附於本電郵。',
    private: '這些連結屬私人連結：任何人取得連結均可開啟你的報告，請勿分享。',
    notYou: '如你並未要求此電郵，請忽略。',
  },
  DE: {
    subject: { purchase: 'Dein Mindprint-Bericht ist fertig', retrieve: 'Deine Mindprint-Berichte' },
    heading: { purchase: 'Dein Bericht ist fertig', retrieve: 'Hier sind deine Berichte' },
    intro: {
      purchase: 'Danke für deinen Kauf. Dein ausführlicher Bericht ist jetzt bereit.',
      retrieve: 'Du hast uns gebeten, dir die für diese E-Mail-Adresse gespeicherten Berichte zu schicken. Öffne sie über die Links unten.',
    },
    paid: 'Ausführlicher Bericht',
    free: 'Kostenloses Ergebnis',
    openPaid: 'Bericht öffnen',
    openFree: 'Ergebnis ansehen',
    attached: 'Deinen Bericht findest du außerdem als PDF im Anhang.',
    private: 'Diese Links sind privat: Wer sie hat, kann deine Berichte öffnen. Bitte teile sie nicht.',
    notYou: 'Wenn du diese E-Mail nicht angefordert hast, kannst du sie ignorieren.',
  },
  PT: {
    subject: { purchase: 'Seu relatório Mindprint está pronto', retrieve: 'Seus relatórios Mindprint' },
    heading: { purchase: 'Seu relatório está pronto', retrieve: 'Aqui estão seus relatórios' },
    intro: {
      purchase: 'Obrigado pela sua compra. Seu relatório completo já está pronto para leitura.',
      retrieve: 'Você pediu que enviássemos os relatórios salvos para este endereço de e-mail. Abra-os pelos links abaixo.',
    },
    paid: 'Relatório completo',
    free: 'Resultado gratuito',
    openPaid: 'Abrir o relatório',
    openFree: 'Ver o resultado',
    attached: 'Seu relatório também está anexado a este e-mail em PDF.',
    private: 'Estes links são pessoais: qualquer pessoa que os tenha pode abrir seus relatórios, então não os compartilhe.',
    notYou: 'Se você não pediu este e-mail, pode ignorá-lo.',
  },
  KR: {
    subject: { purchase: 'Mindprint 보고서가 준비되었습니다', retrieve: '요청하신 Mindprint 보고서입니다' },
    heading: { purchase: '보고서가 준비되었습니다', retrieve: '요청하신 보고서입니다' },
    intro: {
      purchase: '구매해 주셔서 감사합니다. 심층 보고서를 지금 확인하실 수 있습니다.',
      retrieve: '이 이메일 주소로 저장된 보고서를 보내 달라고 요청하셨습니다. 아래 링크로 열어 보세요.',
    },
    paid: '심층 보고서',
    free: '무료 결과',
    openPaid: '보고서 열기',
    openFree: '결과 보기',
    attached: '보고서 PDF 파일도 이 메일에 첨부해 드렸습니다.',
    private: '이 링크는 본인 전용입니다. 링크를 가진 사람은 누구나 보고서를 열 수 있으니 공유하지 마세요.',
    notYou: '이 이메일을 요청하지 않으셨다면 무시하셔도 됩니다.',
  },
};

/** The web routes of SPEC section 2 that open a report: the paid report by `r`, the free result by `t`. */
export function reportPath(kind: 'free' | 'paid', exam: string): { path: string; param: 'r' | 't' } {
  return kind === 'paid' ? { path: `/report/result/${exam}`, param: 'r' } : { path: `/report/result-free-test/${exam}`, param: 't' };
}

export function reportReady(data: MailData<MailTemplate.REPORT_READY>, ctx: TemplateContext): MailContent {
  const copy = COPY[ctx.locale];
  const items = data.reports.map((report) => {
    const { path, param } = reportPath(report.kind, report.exam);
    const label = report.kind === 'paid' ? copy.paid : copy.free;
    return {
      text: labelWithDetails(ctx.locale, label, report.typeCode, report.date ? formatDate(report.date, ctx.locale) : null),
      label: report.kind === 'paid' ? copy.openPaid : copy.openFree,
      href: siteLink(ctx.publicUrl, path, ctx.locale, { [param]: report.token }),
    };
  });
  const single = data.context === 'purchase' && items.length === 1 ? items[0]! : null;
  return {
    subject: copy.subject[data.context],
    heading: copy.heading[data.context],
    blocks: [
      { kind: 'p', text: copy.intro[data.context] },
      single
        ? { kind: 'button', label: single.label, href: single.href }
        : { kind: 'links', items },
      ...(ctx.hasAttachments ? [{ kind: 'p' as const, text: copy.attached }] : []),
      { kind: 'note', text: copy.private },
      ...(data.context === 'retrieve' ? [{ kind: 'note' as const, text: copy.notYou }] : []),
    ],
  };
}
