import { describe, expect, it } from 'vitest';
import { noscriptFilterFields } from '../../../src/features/offers/noscript-filters';

const lists = { storeName: [], category: [], district: [], location: [], offerType: [] };
/** The options of the named <select> in the markup. */
const selectOf = (html: string, name: string) => new RegExp(`<select name="${name}">(.*?)</select>`).exec(html)?.[1];

describe('the filter form without JavaScript', () => {
  it('lists each value once, escaped, with "all" (empty) first', () => {
    const html = noscriptFilterFields({ ...lists, storeName: ['Rose & Co', '<b>"Hi"</b>', 'Rose & Co'] });
    expect(selectOf(html, 'storeName')).toBe(
      '<option value="">All Stores</option><option>Rose &amp; Co</option><option>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;</option>',
    );
  });

  it('keeps the value of a name the browser would trim or collapse, and sends newest as no sort', () => {
    const html = noscriptFilterFields({ ...lists, category: ['Two  spaces'] });
    expect(selectOf(html, 'category')).toContain('<option value="Two  spaces">Two  spaces</option>');
    expect(selectOf(html, 'sort')).toBe(
      '<option value="">Newest</option><option value="ending">Ending soon</option><option value="nearest">Nearest</option>',
    );
  });
});
