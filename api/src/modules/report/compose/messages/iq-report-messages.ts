// The IQ report's words for the PDF: ICU messages iq.* in the server catalogues (api/src/i18n); the web has the same
// copy in its locale files, kept in step by hand.
import { t, type MessageId, type MessageValues } from '../../../../i18n/translate.js';
import type { Locale } from '../../../../shared/locale.js';

export type IqReportKey = MessageId extends infer Id ? (Id extends `iq.${infer Key}` ? Key : never) : never;

/** The message with its arguments filled in. */
export function iqText(locale: Locale, key: IqReportKey, values?: MessageValues): string {
  return t(locale, `iq.${key}`, values);
}
