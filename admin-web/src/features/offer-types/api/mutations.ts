// Writes to offer types. Every write changes the Offer Types list and the ad form's and ads report's options; an
// edit also renames the type shown in the ads report's rows and on the stores' ads pages. A delete is refused while
// ads use the type.
import type { ApiBody } from '@offerboard/shared-types';
import { jsonRecordMutations } from '../../../lib/mutations';
import type { OfferType } from './queries';

type OfferTypeBody = ApiBody<'/backendapi/api/offertype', 'post'>;

const offerTypes = jsonRecordMutations<OfferType, OfferTypeBody>('offertype', 'offerTypes', [
  'adsReport',
  'storeOffers',
]);

export const useSaveOfferType = offerTypes.useSave;
export const useDeleteOfferType = offerTypes.useDelete;
