// The morning e-mail to store owners: each owner's live offers that end within 3 days ("Ending soon"), sent once per
// region day at DIGEST_HOUR, or at the API's next start that day when it was down then. Owners with none get nothing.
import {
  ENDING_SOON_DAYS,
  endingSoonUntil,
  OFFER_STATUS_LABELS,
  type OfferStatus,
} from '@offerboard/shared-types/offer-status';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminUsers, ads, expiryDigests, storeOwners, stores } from '../db/schema.js';
import { addDays, regionDay, regionHour } from '../lib/region-time.js';
import type { Mail, Mailer } from './mailer.js';

/** The status (and its word, from the one table of them) of the offers a digest lists. */
const ENDING_SOON: OfferStatus = 'ending-soon';

/** The hour of the region's day at which the digest goes out. */
export const DIGEST_HOUR = 9;

interface EndingOffer {
  email: string;
  storeId: number;
  storeName: string;
  title: string;
  endDate: string;
}

export interface DigestOutcome {
  day: string;
  /** Owners mailed; an owner whose mail the SMTP server refused is not counted (and logged). */
  mails: number;
  offers: number;
  failed: number;
}

interface DigestOptions {
  timeZone: string;
  /** ADMIN_ORIGIN: the mails link to the store's offers screen there. */
  adminOrigin: string;
  onSendError: (error: unknown, to: string) => void;
}

export class ExpiryDigest {
  constructor(
    private readonly db: Db,
    private readonly mailer: Pick<Mailer, 'send'>,
    private readonly options: DigestOptions,
  ) {}

  /**
   * Sends the day's digest when the region's clock at `now` is past DIGEST_HOUR and no process sent it yet that day;
   * undefined when it was not due. The day is recorded before the mails go out, so a restart while they are sent
   * does not send any of them twice (an owner may miss that day's mail instead).
   */
  async sendIfDue(now: Date): Promise<DigestOutcome | undefined> {
    const { timeZone } = this.options;
    if (regionHour(timeZone, now) < DIGEST_HOUR) return undefined;
    const day = regionDay(timeZone, now);
    const claimed = this.db
      .insert(expiryDigests)
      .values({ day, sentAt: now, mails: 0 })
      .onConflictDoNothing()
      .run().changes;
    if (claimed === 0) return undefined;
    const offers = this.endingSoon(day);
    const byOwner = groupBy(offers, (offer) => offer.email);
    let mails = 0;
    for (const [email, owned] of byOwner) {
      try {
        await this.mailer.send(this.mail(email, owned, day));
        mails += 1;
      } catch (error) {
        this.options.onSendError(error, email);
      }
    }
    this.db.update(expiryDigests).set({ mails }).where(eq(expiryDigests.day, day)).run();
    return { day, mails, offers: offers.length, failed: byOwner.size - mails };
  }

  /** Every owner's published, unpaused offers that have started and end between `day` and two days later. */
  private endingSoon(day: string): EndingOffer[] {
    return this.db
      .select({
        email: adminUsers.email,
        storeId: stores.id,
        storeName: stores.storeName,
        title: ads.title,
        endDate: ads.endDate,
      })
      .from(storeOwners)
      .innerJoin(adminUsers, eq(adminUsers.id, storeOwners.userId))
      .innerJoin(stores, eq(stores.id, storeOwners.storeId))
      .innerJoin(ads, eq(ads.storeId, storeOwners.storeId))
      .where(
        and(
          eq(adminUsers.role, 'owner'),
          eq(ads.published, true),
          isNull(ads.pausedAt),
          lte(ads.startDate, day),
          gte(ads.endDate, day),
          lte(ads.endDate, endingSoonUntil(day)),
        ),
      )
      .orderBy(asc(adminUsers.email), asc(stores.storeName), asc(ads.endDate), asc(ads.title))
      .all();
  }

  private mail(to: string, offers: EndingOffer[], day: string): Mail {
    const stores = groupBy(offers, (offer) => offer.storeId);
    const sections = [...stores.entries()].map(([storeId, ofStore]) => {
      const lines = ofStore.map((offer) => `- ${offer.title}: ${endsOn(offer.endDate, day)}`);
      const link = `${this.options.adminOrigin}/admin/storeads/${storeId}?status=${ENDING_SOON}`;
      return `${ofStore[0]?.storeName}\n${lines.join('\n')}\nExtend or edit them: ${link}\n`;
    });
    const count = offers.length === 1 ? '1 offer ends' : `${offers.length} offers end`;
    return {
      to,
      subject: `${OFFER_STATUS_LABELS[ENDING_SOON]}: ${count} within ${ENDING_SOON_DAYS} days on OfferBoard`,
      text:
        `These offers of yours end within ${ENDING_SOON_DAYS} days and then leave the site. Extend their end date, ` +
        `or add new offers, to keep your shop in front of visitors.\n\n${sections.join('\n')}`,
    };
  }
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<K>(offers: EndingOffer[], key: (offer: EndingOffer) => K): Map<K, EndingOffer[]> {
  const groups = new Map<K, EndingOffer[]>();
  for (const offer of offers) {
    const group = groups.get(key(offer));
    if (group) group.push(offer);
    else groups.set(key(offer), [offer]);
  }
  return groups;
}

function endsOn(endDate: string, today: string): string {
  if (endDate === today) return 'ends today';
  if (endDate === addDays(today, 1)) return 'ends tomorrow';
  const date = new Date(`${endDate}T00:00:00Z`);
  return `ends ${date.toLocaleDateString('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })}`;
}
