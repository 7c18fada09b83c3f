// The visitor's position for "Nearest": asked of the browser only when the visitor chooses Nearest (or opens a link
// that says nearest in a browser that already allows it), rounded to about 100 m before it is used or sent, and kept
// in memory for the visit only (never in the URL or storage).
import { useCallback, useEffect, useState } from 'react';
import type { Position } from './offer-search';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; position: Position }
  /** A link says nearest and this browser has not been asked yet: asking needs the visitor's tap. */
  | { status: 'needs-permission' }
  | { status: 'failed'; reason: 'denied' | 'unavailable' };

/** Three decimals, about 110 m: the API uses no more (api/src/routes/offers/offer-order.ts). */
const round = (value: number) => Math.round(value * 1000) / 1000;
const LOCATE_OPTIONS: PositionOptions = { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 15_000 };

let remembered: Position | undefined;

const IDLE: PositionState = { status: 'idle' };

/** While `wanted`, finds the position if the browser already allows it, else says it needs the visitor's tap. */
export function usePosition(wanted: boolean): { state: PositionState; locate: () => void; dismiss: () => void } {
  const [state, setState] = useState<PositionState>(() =>
    remembered ? { status: 'located', position: remembered } : IDLE,
  );

  const locate = useCallback(() => {
    if (remembered) {
      setState({ status: 'located', position: remembered });
      return;
    }
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', reason: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        remembered = { lat: round(coords.latitude), lng: round(coords.longitude) };
        setState({ status: 'located', position: remembered });
      },
      (error) =>
        setState({ status: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      LOCATE_OPTIONS,
    );
  }, []);

  useEffect(() => {
    if (!wanted || state.status !== 'idle') return;
    if (remembered || !navigator.permissions) {
      if (remembered) locate();
      else setState({ status: 'needs-permission' });
      return;
    }
    let current = true;
    navigator.permissions.query({ name: 'geolocation' }).then(
      (permission) => {
        if (!current) return;
        if (permission.state === 'granted') locate();
        else if (permission.state === 'denied') setState({ status: 'failed', reason: 'denied' });
        else setState({ status: 'needs-permission' });
      },
      () => current && setState({ status: 'needs-permission' }),
    );
    return () => {
      current = false;
    };
  }, [wanted, state.status, locate]);

  /** Another order was chosen: no more notes about the position (one already found is kept). */
  const dismiss = useCallback(() => setState((current) => (current.status === 'located' ? current : IDLE)), []);

  return { state, locate, dismiss };
}
