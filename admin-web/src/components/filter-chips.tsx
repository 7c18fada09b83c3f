// Removable chips for the active filters, with 'Clear all filters'.
export interface Chip {
  key: string;
  label: string;
  onRemove: () => unknown;
}

/**
 * The chips of the filters that are on, in the order given: each key's label, or nothing where the filter is off
 * (undefined or ''); removing one calls `remove` with its key.
 */
export function activeChips(labels: Record<string, string | undefined>, remove: (key: string) => void): Chip[] {
  return Object.entries(labels).flatMap(([key, label]) => (label ? [{ key, label, onRemove: () => remove(key) }] : []));
}

export function FilterChips({ chips, onClearAll }: { chips: Chip[]; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <div className="chips">
      {chips.map((chip) => (
        <span className="chip" key={chip.key}>
          {chip.label}
          <button type="button" aria-label={`Remove ${chip.label}`} onClick={chip.onRemove}>
            ×
          </button>
        </span>
      ))}
      <button type="button" className="link-button" onClick={onClearAll}>
        Clear all filters
      </button>
    </div>
  );
}
