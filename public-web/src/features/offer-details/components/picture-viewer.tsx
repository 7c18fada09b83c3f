// The offer's pictures full screen: a modal <dialog> (focus kept inside, Escape closes, the page behind cannot
// scroll) with the largest picture the screen needs, swiped, or moved with the arrow keys and buttons.
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../components/icon-button';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useMessages } from '../../../lib/i18n/messages';
import { useSnapTrack } from './use-snap-track';

interface Props {
  images: string[];
  title: string;
  start: number;
  /** Called once the dialog has closed, with the picture it showed last. */
  onClose: (index: number) => void;
}

/** Previous and next picture, over the picture's sides (the gallery's and the viewer's). */
export function PictureArrows({ onStep }: { onStep: (step: number) => void }) {
  const m = useMessages();
  return (
    <>
      <IconButton
        icon="left"
        label={m.offer.previousPicture}
        onClick={() => onStep(-1)}
        className="on-image gallery-prev"
      />
      <IconButton
        icon="right"
        label={m.offer.nextPicture}
        onClick={() => onStep(1)}
        className="on-image gallery-next"
      />
    </>
  );
}

export function PictureViewer({ images, title, start, onClose }: Props) {
  const m = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const track = useSnapTrack(setIndex);
  const count = images.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, at the picture it was opened on
  useEffect(() => {
    dialog.current?.showModal();
    track.show(start, 'instant');
  }, []);

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    track.show(wrapped);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    show(index + step);
  };

  return (
    <dialog
      ref={dialog}
      className="viewer"
      aria-label={m.offer.viewer(title)}
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
    >
      <IconButton
        icon="close"
        label={m.close}
        onClick={() => dialog.current?.close()}
        className="on-image viewer-close"
      />
      <div className="snap-track" ref={track.ref}>
        {images.map((image, i) => (
          <ResponsiveImage
            key={image}
            path={image}
            alt={m.offer.pictureAlt(title, i + 1, count)}
            sizes="100vw"
            priority={i === start}
            data-testid={i === index ? 'viewer-image' : undefined}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <p className="viewer-count" aria-live="polite">
            {index + 1} / {count}
          </p>
          <PictureArrows onStep={(step) => show(index + step)} />
        </>
      )}
    </dialog>
  );
}
