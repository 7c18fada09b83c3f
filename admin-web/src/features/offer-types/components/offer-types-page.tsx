// Offer types: search, paged table, add/edit (2 to 50 characters) and delete confirmation.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog, useConfirm } from '../../../components/confirm-dialog';
import { Field } from '../../../components/field';
import { FormDialog, useFormDialog } from '../../../components/form-dialog';
import { FormActions, RowActions } from '../../../components/form-parts';
import { ListState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useClampedPage } from '../../../components/pager';
import { Empty } from '../../../components/states';
import { withToast } from '../../../lib/notify';
import { referenceKeys } from '../../../lib/reference-queries';
import { useSubmit } from '../../../lib/use-submit';
import { deleteOfferType, type OfferType, offerTypesPageQuery, saveOfferType } from '../api/offer-types';

function validate(title: string): string | undefined {
  const name = title.trim();
  if (!name) return 'Offer type name is required';
  if (name.length < 2 || name.length > 50) return 'Offer type name must be between 2-50 characters';
  return undefined;
}

function OfferTypeForm({ offerType, onDone }: { offerType: OfferType | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(offerType?.title ?? '');
  const { busy, error, setError, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(title);
    setError(invalid);
    if (invalid) return;
    const saved = await run(() => saveOfferType(offerType?._id, { title: title.trim() }), {
      success: offerType ? 'Offer type updated successfully!' : 'Offer type created successfully!',
      failure: 'Something went wrong!',
    });
    if (!saved) return;
    await queryClient.invalidateQueries({ queryKey: referenceKeys.offerTypes });
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field label="Offer type name" error={error}>
        {(props) => (
          <input
            {...props}
            value={title}
            maxLength={50}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <FormActions busy={busy} editing={offerType !== null} noun="Offer Type" onCancel={onDone} />
    </form>
  );
}

export function OfferTypesPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const list = useQuery(offerTypesPageQuery(page, search));
  useClampedPage(page, list.data?.totalPages, setPage);
  const form = useFormDialog<OfferType>();
  const deleting = useConfirm<OfferType>();

  const remove = async (offerType: OfferType) => {
    const done = await withToast(() => deleteOfferType(offerType._id), {
      success: 'Offer type deleted successfully!',
      failure: 'Something went wrong!',
    });
    if (done) await queryClient.invalidateQueries({ queryKey: referenceKeys.offerTypes });
  };

  return (
    <>
      <PageHeader title="Offer Types">
        <button type="button" className="button button-primary" onClick={() => form.open(null)}>
          Add New
        </button>
      </PageHeader>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <input
          type="search"
          aria-label="Search offer types"
          placeholder="Search offer types..."
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <ListState
        query={list}
        errorText="Error fetching offer types."
        empty={
          <Empty message={search ? 'No offer types match your search.' : 'No offer types yet. Add the first one.'} />
        }
      >
        {(offerTypes) => (
          <ListTable
            headers={['ID', 'Name', 'Action']}
            pager={{ page, totalPages: offerTypes.totalPages, onPage: setPage }}
          >
            {offerTypes.data.map((offerType, index) => (
              <tr key={offerType._id}>
                <td>{(page - 1) * 10 + index + 1}</td>
                <td className="strong">{offerType.title}</td>
                <RowActions onEdit={() => form.open(offerType)} onDelete={() => deleting.ask(offerType)} />
              </tr>
            ))}
          </ListTable>
        )}
      </ListState>
      <FormDialog state={form} addTitle="Add Offer Type" editTitle="Edit Offer Type">
        {(offerType) => <OfferTypeForm offerType={offerType} onDone={form.close} />}
      </FormDialog>
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete offer type"
        message={(item) => `Delete the offer type ${item.title}? This action cannot be undone.`}
        onConfirm={remove}
      />
    </>
  );
}
