// Store categories: table with photo and clicks, add/edit with photos (kept and new), delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldBinder, InputField } from '../../../components/field';
import { FormActions, FormError } from '../../../components/form-parts';
import { ImagesField } from '../../../components/image-fields';
import { ListState } from '../../../components/list-state';
import { RecordTable } from '../../../components/list-table';
import {
  type RecordFormProps,
  type RecordKind,
  RecordScreen,
  useRecordDialogs,
} from '../../../components/record-screen';
import { Empty } from '../../../components/states';
import { type FieldErrors, withoutField } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/images';
import { usageWarning } from '../../../lib/record-usage';
import { type Category, categoriesQuery } from '../../../lib/reference-queries';
import { useSubmit } from '../../../lib/use-submit';
import { useUpload } from '../../../lib/use-upload';
import { useDeleteCategory, useSaveCategory } from '../api/mutations';

const PHOTO_REQUIRED = 'Please upload a photo of the category.';

function CategoryForm({ record: category, onDone }: RecordFormProps<Category>) {
  const save = useSaveCategory();
  const [title, setTitle] = useState(category?.title ?? '');
  const [titleMl, setTitleMl] = useState(category?.titleMl ?? '');
  const [kept, setKept] = useState(category?.catPhotographs ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, fieldErrors, clearFieldError, run } = useSubmit();
  const upload = useUpload();
  const errorOf = (field: string) => errors[field] ?? fieldErrors[field];
  const edited = (field: string) => {
    setErrors((current) => withoutField(current, field));
    clearFieldError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!title.trim()) found.title = 'Please enter a store category.';
    if (kept.length + files.length === 0) found.catPhotographs = PHOTO_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('title', title.trim());
    // Always sent, even empty: left out, an edit would keep the Malayalam name that was emptied here.
    form.append('titleMl', titleMl.trim());
    for (const path of kept) form.append('existingPhotos', path);
    for (const file of files) form.append('catPhotographs', file);
    const saved = await run(
      () =>
        upload.send(form, (sent, progress) => save.mutateAsync({ id: category?._id, form: sent, upload: progress })),
      {
        success: category ? 'Store category updated successfully!' : 'Store category created successfully!',
        failure: category ? 'Failed to update category' : 'Failed to create category',
      },
    );
    if (saved) onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <InputField label="Category name" maxLength={60} {...fieldBinder(errorOf, edited)('title', title, setTitle)} />
      <InputField
        label="Malayalam name (optional)"
        lang="ml"
        maxLength={60}
        {...fieldBinder(errorOf, edited)('titleMl', titleMl, setTitleMl)}
      />
      <ImagesField
        label="Photos (at least one; PNG, JPG, JPEG or WebP, 5 MB each)"
        error={errorOf('catPhotographs')}
        kept={kept}
        files={files}
        onKeptChange={setKept}
        onFilesChange={setFiles}
        onChecked={(rule) => {
          edited('catPhotographs');
          if (rule) setErrors((current) => ({ ...current, catPhotographs: rule }));
        }}
      />
      <FormError message={error} />
      <FormActions busy={busy} editing={category !== null} noun="Category" onCancel={onDone} upload={upload} />
    </form>
  );
}

const CATEGORIES: RecordKind<Category> = {
  titles: ['Add Store Category', 'Edit Store Category', 'Delete category'],
  deleteMessage: (item) => `Delete the category ${item.title}? This action cannot be undone.`,
  deleted: { success: 'Category deleted successfully!', failure: 'Failed to delete category.' },
  Form: CategoryForm,
  usage: {
    path: (item) => `category/${item._id}/usage`,
    warning: (usage) => usageWarning(usage, 'stores', 'Move them to another category or delete them first.'),
  },
};

export function CategoriesPage() {
  const list = useQuery(categoriesQuery);
  const records = useRecordDialogs(useDeleteCategory(), CATEGORIES);

  return (
    <RecordScreen title="Store Category" addLabel="Add New" records={records}>
      <ListState
        query={list}
        errorText="Error fetching categories"
        empty={<Empty message="No categories yet. Add the first one." />}
      >
        {(categories) => (
          <RecordTable
            headers={['ID', 'Image', 'Name', 'Clicks', 'Action']}
            rows={categories}
            actionsOf={records.actionsOf}
            cells={(category, index) => (
              <>
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
              </>
            )}
          />
        )}
      </ListState>
    </RecordScreen>
  );
}
