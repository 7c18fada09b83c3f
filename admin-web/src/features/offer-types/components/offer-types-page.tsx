// Offer types: search, paged table, add/edit (2 to 50 characters) and delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { InputField } from '../../../components/field';
import { FormActions } from '../../../components/form-parts';
import { ListState } from '../../../components/list-state';
import { RecordTable } from '../../../components/list-table';
import { useClampedPage } from '../../../components/pager';
import {
  type RecordFormProps,
  type RecordKind,
  RecordScreen,
  useRecordDialogs,
} from '../../../components/record-screen';
import { Empty } from '../../../components/states';
import { useUrlList } from '../../../components/url-list';
import { usageWarning } from '../../../lib/record-usage';
import { useSubmit } from '../../../lib/use-submit';
import { useDeleteOfferType, useSaveOfferType } from '../api/mutations';
import { OFFER_TYPES_PAGE_SIZE, type OfferType, offerTypesPageQuery } from '../api/queries';

const route = getRouteApi('/admin/offer-types');

function validate(title: string): string | undefined {
  const name = title.trim();
  if (!name) return 'Offer type name is required';
  if (name.length < 2 || name.length > 50) return 'Offer type name must be between 2-50 characters';
  return undefined;
}

function OfferTypeForm({ record: offerType, onDone }: RecordFormProps<OfferType>) {
  const save = useSaveOfferType();
  const [title, setTitle] = useState(offerType?.title ?? '');
  const [titleMl, setTitleMl] = useState(offerType?.titleMl ?? '');
  const { busy, error, setError, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(title);
    setError(invalid);
    if (invalid) return;
    const saved = await run(
      () => save.mutateAsync({ id: offerType?._id, body: { title: title.trim(), titleMl: titleMl.trim() } }),
      {
        success: offerType ? 'Offer type updated successfully!' : 'Offer type created successfully!',
        failure: 'Something went wrong!',
      },
    );
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
      <InputField label="Malayalam name (optional)" lang="ml" value={titleMl} maxLength={50} onValue={setTitleMl} />
      <FormActions busy={busy} editing={offerType !== null} noun="Offer Type" onCancel={onDone} />
    </form>
  );
}

const OFFER_TYPES: RecordKind<OfferType> = {
  titles: ['Add Offer Type', 'Edit Offer Type', 'Delete offer type'],
  deleteMessage: (item) => `Delete the offer type ${item.title}? This action cannot be undone.`,
  deleted: { success: 'Offer type deleted successfully!', failure: 'Something went wrong!' },
  Form: OfferTypeForm,
  usage: {
    path: (item) => `offertype/${item._id}/usage`,
    warning: (usage) => usageWarning(usage, 'offers', 'Give them another offer type or delete them first.'),
  },
};

export function OfferTypesPage() {
  const { search, page } = route.useSearch();
  const list = useUrlList('/admin/offer-types', { search }, page);
  const offerTypes = useQuery(offerTypesPageQuery({ page: list.page, search }));
  useClampedPage(list.page, offerTypes.data?.totalPages, list.setPage);
  const records = useRecordDialogs(useDeleteOfferType(), OFFER_TYPES);

  return (
    <RecordScreen title="Offer Types" addLabel="Add New" records={records}>
      {/* Keyed by the search in the URL, so the box shows it again after a reload, Back or a link. */}
      <form
        key={search ?? ''}
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          const text = String(new FormData(event.currentTarget).get('search') ?? '').trim();
          list.update({ search: text || undefined });
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
        query={offerTypes}
        errorText="Error fetching offer types."
        empty={
          <Empty message={search ? 'No offer types match your search.' : 'No offer types yet. Add the first one.'} />
        }
      >
        {(found) => (
          <RecordTable
            headers={['ID', 'Name', 'Action']}
            pager={{ page: list.page, totalPages: found.totalPages, onPage: list.setPage }}
            rows={found.data}
            actionsOf={records.actionsOf}
            cells={(offerType, index) => (
              <>
                <td>{(list.page - 1) * OFFER_TYPES_PAGE_SIZE + index + 1}</td>
                <td className="strong">{offerType.title}</td>
              </>
            )}
          />
        )}
      </ListState>
    </RecordScreen>
  );
}
