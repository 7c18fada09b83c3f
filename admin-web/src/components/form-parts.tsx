import type { ReactNode } from 'react';
import { SmallButton } from './buttons';

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

interface EditDeleteProps {
  onEdit: () => void;
  onDelete: () => void;
}

/** The Edit and Delete buttons of a row or card. */
export function EditDeleteButtons({ onEdit, onDelete }: EditDeleteProps) {
  return (
    <>
      <SmallButton onClick={onEdit}>Edit</SmallButton>
      <SmallButton danger onClick={onDelete}>
        Delete
      </SmallButton>
    </>
  );
}

/** Edit and Delete buttons of a table row, after any extra action. */
export function RowActions({ children, ...buttons }: EditDeleteProps & { children?: ReactNode }) {
  return (
    <td className="actions">
      <div className="row-actions">
        {children}
        <EditDeleteButtons {...buttons} />
      </div>
    </td>
  );
}
