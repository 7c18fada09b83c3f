import { describe, expect, it } from 'vitest';
import { showingLine } from '../../../src/features/offers/offer-search';

describe('the count line of /offers', () => {
  it('counts the offers when they fit on one page', () => {
    expect(showingLine(1, 1, 1)).toBe('Showing 1 offer');
    expect(showingLine(1, 7, 7)).toBe('Showing 7 offers');
  });

  it("gives the page's range of the whole list when there are more pages", () => {
    expect(showingLine(1, 12, 123)).toBe('Showing 1-12 of 123 offers');
    expect(showingLine(2, 12, 123)).toBe('Showing 13-24 of 123 offers');
    expect(showingLine(11, 3, 123)).toBe('Showing 121-123 of 123 offers');
  });
});
