// `make bench` (public site): Lighthouse with mobile settings on the home page, the listing, one offer page and its
// store's page of the demo data, and the Malayalam home page, listing and that offer's Malayalam page (issue 22),
// served as in production, each LIGHTHOUSE_RUNS times in a row (default 3, the target must hold in every run), printing the four category scores, LCP, CLS, TBT, the JavaScript transferred and the first
// request's image; and, per page, the JavaScript it loads to hydrate (the entry script and the modulepreloads its
// HTML lists) gzipped, against its target.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startStack } from '../../e2e/harness.js';

const TARGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.04,
  lcpMs: 1500,
  tbtMs: 65,
  homeInitialJsKb: 100,
};
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NetworkRequest {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

const stack = await startStack();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** The scripts a prerendered page starts and the modules it lists to preload for hydration, gzipped (level 9), in KB. */
async function initialJs(url: string): Promise<{ kb: number; files: number }> {
  const html = await (await fetch(url)).text();
  const files = new Set(
    [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload"[^>]*?href)="([^"]+)"/g)].map((m) => m[1]),
  );
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(file ?? '', url))).arrayBuffer()), { level: 9 }).length;
  return { kb: bytes / 1000, files: files.size };
}

let failed = false;
try {
  const listing = (await (await fetch(`${stack.apiUrl}/storeads/adswithstore?limit=12`)).json()) as {
    data: Array<{ _id: string; titleMl?: string; storeId: { _id: string } }>;
  };
  // The newest offer with a Malayalam title, so its Malayalam page is in Malayalam.
  const offer = listing.data.find((listed) => listed.titleMl) ?? listing.data[0];
  const offerPage = `/offerdetails/${offer?._id}`;
  const pages = ['/', '/offers', offerPage, `/store/${offer?.storeId._id}`, '/ml/', '/ml/offers', `/ml${offerPage}`];
  for (const path of pages) {
    const { kb, files } = await initialJs(`${stack.publicUrl}${path}`);
    const target = path === '/' ? ` (target < ${TARGETS.homeInitialJsKb} kB)` : '';
    process.stdout.write(`${path}: JavaScript to hydrate ${kb.toFixed(1)} kB gzipped in ${files} files${target}\n`);
    if (path === '/' && kb >= TARGETS.homeInitialJsKb) failed = true;
  }
  for (const path of pages.flatMap((page) => Array.from({ length: RUNS }, () => page))) {
    const result = await lighthouse(`${stack.publicUrl}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const scores = CATEGORIES.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const jsBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const cls = audit('cumulative-layout-shift');
    const lcp = audit('largest-contentful-paint');
    const tbt = audit('total-blocking-time');
    const firstImage = requests
      .filter((request) => request.resourceType === 'Image')
      .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))[0];
    const firstSubresource = requests
      .filter((request) => request.resourceType !== 'Document')
      .sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0))[0];
    const imageFirst = !!firstImage && firstImage === firstSubresource;
    process.stdout.write(
      [
        `${path}`,
        `  performance ${scores[0]}  accessibility ${scores[1]}  best practices ${scores[2]}  SEO ${scores[3]}`,
        `  LCP ${Math.round(lcp)} ms  CLS ${cls.toFixed(3)}  TBT ${Math.round(tbt)} ms  JS transferred ${(jsBytes / 1024).toFixed(1)} KB`,
        `  first image ${firstImage?.url?.replace(/^https?:\/\/[^/]+/, '') ?? 'none'}${imageFirst ? ' (the first request after the page)' : ''}`,
        '',
      ].join('\n'),
    );
    for (const [name, score] of CATEGORIES.map((category, index) => [category, scores[index] ?? 0] as const)) {
      for (const ref of lhr.categories[name]?.auditRefs ?? []) {
        const failing = lhr.audits[ref.id];
        if (ref.weight > 0 && failing && failing.score !== null && failing.score < 1 && score < TARGETS[name]) {
          process.stdout.write(`    ${name}: ${failing.id} (${failing.displayValue ?? failing.score})\n`);
        }
      }
      if (score < TARGETS[name]) failed = true;
    }
    if (cls >= TARGETS.cls || lcp >= TARGETS.lcpMs || tbt >= TARGETS.tbtMs) failed = true;
  }
} finally {
  chrome.kill();
  await stack.stop();
}
process.stdout.write(failed ? 'Some Lighthouse targets were missed.\n' : 'Every Lighthouse target met.\n');
