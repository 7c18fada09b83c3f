// A search input that suggests stores, categories and places as the visitor types (after a 300 ms pause), as an ARIA
// combobox: Arrow keys move through the suggestions, Enter picks one, Escape closes the list (and never empties the
// box); typing on and pressing Enter searches the text as before. Only suggestions for the text as it is are shown.
import { useQuery } from '@tanstack/react-query';
import { type InputHTMLAttributes, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useMessages } from '../lib/i18n/messages';
import {
  type Suggestion,
  type SuggestionFilter,
  suggestionFilter,
  suggestionsQueryOptions,
} from '../lib/suggestion-queries';

const DEBOUNCE_MS = 300;
const MIN_TYPED = 2;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'> {
  value: string;
  onValueChange: (value: string) => void;
  onPick: (filter: SuggestionFilter, suggestion: Suggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The suggestion list's id, where the box is hydrated as an island: a generated id depends on the whole tree. */
  listId?: string;
}

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

export function SearchCombobox({
  value,
  onValueChange,
  onPick,
  inputRef,
  listId: givenListId,
  onKeyDown,
  onBlur,
  ...inputProps
}: Props) {
  const generatedListId = useId();
  const listId = givenListId ?? generatedListId;
  const typed = useDebounced(value.trim());
  const m = useMessages();
  const ml = useLocale() === 'ml';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data: suggestions = [] } = useQuery({
    ...suggestionsQueryOptions(typed),
    enabled: open && typed.length >= MIN_TYPED,
  });
  // Those of an earlier text are hidden while the visitor types on (the pause, then the request), so neither Enter nor
  // a tap can pick a suggestion for the previous word.
  const shown = open && typed === value.trim() && typed.length >= MIN_TYPED ? suggestions : [];
  const expanded = shown.length > 0;
  // The list may have changed under the highlighted position.
  const current = active < shown.length ? active : -1;

  // Until the app takes over, the input is a plain form field a visitor on a slow phone may already type into: that
  // text becomes the value (else Search would send the empty one) and gets its suggestions if the input has focus.
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof inputRef === 'function') inputRef(node);
    else if (inputRef) inputRef.current = node;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const node = input.current;
    if (!node || node.value === value) return;
    onValueChange(node.value);
    setOpen(document.activeElement === node);
  }, []);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    onPick(suggestionFilter(suggestion), suggestion);
  };

  const keyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (shown.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // -1 is the input itself: moving past either end returns there, as in a browser's own suggestions.
        const next = current + step;
        setActive(next >= shown.length ? -1 : next < -1 ? shown.length - 1 : next);
      }
    } else if (event.key === 'Enter' && expanded && current >= 0) {
      event.preventDefault();
      const chosen = shown[current];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      // A search input empties itself on Escape; here Escape only closes the list, and keeps the text.
      event.preventDefault();
      setOpen(false);
    }
    onKeyDown?.(event);
  };

  return (
    <div className="combobox">
      <input
        {...inputProps}
        ref={setInput}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && current >= 0 ? `${listId}-${current}` : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={keyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <div id={listId} role="listbox" aria-label={m.suggestions} className="suggestions" hidden={!expanded}>
        {shown.map((suggestion, index) => (
          <div
            key={`${suggestion.type}:${suggestion.label}:${suggestion.detail ?? ''}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            tabIndex={-1}
            className="suggestion"
            // Picking on mouse down keeps the input focused (a click would blur it and close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            <span className="suggestion-label">{(ml && suggestion.labelMl) || suggestion.label}</span>
            <span className="suggestion-type">
              {m.suggestionTypes[suggestion.type]}
              {suggestion.detail ? ` · ${(ml && suggestion.detailMl) || suggestion.detail}` : ''}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
