// Locations: the district/location table with numbered paging, add/edit modal and delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { DistrictFilter, DistrictOptions } from '../../../components/district-filter';
import { fieldBinder, InputField, SelectField } from '../../../components/field';
import { FilterBar } from '../../../components/filter-bar';
import { FormActions, FormError } from '../../../components/form-parts';
import { FilteredListState } from '../../../components/list-state';
import { RecordTable } from '../../../components/list-table';
import { useClampedPage } from '../../../components/pager';
import {
  type RecordFormProps,
  type RecordKind,
  RecordScreen,
  useRecordDialogs,
} from '../../../components/record-screen';
import { useUrlList } from '../../../components/url-list';
import { usageWarning } from '../../../lib/record-usage';
import { districtsQuery } from '../../../lib/reference-queries';
import { matchLabel } from '../../../lib/search-params';
import { useSubmit } from '../../../lib/use-submit';
import { useDeleteLocation, useSaveLocation } from '../api/mutations';
import { LOCATIONS_PAGE_SIZE, type LocationRow, locationsPageQuery } from '../api/queries';

const route = getRouteApi('/admin/locations');
/** What the list says when it cannot be read or is empty. */
const LIST_TEXTS = {
  error: 'Error fetching locations',
  noMatch: 'No locations match these filters',
  nothingYet: 'No locations yet. Add the first one.',
};

function LocationForm({ record: location, onDone }: RecordFormProps<LocationRow>) {
  const save = useSaveLocation();
  const [district, setDistrict] = useState(location?.district ?? '');
  const [name, setName] = useState(location?.locationName ?? '');
  const [nameMl, setNameMl] = useState(location?.nameMl ?? '');
  const { busy, error, setError, fieldErrors, clearFieldError, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!district || !name.trim()) {
      setError('Please select both district and location.');
      return;
    }
    const saved = await run(
      () =>
        save.mutateAsync({ id: location?._id, body: { district, locationName: name.trim(), nameMl: nameMl.trim() } }),
      {
        success: location ? 'Location updated successfully!' : 'Location created successfully!',
        failure: location ? 'Failed to update location' : 'Failed to create location',
      },
    );
    if (saved) onDone();
  };

  const bind = fieldBinder((field) => fieldErrors[field], clearFieldError);
  return (
    <form onSubmit={submit} noValidate>
      <SelectField label="District" choose="Select district" {...bind('district', district, setDistrict)}>
        <DistrictOptions />
      </SelectField>
      <InputField label="Location" maxLength={100} {...bind('locationName', name, setName)} />
      <InputField label="Malayalam name (optional)" lang="ml" maxLength={100} {...bind('nameMl', nameMl, setNameMl)} />
      <FormError message={error} />
      <FormActions busy={busy} editing={location !== null} noun="Location" onCancel={onDone} />
    </form>
  );
}

const LOCATIONS: RecordKind<LocationRow> = {
  titles: ['Add New Location', 'Edit Location', 'Delete location'],
  deleteMessage: (item) => `Delete ${item.locationName} (${item.district})? This action cannot be undone.`,
  deleted: { success: 'Location deleted successfully', failure: 'Failed to delete location' },
  Form: LocationForm,
  usage: {
    path: (item) => `locations/${item._id}/usage`,
    warning: (usage) => usageWarning(usage, 'stores', 'Move them to another location or delete them first.'),
  },
};

export function LocationsPage() {
  const search = route.useSearch();
  const districts = useQuery(districtsQuery);
  const district = matchLabel(districts.data?.map((d) => d.title) ?? [], search.district) || undefined;
  const list = useUrlList('/admin/locations', { search: search.search, district }, search.page);
  const { page } = list;
  const locations = useQuery(locationsPageQuery({ ...list.filters, page }));
  useClampedPage(page, locations.data?.totalPages, list.setPage);
  const records = useRecordDialogs(useDeleteLocation(), LOCATIONS);
  const chips = list.chips({
    search: search.search && `Search: ${search.search}`,
    district: district && `District: ${district}`,
  });

  return (
    <RecordScreen title="Locations" addLabel="Add New Location" records={records}>
      <FilterBar list={list} searchLabel="Search locations" placeholder="Search locations...">
        <DistrictFilter value={district} onChange={(next) => list.update({ district: next })} />
      </FilterBar>
      <FilteredListState chips={chips} onClearAll={list.clearAll} query={locations} texts={LIST_TEXTS}>
        {(found) => (
          <RecordTable
            headers={['#', 'District', 'Location', 'Action']}
            total={{ count: found.totalCount, noun: ['location', 'locations'] }}
            pager={{ page, totalPages: found.totalPages, onPage: list.setPage, numbered: true }}
            rows={found.data}
            actionsOf={records.actionsOf}
            cells={(location, index) => (
              <>
                <td>{(page - 1) * LOCATIONS_PAGE_SIZE + index + 1}</td>
                <td>{location.district}</td>
                <td className="strong">{location.locationName}</td>
              </>
            )}
          />
        )}
      </FilteredListState>
    </RecordScreen>
  );
}
