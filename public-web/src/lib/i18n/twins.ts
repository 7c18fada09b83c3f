// A record as a page in its language shows it: on a Malayalam page each field with a Malayalam twin (`titleMl`,
// `storeNameMl`, ...) reads the twin, and a field without one keeps its English text (docs/decisions/045, 047).
import type { Locale } from './locale';

const TWIN = /Ml$/;

function withTwins<T extends object>(record: T): T {
  const shown: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [key, value] of Object.entries(record)) {
    if (TWIN.test(key) && typeof value === 'string' && value.trim()) shown[key.replace(TWIN, '')] = value;
  }
  return shown as T;
}

/** An offer (its store too) in `locale`: unchanged in English. */
export function offerInLocale<T extends { storeId?: object | null }>(offer: T, locale: Locale): T {
  if (locale === 'en') return offer;
  const shown = withTwins(offer);
  return offer.storeId ? { ...shown, storeId: withTwins(offer.storeId) } : shown;
}

/** A store (or any record with twins) in `locale`. */
export function recordInLocale<T extends object>(record: T, locale: Locale): T {
  return locale === 'en' ? record : withTwins(record);
}
