// What the public reads changes only when an admin writes: public GET responses are kept as ready JSON strings,
// dropped on every admin write, at the region's day boundary (visibility changes) and after a short TTL (view counts).
import { regionDay } from '../lib/region-time.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  body: string;
  day: string;
  expires: number;
}

export type PublicDataListener = () => void;

export class PublicData {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<PublicDataListener>();

  constructor(private readonly timeZone: string) {}

  /** The cached JSON for a key, rendering and storing it when absent or stale. */
  json(key: string, render: () => string): string {
    const now = Date.now();
    const day = regionDay(this.timeZone);
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && hit.day === day) return hit.body;
    const body = render();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { body, day, expires: now + TTL_MS });
    return body;
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
