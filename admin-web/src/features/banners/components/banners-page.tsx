// Home-page banners: a grid by screen type, add (screen type + one image with preview), delete confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { errorMessage } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { checkImageFiles } from '../../../lib/image-files';
import { thumbnailUrl } from '../../../lib/images';
import { withToast } from '../../../lib/notify';
import { useSubmit } from '../../../lib/use-submit';
import { type Banner, bannerKeys, bannersQuery, createBanner, deleteBanner } from '../api/banners';

function BannerForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [screen, setScreen] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const { busy, error, setError, run } = useSubmit();
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
    const saved = await run(() => createBanner(form), {
      success: 'Banner added successfully!',
      failure: 'Failed to upload banner',
    });
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: bannerKeys.all });
    onDone();
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
      <Field label="Banner image (PNG, JPG, JPEG or WebP, max 5 MB)" error={fileError}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={async (e) => {
              const input = e.currentTarget;
              const { accepted, error: rule } = await checkImageFiles(Array.from(input.files ?? []), 0, 1);
              if (rule) input.value = '';
              setFile(accepted[0] ?? null);
              setFileError(rule);
            }}
          />
        )}
      </Field>
      {preview && <img className="banner-preview" src={preview} alt="Preview of the new banner" />}
      <FormError message={error} />
      <FormActions busy={busy} editing={false} noun="Banner" onCancel={onDone} />
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
    const done = await withToast(() => deleteBanner(banner._id), {
      success: 'Banner deleted successfully!',
      failure: 'Failed to delete banner',
    });
    if (done) await queryClient.invalidateQueries({ queryKey: bannerKeys.all });
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
        item={deleting}
        title="Delete banner"
        message={(item) =>
          `Are you sure you want to delete the ${item.title} banner added on ${formatDay(item.createdAt)}? This action cannot be undone.`
        }
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </>
  );
}
