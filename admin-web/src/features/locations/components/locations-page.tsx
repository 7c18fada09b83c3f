// Locations: the district/location table with numbered paging, add/edit modal and delete confirmation.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PrimaryButton } from '../../../components/buttons';
import { fieldBinder, InputField, SelectField } from '../../../components/field';
import { activeChips } from '../../../components/filter-chips';
import { FormActions, FormError, RowActions } from '../../../components/form-parts';
import { FilteredListState } from '../../../components/list-state';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { useClampedPage } from '../../../components/pager';
import { RecordDialogs, useRecordDialogs } from '../../../components/record-dialogs';
import { SearchBox } from '../../../components/search-box';
import { compact, matchLabel } from '../../../lib/search-params';
import { useSubmit } from '../../../lib/use-submit';
import { useDeleteLocation, useSaveLocation } from '../api/mutations';
import { districtsQuery, LOCATIONS_PAGE_SIZE, type LocationRow, locationsPageQuery } from '../api/queries';
import type { LocationSearch } from '../search';
import { DistrictFilter, DistrictOptions } from './district-filter';

const route = getRouteApi('/admin/locations');

function LocationForm({ location, onDone }: { location: LocationRow | null; onDone: () => void }) {
  const save = useSaveLocation();
  const [district, setDistrict] = useState(location?.district ?? '');
  const [name, setName] = useState(location?.locationName ?? '');
  const { busy, error, setError, fieldErrors, clearFieldError, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!district || !name.trim()) {
      setError('Please select both district and location.');
      return;
    }
    const saved = await run(
      () => save.mutateAsync({ id: location?._id, body: { district, locationName: name.trim() } }),
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
      <FormError message={error} />
      <FormActions busy={busy} editing={location !== null} noun="Location" onCancel={onDone} />
    </form>
  );
}

export function LocationsPage() {
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const districts = useQuery(districtsQuery);
  const district = matchLabel(districts.data?.map((d) => d.title) ?? [], search.district) || undefined;
  const page = search.page ?? 1;
  const list = useQuery(locationsPageQuery({ page, search: search.search, district }));
  const update = (changes: Partial<LocationSearch>) =>
    navigate({
      to: '/admin/locations',
      search: compact({ search: search.search, district, ...changes, page: changes.page }),
      replace: true,
    });
  useClampedPage(page, list.data?.totalPages, (last) => update({ page: last }));
  const records = useRecordDialogs<LocationRow>(useDeleteLocation(), {
    success: 'Location deleted successfully',
    failure: 'Failed to delete location',
  });
  const { form } = records;

  const chips = activeChips(
    { search: search.search && `Search: ${search.search}`, district: district && `District: ${district}` },
    (key) => update({ [key]: undefined }),
  );
  const clearAll = () => navigate({ to: '/admin/locations', search: {}, replace: true });

  return (
    <>
      <PageHeader title="Locations">
        <PrimaryButton onClick={() => form.open(null)}>Add New Location</PrimaryButton>
      </PageHeader>
      <div className="filters">
        <SearchBox
          value={search.search}
          onSearch={(text) => update({ search: text })}
          label="Search locations"
          placeholder="Search locations..."
        />
        <DistrictFilter value={district} onChange={(next) => update({ district: next })} />
      </div>
      <FilteredListState
        chips={chips}
        onClearAll={clearAll}
        query={list}
        errorText="Error fetching locations"
        noMatch="No locations match these filters"
        nothingYet="No locations yet. Add the first one."
      >
        {(locations) => (
          <ListTable
            headers={['#', 'District', 'Location', 'Action']}
            total={{ count: locations.totalCount, noun: ['location', 'locations'] }}
            pager={{ page, totalPages: locations.totalPages, onPage: (n) => update({ page: n }), numbered: true }}
          >
            {locations.data.map((location, index) => (
              <tr key={location._id}>
                <td>{(page - 1) * LOCATIONS_PAGE_SIZE + index + 1}</td>
                <td>{location.district}</td>
                <td className="strong">{location.locationName}</td>
                <RowActions {...records.actionsOf(location)} />
              </tr>
            ))}
          </ListTable>
        )}
      </FilteredListState>
      <RecordDialogs
        dialogs={records}
        titles={['Add New Location', 'Edit Location', 'Delete location']}
        deleteMessage={(item) => `Delete ${item.locationName} (${item.district})? This action cannot be undone.`}
      >
        {(location) => <LocationForm location={location} onDone={form.close} />}
      </RecordDialogs>
    </>
  );
}
