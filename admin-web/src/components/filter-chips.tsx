// Removable chips for the active filters, with 'Clear all filters'.
export interface Chip {
  key: string;
  label: string;
  onRemove: () => unknown;
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
