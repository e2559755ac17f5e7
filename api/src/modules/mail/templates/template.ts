// What every template gets besides its data.
import type { Locale } from '../../../shared/locale.js';

export interface TemplateContext {
  locale: Locale;
  /** Origin of the links, without a trailing slash (config PUBLIC_URL). */
  publicUrl: string;
  /** Whether files go with the mail (the report-ready mail then says the PDF is attached). */
  hasAttachments: boolean;
}
