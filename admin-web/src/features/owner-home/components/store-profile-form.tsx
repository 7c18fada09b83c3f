// The owner's store profile form: owner name, phone, e-mail, address (in English and Malayalam), the pin and opening
// hours (the operator's own pieces) and a new logo, each error next to its field.
import { useState } from 'react';
import { InputField, TextAreaField } from '../../../components/field';
import { FormActions } from '../../../components/form-parts';
import { appendPlace, initialPlace, type PlaceValues, StorePlaceFields } from '../../../components/store-place-fields';
import { ApiError, errorMessage, type FieldErrors } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { StoreDetails } from '../../../lib/store-queries';
import { useSaveProfile } from '../api/mutations';

export function StoreProfileForm({ store, onDone }: { store: StoreDetails; onDone: () => void }) {
  const [values, setValues] = useState({
    ownerName: store.ownerName,
    contact: store.contact,
    email: store.email,
    address: store.address,
    addressMl: store.addressMl ?? '',
  });
  const [place, setPlace] = useState<PlaceValues>(() => initialPlace(store));
  const [logo, setLogo] = useState<File | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useSaveProfile();
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    error: errors[field],
    onValue: (value: string) => setValues((current) => ({ ...current, [field]: value })),
  });

  const changePlace = (changes: Partial<PlaceValues>) => setPlace((current) => ({ ...current, ...changes }));
  const placeErrors = { latitude: errors.latitude, longitude: errors.longitude, openingHours: errors.openingHours };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    // The store keeps its place: the form sends its location as it is.
    form.append('location', store.location._id);
    appendPlace(form, place);
    if (logo) form.append('logoUrl', logo);
    try {
      await saving.mutateAsync({ storeId: store._id, form });
      notifySuccess('Store details saved');
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifyError(errorMessage(error, 'Failed to save the store details'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <InputField label="Owner name" {...bind('ownerName')} />
      <InputField label="Contact number" type="tel" {...bind('contact')} />
      <InputField label="Email" type="email" {...bind('email')} />
      <div className="span-2">
        <TextAreaField label="Address" rows={3} {...bind('address')} />
      </div>
      <div className="span-2">
        <TextAreaField label="വിലാസം, in Malayalam (optional)" lang="ml" rows={3} {...bind('addressMl')} />
      </div>
      <StorePlaceFields place={place} errors={placeErrors} onChange={changePlace} />
      <label className="field span-2">
        <span>New logo (optional)</span>
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setLogo(e.target.files?.[0])} />
      </label>
      <p className="muted small span-2">The store's name, category and district are set by the directory's operator.</p>
      <FormActions busy={saving.isPending} editing noun="Store" onCancel={onDone} />
    </form>
  );
}
