// Store categories: table with photo and clicks, add/edit with photos (kept and new), delete confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { PageHeader } from '../../../components/page-header';
import { Empty, ErrorState, Loading } from '../../../components/states';
import { errorMessage } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/images';
import { type Category, categoriesQuery, referenceKeys } from '../../../lib/reference-queries';
import { deleteCategory, saveCategory } from '../api/categories';

function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(category?.title ?? '');
  const [kept, setKept] = useState(category?.catPhotographs ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Please enter a store category.');
      return;
    }
    const form = new FormData();
    form.append('title', title.trim());
    for (const path of kept) form.append('existingPhotos', path);
    for (const file of files) form.append('catPhotographs', file);
    setBusy(true);
    try {
      await saveCategory(category?._id, form);
      toast.success(category ? 'Store category updated successfully!' : 'Store category created successfully!');
      await queryClient.invalidateQueries({ queryKey: referenceKeys.categories });
      onDone();
    } catch (caught) {
      const message = errorMessage(caught, category ? 'Failed to update category' : 'Failed to create category');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Category name">
        {(props) => <input {...props} value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Photos (PNG, JPG, JPEG or WebP, 5 MB each)">
        {(props) => (
          <input
            {...props}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
        )}
      </Field>
      {kept.length > 0 && (
        <div className="previews">
          {kept.map((path) => (
            <figure className="preview" key={path}>
              <img src={thumbnailUrl(path)} alt="Current" />
              <button
                type="button"
                className="preview-remove"
                aria-label="Remove current photo"
                onClick={() => setKept((list) => list.filter((p) => p !== path))}
              >
                ×
              </button>
            </figure>
          ))}
        </div>
      )}
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
          {busy ? (category ? 'Updating...' : 'Creating...') : category ? 'Update Category' : 'Add Category'}
        </button>
      </div>
    </form>
  );
}

export function CategoriesPage() {
  const queryClient = useQueryClient();
  const list = useQuery(categoriesQuery);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const open = (category: Category | null) => {
    setEditing(category);
    setFormOpen(true);
  };
  const remove = async (category: Category) => {
    try {
      await deleteCategory(category._id);
      toast.success('Category deleted successfully!');
      await queryClient.invalidateQueries({ queryKey: referenceKeys.categories });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete category.'));
    }
  };

  return (
    <>
      <PageHeader title="Store Category">
        <button type="button" className="button button-primary" onClick={() => open(null)}>
          Add New
        </button>
      </PageHeader>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, 'Error fetching categories')} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <Empty message="No categories yet. Add the first one." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>ID</th>
                <th>Image</th>
                <th>Name</th>
                <th>Clicks</th>
                <th>Action</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((category, index) => (
                <tr key={category._id}>
                  <td>{index + 1}</td>
                  <td>
                    {category.catPhotographs[0] ? (
                      <img
                        className="logo"
                        src={thumbnailUrl(category.catPhotographs[0])}
                        alt=""
                        width={40}
                        height={40}
                        loading="lazy"
                      />
                    ) : (
                      <span className="muted">No photo</span>
                    )}
                  </td>
                  <td className="strong">{category.title}</td>
                  <td>{category.clicks}</td>
                  <td className="actions">
                    <button type="button" className="button button-small" onClick={() => open(category)}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger"
                      onClick={() => setDeleting(category)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        title={editing ? 'Edit Store Category' : 'Add Store Category'}
        open={formOpen}
        onClose={() => setFormOpen(false)}
      >
        <CategoryForm key={editing?._id ?? 'new'} category={editing} onDone={() => setFormOpen(false)} />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete category"
        message={`Delete the category ${deleting?.title ?? ''}? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </>
  );
}
