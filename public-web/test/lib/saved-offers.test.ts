import { describe, expect, it } from 'vitest';
import { listedIds, MAX_SAVED, parseSavedIds, toggledIds } from '../../src/lib/saved-offers';

/** n offer ids, "1" to "n", oldest first as they are stored. */
const ids = (n: number) => Array.from({ length: n }, (_, index) => String(index + 1));

describe("the visitor's saved offers", () => {
  it('reads the ids kept in this browser, oldest first', () => {
    expect(parseSavedIds('["12","7","305"]')).toEqual(['12', '7', '305']);
    expect(parseSavedIds(null)).toEqual([]);
  });

  it('ignores anything but an offer id as the API takes it, and stored text that is not a list', () => {
    expect(
      parseSavedIds(
        JSON.stringify(['12', 7, '07', '0', '-3', '1e3', 'abc', '1234567890123456', null, {}, '999999999999999']),
      ),
    ).toEqual(['12', '999999999999999']);
    for (const raw of ['', 'not json', '{"0":"12"}', '"12"', 'null', '12']) expect(parseSavedIds(raw)).toEqual([]);
  });

  it('lists the most recently saved first', () => {
    expect(listedIds(['12', '7', '305'])).toEqual(['305', '7', '12']);
  });

  it(`lists only the latest ${MAX_SAVED}, which is all the API reads at once, when more were kept`, () => {
    const listed = listedIds(ids(MAX_SAVED + 5));
    expect(listed).toHaveLength(MAX_SAVED);
    expect(listed[0]).toBe(String(MAX_SAVED + 5));
    expect(listed.at(-1)).toBe('6');
  });

  it('saves an offer last and removes it on a second tap', () => {
    const saved = toggledIds(['12', '7'], '305');
    expect(saved).toEqual({ outcome: 'saved', ids: ['12', '7', '305'] });
    expect(toggledIds(['12', '7', '305'], '7')).toEqual({ outcome: 'removed', ids: ['12', '305'] });
  });

  it(`refuses a new offer once ${MAX_SAVED} are saved, and still removes one of them`, () => {
    expect(toggledIds(ids(MAX_SAVED), '5000')).toEqual({ outcome: 'full' });
    expect(toggledIds(ids(MAX_SAVED - 1), '5000')).toMatchObject({ outcome: 'saved' });
    const removed = toggledIds(ids(MAX_SAVED), '50');
    expect(removed).toMatchObject({ outcome: 'removed' });
    expect('ids' in removed && removed.ids).toHaveLength(MAX_SAVED - 1);
  });
});
