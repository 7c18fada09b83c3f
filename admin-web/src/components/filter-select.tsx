// A list screen's filter select: its first option, 'All ...', means no filter; the rest are the values to filter by,
// shown as themselves or by their label.
interface FilterSelectProps<Value extends string> {
  label: string;
  /** The first option's text, e.g. 'All Categories'. */
  all: string;
  options: readonly Value[];
  /** The text of each option where it is not the value itself, e.g. 'Paused' for 'paused'. */
  labels?: Readonly<Record<Value, string>>;
  /** The selected option; undefined (or '') for none. */
  value: string | undefined;
  disabled?: boolean;
  onChange: (value: Value | undefined) => void;
}

export function FilterSelect<Value extends string>({
  label,
  all,
  options,
  labels,
  value,
  disabled,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(options.find((option) => option === e.target.value))}
    >
      <option value="">{all}</option>
      {[...new Set(options)].map((option) => (
        <option key={option} value={option}>
          {labels?.[option] ?? option}
        </option>
      ))}
    </select>
  );
}
