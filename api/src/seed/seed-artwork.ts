// SVG artwork for seeded images (category photos, logos, offer posters, shop fronts, banners), drawn locally.
import { escapeHtml } from '../lib/html.js';
import type { Palette } from './offer-catalog.js';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** A stable small number from a text, so each image's decoration differs but never changes between runs. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** The largest font size (up to `max`) at which bold text of this length fits the width (capitals are wider). */
function fitFont(text: string, width: number, max: number): number {
  const averageWidth = text === text.toUpperCase() ? 0.8 : 0.66;
  return Math.min(max, Math.floor(width / (Math.max(text.length, 1) * averageWidth)));
}

/** Splits a phrase into at most two lines of similar length. */
function twoLines(text: string): string[] {
  const words = text.split(' ');
  if (words.length < 2 || text.length <= 10) return [text];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const gap = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (gap < Math.abs(words.slice(0, best).join(' ').length - words.slice(best).join(' ').length)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word.charAt(0).toUpperCase());
  return letters.slice(0, 2).join('') || 'OB';
}

interface TextStyle {
  weight?: 400 | 700;
  opacity?: number;
}

function text(
  x: number,
  y: number,
  size: number,
  content: string,
  { weight = 700, opacity = 1 }: TextStyle = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="#fff" fill-opacity="${opacity}" text-anchor="middle">${escapeHtml(content)}</text>`;
}

/** A diagonal gradient with soft circles placed from the seed text. */
function backdrop(width: number, height: number, palette: Palette, seed: string): string {
  const hash = hashOf(seed);
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = ((hash >>> (i * 7)) % 100) / 100;
      const cy = ((hash >>> (i * 5 + 3)) % 100) / 100;
      const r = (0.18 + ((hash >>> (i * 3 + 11)) % 20) / 100) * Math.max(width, height);
      return `<circle cx="${Math.round(cx * width)}" cy="${Math.round(cy * height)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${0.06 + i * 0.03}"/>`;
    })
    .join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${circles}`;
}

/** An SVG drawn on a width x height canvas, rendered `scale` times that size. */
function svg(width: number, height: number, body: string, scale = 1): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** Offer pictures are drawn at 1200x900 and stored at 960x720: sharp enough for the detail page, quick to seed. */
const OFFER_IMAGE_SCALE = 0.8;

/** 800x600: the category's name, big, for the home carousel. */
export function categoryPhotoSvg(title: string, palette: Palette): string {
  const size = fitFont(title, 680, 96);
  return svg(
    800,
    600,
    `${backdrop(800, 600, palette, title)}<rect x="60" y="60" width="680" height="480" rx="36" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>${text(400, 300 + size / 3, size, title)}${text(400, 470, 34, 'Offers near you', { weight: 400, opacity: 0.85 })}`,
  );
}

/** 400x400: the shop's initials in a ring. */
export function logoSvg(storeName: string, palette: Palette): string {
  return svg(
    400,
    400,
    `${backdrop(400, 400, palette, storeName)}<circle cx="200" cy="200" r="150" fill="none" stroke="#fff" stroke-width="10"/>${text(200, 245, 130, initials(storeName))}`,
  );
}

/** 960x720: the offer type as a poster, with a label (the category) on a ribbon. */
export function posterSvg(offerType: string, label: string, palette: Palette): string {
  const lines = twoLines(offerType.toUpperCase());
  const size = Math.min(...lines.map((line) => fitFont(line, 1040, 190)));
  const top = 450 - ((lines.length - 1) * size * 1.1) / 2 + size / 3;
  const words = lines.map((line, i) => text(600, Math.round(top + i * size * 1.1), size, line)).join('');
  const ribbon = `<rect x="0" y="70" width="${label.length * 30 + 140}" height="90" fill="#000" fill-opacity="0.25"/><text x="60" y="132" font-family="${FONT}" font-size="48" font-weight="700" fill="#fff">${escapeHtml(label)}</text>`;
  return svg(
    1200,
    900,
    `${backdrop(1200, 900, palette, offerType + label)}${ribbon}${words}${text(600, 800, 44, 'Limited period offer', { weight: 400 })}`,
    OFFER_IMAGE_SCALE,
  );
}

/** 960x720: a shop front with an awning and the shop's name board. */
export function storefrontSvg(storeName: string, town: string, palette: Palette): string {
  const stripes = Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M${i * 100} 150 h100 v70 a50 50 0 0 1 -100 0 z" fill="${i % 2 ? '#fff' : palette.from}" fill-opacity="${i % 2 ? 0.9 : 1}"/>`,
  ).join('');
  const size = fitFont(storeName, 1000, 84);
  return svg(
    1200,
    900,
    `${backdrop(1200, 900, palette, storeName + town)}<rect x="0" y="0" width="1200" height="150" fill="${palette.to}"/>${text(600, 75 + size / 3, size, storeName)}${stripes}<rect x="140" y="360" width="400" height="440" rx="12" fill="#fff" fill-opacity="0.18"/><rect x="660" y="360" width="400" height="300" rx="12" fill="#fff" fill-opacity="0.25"/><rect x="0" y="800" width="1200" height="100" fill="#000" fill-opacity="0.3"/>${text(600, 866, 44, `${town} · Open today`, { weight: 400 })}`,
    OFFER_IMAGE_SCALE,
  );
}

/** 960x720: an in-store picture of a category with a caption. */
export function galleryImageSvg(category: string, caption: string, palette: Palette): string {
  const shelves = [260, 440, 620]
    .map(
      (y, row) =>
        `<rect x="120" y="${y + 110}" width="960" height="16" fill="#000" fill-opacity="0.25"/>${Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${150 + i * 155}" y="${y + 10 + ((i + row) % 3) * 12}" width="115" height="${100 - ((i + row) % 3) * 12}" rx="10" fill="#fff" fill-opacity="${0.25 + ((i * 7 + row) % 4) * 0.12}"/>`,
        ).join('')}`,
    )
    .join('');
  return svg(
    1200,
    900,
    `${backdrop(1200, 900, palette, category + caption)}${text(600, 170, fitFont(caption, 1000, 96), caption)}${shelves}${text(600, 850, 48, category, { opacity: 0.9 })}`,
    OFFER_IMAGE_SCALE,
  );
}

/** A home-page banner: 1600x500 for desktop, 800x1000 for mobile. */
export function bannerSvg(screen: 'desktop' | 'mobile', headline: string, subline: string, palette: Palette): string {
  const [width, height] = screen === 'desktop' ? [1600, 500] : [800, 1000];
  const lines = screen === 'desktop' ? [headline] : twoLines(headline);
  const size = Math.min(...lines.map((line) => fitFont(line, width - 160, screen === 'desktop' ? 110 : 120)));
  const top = height / 2 - ((lines.length - 1) * size * 1.1) / 2 - 20;
  const words = lines.map((line, i) => text(width / 2, Math.round(top + i * size * 1.1), size, line)).join('');
  const subSize = fitFont(subline, width - 200, 46);
  return svg(
    width,
    height,
    `${backdrop(width, height, palette, headline)}${words}${text(width / 2, Math.round(top + lines.length * size * 1.1 + 30), subSize, subline, { weight: 400 })}`,
  );
}
