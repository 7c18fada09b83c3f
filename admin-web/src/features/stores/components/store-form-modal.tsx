// Add/Edit store: every field required (logo only when adding), district enables its locations, inline errors;
// the pin and the opening hours are optional (components/store-place-fields.tsx).
import type { ApiForm } from '@offerboard/shared-types';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { InputField, SelectField, TextAreaField } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { ImageField } from '../../../components/image-fields';
import { Modal } from '../../../components/modal';
import { appendPlace, initialPlace, type PlaceValues, StorePlaceFields } from '../../../components/store-place-fields';
import type { Upload } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/images';
import { categoriesQuery } from '../../../lib/reference-queries';
import { useSubmit } from '../../../lib/use-submit';
import { useUpload } from '../../../lib/use-upload';
import { useSaveStore } from '../api/mutations';
import type { Store } from '../api/queries';
import { DistrictLocationFields } from './district-location-fields';

/** The form's text fields, as the API's store form takes them. */
type Values = Pick<
  ApiForm<'/backendapi/api/Store', 'post'>,
  'storeName' | 'ownerName' | 'contact' | 'email' | 'address' | 'district' | 'location' | 'category'
>;

const REQUIRED: Record<keyof Values, string> = {
  storeName: 'Store name is required',
  ownerName: 'Owner name is required',
  contact: 'Contact number is required',
  email: 'Email is required',
  address: 'Address is required',
  district: 'District is required',
  location: 'Location is required',
  category: 'Category is required',
};

/** The Malayalam twins of the name and address, both optional. */
type Twins = Required<Pick<ApiForm<'/backendapi/api/Store', 'post'>, 'storeNameMl' | 'addressMl'>>;

type Errors = Partial<Record<keyof Values | keyof Twins | 'logoUrl', string>>;

function initialValues(store: Store | null): Values {
  return {
    storeName: store?.storeName ?? '',
    ownerName: store?.ownerName ?? '',
    contact: store?.contact ?? '',
    email: store?.email ?? '',
    address: store?.address ?? '',
    district: store?.district ?? '',
    location: store?.location ?? '',
    category: store?.category ?? '',
  };
}

interface StoreFormModalProps {
  open: boolean;
  store: Store | null;
  onClose: () => void;
}

export function StoreFormModal({ open, store, onClose }: StoreFormModalProps) {
  return (
    <Modal title={store ? 'Edit Store' : 'Add Store'} open={open} onClose={onClose} wide>
      <StoreForm key={store?._id ?? 'new'} store={store} onClose={onClose} />
    </Modal>
  );
}

function StoreForm({ store, onClose }: Omit<StoreFormModalProps, 'open'>) {
  const saveStore = useSaveStore();
  const [values, setValues] = useState<Values>(() => initialValues(store));
  const [twins, setTwins] = useState<Twins>(() => ({
    storeNameMl: store?.storeNameMl ?? '',
    addressMl: store?.addressMl ?? '',
  }));
  const [place, setPlace] = useState<PlaceValues>(() => initialPlace(store));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, error, fieldErrors, clearFieldError, run } = useSubmit();
  const upload = useUpload();
  /** The form's own message for a field, else the server's. */
  const errorOf = (key: keyof Errors) => errors[key] ?? fieldErrors[key];
  const categories = useQuery(categoriesQuery);

  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value, ...(key === 'district' ? { location: '' } : {}) }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    clearFieldError(key);
  };

  const changePlace = (changes: Partial<PlaceValues>) => {
    setPlace((current) => ({ ...current, ...changes }));
    for (const key of Object.keys(changes)) clearFieldError(key);
  };
  const placeErrors = {
    latitude: fieldErrors.latitude,
    longitude: fieldErrors.longitude,
    openingHours: fieldErrors.openingHours,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const key of Object.keys(REQUIRED) as (keyof Values)[]) {
      if (!values[key].trim()) found[key] = REQUIRED[key];
    }
    if (!store && !logo) found.logoUrl = errors.logoUrl ?? 'Store logo is required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
    // Always sent, even empty: left out, an edit would keep the Malayalam text that was emptied here.
    for (const [key, value] of Object.entries(twins)) form.append(key, value.trim());
    appendPlace(form, place);
    if (logo) form.append('logoUrl', logo);
    const send = (sent: FormData, progress: Upload) =>
      saveStore.mutateAsync({ id: store?._id, form: sent, upload: progress });
    const saved = await run(() => upload.send(form, send), {
      success: store ? 'Store updated successfully' : 'Store created successfully',
      failure: store ? 'Failed to update store' : 'Failed to create store',
    });
    if (saved) onClose();
  };

  const bind = (key: keyof Values) => ({
    error: errorOf(key),
    value: values[key],
    onValue: (value: string) => set(key, value),
  });

  const bindTwin = (key: keyof Twins) => ({
    error: errorOf(key),
    value: twins[key],
    onValue: (value: string) => {
      setTwins((current) => ({ ...current, [key]: value }));
      clearFieldError(key);
    },
  });

  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <InputField label="Store Name" {...bind('storeName')} />
      <InputField label="Malayalam name (optional)" lang="ml" {...bindTwin('storeNameMl')} />
      <InputField label="Owner Name" {...bind('ownerName')} />
      <InputField label="Contact Number" type="tel" {...bind('contact')} />
      <InputField label="Email" type="email" {...bind('email')} />
      <div className="span-2">
        <TextAreaField label="Address" rows={2} {...bind('address')} />
      </div>
      <div className="span-2">
        <TextAreaField label="വിലാസം, in Malayalam (optional)" lang="ml" rows={2} {...bindTwin('addressMl')} />
      </div>
      <DistrictLocationFields district={bind('district')} location={bind('location')} />
      <SelectField
        label="Category"
        choose="Select category"
        options={categories.data?.map((c) => c.title)}
        {...bind('category')}
      />
      <ImageField
        label={store ? 'Store Logo (leave empty to keep)' : 'Store Logo'}
        error={errorOf('logoUrl')}
        onChoose={(chosen, rule) => {
          clearFieldError('logoUrl');
          setLogo(chosen);
          setErrors((current) => ({ ...current, logoUrl: rule }));
        }}
      />
      {store && !logo && (
        <div className="span-2 logo-preview">
          <img src={thumbnailUrl(store.logoUrl)} alt={`Current logo of ${store.storeName}`} width={64} height={64} />
          <span className="muted">Current logo</span>
        </div>
      )}
      <StorePlaceFields place={place} errors={placeErrors} onChange={changePlace} />
      <FormError message={error} />
      <FormActions
        busy={busy}
        editing={Boolean(store)}
        noun="Store"
        onCancel={onClose}
        addVerb="Create"
        upload={upload}
      />
    </form>
  );
}
