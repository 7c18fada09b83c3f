// A search input that reports its text once typing has paused for 300 ms, and follows outside resets.
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  label: string;
  placeholder: string;
  className?: string;
}

export function SearchBox({ value, onSearch, label, placeholder, className }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value ?? '');
  }
  return (
    <input
      type="search"
      className={className}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if ((next.trim() || undefined) !== value) onSearch(next.trim() || undefined);
        }, DEBOUNCE_MS);
      }}
    />
  );
}
