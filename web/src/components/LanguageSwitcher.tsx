// The language selector: each language is named in itself; choosing one hands the locale to onChange (cookie + reload).
import { useId } from 'react';
import { LANGUAGE_NAMES } from '../lib/intl';
import { BCP47, LOCALES, parseLocale, type Locale } from '../lib/locale';

export function LanguageSwitcher({ value, label, onChange }: { value: Locale; label: string; onChange: (locale: Locale) => void }) {
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = parseLocale(event.target.value);
          if (next && next !== value) onChange(next);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={BCP47[locale]}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
