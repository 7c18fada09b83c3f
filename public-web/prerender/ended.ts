// Ended offers' small pages (docs/decisions/005 and 042), a last day at a time: the API fingerprints each day's
// offers (/storeads/enddays), and a run reads again only the days whose fingerprint moved or whose pages are missing
// (every day in a full run), so an edit costs what today's offers cost, not the 90 days of ended ones
// (docs/decisions/052).
import { existsSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import { addDays } from '@offerboard/shared-types/offer-status';
import { localeOfPath, localizedPath } from '../src/lib/i18n/locale';
import type { ClientAssets } from './assets';
import { fileFor, hasTwin, writePage } from './files';
import { unmarkGone } from './gone';
import { endDayFingerprints, startedOffers } from './source';
import { type EndedDay, shortHash } from './state';
import { endedOfferPage } from './stub';

/** An ended offer's pages: in English and in Malayalam (docs/decisions/047). */
export function endedPaths(id: string): string[] {
  const path = `/offerdetails/${id}`;
  return [path, localizedPath(path, 'ml')];
}

export interface EndedPages {
  /** What the state records of each day with ended offers in the window. */
  days: Record<string, EndedDay>;
  rendered: number;
  bytesWritten: number;
}

interface EndedContext {
  outDir: string;
  assets: ClientAssets;
  build: string;
  /** The days the last run recorded. */
  previous: Record<string, EndedDay>;
  /** The window: offers whose last day is from `from` to the day before `before` (today). */
  from: string;
  before: string;
}

/** Pages written between two turns of the event loop, so a render worker never waits long for its next batch. */
const YIELD_EVERY = 32;

const onDisk = (outDir: string, day: EndedDay) =>
  day.ids.every((id) => endedPaths(id).every((path) => existsSync(fileFor(outDir, path))));

/** Writes the ended offers' pages of each day of the window that changed (every day unless `onlyChanges`). */
export async function writeEndedPages(context: EndedContext, onlyChanges: boolean): Promise<EndedPages> {
  const { outDir, assets, build, previous } = context;
  const ended: EndedPages = { days: {}, rendered: 0, bytesWritten: 0 };
  for (const [day, fingerprint] of await endDayFingerprints(context.from, context.before)) {
    const data = shortHash(build, 'ended', fingerprint);
    const before = previous[day];
    if (onlyChanges && before?.data === data && onDisk(outDir, before)) {
      ended.days[day] = before;
      continue;
    }
    const offers = await startedOffers({ endsFrom: day, endsBefore: addDays(day, 1) });
    const pages = offers.flatMap((offer) => endedPaths(offer._id).map((path) => ({ path, offer })));
    unmarkGone(outDir, pages);
    for (const [index, { path, offer }] of pages.entries()) {
      const page = endedOfferPage(assets, offer, localeOfPath(path));
      ended.bytesWritten += writePage(fileFor(outDir, path), page, hasTwin(path));
      // A full run writes these while the render workers render: they wait on this thread for their next batch.
      if (index % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate();
    }
    ended.rendered += pages.length;
    ended.days[day] = { data, ids: offers.map((offer) => offer._id) };
  }
  return ended;
}
