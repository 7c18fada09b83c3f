// Looping, autoplaying category carousel (2500 ms, pausable); choosing a category records the click, then filters.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlayPauseButton } from '../../../components/icon-button';
import { useNavigation } from '../../../components/navigation';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useCarousel } from '../../../components/use-carousel';
import { type Category, categoriesQueryOptions, recordCategoryClick } from '../api/home-queries';

export function CategoryCarousel() {
  const { data, isPending, isError } = useQuery(categoriesQueryOptions());
  const { navigate } = useNavigation();
  const [selected, setSelected] = useState<string>();
  const [paused, setPaused] = useState(false);
  const carousel = useCarousel({ loop: true, align: 'start' }, 2500, (data?.length ?? 0) > 0);

  const choose = async (category: Category) => {
    setSelected(category._id);
    try {
      await recordCategoryClick(category._id);
    } catch (error) {
      console.warn('Failed to increment click count', error);
      return;
    }
    await navigate('/offers', { category: category.title });
  };

  const togglePause = () => {
    const autoplay = carousel.api?.plugins().autoplay;
    if (!autoplay) return;
    if (paused) autoplay.play();
    else autoplay.stop();
    setPaused(!paused);
  };

  if (isError) return <p className="error-text container">Error fetching categories</p>;
  if (isPending) return <div className="category-placeholder" aria-hidden="true" />;
  if (data.length === 0) return null;

  return (
    <section className="container category-section" aria-labelledby="categories-heading">
      <div className="section-head">
        <h2 id="categories-heading">Shop by category</h2>
        <PlayPauseButton paused={paused} onToggle={togglePause} what="category carousel" />
      </div>
      <div className="embla" ref={carousel.ref}>
        <ul className="embla-container category-track">
          {data.map((category) => (
            <li key={category._id} className="category-slide">
              <button
                type="button"
                className={`category-button${selected === category._id ? ' is-selected' : ''}`}
                onClick={() => choose(category)}
              >
                {category.catPhotographs[0] ? (
                  <ResponsiveImage path={category.catPhotographs[0]} alt="" sizes="120px" />
                ) : (
                  <span className="image-placeholder" aria-hidden="true" />
                )}
                <span>{category.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
