// Add/Edit/Duplicate ad: dates, offer type, its one title, description, optional offer details, up to five images
// with previews, the spec's rules and messages. A duplicate starts as the original with new dates; its kept images
// are copied by the API.
import { MAX_OFFER_TITLE_LENGTH, titleFromDescription } from '@offerboard/shared-types/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldBinder, InputField, SelectField, TextAreaField } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { ImagesField } from '../../../components/image-fields';
import { Modal } from '../../../components/modal';
import { ApiError, errorMessage, type FieldErrors, isCancelled, withoutField } from '../../../lib/api';
import { todayIso } from '../../../lib/format';
import { MAX_IMAGES } from '../../../lib/image-files';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasOwnTitle } from '../../../lib/offer-title';
import { allOfferTypesQuery } from '../../../lib/reference-queries';
import { getUser } from '../../../lib/session';
import type { StoreOffer } from '../../../lib/store-queries';
import { UPLOAD_CANCELLED, useUpload } from '../../../lib/use-upload';
import { useSaveOffer } from '../api/mutations';
import { duplicateDates, type OfferTarget } from '../api/store-offers';
import { appendExtras, extrasOf, type OfferExtras, OfferExtrasFields } from './offer-extras-fields';

interface OfferFormModalProps {
  open: boolean;
  storeId: string;
  /** The ad to edit, or with `duplicate` the one to copy; null for a new ad. */
  ad: StoreOffer | null;
  duplicate?: boolean;
  onClose: () => void;
}

export function OfferFormModal({ open, storeId, ad: offer, duplicate = false, onClose }: OfferFormModalProps) {
  const title = duplicate ? 'Duplicate Ad' : offer ? 'Edit Ad' : 'Create Ad';
  return (
    <Modal title={title} open={open} onClose={onClose} wide>
      <OfferForm
        key={`${duplicate ? 'copy' : 'edit'}-${offer?._id ?? 'new'}`}
        storeId={storeId}
        ad={offer}
        duplicate={duplicate}
        onClose={onClose}
      />
    </Modal>
  );
}

