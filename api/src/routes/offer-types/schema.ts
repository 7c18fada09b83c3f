// Request and response schemas of the offer types.
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { FilterText, MalayalamInput, MalayalamOf, PageFields, PageQuery } from '../../lib/schemas.js';

/** The longest offer type name, in English and in Malayalam. */
export const OFFER_TYPE_TITLE_MAX = 50;

export const OfferType = Type.Object({ _id: IdString, title: Type.String(), titleMl: MalayalamOf('title') });

/** No maxLength here: any length outside 2..50 gets the spec's message from the handler (the body limit bounds it). */
export const OfferTypeBody = Type.Object({
  title: Type.Optional(Type.String({ description: '2 to 50 characters after trimming' })),
  titleMl: MalayalamInput(OFFER_TYPE_TITLE_MAX),
});

export const OfferTypeListQuery = Type.Object({
  ...PageQuery,
  search: FilterText,
  paginated: Type.Optional(Type.Boolean({ default: true })),
});

export const OfferTypeList = Type.Object(PageFields(OfferType));
