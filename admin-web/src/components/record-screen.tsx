// A screen of records (categories, locations, offer types, banners): its header with the Add button, the list the
// screen shows, and the two dialogs of a record: the add/edit form, keyed by the row it edits, and the delete
// confirmation, whose delete says how it went in a toast.
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { type RecordUsage, recordUsageQuery } from '../lib/record-usage';
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
  /**
   * A record that others use cannot be deleted: where its dialog reads what uses it (`path`, from the row), and
   * what it says when something does (undefined when nothing does).
   */
  usage?: { path: (item: T) => string; warning: (usage: RecordUsage) => string | undefined };
}

/** What the delete dialog says about the record's use, and whether that keeps Delete disabled. */
function useUsageNote<T>(usage: RecordKind<T>['usage'], item: T | null): { note?: ReactNode; blocked: boolean } {
  const read = useQuery({
    ...recordUsageQuery(usage && item ? usage.path(item) : ''),
    enabled: Boolean(usage && item),
  });
  if (!usage || item === null) return { blocked: false };
  if (read.isPending) return { note: <p className="muted">Checking whether anything uses it...</p>, blocked: true };
  // Unreadable: the API still refuses a delete of a record in use, and says why.
  const warning = read.data && usage.warning(read.data);
  if (!warning) return { blocked: false };
  return {
    note: (
      <p className="form-error" role="alert">
        {warning}
      </p>
    ),
    blocked: true,
  };
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
  const usage = useUsageNote(kind.usage, deleting.dialog.item);
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
      <ConfirmDialog {...deleting.dialog} {...usage} />
    </>
  );
}
