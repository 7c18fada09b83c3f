// Offer dates: en-IN or ml-IN display and the expiry badge rules of spec section 4 (end day valid until 23:59:59.999).
import { regionToday } from '@offerboard/shared-types/rules';
import type { Messages } from './i18n/en';
import { LOCALE_TAGS, type Locale } from './i18n/locale';

export { REGION_TIME_ZONE, regionToday } from '@offerboard/shared-types/rules';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const displays = new Map<Locale, Intl.DateTimeFormat>();

function display(locale: Locale): Intl.DateTimeFormat {
  let format = displays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    displays.set(locale, format);
  }
  return format;
}

function parseDay(day: string | undefined): Date | undefined {
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '22 Nov 2026' (en-IN), '22 നവം 2026' (ml-IN); `missing` when there is no valid day. */
export function formatDay(day: string | undefined, locale: Locale = 'en', missing = 'Date not available'): string {
  const date = parseDay(day);
  return date ? display(locale).format(date) : missing;
}

/** Only the tone is read where no catalogue is at hand (lib/offers: whether an offer has ended). */
const EXPIRY_EN: Messages['expiry'] = {
  none: 'No expiration',
  noDate: 'No date',
  expired: 'Expired',
  endingSoon: 'Ending soon',
  daysLeft: (days) => `${days} day${days === 1 ? '' : 's'} left`,
};

type ExpiryTone = 'expired' | 'ending' | 'normal';

/** The badge's text in the page's language (`expiry` of its catalogue) and its tone. */
export function expiryLabel(
  endDate: string | undefined,
  today: string = regionToday(),
  texts: Messages['expiry'] = EXPIRY_EN,
): { text: string; tone: ExpiryTone } {
  if (endDate === undefined || endDate === '') return { text: texts.none, tone: 'normal' };
  const end = parseDay(endDate);
  const start = parseDay(today);
  if (!end || !start) return { text: texts.noDate, tone: 'normal' };
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days < 0) return { text: texts.expired, tone: 'expired' };
  if (days > 0) return { text: texts.daysLeft(days), tone: 'normal' };
  return { text: texts.endingSoon, tone: 'ending' };
}
