// A screen of records (categories, locations, offer types, banners): its header with the Add button, the list the
// screen shows, and the two dialogs of a record: the add/edit form, keyed by the row it edits, and the delete
// confirmation, whose delete says how it went in a toast.
import type { ComponentType, ReactNode } from 'react';
import { PrimaryButton } from './buttons';
import { ConfirmDialog, useDeleteConfirm } from './confirm-dialog';
import { FormDialog, useFormDialog } from './form-dialog';
import { PageHeader } from './page-header';

/** The form of a record: `record` is null when adding; it calls `onDone` when saved or cancelled. */
export interface RecordFormProps<T> {
  record: T | null;
  onDone: () => void;
}

/** One kind of record: its form and what its dialogs say. */
export interface RecordKind<T> {
  /** The titles of the form when adding, when editing, and of the delete confirmation. */
  titles: [add: string, edit: string, remove: string];
  /** The question the delete confirmation asks about the row. */
  deleteMessage: (item: T) => string;
  /** The toasts after a delete. */
  deleted: { success: string; failure: string };
  Form: ComponentType<RecordFormProps<T>>;
}

export function useRecordDialogs<T extends { _id: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown> },
  kind: RecordKind<T>,
) {
  const form = useFormDialog<T>();
  const deleting = useDeleteConfirm<T>(remove, {
    title: kind.titles[2],
    message: kind.deleteMessage,
    toasts: kind.deleted,
  });
  return {
    kind,
    form,
    deleting,
    /** The Edit and Delete buttons of a row (RowActions' props). */
    actionsOf: (row: T) => ({ onEdit: () => form.open(row), onDelete: () => deleting.ask(row) }),
  };
}

interface RecordScreenProps<T extends { _id: string }> {
  title: string;
  /** The text of the Add button. */
  addLabel: string;
  records: ReturnType<typeof useRecordDialogs<T>>;
  /** Shown before the Add button, e.g. a filter. */
  actions?: ReactNode;
  /** The filters and the list. */
  children: ReactNode;
}

export function RecordScreen<T extends { _id: string }>({
  title,
  addLabel,
  records: { kind, form, deleting },
  actions,
  children,
}: RecordScreenProps<T>) {
  const [addTitle, editTitle] = kind.titles;
  return (
    <>
      <PageHeader title={title}>
        {actions}
        <PrimaryButton onClick={() => form.open(null)}>{addLabel}</PrimaryButton>
      </PageHeader>
      {children}
      <FormDialog state={form} addTitle={addTitle} editTitle={editTitle}>
        {(item) => <kind.Form record={item} onDone={form.close} />}
      </FormDialog>
      <ConfirmDialog {...deleting.dialog} />
    </>
  );
}
