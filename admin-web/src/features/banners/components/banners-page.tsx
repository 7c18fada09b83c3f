// Home-page banners: a grid by screen type, add (screen type + one image with preview), delete confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { errorMessage } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { thumbnailUrl } from '../../../lib/images';
import { type Banner, bannerKeys, bannersQuery, createBanner, deleteBanner } from '../api/banners';

function BannerForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!screen || !file) {
      setError('Please select a screen type and upload an image.');
      return;
    }
    const form = new FormData();
    form.append('title', screen);
    form.append('bannerImage', file);
    setBusy(true);
    try {
      await createBanner(form);
      toast.success('Banner added successfully!');
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all });
      onDone();
    } catch (caught) {
      const message = errorMessage(caught, 'Failed to upload banner');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Screen type">
        {(props) => (
          <select {...props} value={screen} onChange={(e) => setScreen(e.target.value)}>
            <option value="">Select screen type</option>
            <option value="desktop">Desktop</option>
            <option value="mobile">Mobile</option>
          </select>
        )}
      </Field>
      <Field label="Banner image (PNG, JPG, JPEG or WebP, max 5 MB)">
        {(props) => (
          <input
            {...props}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {preview && <img className="banner-preview" src={preview} alt="Preview of the new banner" />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Submitting...' : 'Add Banner'}
        </button>
      </div>
    </form>
  );
}

export function BannersPage() {
  const queryClient = useQueryClient();
  const list = useQuery(bannersQuery);
  const [filter, setFilter] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Banner | null>(null);

  const remove = async (banner: Banner) => {
    try {
      const { message } = await deleteBanner(banner._id);
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete banner'));
    }
  };
  const visible = (list.data ?? []).filter((banner) => !filter || banner.title === filter);

  return (
    <>
      <p className="breadcrumb">Admin / Banners</p>
      <PageHeader title="All Banners">
        <select aria-label="Screen type" value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value="">All screens</option>
          <option value="desktop">Desktop</option>
          <option value="mobile">Mobile</option>
        </select>
        <button type="button" className="button button-primary" onClick={() => setFormOpen(true)}>
          Add New
        </button>
      </PageHeader>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'Error fetching banners')} onRetry={() => list.refetch()} />
      ) : visible.length === 0 ? (
        <Empty message="No banners yet. Add one for desktop and one for mobile." />
      ) : (
        <div className="banner-grid">
          {visible.map((banner) => (
            <article className="card banner-card" key={banner._id} data-testid="banner-card">
              {banner.bannerImage[0] && (
                <img src={thumbnailUrl(banner.bannerImage[0], 640)} alt={`${banner.title} banner`} loading="lazy" />
              )}
              <div className="banner-meta">
                <span className="tag">{banner.title}</span>
                <span className="muted small">{formatDay(banner.createdAt)}</span>
                <button type="button" className="button button-small button-danger" onClick={() => setDeleting(banner)}>
                  Delete
                </button>
              </div>
            </article>
          ))}
        </div>
      )}
      <Modal title="Add Banner" open={formOpen} onClose={() => setFormOpen(false)}>
        <BannerForm onDone={() => setFormOpen(false)} />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete banner"
        message="Are you sure you want to delete this banner? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
