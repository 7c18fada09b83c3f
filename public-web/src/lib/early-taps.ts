// Taps on a control before the page has taken over are kept, not lost: on a slow phone the prerendered page shows
// its hearts seconds before React can answer them. The inline script (first in the body of every page) holds a tap
// on an element marked `data-replay` and marks it `data-tapped` (shown as pressed); once the app has hydrated it
// clicks each held control again, now with its handler, in the order they were tapped.

declare global {
  interface Window {
    /** The `data-replay` keys tapped before the app took over (written by EARLY_TAPS_SCRIPT). */
    earlyTaps?: string[];
    /** Set once the taps are replayed: the script then lets every tap through. */
    earlyTapsReplayed?: boolean;
  }
}

/** Plain ES5 so every browser runs it at once; its SHA-256 goes into each page's script policy with the others. */
export const EARLY_TAPS_SCRIPT =
  'window.earlyTaps=[];document.addEventListener("click",function(e){' +
  'var t=e.target&&e.target.closest&&e.target.closest("[data-replay]");' +
  'if(!t||window.earlyTapsReplayed)return;e.preventDefault();t.setAttribute("data-tapped","");' +
  'window.earlyTaps.push(t.getAttribute("data-replay"))},true)';

/** Clicks again, with their handlers now attached, the controls tapped before the app took over. */
export function replayEarlyTaps(): void {
  window.earlyTapsReplayed = true;
  for (const key of window.earlyTaps?.splice(0) ?? []) {
    const control = document.querySelector<HTMLElement>(`[data-replay="${CSS.escape(key)}"]`);
    control?.removeAttribute('data-tapped');
    control?.click();
  }
}
