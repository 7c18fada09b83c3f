// Visitor and offer counters: failures are logged only (spec section 8), never shown.
import { api } from './api';

const VISIT_KEY = 'offerboard_visit_counted';

function logFailure(error: unknown): void {
  console.warn('Counter update failed', error);
}

/**
 * Counts the visitor once per browser session, once the page is idle: the count need not be early, and its request
 * (and the HTTP client it loads) should not compete with what the page is starting up.
 */
export function countVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    sessionStorage.setItem(VISIT_KEY, '1');
  } catch {
    return;
  }
  const send = () => void api.post('postincrement').json().catch(logFailure);
  if ('requestIdleCallback' in window) requestIdleCallback(send, { timeout: 5000 });
  else setTimeout(send, 1000);
}

/** An opened offer counts as an ad click and a view of that offer. */
export function countOfferOpened(id: string): void {
  api.post('adsclick').json().catch(logFailure);
  api
    .put(`storeads/click/${encodeURIComponent(id)}`)
    .json()
    .catch(logFailure);
}
