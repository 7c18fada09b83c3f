// Each screen names its browser tab, so several open tabs (and the history list) tell the screens apart.
import { useEffect } from 'react';

const PRODUCT = 'OfferBoard admin';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
