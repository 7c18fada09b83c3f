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

export function Empty({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="state">
      <p>{message}</p>
      {children}
    </div>
  );
}
