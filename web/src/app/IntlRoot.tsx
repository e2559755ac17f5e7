// react-intl for the app state's locale; the catalogue is loaded before the first render (main.tsx), or a prerendered
// landing's part of it, then the whole catalogue with the first lazy screen (lib/deferred-messages.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { onMessages } from '../lib/deferred-messages';
import type { Messages } from '../lib/intl';
import { BCP47, type Locale } from '../lib/locale';

const onIntlError: IntlConfig['onError'] = (error) => {
  // A missing translation falls back to the English default; the locale test catches it before release.
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};

export function IntlRoot({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const [complete, setComplete] = useState<Messages | null>(null);
  useEffect(() => onMessages(setComplete), []);
  return (
    <IntlProvider locale={BCP47[locale]} defaultLocale="en" messages={complete ?? messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
