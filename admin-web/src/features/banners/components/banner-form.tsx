// Add or edit a banner: screen type, image (kept on an edit unless a new one is chosen), where it links to (nothing,
// a store page, an offer, a web address) and the days it shows; the server's field errors next to their fields.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Field } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { ImageField } from '../../../components/image-fields';
import { thumbnailUrl } from '../../../lib/images';
import { useSubmit } from '../../../lib/use-submit';
import { storeAdsQuery } from '../../store-ads/api/queries';
import { storeNamesQuery } from '../../stores/api/queries';
import { useSaveBanner } from '../api/mutations';
import type { Banner } from '../api/queries';

type LinkType = '' | 'store' | 'offer' | 'url';

const REQUIRED = 'Please select a screen type and upload an image.';

export function BannerForm({ banner, onDone }: { banner: Banner | null; onDone: () => void }) {
  const save = useSaveBanner();
  const link = banner?.link;
  const [screen, setScreen] = useState<string>(banner?.title ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [linkType, setLinkType] = useState<LinkType>(link?.type ?? '');
  const [storeId, setStoreId] = useState(link?.type === 'store' ? link.target : (link?.storeId ?? ''));
  const [offerId, setOfferId] = useState(link?.type === 'offer' ? link.target : '');
  const [url, setUrl] = useState(link?.type === 'url' ? link.target : '');
  const [startDate, setStartDate] = useState(banner?.startDate ?? '');
  const [endDate, setEndDate] = useState(banner?.endDate ?? '');
  const { busy, error, setError, fieldErrors, clearFieldError, run } = useSubmit();
  const stores = useQuery({ ...storeNamesQuery, enabled: linkType === 'store' || linkType === 'offer' });
  const offers = useQuery({
    ...storeAdsQuery(storeId),
    enabled: linkType === 'offer' && storeId !== '',
    select: (ads) => ads.map((ad) => ({ _id: ad._id, label: ad.title || ad.description })),
  });
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const target = { store: storeId, offer: offerId, url: url.trim(), '': '' }[linkType];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!screen || (!banner && !file)) {
      setError(REQUIRED);
      return;
    }
    const form = new FormData();
    form.append('title', screen);
    form.append('linkType', linkType);
    form.append('linkTarget', target);
    form.append('startDate', startDate);
    form.append('endDate', endDate);
    if (file) form.append('bannerImage', file);
    const saved = await run(() => save.mutateAsync({ id: banner?._id, form }), {
      success: banner ? 'Banner updated successfully!' : 'Banner added successfully!',
      failure: banner ? 'Failed to update banner' : 'Failed to upload banner',
    });
    if (saved) onDone();
  };
  const edited = (field: string) => clearFieldError(field);

  return (
    <form onSubmit={submit} noValidate className="banner-form">
      <Field label="Screen type">
        {(props) => (
          <select {...props} value={screen} onChange={(e) => setScreen(e.target.value)}>
            <option value="">Select screen type</option>
            <option value="desktop">Desktop</option>
            <option value="mobile">Mobile</option>
          </select>
        )}
      </Field>
      <ImageField
        label={`Banner image (PNG, JPG, JPEG or WebP, max 5 MB)${banner ? ': leave empty to keep the current one' : ''}`}
        error={fileError ?? fieldErrors.bannerImage}
        onChoose={(chosen, rule) => {
          setFile(chosen);
          setFileError(rule);
        }}
      />
      {(preview ?? banner?.bannerImage[0]) && (
        <img
          className="banner-preview"
          src={preview ?? thumbnailUrl(banner?.bannerImage[0] ?? '', 640)}
          alt={preview ? 'Preview of the new banner' : 'The current banner'}
        />
      )}
      <Field label="Links to" error={fieldErrors.linkType}>
        {(props) => (
          <select
            {...props}
            value={linkType}
            onChange={(e) => {
              setLinkType(e.target.value as LinkType);
              edited('linkType');
              edited('linkTarget');
            }}
          >
            <option value="">Nothing</option>
            <option value="store">A store's page</option>
            <option value="offer">An offer</option>
            <option value="url">A web address</option>
          </select>
        )}
      </Field>
      {(linkType === 'store' || linkType === 'offer') && (
        <Field label="Store" error={linkType === 'store' ? fieldErrors.linkTarget : undefined}>
          {(props) => (
            <select
              {...props}
              value={storeId}
              onChange={(e) => {
                setStoreId(e.target.value);
                setOfferId('');
                edited('linkTarget');
              }}
            >
              <option value="">{stores.isPending ? 'Loading stores...' : 'Choose a store'}</option>
              {stores.data?.map((store) => (
                <option key={store._id} value={store._id}>
                  {store.storeName}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {linkType === 'offer' && (
        <Field label="Offer" error={fieldErrors.linkTarget}>
          {(props) => (
            <select
              {...props}
              value={offerId}
              disabled={!storeId}
              onChange={(e) => {
                setOfferId(e.target.value);
                edited('linkTarget');
              }}
            >
              <option value="">{storeId ? 'Choose an offer' : 'Choose a store first'}</option>
              {offers.data?.map((offer) => (
                <option key={offer._id} value={offer._id}>
                  {offer.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {linkType === 'url' && (
        <Field label="Web address (http:// or https://)" error={fieldErrors.linkTarget}>
          {(props) => (
            <input
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              maxLength={2000}
              onChange={(e) => {
                setUrl(e.target.value);
                edited('linkTarget');
              }}
            />
          )}
        </Field>
      )}
      <div className="banner-days">
        <Field label="Show from (optional)" error={fieldErrors.startDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={startDate}
              onChange={(e) => {
                setStartDate(e.target.value);
                edited('startDate');
              }}
            />
          )}
        </Field>
        <Field label="Show until (optional)" error={fieldErrors.endDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              value={endDate}
              min={startDate || undefined}
              onChange={(e) => {
                setEndDate(e.target.value);
                edited('endDate');
              }}
            />
          )}
        </Field>
      </div>
      <FormError message={error} />
      <FormActions busy={busy} editing={banner !== null} noun="Banner" onCancel={onDone} />
    </form>
  );
}
