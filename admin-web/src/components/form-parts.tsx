import type { ReactNode } from 'react';

// The bottom of every dialog form: the server's or the form's message, Cancel and a submit with busy text.
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form-error span-2" role="alert">
      {message}
    </p>
  );
}

interface FormActionsProps {
  busy: boolean;
  editing: boolean;
  noun: string;
  onCancel: () => void;
  /** The verb of the submit button when adding: 'Add' for reference data, 'Create' for stores and ads. */
  addVerb?: 'Add' | 'Create';
}

/** Cancel plus 'Add X' / 'Update X', showing 'Creating...' / 'Updating...' while the request runs. */
export function FormActions({ busy, editing, noun, onCancel, addVerb = 'Add' }: FormActionsProps) {
  return (
    <div className="form-actions span-2">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? (editing ? 'Updating...' : 'Creating...') : `${editing ? 'Update' : addVerb} ${noun}`}
      </button>
    </div>
  );
}

interface RowActionsProps {
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}

/** Edit and Delete buttons of a table row, after any extra action. */
export function RowActions({ onEdit, onDelete, children }: RowActionsProps) {
  return (
    <td className="actions">
      <div className="row-actions">
        {children}
        <button type="button" className="button button-small" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button-small button-danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </td>
  );
}
