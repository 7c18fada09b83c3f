// Latency of the search calls where the response cache cannot help (timeEach: of any list of requests, sequential): every request asks something not asked before
// (another page of a search, another typed prefix), so each one runs the SQL (substring, word-start and synonym
// searches), the spelling correction or the suggestion lookup. Sequential requests over loopback; p50 and p95 per
// kind and the API's CPU time per request (steadier than latency on a busy machine), each as a ratio of the plain
// search's.
import { cpuMicros } from './process-cpu.js';

const TARGET_P95_MS = 30;
/** Misspellings a visitor makes, each corrected to a word of the dataset's names and titles. */
const MISSPELT = ['biriyani', 'Trissur', 'jewelery', 'electroniks', 'Kozhicode', 'sarees Ernakulm'];
const PLAIN = ['kochi', 'biryani', 'Thrissur', 'sarees', 'gold', 'laptops'];
/** Short words (the word index: at word starts or whole) and words of the synonyms table (old names, shop words). */
const SHORT_AND_SYNONYMS = ['tv', 'ac', 'ko', 'Calicut', 'Cochin', 'fridge'];
const PAGES = 40;

export interface Latency {
  name: string;
  count: number;
  p50: number;
  p95: number;
  /** The API process's CPU time per request, in milliseconds. */
  cpu: number;
  /** How many answers were what the kind promises (corrected, or at least one suggestion). */
  useful: number;
}

interface Found {
  totalAds: number;
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}

/** What asking some requests one after another took: each one's time (ms), the API's CPU time, the useful answers. */
export interface Timings {
  times: number[];
  cpuMicros: number;
  useful: number;
}

export async function timeRequests(
  pid: number,
  urls: Array<string | Request>,
  useful: (body: unknown) => boolean,
): Promise<Timings> {
  const times: number[] = [];
  let usefulCount = 0;
  const cpuBefore = cpuMicros(pid);
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    const text = await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${typeof url === 'string' ? url : url.url} answered ${response.status}`);
    // An offer page's HTML (from the API's offer pages route) is judged as text.
    const json = response.headers.get('content-type')?.startsWith('application/json');
    const body: unknown = json ? JSON.parse(text) : text;
    if (useful(body)) usefulCount++;
  }
  return { times, cpuMicros: cpuMicros(pid) - cpuBefore, useful: usefulCount };
}

/** The latency of a kind from its timings (of one pass, or of several added together). */
export function latencyOf(name: string, { times, cpuMicros: cpu, useful }: Timings): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    count: times.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    cpu: cpu / 1000 / times.length,
    useful,
  };
}

export async function timeEach(
  pid: number,
  name: string,
  urls: Array<string | Request>,
  useful: (body: unknown) => boolean,
): Promise<Latency> {
  return latencyOf(name, await timeRequests(pid, urls, useful));
}

/** Every prefix of 2 to 5 letters of the names, each asked once. */
function prefixesOf(names: string[]): string[] {
  const prefixes = new Set<string>();
  for (const name of names) {
    for (let length = 2; length <= Math.min(5, name.length); length++)
      prefixes.add(name.slice(0, length).toLowerCase());
  }
  return [...prefixes];
}

/** A kind of search request: its requests, each asked once, and what makes an answer useful. */
export interface SearchKind {
  name: string;
  urls: string[];
  useful: (body: unknown) => boolean;
}

/** The search kinds, the plain search (the baseline) first, as requests to the API at `base`. */
export async function searchKinds(base: string): Promise<SearchKind[]> {
  const listing = (query: string, page: number) =>
    `${base}/storeads/adswithstore?searchQuery=${encodeURIComponent(query)}&page=${page}`;
  const pagesOf = (queries: string[]) =>
    queries.flatMap((query) => Array.from({ length: PAGES }, (_, i) => listing(query, i + 1)));
  const stores = (await (await fetch(`${base}/store/names?live=true`)).json()) as Array<{ storeName: string }>;
  const locations = (await (await fetch(`${base}/locations`)).json()) as { data: Array<{ locationName: string }> };
  const prefixes = prefixesOf([...stores.map((s) => s.storeName), ...locations.data.map((l) => l.locationName)]);
  const suggestions = (typed: string) => `${base}/search/suggestions?q=${encodeURIComponent(typed)}`;
  const hasSuggestions = (body: unknown) => ((body as { suggestions: unknown[] }).suggestions ?? []).length > 0;
  return [
    { name: 'plain search (baseline)', urls: pagesOf(PLAIN), useful: () => true },
    { name: 'corrected search', urls: pagesOf(MISSPELT), useful: (body) => 'correctedQuery' in (body as object) },
    {
      name: 'short words, synonyms',
      urls: pagesOf(SHORT_AND_SYNONYMS),
      useful: (body) => (body as Found).totalAds > 0,
    },
    // Every prefix (about 300 on the bench catalog): a suggestion takes about a millisecond, so its p95 is the time
    // of its slowest few requests, which one stall of the machine decides when they are few.
    { name: 'suggestions', urls: prefixes.map(suggestions), useful: hasSuggestions },
    {
      name: 'suggestions, misspelt',
      urls: prefixes.map((prefix) => suggestions(`${prefix}x`)),
      useful: () => true,
    },
  ];
}

export async function searchLatency(
  base: string,
  pid: number,
): Promise<{ lines: string[]; ok: boolean; results: Latency[] }> {
  const results: Latency[] = [];
  for (const kind of await searchKinds(base)) results.push(await timeEach(pid, kind.name, kind.urls, kind.useful));
  const plain = results[0] as Latency;
  const ok = results.every((result) => result.p95 < TARGET_P95_MS);
  const lines = [
    'Search without the response cache (each request new; sequential, loopback):',
    ...results.map(
      (r) =>
        `  ${r.name.padEnd(26)} n=${String(r.count).padEnd(4)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms ` +
        `(${(r.p95 / plain.p95).toFixed(2)}x plain)  CPU ${r.cpu.toFixed(2)} ms/req (${(r.cpu / plain.cpu).toFixed(2)}x plain)  ` +
        `useful ${r.useful}/${r.count}`,
    ),
    `Target: p95 < ${TARGET_P95_MS} ms for each: ${ok ? 'ok' : 'MISSED'}`,
  ];
  return { lines, ok, results };
}
