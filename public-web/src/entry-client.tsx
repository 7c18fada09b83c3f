// Browser entry, kept tiny: the page arrives as complete HTML with its CSS inlined, so the app (React, the router,
// the page's data layer) is fetched and started only once the page's hero image is painted. Started earlier, its
// download shares the line with that image and its start-up holds the main thread while the image waits to be drawn.
import './styles.css';

/** The route's chunks, listed by the prerender in an inert template, start downloading beside the app. */
function start(): void {
  const preloads = document.querySelector<HTMLTemplateElement>('template#app-preloads');
  if (preloads) document.head.append(preloads.content);
  requestAnimationFrame(() => setTimeout(() => import('./app-client'), 0));
}

const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
// A shared filtered /offers link keeps the prerendered list, hero included, hidden until the app shows its own list
// (docs/decisions/008): that image is never painted, so the app starts at once.
const heroHidden = document.documentElement.hasAttribute('data-offers-pending');
if (!hero || hero.complete || heroHidden) start();
else {
  hero.addEventListener('load', start, { once: true });
  hero.addEventListener('error', start, { once: true });
}
