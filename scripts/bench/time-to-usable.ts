// `make bench` (public site): how long after a tap on a link a visitor on a slow phone waits until the page answers
// taps (the app has taken over: body[data-hydrated]), for the home page, the listing and an offer page of the demo
// data, served as in production. The phone is emulated as issue 24 measured it: 390 px wide, 400 kbps down and up,
// 300 ms latency, CPU slowed 4x; the browser cache is empty (a first visit). Each page TIME_TO_USABLE_RUNS times
// (default 3); the median is printed against the 4 s target and against the same page on an unthrottled connection
// in the same run (the baseline), with the first paint of a card or heading for comparison.
import { launchBrowser, startStack } from '../../e2e/harness.js';

const TARGET_MS = 4000;
const RUNS = Number(process.env.TIME_TO_USABLE_RUNS || 3);
const PHONE = { width: 390, height: 844 };
/** 400 kbps in bytes per second, as Chrome's DevTools throttling takes it. */
const SLOW_PHONE = { latency: 300, downloadThroughput: 50_000, uploadThroughput: 50_000, cpuRate: 4 };

const stack = await startStack();
const browser = await launchBrowser();

interface Timing {
  usableMs: number;
  contentMs: number;
}

async function visit(path: string, throttled: boolean): Promise<Timing> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The moment the page marks itself usable, taken in the page: polling for the mark from here would add the poll's
  // interval and a round trip over the protocol (70-420 ms on the throttled phone) to what is measured.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body?.hasAttribute('data-hydrated')) return;
      document.body.dataset.usableAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  if (throttled) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
  }
  await page.goto(`${stack.publicUrl}${path}`, { waitUntil: 'commit' });
  await page.locator('body[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  const timing = await page.evaluate(() => {
    const paints = performance.getEntriesByType('paint').map((entry) => entry.startTime);
    return { usableMs: Number(document.body.dataset.usableAt), contentMs: Math.min(...paints) };
  });
  await context.close();
  return timing;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let failed = false;
try {
  const listing = (await (await fetch(`${stack.apiUrl}/storeads/adswithstore?limit=1`)).json()) as {
    data: Array<{ _id: string }>;
  };
  for (const path of ['/', '/offers', `/offerdetails/${listing.data[0]?._id}`]) {
    const fast: Timing[] = [];
    const slow: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      fast.push(await visit(path, false));
      slow.push(await visit(path, true));
    }
    const usable = median(slow.map((timing) => timing.usableMs));
    const baseline = median(fast.map((timing) => timing.usableMs));
    if (usable > TARGET_MS) failed = true;
    process.stdout.write(
      `${path}: usable after ${(usable / 1000).toFixed(2)} s on the slow phone (target ${TARGET_MS / 1000} s: ` +
        `${(usable / TARGET_MS).toFixed(2)}x; first paint ${(median(slow.map((t) => t.contentMs)) / 1000).toFixed(2)} s), ` +
        `${(usable / baseline).toFixed(1)}x the ${(baseline / 1000).toFixed(2)} s unthrottled\n`,
    );
  }
} finally {
  await browser.close();
  await stack.stop();
}
if (failed) process.stdout.write('time to usable: above the 4 s target on the slow phone\n');
