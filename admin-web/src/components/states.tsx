// Loading, error and empty states every list uses.
import type { ReactNode } from 'react';

export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="state" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

interface EmptyProps {
  message: string;
  /** Offers 'Clear all filters' when set (pass it only while filters are on). */
  onClearFilters?: () => void;
  children?: ReactNode;
}

export function Empty({ message, onClearFilters, children }: EmptyProps) {
  return (
    <div className="state">
      <p>{message}</p>
      {children}
      {onClearFilters && (
        <button type="button" className="button" onClick={onClearFilters}>
          Clear all filters
        </button>
      )}
    </div>
  );
}
