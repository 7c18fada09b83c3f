// What a store's owner may not change on its profile: its name (in either language), category and district, under which the operator
// lists it. The owner's form may leave them out (they stay) or send them unchanged; a different value answers 403
// naming the field, before anything is written.
import { ForbiddenError } from '../../lib/errors.js';
import type { MultipartForm } from '../../lib/multipart.js';
import type { StoreView } from './stores.repository.js';

const OPERATOR_FIELDS = {
  storeName: 'name',
  storeNameMl: 'Malayalam name',
  category: 'category',
  district: 'district',
} as const;
type OperatorField = keyof typeof OPERATOR_FIELDS;

/** Fills the operator's fields the owner's form left out with the store's own values. */
export function keepOperatorFields(form: MultipartForm, store: StoreView): void {
  const current: Record<OperatorField, string> = {
    storeName: store.storeName,
    storeNameMl: store.storeNameMl ?? '',
    category: store.category._id,
    district: store.district,
  };
  for (const field of Object.keys(OPERATOR_FIELDS) as OperatorField[]) {
    if (form.text(field) === undefined || (field !== 'storeNameMl' && !form.text(field))) {
      form.fields.set(field, [current[field]]);
    }
  }
}

/** Refuses the owner's form when it changes one of the operator's fields (the names its references resolved to). */
export function assertOperatorFieldsKept(
  store: StoreView,
  sent: { storeName: string; storeNameMl: string | null | undefined; categoryId: number; district: string },
): void {
  const changed: OperatorField | undefined =
    sent.storeName !== store.storeName
      ? 'storeName'
      : (sent.storeNameMl ?? undefined) !== store.storeNameMl
        ? 'storeNameMl'
        : String(sent.categoryId) !== store.category._id
          ? 'category'
          : sent.district !== store.district
            ? 'district'
            : undefined;
  if (changed) {
    throw new ForbiddenError(
      `Only the operator can change the store's ${OPERATOR_FIELDS[changed]} (${changed}); ask them to change it.`,
    );
  }
}
