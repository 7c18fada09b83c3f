// The visitor's saved offers (the heart), kept in this browser's localStorage: no account. One store for every heart
// on the page and the /saved page, in step across tabs; the server render and hydration see no saved offers (the
// prerendered page knows no visitor), the browser reads them right after.
import { useCallback, useSyncExternalStore } from 'react';
import { messagesFor } from './i18n/catalogue';
import { pageLocale } from './i18n/load';
import { notify } from './notify';
import { recordEvent } from './visitor-events';

/** The key predates saving (hearts were likes kept in the browser), so earlier likes show as saved offers. */
const SAVED_KEY = 'offerboard_liked_offers';
/** The API reads at most this many at once (api/src/routes/offers/saved-ids.ts). */
export const MAX_SAVED = 100;
const NONE: string[] = [];
/** An offer id as the API takes it (api/src/routes/offers/saved-ids.ts): anything else in storage is ignored. */
const OFFER_ID = /^[1-9][0-9]{0,14}$/;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: string[] = NONE;

function readRaw(): string | null {
  try {
    return localStorage.getItem(SAVED_KEY);
  } catch {
    return null;
  }
}

/** The ids in the stored text, newest last; text that is not a list, and anything in it but an offer id, is ignored. */
export function parseSavedIds(raw: string | null): string[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string' && OFFER_ID.test(id))
      : NONE;
  } catch {
    return NONE;
  }
}

/** Saved ids, newest last; the same array while the stored text is unchanged (useSyncExternalStore needs that). */
function savedIds(): string[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseSavedIds(raw);
  }
  return cachedIds;
}

/** What a tap on the heart does: a saved offer is removed, another is saved last, unless MAX_SAVED are kept already. */
export function toggledIds(
  ids: readonly string[],
  offerId: string,
): { outcome: 'removed' | 'saved'; ids: string[] } | { outcome: 'full' } {
  if (ids.includes(offerId)) return { outcome: 'removed', ids: ids.filter((id) => id !== offerId) };
  if (ids.length >= MAX_SAVED) return { outcome: 'full' };
  return { outcome: 'saved', ids: [...ids, offerId] };
}

/** The ids a page lists: the latest MAX_SAVED, most recently saved first. */
export function listedIds(ids: readonly string[]): string[] {
  return [...ids].reverse().slice(0, MAX_SAVED);
}

function write(ids: string[]): void {
  try {
    localStorage.setItem(SAVED_KEY, JSON.stringify(ids));
  } catch {
    notify('error', messagesFor(pageLocale()).heart.notKept);
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === SAVED_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved ids (the latest MAX_SAVED), most recently saved first; empty until hydrated. */
export function useSavedIds(): { ids: string[]; ready: boolean } {
  const ids = useSyncExternalStore(subscribe, savedIds, () => NONE);
  const ready = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return { ids: listedIds(ids), ready };
}

export function removeSaved(offerId: string): void {
  write(savedIds().filter((id) => id !== offerId));
}

/** Whether this offer is saved, and a toggle that says what it did. */
export function useSaved(offerId: string): [boolean, () => void] {
  const saved = useSyncExternalStore(
    subscribe,
    () => savedIds().includes(offerId),
    () => false,
  );
  const toggle = useCallback(() => {
    const toggled = toggledIds(savedIds(), offerId);
    if (toggled.outcome === 'full') {
      notify('error', messagesFor(pageLocale()).heart.full(MAX_SAVED));
      return;
    }
    write(toggled.ids);
    if (toggled.outcome !== 'saved') return;
    recordEvent('save', { offerId });
    notify('success', messagesFor(pageLocale()).heart.savedToast);
  }, [offerId]);
  return [saved, toggle];
}
