// Each screen names its browser tab, so several open tabs (and the history list) tell the screens apart.
import { SITE_NAME } from '@offerboard/shared-types/site';
import { useEffect } from 'react';

const PRODUCT = `${SITE_NAME} admin`;

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
  }, [title]);
}
