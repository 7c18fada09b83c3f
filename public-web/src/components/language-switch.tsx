// The header's link to the same page in the other language, keeping its query (filters, sort, search, page). The choice
// is remembered in this browser; nothing ever redirects by it (docs/decisions/047). An English page whose visitor's
// browser prefers Malayalam, and who has not chosen English here, offers "മലയാളത്തിൽ കാണുക" instead of "മലയാളം".
import { useEffect, useState } from 'react';
import { type Locale, localizedPath } from '../lib/i18n/locale';
import { useLocale, useMessages } from '../lib/i18n/messages';
import { useNavigation } from './navigation';

export const LANGUAGE_KEY = 'offerboard.language';

function remember(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the link still goes to the page.
  }
}

function prefersMalayalam(): boolean {
  try {
    if (localStorage.getItem(LANGUAGE_KEY) === 'en') return false;
  } catch {
    // Unreadable storage: go by the browser's languages.
  }
  return navigator.languages.some((language) => language.toLowerCase().startsWith('ml'));
}

export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const m = useMessages();
  const path = useNavigation().usePath();
  const other: Locale = locale === 'ml' ? 'en' : 'ml';
  const [offer, setOffer] = useState(false);
  useEffect(() => setOffer(other === 'ml' && prefersMalayalam()), [other]);
  return (
    <a
      className={className}
      href={localizedPath(path, other)}
      hrefLang={other === 'ml' ? 'ml-IN' : 'en-IN'}
      lang={other === 'ml' ? 'ml' : 'en'}
      aria-label={m.otherLanguageLabel}
      data-testid="language-switch"
      onClick={(event) => {
        remember(other);
        // The filters, sort, search and page the visitor has set since the page loaded are in its address now.
        event.currentTarget.href = `${localizedPath(window.location.pathname, other)}${window.location.search}`;
      }}
    >
      {offer ? m.viewInMalayalam : m.otherLanguage}
    </a>
  );
}
