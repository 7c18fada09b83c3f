import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../../src/features/store/api/store-queries';
import { dayHours, openStatus, regionWeekday } from '../../../src/features/store/opening-hours';
import { ALL_MESSAGES } from '../../../src/lib/i18n/all-messages';

const { en, ml } = ALL_MESSAGES;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function week(hours: (day: (typeof DAYS)[number]) => [string, string] | null): OpeningHours {
  return DAYS.map((day) => {
    const times = hours(day);
    return times
      ? { day, closed: false, open: times[0], close: times[1] }
      : { day, closed: true, open: '09:00', close: '18:00' };
  });
}

/** Mon-Sat 09:30 to 21:00, Sunday closed. */
const SHOP = week((day) => (day === 'Sunday' ? null : ['09:30', '21:00']));
/** Every night 18:00 to 02:00. */
const NIGHT = week(() => ['18:00', '02:00']);

/** An instant given on the region's clock (India, UTC+05:30). 2026-11-23 is a Monday. */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);

describe('openStatus', () => {
  it('is open during the day and says when it closes', () => {
    expect(openStatus(SHOP, en.store, ist('2026-11-23T12:00'))).toEqual({
      open: true,
      text: 'Open now · Closes at 21:00',
    });
  });

  it('reads the region clock, whatever the visitor’s zone (UTC 04:00 is 09:30 in Kerala)', () => {
    expect(openStatus(SHOP, en.store, new Date('2026-11-23T04:00:00Z'))).toEqual({
      open: true,
      text: 'Open now · Closes at 21:00',
    });
  });

  it('before opening says it opens today; after closing, tomorrow', () => {
    expect(openStatus(SHOP, en.store, ist('2026-11-23T08:00'))).toEqual({
      open: false,
      text: 'Closed · Opens at 09:30',
    });
    expect(openStatus(SHOP, en.store, ist('2026-11-23T21:00'))).toEqual({
      open: false,
      text: 'Closed · Opens tomorrow at 09:30',
    });
  });

  it('skips closed days: Saturday night opens Monday', () => {
    expect(openStatus(SHOP, en.store, ist('2026-11-28T22:00'))).toEqual({
      open: false,
      text: 'Closed · Opens Monday at 09:30',
    });
  });

  it('keeps a night shop open past midnight, Sunday night into Monday too', () => {
    expect(openStatus(NIGHT, en.store, ist('2026-11-24T01:30'))).toEqual({
      open: true,
      text: 'Open now · Closes at 02:00',
    });
    expect(openStatus(NIGHT, en.store, ist('2026-11-23T01:30'))).toEqual({
      open: true,
      text: 'Open now · Closes at 02:00',
    });
    expect(openStatus(NIGHT, en.store, ist('2026-11-23T03:00'))).toEqual({
      open: false,
      text: 'Closed · Opens at 18:00',
    });
  });

  it('with one open day a week, past it, names that day', () => {
    const sundays = week((day) => (day === 'Sunday' ? ['08:00', '12:00'] : null));
    expect(openStatus(sundays, en.store, ist('2026-11-29T13:00'))).toEqual({
      open: false,
      text: 'Closed · Opens Sunday at 08:00',
    });
  });

  it('has nothing to say for a store closed all week', () => {
    expect(
      openStatus(
        week(() => null),
        en.store,
        ist('2026-11-23T12:00'),
      ),
    ).toBeNull();
  });
});

describe('in Malayalam (docs/decisions/047)', () => {
  it("says whether the store is open, when it opens (the day named in Malayalam) and each day's hours", () => {
    expect(openStatus(SHOP, ml.store, ist('2026-11-23T12:00'))?.text).toBe('ഇപ്പോൾ തുറന്നിരിക്കുന്നു · 21:00-ന് അടയ്ക്കും');
    expect(openStatus(SHOP, ml.store, ist('2026-11-28T22:00'))?.text).toBe('അടച്ചിരിക്കുന്നു · തിങ്കൾ 09:30-ന് തുറക്കും');
    expect(openStatus(SHOP, ml.store, ist('2026-11-23T21:00'))?.text).toBe('അടച്ചിരിക്കുന്നു · നാളെ 09:30-ന് തുറക്കും');
    expect(dayHours(NIGHT[0] as OpeningHours[number], ml.store)).toBe('18:00 – 02:00 (പിറ്റേന്ന്)');
    expect(dayHours(SHOP[6] as OpeningHours[number], ml.store)).toBe('അവധി');
  });
});

describe('dayHours and regionWeekday', () => {
  it('writes each day, marking hours that run past midnight', () => {
    expect(SHOP.map((entry) => dayHours(entry, en.store))).toEqual([...Array(6).fill('09:30 – 21:00'), 'Closed']);
    expect(dayHours(NIGHT[0] as OpeningHours[number], en.store)).toBe('18:00 – 02:00 (next day)');
  });

  it("counts the region's weekday from Monday", () => {
    expect(regionWeekday(ist('2026-11-23T00:10'))).toBe(0);
    expect(regionWeekday(new Date('2026-11-22T19:00:00Z'))).toBe(0);
    expect(regionWeekday(ist('2026-11-29T23:59'))).toBe(6);
  });
});
