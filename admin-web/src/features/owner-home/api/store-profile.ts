// An owner's write to their store's profile: contact, address and logo (the name, category and district are the
// operator's; the API refuses them).
import { api } from '../../../lib/api';
import type { StoreDetails } from '../../../lib/store-queries';

export function saveProfile({ storeId, form }: { storeId: string; form: FormData }) {
  return api.put(`Store/${storeId}`, { body: form }).json<StoreDetails>();
}
