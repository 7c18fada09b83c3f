// The 'All Districts' filter of the list screens; undefined means no district.
import { useQuery } from '@tanstack/react-query';
import { districtsQuery } from '../api/queries';

export function DistrictFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (district: string | undefined) => void;
}) {
  const districts = useQuery(districtsQuery);
  return (
    <select aria-label="District" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
      <option value="">All Districts</option>
      {districts.data?.map((d) => (
        <option key={d.id} value={d.title}>
          {d.title}
        </option>
      ))}
    </select>
  );
}
