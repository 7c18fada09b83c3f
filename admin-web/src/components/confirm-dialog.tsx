// Asks before a destructive action; the dialog closes on Cancel or after the attempt, whatever its outcome.
import { type ReactNode, useState } from 'react';
import { withToast } from '../lib/notify';
import { Modal } from './modal';

interface ConfirmDialogProps<T> {
  /** What the admin is about to delete or reset; the dialog is open while it is set. */
  item: T | null;
  title: string;
  message: string | ((item: T) => string);
  confirmLabel?: string;
  busyLabel?: string;
  /** Said after the question, before the buttons: what else the action touches, or what stands in its way. */
  note?: ReactNode;
  /** The action cannot be taken (yet): its button is disabled. */
  blocked?: boolean;
  onClose: () => void;
  onConfirm: (item: T) => Promise<unknown>;
}

/** Which row a confirmation asks about: `ask(row)` opens it; spread `dialog` into <ConfirmDialog>. */
export function useConfirm<T>() {
  const [item, setItem] = useState<T | null>(null);
  return { ask: (row: T) => setItem(() => row), dialog: { item, onClose: () => setItem(null) } };
}

/** What a delete confirmation says: its title, its question about the row, and the toasts of the outcome. */
interface DeleteTexts<T> {
  title: string;
  message: (item: T) => string;
  toasts: { success: string; failure: string };
}

/**
 * The delete confirmation of a list's rows: confirming runs the delete mutation and says how it went in a toast;
 * `onDeleted` runs after a delete that succeeded. Spread `dialog` into <ConfirmDialog>: it carries the texts too.
 */
export function useDeleteConfirm<T extends { _id: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown> },
  { title, message, toasts }: DeleteTexts<T>,
  onDeleted?: (row: T) => void,
) {
  const { ask, dialog } = useConfirm<T>();
  const onConfirm = async (row: T) => {
    if ((await withToast(() => remove.mutateAsync(row._id), toasts)) && onDeleted) onDeleted(row);
  };
  return { ask, dialog: { ...dialog, title, message, onConfirm } };
}

export function ConfirmDialog<T>({
  item,
  title,
  message,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  note,
  blocked = false,
  onClose,
  onConfirm,
}: ConfirmDialogProps<T>) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    try {
      await onConfirm(item);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal title={title} open={item !== null} onClose={onClose}>
      <p>{item !== null && (typeof message === 'function' ? message(item) : message)}</p>
      {note}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={confirm} disabled={busy || blocked}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
