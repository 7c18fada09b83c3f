import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { StorePlaceNames } from '../offers/schema.js';

export const StoreReportRow = Type.Object({
  _id: IdString,
  storeName: Type.String(),
  district: StorePlaceNames.district,
  location: StorePlaceNames.location,
  category: StorePlaceNames.category,
  offers: Type.Integer({ description: 'Every ad of the store, expired or not' }),
  activeOffers: Type.Integer({ description: 'Ads visible on the public site today (in REGION_TZ)' }),
  views: Type.Integer({ description: "Sum of the store's ads' views (clicks on the ad)" }),
});

export const StoreReport = Type.Object({ stores: Type.Array(StoreReportRow) });
