// What the public reads changes only when an admin writes: public GET responses are kept as ready JSON strings,
// dropped on every admin write, at the region's day boundary (visibility changes) and after a TTL. Counters (category
// clicks, offer views) change on every visit, so a response rendered before a counter changed is kept at most a few
// seconds: visitors see counts that lag by that much, and a busy site re-renders each response once per interval.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { regionDay } from '../lib/region-time.js';

const TTL_MS = 60_000;
/** How long a public response may still show a counter from before its latest change. */
export const COUNTER_LAG_MS = 5_000;
const MAX_ENTRIES = 2_000;
/**
 * The most bytes of responses (bodies and their compressed copies) kept at once: what a visitor asks decides a page's
 * size, not the cache. Without it, 2,000 listing pages of 48 offers (about 100 KB each, from distinct nearest points)
 * took the API from 146 to 389 MB of resident memory, and kept it there; with it, to 182 MB (docs/scaling.md).
 */
const MAX_BYTES = 16 * 1024 * 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * A ready response: the UTF-8 bytes (no encoding per request), a strong validator for conditional GETs, and
 * compressed copies made once, on the first request that accepts them (phones on mobile data send ~6x fewer bytes).
 */
export class CachedBody {
  private readonly compressed = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly body: Buffer,
    readonly etag: string,
    /** Told the size of each compressed copy made, which the cache holding this body counts. */
    private readonly onCompressed: (bytes: number) => void = () => {},
  ) {}

  encoded(encoding: ContentEncoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.body, { level: 6 });
      this.compressed.set(encoding, bytes);
      this.onCompressed(bytes.length);
    }
    return bytes;
  }
}

/** A response's bytes with its validator. */
export function cachedBody(json: string, onCompressed?: (bytes: number) => void): CachedBody {
  const body = Buffer.from(json);
  return new CachedBody(body, `"${createHash('sha1').update(body).digest('base64url')}"`, onCompressed);
}

interface Entry {
  cached: CachedBody;
  renderedAt: number;
  expires: number;
}

type PublicDataListener = () => void;

/** How often a hit looks at the region's clock: the day boundary is noticed within this time. */
const DAY_CHECK_MS = 1000;

export class PublicData {
  private readonly entries = new Map<string, Entry>();
  /** Request URLs already answered, to their entry: a repeated URL skips normalising its query into a key. */
  private readonly byUrl = new Map<string, Entry>();
  private readonly listeners = new Set<PublicDataListener>();
  /** The bytes of the bodies stored since the last clear, with their compressed copies. */
  private bytes = 0;
  /** Counts a compressed copy only if its body was stored since the last clear (bumped by each clear). */
  private generation = 0;
  private lastCounterChange = 0;
  private day = '';
  private dayCheckedUntil = 0;

  constructor(private readonly timeZone: string) {}

  /** Drops every entry when the region's day has changed since the last look (offers start and end on days). */
  private now(): number {
    const now = Date.now();
    if (now >= this.dayCheckedUntil) {
      const day = regionDay(this.timeZone);
      if (day !== this.day) this.clear();
      this.day = day;
      this.dayCheckedUntil = now + DAY_CHECK_MS;
    }
    return now;
  }

  /** The cached JSON already sent for this exact request URL, if it is still current. */
  forUrl(url: string): CachedBody | undefined {
    const now = this.now();
    const hit = this.byUrl.get(url);
    return hit && this.current(hit, now) ? hit.cached : undefined;
  }

  /** The cached JSON for a key, rendering and storing it when absent or stale; remembered for the URL too. */
  json(key: string, render: () => string, url?: string): CachedBody {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || !this.current(entry, now)) {
      const json = render();
      // Both maps are cleared together, so no URL keeps a response the count has forgotten: `bytes` is all that was
      // stored since, what both can hold between them.
      if (this.entries.size >= MAX_ENTRIES || this.bytes + Buffer.byteLength(json) > MAX_BYTES) this.clear();
      const generation = this.generation;
      const cached = cachedBody(json, (bytes) => {
        if (this.generation === generation) this.bytes += bytes;
      });
      this.bytes += cached.body.length;
      entry = { cached, renderedAt: now, expires: now + TTL_MS };
      this.entries.set(key, entry);
    }
    if (url !== undefined) {
      if (this.byUrl.size >= MAX_ENTRIES) this.byUrl.clear();
      this.byUrl.set(url, entry);
    }
    return entry.cached;
  }

  private clear(): void {
    this.entries.clear();
    this.byUrl.clear();
    this.bytes = 0;
    this.generation++;
  }

  /** Called when a visit changes a counter that public responses show. */
  countersChanged(): void {
    this.lastCounterChange = Date.now();
  }

  /** Within its TTL, and not showing a counter that changed more than COUNTER_LAG_MS after it was rendered. */
  private current(entry: Entry, now: number): boolean {
    if (entry.expires <= now) return false;
    return this.lastCounterChange < entry.renderedAt || now - entry.renderedAt < COUNTER_LAG_MS;
  }

  /** Called after every admin write: forget cached responses and tell listeners (e.g. the prerenderer). */
  changed(): void {
    this.clear();
    for (const listener of this.listeners) listener();
  }

  onChange(listener: PublicDataListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
