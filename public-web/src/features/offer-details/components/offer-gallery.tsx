// The offer's pictures: main image with arrows, thumbnails (a vertical strip on wide screens, a row on narrow),
// dots on mobile; 3 s autoplay that pauses 5 s after a manual choice and can be paused; restarts on a new offer.
import { useEffect, useState } from 'react';
import { CarouselDots } from '../../../components/carousel-dots';
import { IconButton, PlayPauseButton } from '../../../components/icon-button';
import { SaveButton } from '../../../components/offers/save-button';
import { ResponsiveImage } from '../../../components/responsive-image';

const AUTOPLAY_MS = 3000;
const MANUAL_PAUSE_MS = 5000;

interface Props {
  offerId: string;
  images: string[];
  title: string;
  badge: string;
}

export function OfferGallery({ offerId, images, title, badge }: Props) {
  const [index, setIndex] = useState(0);
  const [resumeAt, setResumeAt] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new offer id restarts the gallery
  useEffect(() => setIndex(0), [offerId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new index restarts the autoplay countdown
  useEffect(() => {
    if (count < 2 || paused) return;
    const delay = Math.max(AUTOPLAY_MS, resumeAt - Date.now());
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), delay);
    return () => window.clearTimeout(timer);
  }, [count, paused, resumeAt, index]);

  const choose = (next: number) => {
    setIndex((next + count) % count);
    setResumeAt(Date.now() + MANUAL_PAUSE_MS);
  };

  const current = images[index] ?? images[0];
  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery-main">
        {current ? (
          <ResponsiveImage
            path={current}
            alt={`${title}, picture ${index + 1} of ${count}`}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority={index === 0}
            data-testid="gallery-image"
          />
        ) : (
          <div className="image-placeholder" role="img" aria-label="No picture for this offer" />
        )}
        <span className="badge offer-type">{badge}</span>
        <SaveButton offerId={offerId} label="Save this offer" />
        {count > 1 && (
          <>
            <IconButton
              icon="left"
              label="Previous picture"
              onClick={() => choose(index - 1)}
              className="on-image gallery-prev"
            />
            <IconButton
              icon="right"
              label="Next picture"
              onClick={() => choose(index + 1)}
              className="on-image gallery-next"
            />
            <PlayPauseButton
              paused={paused}
              onToggle={() => setPaused(!paused)}
              what="pictures"
              className="on-image gallery-pause"
            />
            <div className="gallery-dots">
              <CarouselDots count={count} current={index} label={(i) => `Show picture ${i + 1}`} onSelect={choose} />
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs" aria-label="Pictures">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className={`thumb${i === index ? ' is-active' : ''}`}
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === index}
                onClick={() => choose(i)}
              >
                <ResponsiveImage path={image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