function OfferForm({ storeId, ad: offer, duplicate, onClose }: Omit<OfferFormModalProps, 'open'>) {
  const offerTypes = useQuery(allOfferTypesQuery);
  const saveOffer = useSaveOffer();
  const today = todayIso();
  const dates = offer && duplicate ? duplicateDates(offer, today) : offer;
  const editing = offer !== null && !duplicate;
  const [startDate, setStartDate] = useState(dates?.startDate.slice(0, 10) ?? '');
  const [endDate, setEndDate] = useState(dates?.endDate.slice(0, 10) ?? '');
  const [offerType, setOfferType] = useState(offer?.offerType ?? '');
  // A title that is the description's start was not typed: the field starts empty, so it keeps following the description.
  const [title, setTitle] = useState(offer && hasOwnTitle(offer) ? offer.title : '');
  const [description, setDescription] = useState(offer?.description ?? '');
  const [titleMl, setTitleMl] = useState(offer?.titleMl ?? '');
  const [descriptionMl, setDescriptionMl] = useState(offer?.descriptionMl ?? '');
  const [termsMl, setTermsMl] = useState(offer?.termsMl ?? '');
  const [extras, setExtras] = useState(() => extrasOf(offer));
  const [kept, setKept] = useState<string[]>(offer?.adsImages ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUpload();

  /** Shows each message next to its field and the first one as a toast. */
  const fail = (found: FieldErrors, message = Object.values(found)[0] ?? '') => {
    setErrors(found);
    notifyError(message);
  };
  const edited = (field: string) => setErrors((current) => withoutField(current, field));
  const bind = fieldBinder((field) => errors[field], edited);
  const changeExtra = (field: keyof OfferExtras, value: string) => {
    setExtras((current) => ({ ...current, [field]: value }));
    edited(field);
  };

  const datesChanged = !editing || startDate !== offer.startDate.slice(0, 10) || endDate !== offer.endDate.slice(0, 10);

  /** The spec's checks, each message on the field it is about (as the API reports them). */
  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    const required = 'Please fill all required fields.';
    for (const [field, value] of Object.entries({ startDate, endDate, offerType, description: description.trim() })) {
      if (!value) found[field] = required;
    }
    if (startDate && endDate && endDate < startDate) found.endDate = 'End date cannot be before start date.';
    if (datesChanged && startDate && startDate < today) found.startDate ??= 'Dates cannot be before today.';
    if (datesChanged && endDate && endDate < today) found.endDate ??= 'Dates cannot be before today.';
    if (kept.length + files.length === 0) found.adsImages = 'Please upload at least one image.';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    if (Object.keys(found).length > 0) return fail(found);
    const form = new FormData();
    form.append('startDate', startDate);
    form.append('endDate', endDate);
    form.append('offerType', offerType);
    form.append('description', description.trim());
    if (title.trim()) form.append('title', title.trim());
    // Always sent: left out, an edit would keep the Malayalam text that was emptied here.
    form.append('titleMl', titleMl.trim());
    form.append('descriptionMl', descriptionMl.trim());
    form.append('termsMl', termsMl.trim());
    appendExtras(form, extras);
    for (const path of kept) form.append('existingImages', path);
    for (const file of files) form.append('adsImages', file);
    setErrors({});
    const target: OfferTarget = !offer ? { storeId } : editing ? { adId: offer._id } : { duplicateOf: offer._id };
    try {
      const saved = await upload.send(form, (sent, progress) =>
        saveOffer.mutateAsync({ target, form: sent, upload: progress }),
      );
      // An owner's save may wait for the operator: the toast says so rather than that it is live.
      const waiting = getUser()?.role === 'owner' && saved.review?.status === 'pending';
      notifySuccess(
        waiting
          ? 'Sent for review: it goes live once the operator approves it'
          : editing
            ? 'Ad updated successfully!'
            : 'Ad created successfully!',
      );
      onClose();
    } catch (caught) {
      // The admin stopped it: said in the form, not as a failure.
      if (isCancelled(caught)) return setErrors({ form: UPLOAD_CANCELLED });
      const message = errorMessage(caught, editing ? 'Failed to update store ad' : 'Failed to save ad');
      const fields = caught instanceof ApiError ? caught.fieldErrors : {};
      fail(Object.keys(fields).length > 0 ? fields : { form: message }, message);
    }
  };

  const busy = upload.current !== null;
  const total = kept.length + files.length;
  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <InputField label="Start Date" type="date" min={today} {...bind('startDate', startDate, setStartDate)} />
      <InputField label="End Date" type="date" min={startDate || today} {...bind('endDate', endDate, setEndDate)} />
      <div className="span-2">
        <InputField
          label="Title (optional)"
          maxLength={MAX_OFFER_TITLE_LENGTH}
          // Left empty, the title is the description's start: the placeholder shows which.
          placeholder={titleFromDescription(description) || 'e.g. Biryani for two at ₹299'}
          {...bind('title', title, setTitle)}
        />
      </div>
      <div className="span-2">
        <InputField
          label="Title in Malayalam (optional)"
          lang="ml"
          maxLength={MAX_OFFER_TITLE_LENGTH}
          placeholder={titleFromDescription(descriptionMl)}
          {...bind('titleMl', titleMl, setTitleMl)}
        />
      </div>
      <div className="span-2">
        <TextAreaField label="Description" rows={3} {...bind('description', description, setDescription)} />
      </div>
      <div className="span-2">
        <TextAreaField
          label="Offer text in Malayalam (optional)"
          lang="ml"
          rows={3}
          {...bind('descriptionMl', descriptionMl, setDescriptionMl)}
        />
      </div>
      <SelectField label="Offer Type" {...bind('offerType', offerType, setOfferType)}>
        <option value="">Select offer type</option>
        {offerTypes.data?.map((type) => (
          <option key={type._id} value={type.title}>
            {type.title}
          </option>
        ))}
      </SelectField>
      <OfferExtrasFields value={extras} errors={errors} onChange={changeExtra} />
      <div className="span-2">
        <TextAreaField
          label="Terms in Malayalam (optional)"
          lang="ml"
          rows={2}
          maxLength={1000}
          {...bind('termsMl', termsMl, setTermsMl)}
        />
      </div>
      <ImagesField
        label={`Images (${total} of ${MAX_IMAGES}; PNG, JPG, JPEG or WebP, 5 MB each)`}
        error={errors.adsImages}
        kept={kept}
        files={files}
        onKeptChange={setKept}
        onFilesChange={setFiles}
        onChecked={(rule) => (rule ? fail({ ...errors, adsImages: rule }, rule) : edited('adsImages'))}
      />
      <FormError message={errors.form} />
      <FormActions busy={busy} editing={editing} noun="Ad" onCancel={onClose} addVerb="Create" upload={upload} />
    </form>
  );
}
