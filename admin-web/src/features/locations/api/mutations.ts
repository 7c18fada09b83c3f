// Writes to locations. Every location write changes the Locations list and the location options of the store form
// and the list filters; an edit also renames or moves the location shown in the rows of the stores, the ads report
// and the store report. A delete is refused while stores use the location.
import type { ApiBody } from '@offerboard/shared-types';
import { jsonRecordMutations } from '../../../lib/mutations';
import { STORE_ROWS } from '../../../lib/query-keys';
import type { LocationRow } from './queries';

type LocationBody = ApiBody<'/backendapi/api/locations', 'post'>;

const locations = jsonRecordMutations<LocationRow, LocationBody>('locations', 'locations', STORE_ROWS);

export const useSaveLocation = locations.useSave;
export const useDeleteLocation = locations.useDelete;
