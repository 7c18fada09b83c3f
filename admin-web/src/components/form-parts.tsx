import type { ReactNode } from 'react';
import type { UploadStage, UploadState } from '../lib/use-upload';
import { SmallButton } from './buttons';

// The bottom of every dialog form: the server's or the form's message, Cancel and a submit with busy text, and for a
// form with images where its upload is, with a Cancel that stops it.
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
  /** The form's image upload: while it is being prepared or sent, Cancel stops it instead of closing the form. */
  upload?: UploadState;
}

/** Where an upload is, in words. */
function uploadText(upload: UploadStage, editing: boolean): string {
  if (upload.stage === 'preparing') return 'Preparing images...';
  if (upload.stage === 'sending') return `Uploading ${upload.percent}%`;
  return editing ? 'Updating...' : 'Creating...';
}

/** Cancel plus 'Add X' / 'Update X', showing 'Creating...' / 'Updating...' (or the upload's progress) while it runs. */
export function FormActions({ busy, editing, noun, onCancel, addVerb = 'Add', upload }: FormActionsProps) {
  const uploading = upload?.current;
  const stoppable = uploading && uploading.stage !== 'saving';
  return (
    <>
      {uploading && (
        <div className="span-2 upload-status">
          <progress
            className="progress"
            max={100}
            value={uploading.stage === 'sending' ? uploading.percent : uploading.stage === 'saving' ? 100 : undefined}
            aria-label="Upload progress"
          />
          <span role="status">{uploadText(uploading, editing)}</span>
        </div>
      )}
      <div className="form-actions span-2">
        <button
          type="button"
          className="button"
          onClick={stoppable ? upload.cancel : onCancel}
          disabled={busy && !stoppable}
        >
          {stoppable ? 'Cancel upload' : 'Cancel'}
        </button>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? (editing ? 'Updating...' : 'Creating...') : `${editing ? 'Update' : addVerb} ${noun}`}
        </button>
      </div>
    </>
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
