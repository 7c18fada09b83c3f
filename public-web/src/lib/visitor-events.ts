// The shops' stats (POST /events): a page view or a tap, sent as a beacon, which the browser delivers even as the tap
// leaves the page (WhatsApp, a call, a map) and which never holds up anything the page does. No cookie, no visitor id.
import type { VisitorEvent } from '@offerboard/shared-types/rules';

export function recordEvent(type: VisitorEvent, target: { offerId: string } | { storeId: string }): void {
  try {
    navigator.sendBeacon?.('/backendapi/api/events', JSON.stringify({ type, ...target }));
  } catch {
    // Stats are best effort: a browser that refuses the beacon (its queue full) loses one count, the visitor nothing.
  }
}
