// Add or edit a banner: screen type, image (kept on an edit unless a new one is chosen), where it links to (nothing,
// a store page, an offer, a web address) and the days it shows; the server's field errors next to their fields.
import { BANNER_SIZES, bannerShapeProblem, webAddress } from '@offerboard/shared-types/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { fieldBinder, InputField, SelectField } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { ImageField } from '../../../components/image-fields';
import type { RecordFormProps } from '../../../components/record-screen';
import { thumbnailUrl } from '../../../lib/images';
import { storeNamesQuery, storeOffersQuery } from '../../../lib/store-queries';
import { useSubmit } from '../../../lib/use-submit';
import { useUpload } from '../../../lib/use-upload';
import { useSaveBanner } from '../api/mutations';
import type { Banner } from '../api/queries';

type LinkType = '' | 'store' | 'offer' | 'url';
type Screen = keyof typeof BANNER_SIZES;

const isScreen = (value: string): value is Screen => value in BANNER_SIZES;

/** What each screen's banner needs, said beside the image field. */
const SIZE_HINTS: Record<Screen, string> = {
  desktop: `Desktop: a wide picture, ${BANNER_SIZES.desktop.width} x ${BANNER_SIZES.desktop.height} px; shown 500 px high across the screen, so the top and bottom of a taller one are cut.`,
  mobile: `Mobile: a tall picture, ${BANNER_SIZES.mobile.width} x ${BANNER_SIZES.mobile.height} px; shown whole at the phone's width, at most 70% of its height.`,
};

/** The width and height of a chosen picture, read by the browser. */
function pictureSize(file: File): Promise<{ width: number; height: number }> {
  return createImageBitmap(file).then((bitmap) => {
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  });
}

const REQUIRED = 'Please select a screen type and upload an image.';

export function BannerForm({ record: banner, onDone }: RecordFormProps<Banner>) {
  const save = useSaveBanner();
  const link = banner?.link;
  const [screen, setScreen] = useState<string>(banner?.title ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [linkType, setLinkType] = useState<LinkType>(link?.type ?? '');
  const [storeId, setStoreId] = useState(link?.type === 'store' ? link.target : (link?.storeId ?? ''));
  const [offerId, setOfferId] = useState(link?.type === 'offer' ? link.target : '');
  const [url, setUrl] = useState(link?.type === 'url' ? link.target : '');
  const [startDate, setStartDate] = useState(banner?.startDate ?? '');
  const [endDate, setEndDate] = useState(banner?.endDate ?? '');
  const { busy, error, setError, fieldErrors, clearFieldError, run } = useSubmit();
  const upload = useUpload();
  const stores = useQuery({ ...storeNamesQuery, enabled: linkType === 'store' || linkType === 'offer' });
  const offers = useQuery({
    ...storeOffersQuery(storeId),
    enabled: linkType === 'offer' && storeId !== '',
    select: (ads) => ads.map((ad) => ({ value: ad._id, label: ad.title })),
  });
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shapeProblem = isScreen(screen) && size ? bannerShapeProblem(screen, size.width, size.height) : null;

  // The address as it will be stored ("www.example.com/sale" gets its https://); as typed when it is none, for the
  // server to refuse next to the field.
  const typedUrl = webAddress(url) ?? url.trim();
  const target = { store: storeId, offer: offerId, url: typedUrl, '': '' }[linkType];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!screen || (!banner && !file)) {
      setError(REQUIRED);
      return;
    }
    if (shapeProblem) return;
    const form = new FormData();
    form.append('title', screen);
    form.append('linkType', linkType);
    form.append('linkTarget', target);
    form.append('startDate', startDate);
    form.append('endDate', endDate);
    if (file) form.append('bannerImage', file);
    const saved = await run(
      () => upload.send(form, (sent, progress) => save.mutateAsync({ id: banner?._id, form: sent, upload: progress })),
      {
        success: banner ? 'Banner updated successfully!' : 'Banner added successfully!',
        failure: banner ? 'Failed to update banner' : 'Failed to upload banner',
      },
    );
    if (saved) onDone();
  };
  const bind = fieldBinder((field) => fieldErrors[field], clearFieldError);

  return (
    <form onSubmit={submit} noValidate className="banner-form">
      <SelectField label="Screen type" value={screen} onValue={setScreen}>
        <option value="">Select screen type</option>
        <option value="desktop">Desktop</option>
        <option value="mobile">Mobile</option>
      </SelectField>
      {isScreen(screen) && <p className="field-hint">{SIZE_HINTS[screen]}</p>}
      <ImageField
        label={`Banner image (PNG, JPG, JPEG or WebP, max 5 MB)${banner ? ': leave empty to keep the current one' : ''}`}
        error={fileError ?? shapeProblem ?? fieldErrors.bannerImage}
        onChoose={(chosen, rule) => {
          setFile(chosen);
          setFileError(rule);
          setSize(undefined);
          if (chosen) pictureSize(chosen).then(setSize, () => setSize(undefined));
        }}
      />
      {(preview ?? banner?.bannerImage[0]) && (
        // Cut to the shape its screen shows, so the admin sees what a visitor will.
        <img
          className={`banner-preview${isScreen(screen) ? ` is-${screen}` : ''}`}
          src={preview ?? thumbnailUrl(banner?.bannerImage[0] ?? '', 640)}
          alt={preview ? 'Preview of the new banner' : 'The current banner'}
        />
      )}
      <SelectField
        label="Links to"
        error={fieldErrors.linkType}
        value={linkType}
        onValue={(value) => {
          setLinkType(value as LinkType);
          clearFieldError('linkType');
          clearFieldError('linkTarget');
        }}
      >
        <option value="">Nothing</option>
        <option value="store">A store's page</option>
        <option value="offer">An offer</option>
        <option value="url">A web address</option>
      </SelectField>
      {(linkType === 'store' || linkType === 'offer') && (
        <SelectField
          label="Store"
          error={linkType === 'store' ? fieldErrors.linkTarget : undefined}
          value={storeId}
          onValue={(value) => {
            setStoreId(value);
            setOfferId('');
            clearFieldError('linkTarget');
          }}
          choose={stores.isPending ? 'Loading stores...' : 'Choose a store'}
          options={stores.data?.map((store) => ({ value: store._id, label: store.storeName }))}
        />
      )}
      {linkType === 'offer' && (
        <SelectField
          label="Offer"
          disabled={!storeId}
          choose={storeId ? 'Choose an offer' : 'Choose a store first'}
          options={offers.data}
          {...bind('linkTarget', offerId, setOfferId)}
        />
      )}
      {linkType === 'url' && (
        <InputField
          label="Web address"
          type="url"
          inputMode="url"
          placeholder="www.example.com/offers"
          maxLength={2000}
          onBlur={() => setUrl(typedUrl)}
          {...bind('linkTarget', url, setUrl)}
        />
      )}
      <div className="banner-days">
        <InputField label="Show from (optional)" type="date" {...bind('startDate', startDate, setStartDate)} />
        <InputField
          label="Show until (optional)"
          type="date"
          min={startDate || undefined}
          {...bind('endDate', endDate, setEndDate)}
        />
      </div>
      <FormError message={error} />
      <FormActions busy={busy} editing={banner !== null} noun="Banner" onCancel={onDone} upload={upload} />
    </form>
  );
}
