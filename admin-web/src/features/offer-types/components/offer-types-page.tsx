// Offer types: search, paged table, add/edit (2 to 50 characters) and delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PrimaryButton } from '../../../components/buttons';
import { InputField } from '../../../components/field';
import { FormActions, RowActions } from '../../../components/form-parts';
import { ListState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useClampedPage } from '../../../components/pager';
import { RecordDialogs, useRecordDialogs } from '../../../components/record-dialogs';
import { Empty } from '../../../components/states';
import { compact } from '../../../lib/search-params';
import { useSubmit } from '../../../lib/use-submit';
import { useDeleteOfferType, useSaveOfferType } from '../api/mutations';
import { OFFER_TYPES_PAGE_SIZE, type OfferType, offerTypesPageQuery } from '../api/queries';
import type { OfferTypeSearch } from '../search';

const route = getRouteApi('/admin/offer-types');

function validate(title: string): string | undefined {
  const name = title.trim();
  if (!name) return 'Offer type name is required';
  if (name.length < 2 || name.length > 50) return 'Offer type name must be between 2-50 characters';
  return undefined;
}

function OfferTypeForm({ offerType, onDone }: { offerType: OfferType | null; onDone: () => void }) {
  const save = useSaveOfferType();
  const [title, setTitle] = useState(offerType?.title ?? '');
  const { busy, error, setError, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(title);
    setError(invalid);
    if (invalid) return;
    const saved = await run(() => save.mutateAsync({ id: offerType?._id, body: { title: title.trim() } }), {
      success: offerType ? 'Offer type updated successfully!' : 'Offer type created successfully!',
      failure: 'Something went wrong!',
    });
    if (saved) onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <InputField
        label="Offer type name"
        error={error}
        value={title}
        maxLength={50}
        onValue={(value) => {
          setTitle(value);
          setError(undefined);
        }}
      />
      <FormActions busy={busy} editing={offerType !== null} noun="Offer Type" onCancel={onDone} />
    </form>
  );
}

export function OfferTypesPage() {
  const navigate = route.useNavigate();
  const { search, page = 1 } = route.useSearch();
  const list = useQuery(offerTypesPageQuery({ page, search }));
  const update = (changes: OfferTypeSearch) =>
    navigate({ to: '/admin/offer-types', search: compact({ search, ...changes }), replace: true });
  useClampedPage(page, list.data?.totalPages, (last) => update({ page: last }));
  const records = useRecordDialogs<OfferType>(useDeleteOfferType(), {
    success: 'Offer type deleted successfully!',
    failure: 'Something went wrong!',
  });
  const { form } = records;

  return (
    <>
      <PageHeader title="Offer Types">
        <PrimaryButton onClick={() => form.open(null)}>Add New</PrimaryButton>
      </PageHeader>
      {/* Keyed by the search in the URL, so the box shows it again after a reload, Back or a link. */}
      <form
        key={search ?? ''}
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          update({ search: text || undefined });
        }}
      >
        <input
          type="search"
          name="search"
          aria-label="Search offer types"
          placeholder="Search offer types..."
          defaultValue={search}
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
            pager={{ page, totalPages: offerTypes.totalPages, onPage: (n) => update({ page: n }) }}
          >
            {offerTypes.data.map((offerType, index) => (
              <tr key={offerType._id}>
                <td>{(page - 1) * OFFER_TYPES_PAGE_SIZE + index + 1}</td>
                <td className="strong">{offerType.title}</td>
                <RowActions {...records.actionsOf(offerType)} />
              </tr>
            ))}
          </ListTable>
        )}
      </ListState>
      <RecordDialogs
        dialogs={records}
        titles={['Add Offer Type', 'Edit Offer Type', 'Delete offer type']}
        deleteMessage={(item) => `Delete the offer type ${item.title}? This action cannot be undone.`}
      >
        {(offerType) => <OfferTypeForm offerType={offerType} onDone={form.close} />}
      </RecordDialogs>
    </>
  );
}
