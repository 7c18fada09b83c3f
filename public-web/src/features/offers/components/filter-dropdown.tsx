// A filter dropdown with search inside its list; Escape (anywhere) or a choice closes it.
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';

interface Props {
  /**
   * The list's id: fixed, not useId, since the listing hydrates as an island whose ids would not be the prerender's
   * (docs/decisions/048).
   */
  panelId: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (value: string | undefined) => void;
}

export function FilterDropdown({ panelId, label, allLabel, value, options, open, onOpenChange, onChange }: Props) {
  const m = useMessages();
  const [filter, setFilter] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    setFilter('');
    searchRef.current?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, onOpenChange]);

  const shown = options.filter((option) => option.toLowerCase().includes(filter.trim().toLowerCase()));
  const choose = (next: string | undefined) => {
    onChange(next);
    onOpenChange(false);
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        type="button"
        className={`dropdown-trigger${value ? ' has-value' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${label}: ${value ?? allLabel}`}
        onClick={() => onOpenChange(!open)}
      >
        <span>{value ?? allLabel}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="dropdown-panel" id={panelId}>
          <input
            ref={searchRef}
            type="search"
            className="dropdown-search"
            placeholder={m.listing.searchIn(label)}
            aria-label={m.listing.searchIn(label)}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <ul aria-label={label}>
            <li>
              <button type="button" className="dropdown-option" onClick={() => choose(undefined)} aria-pressed={!value}>
                {allLabel}
              </button>
            </li>
            {shown.map((option) => (
              <li key={option}>
                <button
                  type="button"
                  className="dropdown-option"
                  aria-pressed={option === value}
                  onClick={() => choose(option)}
                >
                  {option}
                </button>
              </li>
            ))}
            {shown.length === 0 && <li className="muted dropdown-empty">{m.listing.noMatches}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
