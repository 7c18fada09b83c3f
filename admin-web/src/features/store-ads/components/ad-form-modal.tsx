// Add/Edit ad: dates, offer type, description, up to five images with previews, the spec's rules and messages.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { ImagePreviews } from '../../../components/image-previews';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { todayIso } from '../../../lib/format';
import { allOfferTypesQuery } from '../../../lib/reference-queries';
import { type StoreAd, saveAd } from '../api/store-ads';
import { acceptImages, MAX_IMAGES } from './ad-images';

interface AdFormModalProps {
  open: boolean;
  storeId: string;
  ad: StoreAd | null;
  onClose: () => void;
  onSaved: () => void;
}

export function AdFormModal({ open, storeId, ad, onClose, onSaved }: AdFormModalProps) {
  return (
    <Modal title={ad ? 'Edit Ad' : 'Create Ad'} open={open} onClose={onClose} wide>
      <AdForm key={ad?._id ?? 'new'} storeId={storeId} ad={ad} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function AdForm({ storeId, ad, onClose, onSaved }: Omit<AdFormModalProps, 'open'>) {
  const offerTypes = useQuery(allOfferTypesQuery);
  const today = todayIso();
  const [startDate, setStartDate] = useState(ad?.startDate.slice(0, 10) ?? '');
  const [endDate, setEndDate] = useState(ad?.endDate.slice(0, 10) ?? '');
  const [offerType, setOfferType] = useState(ad?.offerType ?? '');
  const [title, setTitle] = useState(ad?.title ?? '');
  const [description, setDescription] = useState(ad?.description ?? '');
  const [kept, setKept] = useState<string[]>(ad?.adsImages ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const choose = (list: FileList | null) => {
    const { accepted, error: rule } = acceptImages(Array.from(list ?? []), kept.length + files.length);
    setFiles((current) => [...current, ...accepted]);
    if (rule) fail(rule);
    else setError(undefined);
  };

  const datesChanged = !ad || startDate !== ad.startDate.slice(0, 10) || endDate !== ad.endDate.slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!startDate || !endDate || !offerType || !description.trim()) return fail('Please fill all required fields.');
    if (endDate < startDate) return fail('End date cannot be before start date.');
    if (datesChanged && (startDate < today || endDate < today)) return fail('Dates cannot be before today.');
    if (kept.length + files.length === 0) return fail('Please upload at least one image.');
    const form = new FormData();
    form.append('startDate', startDate);
    form.append('endDate', endDate);
    form.append('offerType', offerType);
    form.append('description', description.trim());
    if (title.trim()) form.append('title', title.trim());
    for (const path of kept) form.append('existingImages', path);
    for (const file of files) form.append('adsImages', file);
    setError(undefined);
    setProgress(0);
    try {
      await saveAd(ad ? { adId: ad._id } : { storeId }, form, setProgress);
      toast.success(ad ? 'Ad updated successfully!' : 'Ad created successfully!');
      onSaved();
      onClose();
    } catch (caught) {
      fail(errorMessage(caught, ad ? 'Failed to update store ad' : 'Failed to save ad'));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const total = kept.length + files.length;
  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <Field label="Start Date">
        {(props) => (
          <input {...props} type="date" min={today} value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        )}
      </Field>
      <Field label="End Date">
        {(props) => (
          <input
            {...props}
            type="date"
            min={startDate || today}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
        )}
      </Field>
      <Field label="Offer Type">
        {(props) => (
          <select {...props} value={offerType} onChange={(e) => setOfferType(e.target.value)}>
            <option value="">Select offer type</option>
            {offerTypes.data?.map((type) => (
              <option key={type._id} value={type.title}>
                {type.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Title (optional)">
        {(props) => <input {...props} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <div className="span-2">
        <Field label="Description">
          {(props) => (
            <textarea {...props} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
      </div>
      <div className="span-2">
        <Field label={`Images (${total} of ${MAX_IMAGES}; PNG, JPG, JPEG or WebP, 5 MB each)`}>
          {(props) => (
            <input
              {...props}
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp"
              disabled={total >= MAX_IMAGES}
              onChange={(e) => {
                choose(e.target.files);
                e.target.value = '';
              }}
            />
          )}
        </Field>
      </div>
      <ImagePreviews kept={kept} files={files} onKeptChange={setKept} onFilesChange={setFiles} />
      <FormError message={error} />
      {busy && (
        <div className="span-2">
          <progress className="progress" max={100} value={progress} aria-label="Upload progress" />
        </div>
      )}
      <FormActions busy={busy} editing={Boolean(ad)} noun="Ad" onCancel={onClose} addVerb="Create" />
    </form>
  );
}
