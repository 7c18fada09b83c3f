import { describe, expect, it } from 'vitest';
import { earlyFiltersMarkup, earlyFiltersScript } from '../../../src/features/offers/early-filters';
import { noscriptFilterFields, noscriptFiltersTemplate } from '../../../src/features/offers/noscript-filters';
import { ALL_MESSAGES } from '../../../src/lib/i18n/all-messages';
import { registerMessages } from '../../../src/lib/i18n/catalogue';

registerMessages('en', ALL_MESSAGES.en);
registerMessages('ml', ALL_MESSAGES.ml);

const lists = { storeName: [], category: [], district: [], location: [], offerType: [] };
/** The options of the named <select> in the markup. */
const selectOf = (html: string, name: string) => new RegExp(`<select name="${name}">(.*?)</select>`).exec(html)?.[1];

describe('the filter form without JavaScript', () => {
  it('lists each value once, escaped, with "all" (empty) first', () => {
    const html = noscriptFilterFields({ ...lists, storeName: ['Rose & Co', '<b>"Hi"</b>', 'Rose & Co'] }, 'en');
    expect(selectOf(html, 'storeName')).toBe(
      '<option value="">All Stores</option><option>Rose &amp; Co</option><option>&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;</option>',
    );
  });

  it('keeps the value of a name the browser would trim or collapse, and sends newest as no sort', () => {
    const html = noscriptFilterFields({ ...lists, category: ['Two  spaces'] }, 'en');
    expect(selectOf(html, 'category')).toContain('<option value="Two  spaces">Two  spaces</option>');
    expect(selectOf(html, 'sort')).toBe(
      '<option value="">Newest</option><option value="ending">Ending soon</option><option value="nearest">Nearest</option>',
    );
  });

  it('is in Malayalam on /ml/offers, its links to the Malayalam listing, as are the early chips (docs/decisions/047)', () => {
    const html = [
      noscriptFilterFields(lists, 'ml'),
      noscriptFiltersTemplate('ml'),
      earlyFiltersMarkup('ml'),
      earlyFiltersScript('ml'),
    ].join('');
    expect(selectOf(html, 'storeName')).toBe('<option value="">എല്ലാ കടകളും</option>');
    expect(html).toContain('<span>ക്രമം</span>');
    expect(html).toContain('<li class="chip">ജില്ല: ');
    expect(html).toContain('"ജില്ല ഫിൽട്ടർ നീക്കുക"');
    expect(html).toContain('>എല്ലാം നീക്കുക</a>');
    expect(html.match(/\/offers\b/g)?.length).toBe(html.match(/\/ml\/offers\b/g)?.length);
    // No English text is left in them (as an element's text or an attribute's or string's value).
    for (const english of [
      'Store',
      'All Stores',
      'Sort by',
      'Search',
      'Clear all',
      'remove',
      'This link shows',
      'Page',
    ])
      expect(html).not.toMatch(new RegExp(`[>"]${english}`));
  });
});
