// An A4 poster for a shop window: the store's name, an offer's title and validity, and a large QR code of the public
// page, drawn with pdfkit (text shaped by fontkit, so Malayalam names print) and the `qrcode` package's matrix.

import { BRAND_COLOUR, SITE_NAME } from '@offerboard/shared-types/site';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { posterFonts, type Run, runsOf, type Weight } from './poster-fonts.js';

export interface PosterContent {
  storeName: string;
  /** The offer's title and validity line; a store's poster has neither. */
  offer?: { title: string; validity: string };
  /** The public page's absolute URL, which the QR code holds. */
  url: string;
  callToAction: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const TEXT_WIDTH = A4.width - 2 * MARGIN;
const INK = '#1f2933';
const MUTED = '#52606d';

/** A text block: how large it may be, how small it may shrink to fit, and in how many lines. */
interface Block {
  text: string;
  weight: Weight;
  color: string;
  sizes: readonly [largest: number, smallest: number];
  maxLines: number;
}

type Doc = PDFKit.PDFDocument;

// fontkit throws on the null mark anchors of Noto Sans Malayalam's above- and below-base mark positioning
// (foliojs/fontkit#367); without those two features the marks keep the places the font draws them at. fontkit
// writes into the object it is given, so each call gets its own.
const shaping = (font: string) =>
  (font.startsWith('malayalam') ? { features: { abvm: false, blwm: false } } : {}) as PDFKit.Mixins.TextOptions;

function widthOf(doc: Doc, runs: Run[], size: number): number {
  return runs.reduce(
    (sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text, shaping(run.font)),
    0,
  );
}

/** The words in lines no wider than the text column at this size (a word wider than it gets a line of its own). */
function wrap(doc: Doc, words: string[], weight: Weight, size: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && widthOf(doc, runsOf(joined, weight), size) <= TEXT_WIDTH)
      lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** The largest size at which the text fits its lines; at the smallest, the last line ends with an ellipsis. */
function layout(doc: Doc, block: Block): { lines: string[]; size: number } {
  const words = block.text.trim().split(/\s+/);
  const [largest, smallest] = block.sizes;
  for (let size = largest; size > smallest; size -= 2) {
    const lines = wrap(doc, words, block.weight, size);
    if (lines.length <= block.maxLines) return { lines, size };
  }
  const lines = wrap(doc, words, block.weight, smallest);
  if (lines.length <= block.maxLines) return { lines, size: smallest };
  const kept = lines.slice(0, block.maxLines);
  let last = kept.pop() ?? '';
  while (last.includes(' ') && widthOf(doc, runsOf(`${last}…`, block.weight), smallest) > TEXT_WIDTH) {
    last = last.slice(0, last.lastIndexOf(' '));
  }
  return { lines: [...kept, `${last}…`], size: smallest };
}

/** Draws the block centred from `top`; answers where the next one may start. */
function drawBlock(doc: Doc, block: Block, top: number): number {
  const { lines, size } = layout(doc, block);
  const lineHeight = size * 1.25;
  doc.fillColor(block.color);
  lines.forEach((line, index) => {
    const runs = runsOf(line, block.weight);
    let x = (A4.width - widthOf(doc, runs, size)) / 2;
    for (const run of runs) {
      doc
        .font(run.font)
        .fontSize(size)
        .text(run.text, x, top + index * lineHeight, { lineBreak: false, ...shaping(run.font) });
      x += doc.widthOfString(run.text, shaping(run.font));
    }
  });
  return top + lines.length * lineHeight;
}

/** The QR code as filled squares, with the quiet zone of 4 modules scanners need. */
function drawQrCode(doc: Doc, url: string, left: number, top: number, side: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = side / (modules.size + 8);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(left + (column + 4) * cell, top + (row + 4) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/** The poster as PDF bytes. */
export async function renderPoster(content: PosterContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `${content.storeName}: ${content.offer?.title ?? SITE_NAME}`, Creator: SITE_NAME },
  });
  for (const [name, bytes] of posterFonts()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, A4.width, 64).fill(BRAND_COLOUR);
  drawBlock(doc, { text: SITE_NAME, weight: 700, color: '#ffffff', sizes: [24, 24], maxLines: 1 }, 18);

  let y = drawBlock(doc, { text: content.storeName, weight: 700, color: INK, sizes: [40, 24], maxLines: 2 }, 100);
  if (content.offer) {
    y = drawBlock(
      doc,
      { text: content.offer.title, weight: 700, color: BRAND_COLOUR, sizes: [34, 20], maxLines: 3 },
      y + 18,
    );
    y = drawBlock(
      doc,
      { text: content.offer.validity, weight: 400, color: MUTED, sizes: [20, 20], maxLines: 1 },
      y + 12,
    );
  }

  const footer = 150;
  const side = Math.min(320, A4.height - footer - (y + 24));
  drawQrCode(doc, content.url, (A4.width - side) / 2, y + 24, side);
  const cta: Block = { text: content.callToAction, weight: 700, color: INK, sizes: [22, 16], maxLines: 2 };
  const after = drawBlock(doc, cta, A4.height - footer + 20);
  drawBlock(doc, { text: content.url, weight: 400, color: MUTED, sizes: [12, 9], maxLines: 1 }, after + 10);

  doc.end();
  return done;
}
