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
  ) {}

  encoded(encoding: ContentEncoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(this.body, { level: 6 });
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

interface Entry {
  cached: CachedBody;
  day: string;
  renderedAt: number;
  expires: number;
}

export type PublicDataListener = () => void;

export class PublicData {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<PublicDataListener>();
  private lastCounterChange = 0;

  constructor(private readonly timeZone: string) {}

  /** The cached JSON for a key, rendering and storing it when absent or stale. */
  json(key: string, render: () => string): CachedBody {
    const now = Date.now();
    const day = regionDay(this.timeZone);
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && hit.day === day && !this.countersOutdated(hit, now)) return hit.cached;
    const body = Buffer.from(render());
    const cached = new CachedBody(body, `"${createHash('sha1').update(body).digest('base64url')}"`);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { cached, day, renderedAt: now, expires: now + TTL_MS });
    return cached;
  }

  /** Called when a visit changes a counter that public responses show. */
  countersChanged(): void {
    this.lastCounterChange = Date.now();
  }

  private countersOutdated(entry: Entry, now: number): boolean {
    return this.lastCounterChange >= entry.renderedAt && now - entry.renderedAt >= COUNTER_LAG_MS;
  }

  /** Called after every admin write: forget cached responses and tell listeners (e.g. the prerenderer). */
  changed(): void {
    this.entries.clear();
    for (const listener of this.listeners) listener();
  }

  onChange(listener: PublicDataListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
