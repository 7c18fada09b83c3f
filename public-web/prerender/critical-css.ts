// The part of the site's stylesheet a prerendered page needs before the app starts: every rule that could match an
// element of that page. A rule is left out only when one of the classes its selector requires appears nowhere in the
// page's markup, so the page looks exactly as with the whole stylesheet; the whole stylesheet (cached, shared by
// every page) is loaded when the app starts, before it can add classes of its own (docs/decisions/011).

/** A style rule with the classes each of its selectors requires, or an at-rule block with the rules inside it. */
export type StyleRule = { text: string; selectorClasses: string[][] } | { prelude: string; rules: StyleRule[] };

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

/**
 * Classes a selector requires of the document. Those inside functional pseudo-classes (`:not(.a)`, `:is(.a, .b)`)
 * are not all required, so they are ignored: the rule is then kept more often, never less.
 */
function requiredClasses(selector: string): string[] {
  let plain = selector;
  while (/\([^()]*\)/.test(plain)) plain = plain.replace(/\([^()]*\)/g, '');
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

export function parseStylesheet(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = closingBrace(css, open);
    const prelude = css.slice(at, open).trim();
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      rules.push({ prelude, rules: parseStylesheet(css.slice(open + 1, close)) });
    } else if (prelude.startsWith('@')) {
      rules.push({ text: css.slice(at, close + 1).trim(), selectorClasses: [[]] });
    } else {
      rules.push({ text: css.slice(at, close + 1).trim(), selectorClasses: prelude.split(',').map(requiredClasses) });
    }
    at = close + 1;
  }
  return rules;
}

/** Every class named in the page's markup (its noscript and template content included). */
function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function keep(rules: StyleRule[], classes: Set<string>): string {
  return rules
    .map((rule) => {
      if ('prelude' in rule) {
        const inner = keep(rule.rules, classes);
        return inner && `${rule.prelude}{${inner}}`;
      }
      const used = rule.selectorClasses.some((required) => required.every((name) => classes.has(name)));
      return used ? rule.text : '';
    })
    .join('');
}

/** The rules of the stylesheet that could match an element of this page, in their order. */
export function criticalCss(rules: StyleRule[], html: string): string {
  return keep(rules, pageClasses(html));
}
