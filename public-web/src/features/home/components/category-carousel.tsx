// Looping, autoplaying category carousel (2500 ms, pausable). Each category is a plain link to its offers, so a tap
// works before the page has taken over; once it has, the tap also records the click (sent so it outlives the page).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlayPauseButton } from '../../../components/icon-button';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useCarousel } from '../../../components/use-carousel';
import { localizedPath } from '../../../lib/i18n/locale';
import { useLocale, useMessages } from '../../../lib/i18n/messages';
import { type Category, categoriesQueryOptions, recordCategoryClick } from '../api/home-queries';

export function CategoryCarousel() {
  const { data, isPending, isError } = useQuery(categoriesQueryOptions());
  const m = useMessages();
  const locale = useLocale();
  const [selected, setSelected] = useState<string>();
  const [paused, setPaused] = useState(false);
  const carousel = useCarousel({ loop: true, align: 'start' }, 2500, (data?.length ?? 0) > 0);

  const choose = (category: Category) => {
    setSelected(category._id);
    recordCategoryClick(category._id).catch((error: unknown) => console.warn('Failed to increment click count', error));
  };

  const togglePause = () => {
    const autoplay = carousel.api?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.play();
    else autoplay.stop();
    setPaused(!paused);
  };

  if (isError) return <p className="error-text container">{m.home.categoriesFailed}</p>;
  if (isPending) return <div className="category-placeholder" aria-hidden="true" />;
  if (data.length === 0) return null;

  return (
    <section className="container category-section" aria-labelledby="categories-heading">
      <div className="section-head">
        <h2 id="categories-heading">{m.home.categories}</h2>
        <PlayPauseButton paused={paused} onToggle={togglePause} what={m.home.categoriesMoving} />
      </div>
      <div className="embla" ref={carousel.ref}>
        <ul className="embla-container category-track">
          {data.map((category) => (
            <li key={category._id} className="category-slide">
              <a
                href={`${localizedPath('/offers', locale)}?category=${encodeURIComponent(category.title)}`}
                className={`category-button${selected === category._id ? ' is-selected' : ''}`}
                onClick={() => choose(category)}
              >
                {category.catPhotographs[0] ? (
                  <ResponsiveImage path={category.catPhotographs[0]} alt="" sizes="120px" />
                ) : (
                  <span className="image-placeholder" aria-hidden="true" />
                )}
                <span>{(locale === 'ml' && category.titleMl) || category.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
