// The part of the site's stylesheet a prerendered page needs before the app starts: every rule that could match an
// element of that page. A selector is left out only when one of the classes it requires appears nowhere in the page's
// markup (or it is for another language's page), and a font no kept rule names is left out too, so the page looks
// exactly as with the whole stylesheet; the whole stylesheet (cached, shared by every page) is loaded when the app
// starts, before it can add classes of its own (docs/decisions/011).

/**
 * A style rule (its selectors, each with what it requires of the page, and its declarations), a @font-face with its
 * family, another at-rule kept as is, or an at-rule block with the rules inside it.
 */
export type StyleRule =
  | { selectors: Array<{ text: string; requires: string[] }>; body: string }
  | { fontFace: string; text: string }
  | { text: string }
  | { prelude: string; rules: StyleRule[] };

/** The index of the brace closing the block opened at `open`, skipping quoted strings. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = css.indexOf(char, i + 1);
      if (i < 0) break;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** A selector list's selectors: split at the commas outside parentheses, brackets and quotes (`:is(.a, .b)`). */
function splitSelectors(prelude: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '"' || char === "'") i = Math.max(i, prelude.indexOf(char, i + 1));
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(prelude.slice(start).trim());
  return selectors;
}

/** `html[lang=ml-IN]`, however the build quotes it: a selector for one language's pages. */
const HTML_LANG = /^html\[lang=["']?([\w-]+)["']?\]/;

/**
 * What a selector requires of the page: its classes (`.name`) and, when it starts with `html[lang=...]`, that language
 * (`lang:ml-IN`). Classes inside functional pseudo-classes (`:not(.a)`, `:is(.a, .b)`) are not all required, so they
 * are ignored: the selector is then kept more often, never less.
 */
function requirements(selector: string): string[] {
  let plain = selector;
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  const classes = [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
  const lang = HTML_LANG.exec(plain)?.[1];
  return lang ? [...classes, `lang:${lang}`] : classes;
}

/** The family a @font-face declares, unquoted. */
function fontFamily(block: string): string {
  return /font-family:\s*(["']?)([^;"'}]+)\1/.exec(block)?.[2]?.trim() ?? '';
}

export function parseStylesheet(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(css, open);
    const prelude = css.slice(at, open).trim();
    const block = css.slice(open, close + 1);
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      rules.push({ prelude, rules: parseStylesheet(css.slice(open + 1, close)) });
    } else if (prelude === '@font-face') {
      rules.push({ fontFace: fontFamily(block), text: `${prelude}${block}` });
    } else if (prelude.startsWith('@')) {
      rules.push({ text: `${prelude}${block}` });
    } else {
      const selectors = splitSelectors(prelude).map((text) => ({ text, requires: requirements(text) }));
      rules.push({ selectors, body: block });
    }
    at = close + 1;
  }
  return rules;
}

/** What the page offers selectors: every class named in its markup (noscript and template content included), its language. */
function pageTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) tokens.add(name);
  }
  const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
  if (lang) tokens.add(`lang:${lang}`);
  return tokens;
}

/** The rules and selectors that could match the page, in their order; each @font-face as `fonts` decides. */
function keep(rules: StyleRule[], tokens: Set<string>, fonts: (family: string, text: string) => string): string {
  return rules
    .map((rule) => {
      if ('prelude' in rule) {
        const inner = keep(rule.rules, tokens, fonts);
        return inner && `${rule.prelude}{${inner}}`;
      }
      if ('fontFace' in rule) return fonts(rule.fontFace, rule.text);
      if (!('selectors' in rule)) return rule.text;
      const used = rule.selectors.filter((selector) => selector.requires.every((token) => tokens.has(token)));
      return used.length > 0 ? `${used.map((selector) => selector.text).join(',')}${rule.body}` : '';
    })
    .join('');
}

/**
 * The rules of the stylesheet that could match an element of this page, in their order, each with only the selectors
 * that could; a @font-face only when a kept rule names its family (a font no element uses is never fetched anyway).
 */
export function criticalCss(rules: StyleRule[], html: string): string {
  const tokens = pageTokens(html);
  const withoutFonts = keep(rules, tokens, () => '');
  return keep(rules, tokens, (family, text) => (withoutFonts.includes(family) ? text : ''));
}
