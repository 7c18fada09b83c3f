// Visitor and offer counters: failures are logged only (spec section 8), never shown.
import { api } from './api';

const VISIT_KEY = 'offerboard_visit_counted';

function logFailure(error: unknown): void {
  console.warn('Counter update failed', error);
}

/** Counts the visitor once per browser session. */
export function countVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(VISIT_KEY, '1');
  } catch {
    return;
  }
  api.post('postincrement').catch(logFailure);
}

/** An opened offer counts as an ad click and a view of that offer. */
export function countOfferOpened(id: string): void {
  api.post('adsclick').catch(logFailure);
  api.put(`storeads/click/${encodeURIComponent(id)}`).catch(logFailure);
}
