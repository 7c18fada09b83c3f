// A list screen's filter select: its first option, 'All ...', means no filter; the rest are the names to filter by.
interface FilterSelectProps {
  label: string;
  /** The first option's text, e.g. 'All Categories'. */
  all: string;
  options: readonly string[];
  value: string;
  disabled?: boolean;
  onChange: (value: string | undefined) => void;
}

export function FilterSelect({ label, all, options, value, disabled, onChange }: FilterSelectProps) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{all}</option>
      {[...new Set(options)].map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
