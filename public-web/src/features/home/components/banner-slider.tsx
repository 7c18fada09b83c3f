// Home banners: desktop images on wide screens, mobile ones on small; 5 s auto-advance with a 300 ms fade, dots,
// a pause button; hidden when there are none, a grey placeholder while loading. A banner with a link (a store page,
// an offer, a web address) opens it when clicked; one without advances to the next.

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CarouselDots } from '../../../components/carousel-dots';
import { PlayPauseButton } from '../../../components/icon-button';
import { localizedPath } from '../../../lib/i18n/locale';
import { useLocale, useMessages } from '../../../lib/i18n/messages';
import { imageSource } from '../../../lib/images';
import { type Banner, bannersQueryOptions } from '../api/home-queries';

const ADVANCE_MS = 5000;
const FADE_MS = 300;

interface Slide {
  desktop?: Banner;
  mobile?: Banner;
}

function slidesOf(banners: Banner[]): Slide[] {
  const desktop = banners.filter((b) => b.title === 'desktop' && b.bannerImage.length > 0);
  const mobile = banners.filter((b) => b.title === 'mobile' && b.bannerImage.length > 0);
  return Array.from({ length: Math.max(desktop.length, mobile.length) }, (_, i) => ({
    desktop: desktop[i] ?? desktop[0],
    mobile: mobile[i] ?? mobile[0],
  }));
}

type BannerLink = NonNullable<Banner['link']>;

function linkName(link: BannerLink, index: number): string {
  if (link.type === 'store') return `Banner ${index + 1}: offers from ${link.label}`;
  if (link.type === 'offer') return `Banner ${index + 1}: ${link.label}`;
  return `Banner ${index + 1}: open ${new URL(link.href).hostname}`;
}

/**
 * The slide's links: the one of the banner shown at each width (the desktop image from 768 px, else the mobile one).
 * Each covers the picture; when the two differ, each shows at its own widths.
 */
function SlideLinks({ slide, index }: { slide: Slide; index: number }) {
  // A store's or an offer's page in the page's language.
  const locale = useLocale();
  const wide = (slide.desktop ?? slide.mobile)?.link ?? null;
  const narrow = (slide.mobile ?? slide.desktop)?.link ?? null;
  const anchor = (link: BannerLink, only?: 'wide' | 'narrow') => (
    <a
      key={only ?? 'all'}
      className={`banner-link${only ? ` banner-link-${only}` : ''}`}
      href={link.type === 'url' ? link.href : localizedPath(link.href, locale)}
      rel={link.type === 'url' ? 'noopener' : undefined}
    >
      <span className="visually-hidden">{linkName(link, index)}</span>
    </a>
  );
  if (wide?.href === narrow?.href) return wide ? anchor(wide) : null;
  return (
    <>
      {wide && anchor(wide, 'wide')}
      {narrow && anchor(narrow, 'narrow')}
    </>
  );
}

/** One <picture>: the browser downloads only the desktop or the mobile image, never both. */
function BannerImage({ slide, index }: { slide: Slide; index: number }) {
  const m = useMessages();
  const mobile = imageSource((slide.mobile ?? slide.desktop)?.bannerImage[0] ?? '');
  const desktop = slide.desktop ? imageSource(slide.desktop.bannerImage[0] ?? '') : undefined;
  const priority = index === 0;
  return (
    <picture>
      {desktop && (
        <source
          media="(min-width: 768px)"
          srcSet={desktop.srcSet ?? desktop.src}
          sizes="100vw"
          width={desktop.width}
          height={desktop.height}
        />
      )}
      <img
        src={mobile.src}
        srcSet={mobile.srcSet}
        sizes="100vw"
        width={mobile.width}
        height={mobile.height}
        alt={m.home.bannerAlt(index + 1)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}

export function BannerSlider() {
  const m = useMessages();
  const { data, isPending } = useQuery(bannersQueryOptions());
  const slides = data ? slidesOf(data) : [];
  const [current, setCurrent] = useState(0);
  const [fading, setFading] = useState(false);
  const [paused, setPaused] = useState(false);

  const goTo = (index: number) => {
    setFading(true);
    window.setTimeout(() => {
      setCurrent(index);
      setFading(false);
    }, FADE_MS);
  };

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setTimeout(() => goTo((current + 1) % slides.length), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  });

  if (isPending) return <div className="banner banner-placeholder" aria-hidden="true" />;
  if (slides.length === 0) return null;
  const slide = slides[current] ?? slides[0];

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={m.home.banners}>
      {slide && (slide.desktop?.link || slide.mobile?.link) ? (
        <div className={`banner-slide${fading ? ' is-fading' : ''}`}>
          <BannerImage slide={slide} index={current} />
          <SlideLinks slide={slide} index={current} />
        </div>
      ) : (
        <button
          type="button"
          className={`banner-slide${fading ? ' is-fading' : ''}`}
          onClick={() => goTo((current + 1) % slides.length)}
          aria-label={m.home.nextBanner}
        >
          {slide && <BannerImage slide={slide} index={current} />}
        </button>
      )}
      {slides.length > 1 && (
        <div className="banner-controls">
          <PlayPauseButton
            paused={paused}
            onToggle={() => setPaused(!paused)}
            what={m.home.bannersMoving}
            className="on-image"
          />
          <CarouselDots
            count={slides.length}
            current={current}
            label={(index) => m.home.showBanner(index + 1)}
            onSelect={goTo}
          />
        </div>
      )}
    </section>
  );
}
