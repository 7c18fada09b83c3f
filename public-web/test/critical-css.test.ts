// The styles a prerendered page inlines (docs/decisions/011, 049): what could match its markup, nothing that cannot.
import { describe, expect, it } from 'vitest';
import { criticalCss, parseStylesheet } from '../prerender/critical-css';

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head></head><body>${body}</body></html>`;

const CSS = [
  ':root{--brand:#0b6e4f}',
  '.card,.filter-bar,.info-box{border:1px solid}',
  '.a:is(.b, .c),.d{color:red}',
  '@font-face{font-family:Noto Sans Malayalam;src:url(/assets/ml.woff2)format("woff2")}',
  'html[lang=ml-IN]{font-family:Noto Sans Malayalam,system-ui}',
  '@media (width>=768px){.card,.menu{display:flex}.menu{gap:1rem}}',
].join('');

describe('the styles a page inlines', () => {
  const rules = parseStylesheet(CSS);

  it('keeps of a selector list only the selectors whose classes are all in the page', () => {
    const css = criticalCss(rules, page('en-IN', '<div class="card"></div><div class="a"></div>'));
    expect(css).toBe(
      ':root{--brand:#0b6e4f}.card{border:1px solid}.a:is(.b, .c){color:red}@media (width>=768px){.card{display:flex}}',
    );
  });

  it("keeps another language's rules, and a font no kept rule names, out of a page", () => {
    const english = criticalCss(rules, page('en-IN', '<div class="d"></div>'));
    expect(english).not.toContain('Noto Sans Malayalam');
    const malayalam = criticalCss(rules, page('ml-IN', '<div class="d"></div>'));
    expect(malayalam).toContain('@font-face{font-family:Noto Sans Malayalam;');
    expect(malayalam).toContain('html[lang=ml-IN]{font-family:Noto Sans Malayalam,system-ui}');
  });
});
