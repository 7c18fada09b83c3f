// The two dialogs of a list of records (categories, locations, offer types, banners): the add/edit form, keyed by
// the row it edits, and the delete confirmation, whose delete says how it went in a toast.
import type { ReactNode } from 'react';
import { ConfirmDialog, useDeleteConfirm } from './confirm-dialog';
import { FormDialog, useFormDialog } from './form-dialog';

export function useRecordDialogs<T extends { _id: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown> },
  deleteToasts: { success: string; failure: string },
) {
  const form = useFormDialog<T>();
  const deleting = useDeleteConfirm<T>(remove, deleteToasts);
  return {
    form,
    deleting,
    /** The Edit and Delete buttons of a row (RowActions' props). */
    actionsOf: (row: T) => ({ onEdit: () => form.open(row), onDelete: () => deleting.ask(row) }),
  };
}

interface RecordDialogsProps<T> {
  dialogs: ReturnType<typeof useRecordDialogs<T & { _id: string }>>;
  /** The titles of the form when adding, when editing, and of the delete confirmation. */
  titles: [add: string, edit: string, remove: string];
  /** The question the delete confirmation asks about the row. */
  deleteMessage: (item: T) => string;
  /** The form for the row (null when adding); it calls `dialogs.form.close` when done. */
  children: (item: T | null) => ReactNode;
}

export function RecordDialogs<T extends { _id: string }>({
  dialogs,
  titles: [addTitle, editTitle, deleteTitle],
  deleteMessage,
  children,
}: RecordDialogsProps<T>) {
  return (
    <>
      <FormDialog state={dialogs.form} addTitle={addTitle} editTitle={editTitle}>
        {children}
      </FormDialog>
      <ConfirmDialog {...dialogs.deleting.dialog} title={deleteTitle} message={deleteMessage} />
    </>
  );
}
