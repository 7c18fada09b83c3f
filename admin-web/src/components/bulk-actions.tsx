// Selecting several rows and acting on them at once: one confirmation naming how many, one toast with the result.
import { useState } from 'react';
import { errorMessage } from '../lib/api';
import { countOf } from '../lib/format';
import { notifyError, notifySuccess } from '../lib/notify';
import { SmallButton } from './buttons';
import { Modal } from './modal';

/** The API's limit per request. */
export const MAX_BULK_ITEMS = 100;

/** The ids ticked among those shown now: rows that left the screen (another page, a filter) are not acted on. */
export function useSelection(shownIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const ids = shownIds.filter((id) => ticked.has(id));
  return {
    ids,
    has: (id: string) => ticked.has(id),
    allTicked: shownIds.length > 0 && ids.length === shownIds.length,
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(new Set(ids.length === shownIds.length ? [] : shownIds)),
    clear: () => setTicked(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;

export function SelectBox({ selection, id, name }: { selection: Selection; id: string; name: string }) {
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={`Select ${name}`}
      checked={selection.has(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}

interface BulkBarProps {
  selection: Selection;
  /** The tick box that selects every row shown: 'Select all on this page'. */
  selectAllLabel: string;
  /** Singular and plural, as in the dialog's sentence: ['offer', 'offers']. */
  noun: readonly [string, string];
  deleteNote: string;
  onDelete: (ids: string[]) => Promise<{ message: string }>;
  onExtend?: (ids: string[], days: number) => Promise<{ message: string }>;
  /** Offers: hide them from the public site without deleting them, and show them again. */
  onPause?: (ids: string[]) => Promise<{ message: string }>;
  onResume?: (ids: string[]) => Promise<{ message: string }>;
}

type Pending = { action: 'delete' | 'pause' | 'resume' } | { action: 'extend'; days: number };

/** The confirmation's title verb, its sentence and its button style, per action. */
const ACTIONS = {
  delete: { verb: 'Delete', style: 'button button-danger' },
  extend: { verb: 'Extend', style: 'button button-primary' },
  pause: { verb: 'Pause', style: 'button button-primary' },
  resume: { verb: 'Resume', style: 'button button-primary' },
} as const;

export function BulkBar(props: BulkBarProps) {
  const { selection, selectAllLabel, noun, deleteNote, onDelete, onExtend, onPause, onResume } = props;
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const count = selection.ids.length;
  const items = countOf(count, noun);
  const tooMany = count > MAX_BULK_ITEMS;

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const ids = selection.ids;
      const result =
        pending.action === 'extend'
          ? await onExtend?.(ids, pending.days)
          : await { delete: onDelete, pause: onPause, resume: onResume }[pending.action]?.(ids);
      if (result) notifySuccess(result.message);
      selection.clear();
    } catch (error) {
      notifyError(errorMessage(error, `Failed to change the ${noun[1]}`));
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const validDays =
    pending?.action === 'extend' && Number.isInteger(pending.days) && pending.days >= 1 && pending.days <= 365;

  return (
    // Always on screen, the same height with or without a selection, so ticking a box never moves the rows.
    <section className={count > 0 ? 'bulk-bar active' : 'bulk-bar'} aria-label="Selected items">
      <label className="select-all">
        <input type="checkbox" checked={selection.allTicked} onChange={selection.toggleAll} /> {selectAllLabel}
      </label>
      {count > 0 && (
        <>
          <span className="strong">{items} selected</span>
          {tooMany && <span className="field-error">At most {MAX_BULK_ITEMS} at a time</span>}
          {(['pause', 'resume'] as const)
            .filter((action) => (action === 'pause' ? onPause : onResume))
            .map((action) => (
              <SmallButton
                key={action}
                disabled={tooMany}
                aria-label={`${ACTIONS[action].verb} selected`}
                onClick={() => setPending({ action })}
              >
                {ACTIONS[action].verb}
              </SmallButton>
            ))}
          {onExtend && (
            <SmallButton disabled={tooMany} onClick={() => setPending({ action: 'extend', days: 7 })}>
              Extend end date
            </SmallButton>
          )}
          <SmallButton danger disabled={tooMany} onClick={() => setPending({ action: 'delete' })}>
            Delete selected
          </SmallButton>
          <SmallButton aria-label="Clear selection" onClick={selection.clear}>
            Clear
          </SmallButton>
        </>
      )}
      <Modal
        title={pending ? `${ACTIONS[pending.action].verb} ${items}` : ''}
        open={pending !== null}
        onClose={() => setPending(null)}
      >
        {pending?.action === 'delete' && <p>{`Delete ${items}? ${deleteNote} This action cannot be undone.`}</p>}
        {pending?.action === 'pause' && (
          <p>{`Pause ${items}? They are hidden from the public site until resumed; nothing is deleted.`}</p>
        )}
        {pending?.action === 'resume' && (
          <p>{`Resume ${items}? Each shows on the public site again between its start and end dates.`}</p>
        )}
        {pending?.action === 'extend' && (
          <>
            <div className="field">
              <label htmlFor="extend-days">Days</label>
              <input
                id="extend-days"
                type="number"
                min={1}
                max={365}
                value={Number.isNaN(pending.days) ? '' : pending.days}
                onChange={(event) => setPending({ action: 'extend', days: event.target.valueAsNumber })}
              />
            </div>
            <p>{`The end date of ${items} moves ${validDays ? pending.days : 'N'} days later.`}</p>
          </>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setPending(null)} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={pending ? ACTIONS[pending.action].style : 'button'}
            onClick={run}
            disabled={busy || (pending?.action === 'extend' && !validDays)}
          >
            {pending ? `${ACTIONS[pending.action].verb} ${items}` : ''}
          </button>
        </div>
      </Modal>
    </section>
  );
}
