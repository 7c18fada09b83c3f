// On a slow line the app's JavaScript, not the pictures further down the page, gets the bandwidth first. On a 400 kbps
// phone Chrome loads lazy images up to 2,500 px beyond the screen at once (its lazy-load distance grows as the line
// slows), about 40-90 KB on a page, and the app's ~115 KB gzipped shared the line with them: the page answered taps
// only after both had arrived. The inline script (in the body before any image of every page) holds each lazy image
// whose request has not started by taking its source away until the app starts or the visitor scrolls (from then on
// each image gets its source as it comes into view, so an app that never starts still shows each image scrolled to).
// The first screen's lazy images wait too: their 10-20 KB took the line from the app's code (docs/decisions/041). The
// hero and the other high-priority (eager) images, and every image on a fast line or without JavaScript, load as
// before. The page's load event is no signal: it comes before the app's modules, which do not hold it up, have arrived.
// docs/decisions/034-slow-lines-load-the-app-first.md

declare global {
  interface Window {
    /** Gives every held image its source back (written by HELD_IMAGES_SCRIPT on a slow line only). */
    releaseHeldImages?: () => void;
  }
}

/**
 * The attribute the script puts on <html> on a slow line (the Network Information API's effective type 3g or slower,
 * or Data Saver on): the entry then starts the app at once instead of after the hero is drawn.
 */
const SLOW_LINE_ATTRIBUTE = 'data-slow-line';

/**
 * Plain ES5 so every browser runs it at once; its SHA-256 goes into each page's script policy with the others. On a
 * slow line it also starts the download of the app's modules (the prerender lists them in `template#app-preloads`)
 * while the page is still being parsed, a second or more before the entry module may run. A held image keeps its
 * `srcset` and `src` in `data-held-srcset` / `data-held-src`; a mutation observer catches each lazy image as the
 * parser adds it, before the browser's layout decides to load it. Before the first scroll, the images in view are
 * only noted; the scroll gives them their source, and each image that comes into view after it. An image just beside
 * the screen (the next photo of a swiped gallery) touches it without showing: it is held until some of it is in view.
 */
export const HELD_IMAGES_SCRIPT =
  '(function(){var c=navigator.connection,d=document.documentElement;' +
  'if(!c||!(c.saveData||/^(slow-2g|2g|3g)$/.test(c.effectiveType))||!window.IntersectionObserver)return;' +
  `d.setAttribute("${SLOW_LINE_ATTRIBUTE}","");var held=[],t=document.getElementById("app-preloads");` +
  'if(t)[].forEach.call(t.content.querySelectorAll("link[rel=modulepreload]"),function(l){' +
  'document.head.appendChild(l.cloneNode())});' +
  'function give(i){if(!i.hasAttribute("data-held-src"))return;' +
  'if(i.hasAttribute("data-held-srcset"))i.setAttribute("srcset",i.getAttribute("data-held-srcset"));' +
  'i.setAttribute("src",i.getAttribute("data-held-src"));' +
  'i.removeAttribute("data-held-srcset");i.removeAttribute("data-held-src")}' +
  'var moved=false,shown=[],seen=new IntersectionObserver(function(es){es.forEach(function(e){' +
  'if(e.intersectionRatio>0){if(!moved)return shown.push(e.target);seen.unobserve(e.target);give(e.target)}})});' +
  'addEventListener("scroll",function(){moved=true;shown.forEach(function(i){seen.unobserve(i);give(i)})},' +
  '{once:true,passive:true});' +
  'function hold(i){if(i.getAttribute("loading")!=="lazy"||!i.hasAttribute("src")||i.complete&&i.naturalWidth)return;' +
  'if(i.hasAttribute("srcset")){i.setAttribute("data-held-srcset",i.getAttribute("srcset"));i.removeAttribute("srcset")}' +
  'i.setAttribute("data-held-src",i.getAttribute("src"));i.removeAttribute("src");held.push(i);seen.observe(i)}' +
  'var added=new MutationObserver(function(ms){ms.forEach(function(m){m.addedNodes.forEach(function(n){' +
  'if(n.nodeType!==1)return;if(n.tagName==="IMG")hold(n);else[].forEach.call(n.querySelectorAll("img"),hold)})})});' +
  'added.observe(d,{childList:true,subtree:true});' +
  'function release(){added.disconnect();seen.disconnect();held.forEach(give);held=[]}' +
  'window.releaseHeldImages=release})()';

/** Lets the held images load: called once the app's code has arrived, just before it takes over the page. */
export function releaseHeldImages(): void {
  window.releaseHeldImages?.();
}

/** Whether the script judged the line slow (it held images, and the app should not wait for the hero to be drawn). */
export function onSlowLine(): boolean {
  return document.documentElement.hasAttribute(SLOW_LINE_ATTRIBUTE);
}
