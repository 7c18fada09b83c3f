// Embla carousels without embla in the first-paint bundle: the slides render as a plain row (server and hydration),
// and the carousel engine with autoplay is loaded and attached after hydration.
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useEffect, useRef, useState } from 'react';

interface CarouselControls {
  ref: RefObject<HTMLDivElement | null>;
  api: EmblaCarouselType | undefined;
}

export function useCarousel(options: EmblaOptionsType, autoplayDelay: number, enabled = true): CarouselControls {
  const ref = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const { loop, align } = options;

  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return;
        carousel = EmblaCarousel(node, { loop, align }, [
          Autoplay({ delay: autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
        ]);
        setApi(carousel);
      },
    );
    return () => {
      cancelled = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [loop, align, autoplayDelay, enabled]);

  return { ref, api };
}
