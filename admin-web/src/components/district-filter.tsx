// The districts as <option>s of a select, and the 'All Districts' filter of the list screens built on them.
import { useQuery } from '@tanstack/react-query';
import { districtsQuery } from '../lib/reference-queries';
import { FilterSelect } from './filter-select';

/** One option a district, its title as the value (what the API files stores and locations under). */
export function DistrictOptions() {
  const districts = useQuery(districtsQuery);
  return districts.data?.map((d) => (
    <option key={d.id} value={d.title}>
      {d.title}
    </option>
  ));
}

/** Undefined means no district. */
export function DistrictFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (district: string | undefined) => void;
}) {
  const districts = useQuery(districtsQuery);
  return (
    <FilterSelect
      label="District"
      all="All Districts"
      options={districts.data?.map((d) => d.title) ?? []}
      value={value}
      onChange={onChange}
    />
  );
}
