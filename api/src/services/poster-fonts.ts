// The poster's typeface, Noto Sans Malayalam (its Latin, Latin Extended and Malayalam files from @fontsource), and
// text cut into runs that each one file can draw: PDF's standard fonts have no Malayalam glyphs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PACKAGE = '@fontsource/noto-sans-malayalam';
const SUBSETS = ['latin', 'latin-ext', 'malayalam'] as const;
type Subset = (typeof SUBSETS)[number];
export type Weight = 400 | 700;

/** A piece of text and the font (registered under that name) that draws it. */
export interface Run {
  text: string;
  font: string;
}

/** "U+0D00-0D7F,U+20B9" as code point ranges. */
function ranges(list: string): Array<[number, number]> {
  return list.split(',').map((range) => {
    const [from = '', to = from] = range.replace('U+', '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

const unicode = require(`${PACKAGE}/unicode.json`) as Record<Subset, string>;
const coverage = SUBSETS.map((subset) => ({ subset, ranges: ranges(unicode[subset]) }));

const covers = (subset: Subset, point: number) =>
  coverage.some((entry) => entry.subset === subset && entry.ranges.some(([from, to]) => point >= from && point <= to));

export const fontName = (subset: Subset, weight: Weight) => `${subset}-${weight}`;

let loaded: Map<string, Buffer> | undefined;

/**
 * Every file's bytes by font name, read once. WOFF, not WOFF2: fontkit (under pdfkit) cannot subset the composite glyphs of the
 * WOFF2 files.
 */
export function posterFonts(): Map<string, Buffer> {
  if (loaded) return loaded;
  const fonts = new Map<string, Buffer>();
  for (const subset of SUBSETS) {
    for (const weight of [400, 700] as const) {
      const file = require.resolve(`${PACKAGE}/files/noto-sans-malayalam-${subset}-${weight}-normal.woff`);
      fonts.set(fontName(subset, weight), readFileSync(file));
    }
  }
  loaded = fonts;
  return fonts;
}

/**
 * The text as runs of one file each: a character stays in the current run when that file has it (spaces and joiners
 * between Malayalam letters keep the word in one run, which shaping needs). Characters no file has (emoji, other
 * scripts) are left out rather than drawn as empty boxes.
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Array<{ text: string; subset: Subset }> = [];
  for (const character of text.normalize('NFC')) {
    const point = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && covers(last.subset, point)) {
      last.text += character;
      continue;
    }
    const subset = SUBSETS.find((candidate) => covers(candidate, point));
    if (subset) runs.push({ text: character, subset });
  }
  return runs.map((run) => ({ text: run.text, font: fontName(run.subset, weight) }));
}
