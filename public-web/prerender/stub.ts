// The page of an offer that has ended: the fallback shell with the offer's own head (title, description, share tags,
// noindex), so a link to it previews as that offer. The app renders it in the browser, as for the shell; a full
// prerender would cost a whole page per ended offer, forever (docs/decisions/005).
import { offerHead } from '../src/features/offer-details/offer-head';
import { escapeHtml } from '../src/lib/html';
import type { Locale } from '../src/lib/i18n/locale';
import type { Offer } from '../src/lib/offer-queries';
import { type ClientAssets, shellDocument } from './assets';

type Tag = Record<string, string | undefined>;

function attributes(tag: Tag): string {
  return Object.entries(tag)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** Head tags as TanStack Router's HeadContent writes them: the title, then meta and link elements. */
function headHtml({ meta, links }: { meta: Tag[]; links: Tag[] }): string {
  return [
    ...meta.map(({ title, ...tag }) =>
      title === undefined ? `<meta${attributes(tag)}>` : `<title>${escapeHtml(title)}</title>`,
    ),
    ...links.map((link) => `<link${attributes(link)}>`),
  ].join('');
}

/** In the page's language: `/ml/offerdetails/<id>` has the Malayalam title, description and share tags. */
export function endedOfferPage(assets: ClientAssets, offer: Offer, locale: Locale): string {
  return shellDocument(assets, headHtml(offerHead(offer._id, offer, locale)), locale);
}
