// Writes to banners: only the banners list shows them in the admin.
import { multipartRecordMutations } from '../../../lib/mutations';
import type { Banner } from './queries';

const banners = multipartRecordMutations<Banner>('banners', 'banners');

export const useSaveBanner = banners.useSave;
export const useDeleteBanner = banners.useDelete;
