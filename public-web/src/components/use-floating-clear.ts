// Whether floating buttons may show: only while no link, button or offer card of the page lies under them (on a phone
// the right-hand card's actions would otherwise be covered); the page ends with room for them, so they show there.
import { type RefObject, useEffect, useState } from 'react';

const UNDERNEATH = 'main a, main button, main [data-testid="offer-card"]';

export function useClearOfContent(ref: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    const floating = ref.current;
    if (!floating) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      // Where the buttons sit when shown: offsets ignore the transform that moves them aside.
      const left = floating.offsetLeft;
      const top = floating.offsetTop;
      const right = left + floating.offsetWidth;
      const bottom = top + floating.offsetHeight;
      const covered = [...document.querySelectorAll(UNDERNEATH)].some((element) => {
        if (floating.contains(element)) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > left && box.left < right && box.bottom > top && box.top < bottom;
      });
      setClear(!covered);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return clear;
}
