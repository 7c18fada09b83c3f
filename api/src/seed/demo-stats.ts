// Thirty days of demo visitor stats (POST /events' tables), so a store's screen shows a chart from the start: each
// offer's page views and taps on the days it ran, its store's page's own, and each store's totals of both.
import type { VisitorEvent } from '@offerboard/shared-types/rules';
import { addDays } from '../lib/region-time.js';
import type { SeedRepository } from './seed.repository.js';
import type { SeededRandom } from './seeded-random.js';

export const DEMO_STATS_DAYS = 30;

/** Of a page's views, about how many end in each tap. */
const TAP_SHARES: Array<[VisitorEvent, number]> = [
  ['whatsapp', 0.14],
  ['call', 0.08],
  ['directions', 0.06],
  ['share', 0.04],
  ['save', 0.07],
];

export interface SeededOffer {
  id: number;
  storeId: number;
  startDate: string;
  endDate: string;
}

type Counts = Map<string, number>;

function add(counts: Counts, key: string, count: number): void {
  if (count > 0) counts.set(key, (counts.get(key) ?? 0) + count);
}

/** A day's views (weekends busier) and the taps that followed, rounded at random. */
export function dayEvents(random: SeededRandom, day: string, busiest: number, taps: VisitorEvent[]) {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  const view = random.int(0, weekend ? busiest * 1.5 : busiest);
  return [
    ['view', view] as const,
    ...TAP_SHARES.filter(([type]) => taps.includes(type)).map(
      ([type, share]) => [type, Math.floor(view * share + random.next())] as const,
    ),
  ];
}

export function seedDemoStats(
  repository: SeedRepository,
  random: SeededRandom,
  offers: readonly SeededOffer[],
  storeIds: readonly number[],
  today: string,
): void {
  const first = addDays(today, 1 - DEMO_STATS_DAYS);
  const storeCounts: Counts = new Map();
  for (const offer of offers) {
    const busiest = random.int(4, 40);
    for (let day = offer.startDate > first ? offer.startDate : first; day <= today && day <= offer.endDate; ) {
      for (const [type, count] of dayEvents(random, day, busiest, [
        'whatsapp',
        'call',
        'directions',
        'share',
        'save',
      ])) {
        if (count === 0) continue;
        repository.insertOfferStats(offer.id, day, type, count);
        add(storeCounts, [offer.storeId, day, type].join('|'), count);
      }
      day = addDays(day, 1);
    }
  }
  for (const storeId of storeIds) {
    const busiest = random.int(2, 15);
    for (let day = first; day <= today; day = addDays(day, 1)) {
      for (const [type, count] of dayEvents(random, day, busiest, ['whatsapp', 'call', 'directions'])) {
        add(storeCounts, [storeId, day, type].join('|'), count);
      }
    }
  }
  for (const [key, count] of storeCounts) {
    const [storeId, day, type] = key.split('|');
    repository.insertStoreStats(Number(storeId), day ?? '', type as VisitorEvent, count);
  }
}
