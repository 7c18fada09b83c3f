import { describe, expect, it } from 'vitest';
import { endingSoon, endsText, groupByState, homeStateOf } from '../../../src/features/owner-home/offer-groups';

const offer = (status: 'live' | 'ending-soon' | 'expired', endDate: string, review?: 'pending' | 'rejected') => ({
  status,
  endDate,
  ...(review ? { review: { kind: 'change' as const, status: review } } : {}),
});

describe("the owner's home's order of offers", () => {
  it('lists an offer under its open submission before its dates', () => {
    expect(homeStateOf(offer('ending-soon', '2026-11-28', 'rejected'))).toBe('rejected');
    expect(homeStateOf(offer('live', '2026-12-28', 'pending'))).toBe('in-review');
    expect(homeStateOf(offer('expired', '2026-11-01'))).toBe('expired');
  });

  it('groups what needs the owner first and leaves out empty states', () => {
    const offers = [
      offer('expired', '2026-11-01'),
      offer('live', '2026-12-28'),
      offer('live', '2026-12-20', 'rejected'),
    ];
    expect(groupByState(offers).map((group) => [group.state, group.offers.length])).toEqual([
      ['rejected', 1],
      ['live', 1],
      ['expired', 1],
    ]);
  });

  it('lists the offers ending soon, soonest first, and says when each ends', () => {
    const later = offer('ending-soon', '2026-11-29');
    const today = offer('ending-soon', '2026-11-27');
    expect(endingSoon([later, offer('live', '2026-12-28'), today])).toEqual([today, later]);
    expect(endsText('2026-11-27', '2026-11-27')).toBe('Ends today');
    expect(endsText('2026-11-28', '2026-11-27')).toBe('Ends tomorrow');
    expect(endsText('2026-11-29', '2026-11-27')).toBe('Ends on 29 Nov 2026');
  });
});
