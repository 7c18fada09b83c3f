import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, exportRefusal } from '../../../src/features/ads-report/api/ads-report';

describe('the ads report export limit', () => {
  it('exports up to 50,000 rows and refuses more with the limit, the count and what to do', () => {
    expect(EXPORT_MAX_ROWS).toBe(50_000);
    expect(exportRefusal(0)).toBeUndefined();
    expect(exportRefusal(50_000)).toBeUndefined();
    expect(exportRefusal(210_000)).toBe(
      'An export holds at most 50,000 ads and these filters match 2,10,000. Narrow them (a status, a store, a district) and export each part.',
    );
  });
});
