// Browser entry, kept tiny: the page arrives as complete HTML with the CSS it needs inlined, so the app (React, the
// router, the page's data layer) and the whole stylesheet are fetched and started only once the page's hero image is
// painted. Started earlier, their download shares the line with that image and the app's start-up holds the main
// thread while the image waits to be drawn.
import './styles.css';
import { onSlowLine, releaseHeldImages } from './lib/held-images';
import { loadMessages } from './lib/i18n/load';
import { ISLAND_DATA_ID, islandSelector } from './lib/island-data';

/**
 * The route's chunks and the whole stylesheet, listed by the prerender in an inert template, start downloading beside
 * the app; the app starts once the stylesheet is there, so what it shows next (a menu, another page) is styled.
 */
function start(): void {
  const preloads = document.querySelector<HTMLTemplateElement>('template#app-preloads');
  const stylesheets = [...(preloads?.content.querySelectorAll('link[rel="stylesheet"]') ?? [])];
  const styled = stylesheets.map(
    (link) =>
      new Promise<void>((done) => {
        link.addEventListener('load', () => done(), { once: true });
        link.addEventListener('error', () => done(), { once: true });
      }),
  );
  if (preloads) document.head.append(preloads.content);
  requestAnimationFrame(() => setTimeout(() => void Promise.all(styled).then(startApp), 0));
}

/**
 * Evaluates the libraries (React and the data layer: one chunk) and the app in two tasks with a turn of the event loop
 * between them instead of one: each is a long task on a phone, and a click or a frame can run between. A page that
 * carries its islands' data (the home page, an offer page, the listing) starts its islands without the router
 * (docs/decisions/020, 041, 048), any other the routed app. The images held back on a slow line are let go once the libraries are in, as the
 * app takes over.
 */
async function startApp(): Promise<void> {
  await Promise.all([import('react-dom/client'), loadMessages()]);
  await new Promise((next) => setTimeout(next, 0));
  releaseHeldImages();
  if (!document.getElementById(ISLAND_DATA_ID)) await import('./app-client');
  else if (document.querySelector(islandSelector('offer'))) await import('./offer-islands');
  else if (document.querySelector(islandSelector('offers'))) await import('./offers-islands');
  else await import('./home-islands');
}

/** How long after the hero is decoded the app waits for the browser to report it drawn, should the report not come. */
const HERO_REPORT_WAIT_MS = 500;

/**
 * Calls `then` once the hero has been drawn: when the browser reports it as the page's largest contentful paint. A
 * browser that makes no such reports starts the app once the image is decoded (the next frame draws it); loaded alone,
 * a large image may still be decoding, or waiting for its frame, when the app's start-up takes the main thread.
 */
function afterHeroDrawn(hero: HTMLImageElement, then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    report?.disconnect();
    then();
  };
  const report = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === hero)) once();
      })
    : undefined;
  report?.observe({ type: 'largest-contentful-paint', buffered: true });
  const decoded = hero.decode().catch(() => undefined);
  void decoded.then(() => (report ? setTimeout(once, HERO_REPORT_WAIT_MS) : once()));
}

const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
// A shared filtered /offers link keeps the prerendered list, hero included, hidden until the app shows its own list
// (docs/decisions/008): that image is never painted, so the app starts at once.
const heroHidden = document.documentElement.hasAttribute('data-offers-pending');
// On a slow line the app's download takes seconds and cannot hold up the hero's paint: it starts at once, beside the
// hero, instead of seconds later (lib/held-images.ts).
if (!hero || heroHidden || onSlowLine()) start();
else afterHeroDrawn(hero, start);
