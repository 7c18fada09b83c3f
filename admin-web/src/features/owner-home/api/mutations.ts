// The owner's writes from their home: their store's profile, refreshing the store and its offers (which embed it).
import { useRefreshingMutation } from '../../../lib/mutations';
import { saveProfile } from './store-profile';

export function useSaveProfile() {
  return useRefreshingMutation(saveProfile, ['stores', 'storeOffers']);
}
