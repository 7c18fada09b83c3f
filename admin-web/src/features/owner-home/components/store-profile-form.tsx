// The owner's store profile form: owner name, phone, e-mail, address (in English and Malayalam) and a new logo, each
// error next to its field.
import { useState } from 'react';
import { InputField, TextAreaField } from '../../../components/field';
import { FormActions } from '../../../components/form-parts';
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
  const [logo, setLogo] = useState<File | undefined>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useSaveProfile();
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    error: errors[field],
    onValue: (value: string) => setValues((current) => ({ ...current, [field]: value })),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    // The store keeps its place: the form sends its location as it is.
    form.append('location', store.location._id);
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
    <form onSubmit={submit} noValidate>
      <InputField label="Owner name" {...bind('ownerName')} />
      <InputField label="Contact number" type="tel" {...bind('contact')} />
      <InputField label="Email" type="email" {...bind('email')} />
      <TextAreaField label="Address" rows={3} {...bind('address')} />
      <TextAreaField label="വിലാസം, in Malayalam (optional)" lang="ml" rows={3} {...bind('addressMl')} />
      <label className="field">
        <span>New logo (optional)</span>
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setLogo(e.target.files?.[0])} />
      </label>
      <p className="muted small">The store's name, category and district are set by the directory's operator.</p>
      <FormActions busy={saving.isPending} editing noun="Store" onCancel={onDone} />
    </form>
  );
}
