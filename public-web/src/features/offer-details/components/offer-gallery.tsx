// The offer's pictures: main image with arrows, thumbnails (a vertical strip on wide screens, a row on narrow),
// dots on mobile; 3 s autoplay that pauses 5 s after a manual choice (a swipe too) and can be paused; tapping the
// picture opens it full screen. Keyed by the offer, so a new offer starts at its first picture.
import { useEffect, useState } from 'react';
import { CarouselDots } from '../../../components/carousel-dots';
import { PlayPauseButton } from '../../../components/icon-button';
import { SaveButton } from '../../../components/offers/save-button';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useMessages } from '../../../lib/i18n/messages';
import { PictureArrows, PictureViewer } from './picture-viewer';
import { useSnapTrack } from './use-snap-track';

const AUTOPLAY_MS = 3000;
const MANUAL_PAUSE_MS = 5000;

interface Props {
  offerId: string;
  images: string[];
  title: string;
  badge: string;
}

export function OfferGallery({ offerId, images, title, badge }: Props) {
  const m = useMessages();
  const [index, setIndex] = useState(0);
  const [resumeAt, setResumeAt] = useState(0);
  const [paused, setPaused] = useState(false);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const hold = () => setResumeAt(Date.now() + MANUAL_PAUSE_MS);
  const track = useSnapTrack((swiped) => {
    setIndex(swiped);
    hold();
  });

  const show = (next: number, behavior?: ScrollBehavior) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    track.show(wrapped, behavior);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new index restarts the autoplay countdown
  useEffect(() => {
    if (count < 2 || paused || viewing) return;
    const delay = Math.max(AUTOPLAY_MS, resumeAt - Date.now());
    const timer = window.setTimeout(() => show(index + 1), delay);
    return () => window.clearTimeout(timer);
  }, [count, paused, viewing, resumeAt, index]);

  const choose = (next: number) => {
    show(next);
    hold();
  };
  // The gallery takes the picture the viewer showed last, and the focus back on it.
  const closeViewer = (last: number) => {
    setViewing(false);
    show(last, 'instant');
    hold();
    (track.ref.current?.children[last] as HTMLElement | undefined)?.focus({ preventScroll: true });
  };

  return (
    <div className="gallery" data-testid="gallery">
      <div className="gallery-main">
        {count > 0 ? (
          <div className="snap-track" ref={track.ref} onTouchStart={hold}>
            {images.map((image, i) => (
              <button
                key={image}
                type="button"
                className="gallery-slide"
                aria-label={m.offer.viewPicture(i + 1, count)}
                aria-haspopup="dialog"
                aria-hidden={i === index ? undefined : true}
                tabIndex={i === index ? undefined : -1}
                onClick={() => setViewing(true)}
              >
                <ResponsiveImage
                  path={image}
                  alt={m.offer.pictureAlt(title, i + 1, count)}
                  sizes="(min-width: 1024px) 560px, 100vw"
                  priority={i === 0}
                  data-testid={i === index ? 'gallery-image' : undefined}
                />
              </button>
            ))}
          </div>
        ) : (
          <div className="image-placeholder" role="img" aria-label={m.offer.noPicture} />
        )}
        <span className="badge offer-type">{badge}</span>
        <SaveButton offerId={offerId} label={m.offer.saveThis} />
        {count > 1 && (
          <>
            <PictureArrows onStep={(step) => choose(index + step)} />
            <PlayPauseButton
              paused={paused}
              onToggle={() => setPaused(!paused)}
              what={m.offer.picturesMoving}
              className="on-image gallery-pause"
            />
            <div className="gallery-dots">
              <CarouselDots count={count} current={index} label={(i) => m.offer.showPicture(i + 1)} onSelect={choose} />
            </div>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="gallery-thumbs" aria-label={m.offer.pictures}>
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className={`thumb${i === index ? ' is-active' : ''}`}
                aria-label={m.offer.showPicture(i + 1)}
                aria-current={i === index}
                onClick={() => choose(i)}
              >
                <ResponsiveImage path={image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && <PictureViewer images={images} title={title} start={index} onClose={closeViewer} />}
    </div>
  );
}
