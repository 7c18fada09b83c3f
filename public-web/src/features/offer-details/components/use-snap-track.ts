// A row of pictures that the browser itself scrolls and snaps (so a swipe works from the first paint, before the app
// takes over, and follows the finger): tells which picture a swipe leaves it on, and moves it to a picture.
import { useEffect, useRef } from 'react';

/** After scrolling stops, `onSwiped` gets the picture shown when it is not the one last asked for through `show`. */
export function useSnapTrack(onSwiped: (index: number) => void) {
  const ref = useRef<HTMLDivElement>(null);
  const target = useRef(0);
  const swiped = useRef(onSwiped);
  useEffect(() => {
    swiped.current = onSwiped;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let timer = 0;
    const rest = () => {
      const index = node.clientWidth ? Math.round(node.scrollLeft / node.clientWidth) : target.current;
      if (index === target.current) return;
      target.current = index;
      swiped.current(index);
    };
    // A swipe made before the app took over.
    rest();
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(rest, 100);
    };
    node.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      node.removeEventListener('scroll', onScroll);
    };
  }, []);

  /** Scrolls to a picture, smoothly unless reduced motion is asked for (the stylesheet's scroll-behavior). */
  const show = (index: number, behavior: ScrollBehavior = 'auto') => {
    target.current = index;
    ref.current?.scrollTo({ left: index * ref.current.clientWidth, behavior });
  };
  return { ref, show };
}
