// Reads the add/edit banner form (multipart): the screen and image as the spec asks, then the optional link and days,
// every wrong field reported at once.
import { BANNER_SCREENS, WEB_ADDRESS_MESSAGE, webAddress } from '@offerboard/shared-types/rules';
import { BadRequestError, FieldErrors } from '../../lib/errors.js';
import type { MultipartForm, UploadedFile } from '../../lib/multipart.js';
import { parseRegionDay } from '../../lib/region-time.js';
import { filesOf } from '../../services/image-changes.js';
import { LINK_TYPES, type LinkType, type Screen } from './schema.js';

export const REQUIRED = 'Please select a screen type and upload an image.';
export const ONE_IMAGE = 'Please upload only one image per banner.';
const LINK_TYPE_MESSAGE = 'Choose what the banner links to: a store, an offer or a web address.';

/** Where a banner leads: at most one of a store, an offer or a web address. */
export interface BannerLinkFields {
  linkStoreId: number | null;
  linkOfferId: number | null;
  linkUrl: string | null;
}

export interface BannerFields extends BannerLinkFields {
  screen: Screen;
  startDate: string | null;
  endDate: string | null;
}

function readLink(form: MultipartForm, errors: FieldErrors): BannerLinkFields {
  const none = { linkStoreId: null, linkOfferId: null, linkUrl: null };
  const type = form.text('linkType')?.toLowerCase() ?? '';
  const target = form.text('linkTarget') ?? '';
  if (type === '' || type === 'none') return none;
  if (!LINK_TYPES.includes(type as LinkType)) {
    errors.add('linkType', LINK_TYPE_MESSAGE);
    return none;
  }
  if (type === 'url') {
    const url = webAddress(target);
    if (!url) errors.add('linkTarget', WEB_ADDRESS_MESSAGE);
    return { ...none, linkUrl: url ?? null };
  }
  const id = /^[1-9][0-9]{0,14}$/.test(target) ? Number(target) : undefined;
  if (id === undefined) errors.add('linkTarget', type === 'store' ? 'Choose a store.' : 'Choose an offer.');
  return type === 'store' ? { ...none, linkStoreId: id ?? null } : { ...none, linkOfferId: id ?? null };
}

function readDay(form: MultipartForm, name: string, timeZone: string, errors: FieldErrors): string | null {
  const value = form.text(name);
  if (!value) return null;
  const day = parseRegionDay(value, timeZone);
  if (!day) errors.add(name, 'Please enter a valid date.');
  return day ?? null;
}

/** The form's fields and image; on an edit (`imageRequired` false) the image may be left out to keep the current one. */
export function readBannerForm(
  form: MultipartForm,
  timeZone: string,
  imageRequired: boolean,
): { fields: BannerFields; images: UploadedFile[] } {
  const title = form.text('title')?.toLowerCase();
  const images = filesOf(form.files, 'bannerImage');
  const screen = BANNER_SCREENS.find((candidate) => candidate === title);
  if (!screen || (imageRequired && images.length === 0)) throw new BadRequestError(REQUIRED);
  if (images.length > 1) throw new BadRequestError(ONE_IMAGE);
  const errors = new FieldErrors();
  const link = readLink(form, errors);
  const startDate = readDay(form, 'startDate', timeZone, errors);
  const endDate = readDay(form, 'endDate', timeZone, errors);
  if (startDate && endDate && endDate < startDate) errors.add('endDate', 'End date cannot be before start date.');
  errors.throwIfAny();
  return { fields: { screen, startDate, endDate, ...link }, images };
}
