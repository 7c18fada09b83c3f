// The districts as <option>s of a select, and the 'All Districts' filter of the list screens built on them.
import { useQuery } from '@tanstack/react-query';
import { districtsQuery } from '../api/queries';

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
  return (
    <select aria-label="District" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">All Districts</option>
      <DistrictOptions />
    </select>
  );
}
