// Whether floating buttons may show: only while no link, button or offer card of the page lies under them (on a phone
// the right-hand card's actions would otherwise be covered); the page ends with room for them, so they show there.
import { type RefObject, useEffect, useState } from 'react';

const UNDERNEATH = 'main a, main button, main [data-testid="offer-card"]';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The part of an element's box that can show: its box cut to every ancestor that clips its content (a carousel's
 * track hides the slides past its edge, which still have a box there).
 */
function shownBox(element: Element): Box {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  const box = { left, top, right, bottom };
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    box.left = Math.max(box.left, clip.left);
    box.top = Math.max(box.top, clip.top);
    box.right = Math.min(box.right, clip.right);
    box.bottom = Math.min(box.bottom, clip.bottom);
  }
  return box;
}

const overlaps = (box: Box, area: Box) =>
  box.right > box.left &&
  box.right > area.left &&
  box.left < area.right &&
  box.bottom > area.top &&
  box.top < area.bottom;

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
      const area = { left, top, right: left + floating.offsetWidth, bottom: top + floating.offsetHeight };
      // The clipping ancestors are read only for what lies under the buttons at all.
      const covered = [...document.querySelectorAll(UNDERNEATH)].some(
        (element) =>
          !floating.contains(element) &&
          overlaps(element.getBoundingClientRect(), area) &&
          overlaps(shownBox(element), area),
      );
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
