// Request and response schemas of the offer types.
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { FilterText, PageFields, PageQuery } from '../../lib/schemas.js';

export const OfferType = Type.Object({ _id: IdString, title: Type.String() });

/** No maxLength here: any length outside 2..50 gets the spec's message from the handler (the body limit bounds it). */
export const OfferTypeBody = Type.Object({
  title: Type.Optional(Type.String({ description: '2 to 50 characters after trimming' })),
});

export const OfferTypeListQuery = Type.Object({
  ...PageQuery,
  search: FilterText,
  paginated: Type.Optional(Type.Boolean({ default: true })),
});

export const OfferTypeList = Type.Object(PageFields(OfferType));
