// The ads report's filter bar: free text and six selects, each keyed by its 'All ...' label.
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '../../../components/filter-select';
import { StatusSelect } from '../../../components/offer-status';
import { SearchBox } from '../../../components/search-box';
import {
  allOfferTypesQuery,
  categoriesQuery,
  districtsQuery,
  locationsOfDistrictQuery,
} from '../../../lib/reference-queries';
import { matchLabel } from '../../../lib/search-params';
import { storeNamesQuery } from '../../../lib/store-queries';
import type { AdsReportSearch } from '../search';

export type FilterKey = 'search' | 'offerType' | 'storeName' | 'category' | 'district' | 'location' | 'status';
export type Filters = Pick<AdsReportSearch, FilterKey>;

interface ReportFiltersProps {
  filters: Filters;
  onChange: (changes: Filters) => void;
}

export function ReportFilters({ filters, onChange }: ReportFiltersProps) {
  const offerTypes = useQuery(allOfferTypesQuery);
  const stores = useQuery(storeNamesQuery);
  const categories = useQuery(categoriesQuery);
  const districts = useQuery(districtsQuery);
  const district = matchLabel(districts.data?.map((d) => d.title) ?? [], filters.district);
  const locations = useQuery(locationsOfDistrictQuery(district));

  const selects: { key: Exclude<FilterKey, 'status'>; all: string; options: string[] }[] = [
    { key: 'offerType', all: 'All Offer Types', options: offerTypes.data?.map((o) => o.title) ?? [] },
    { key: 'storeName', all: 'All Stores', options: stores.data?.map((s) => s.storeName) ?? [] },
    { key: 'category', all: 'All Categories', options: categories.data?.map((c) => c.title) ?? [] },
    { key: 'district', all: 'All Districts', options: districts.data?.map((d) => d.title) ?? [] },
    { key: 'location', all: 'All Locations', options: locations.data?.map((l) => l.locationName) ?? [] },
  ];

  return (
    <div className="filters">
      <SearchBox
        value={filters.search}
        onSearch={(text) => onChange({ search: text })}
        label="Search ads"
        placeholder="Search title, description, store, place..."
      />
      {selects.map((select) => (
        <FilterSelect
          key={select.key}
          label={select.all}
          all={select.all}
          options={select.options}
          value={matchLabel(select.options, filters[select.key])}
          disabled={select.key === 'location' && !district}
          onChange={(value) =>
            onChange({ [select.key]: value, ...(select.key === 'district' ? { location: undefined } : {}) })
          }
        />
      ))}
      <StatusSelect value={filters.status} onChange={(status) => onChange({ status })} />
    </div>
  );
}
