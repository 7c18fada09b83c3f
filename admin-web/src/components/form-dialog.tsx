// The add/edit dialog of a list screen: which row the form edits (null when adding) and the modal around the form,
// keyed by the row so each opening starts from that row's values.
import { Fragment, type ReactNode, useState } from 'react';
import { Modal } from './modal';

interface FormDialogState<T> {
  /** The row being edited, null when adding, undefined while the dialog is closed. */
  item: T | null | undefined;
  open: (item: T | null) => void;
  close: () => void;
}

export function useFormDialog<T>(): FormDialogState<T> {
  const [item, setItem] = useState<T | null>();
  return { item, open: setItem, close: () => setItem(undefined) };
}

interface FormDialogProps<T> {
  state: FormDialogState<T>;
  addTitle: string;
  editTitle: string;
  /** The form for the row (null when adding); it calls `state.close` when done. */
  children: (item: T | null) => ReactNode;
}

export function FormDialog<T extends { _id: string }>({ state, addTitle, editTitle, children }: FormDialogProps<T>) {
  const { item } = state;
  return (
    <Modal title={item ? editTitle : addTitle} open={item !== undefined} onClose={state.close}>
      {item !== undefined && <Fragment key={item?._id ?? 'new'}>{children(item)}</Fragment>}
    </Modal>
  );
}
