// Writes to offer types. Every write changes the Offer Types list and the ad form's and ads report's options; an
// edit also renames the type shown in the ads report's rows and on the stores' ads pages. A delete is refused while
// ads use the type.
import type { ApiBody } from '@offerboard/shared-types';
import { jsonRecordMutations } from '../../../lib/mutations';
import { adsReportKeys } from '../../ads-report/api/queries';
import { storeAdKeys } from '../../store-ads/api/queries';
import { type OfferType, offerTypeKeys } from './queries';

type OfferTypeBody = ApiBody<'/backendapi/api/offertype', 'post'>;

const offerTypes = jsonRecordMutations<OfferType, OfferTypeBody>('offertype', offerTypeKeys.all, [
  adsReportKeys.all,
  storeAdKeys.all,
]);

export const useSaveOfferType = offerTypes.useSave;
export const useDeleteOfferType = offerTypes.useDelete;
