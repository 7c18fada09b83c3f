import { useState } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel?: string;
  open: boolean;
  onCancel: () => void;
  /** Runs the action; the dialog closes after the attempt, whatever its outcome. */
  onConfirm: () => Promise<unknown>;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  open,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onCancel();
    }
  };
  return (
    <Modal title={title} open={open} onClose={onCancel}>
      <p>{message}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={confirm} disabled={busy}>
          {busy ? (busyLabel ?? 'Processing...') : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
