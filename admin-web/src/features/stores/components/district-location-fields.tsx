// The store form's district and location: the location's choices are the chosen district's, and wait for one.
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/field';
import { districtsQuery, locationsOfDistrictQuery } from '../../../lib/reference-queries';

/** A select's error, value and onValue, as the form binds them. */
interface Bound {
  error?: string;
  value: string;
  onValue: (value: string) => void;
}

export function DistrictLocationFields({ district, location }: { district: Bound; location: Bound }) {
  const districts = useQuery(districtsQuery);
  const locations = useQuery(locationsOfDistrictQuery(district.value));
  return (
    <>
      <SelectField
        label="District"
        choose="Select district"
        options={districts.data?.map((d) => d.title)}
        {...district}
      />
      <SelectField
        label="Location"
        choose={district.value ? 'Select location' : 'Select a district first'}
        options={locations.data?.map((l) => l.locationName)}
        disabled={!district.value}
        {...location}
      />
    </>
  );
}
