// The visitor's likes, kept in this browser (localStorage) so a liked offer stays liked after a reload.
import { useCallback, useEffect, useState } from 'react';

const LIKED_KEY = 'offerboard_liked_offers';

function readLiked(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LIKED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether this offer is liked, and a toggle; read after hydration, as the prerendered page knows no visitor. */
export function useLiked(offerId: string): [boolean, () => void] {
  const [liked, setLiked] = useState(false);
  useEffect(() => setLiked(readLiked().includes(offerId)), [offerId]);
  const toggle = useCallback(() => {
    const others = readLiked().filter((id) => id !== offerId);
    const next = !liked;
    try {
      localStorage.setItem(LIKED_KEY, JSON.stringify(next ? [...others, offerId] : others));
    } catch {
      // storage full or blocked: the like still shows until the page is left
    }
    setLiked(next);
  }, [offerId, liked]);
  return [liked, toggle];
}
