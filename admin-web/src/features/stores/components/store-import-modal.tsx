// Import stores from a file: the template, a preview of every row as it will be stored with its errors, then one
// import of all rows (the API refuses while any row has an error).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { countOf, formatWeek } from '../../../lib/format';
import { describePin } from '../../../lib/maps-link';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useImportStores } from '../api/mutations';
import { previewStoreImport, type StoreImportPreview, type StoreImportRow } from '../api/stores';
import { HOURS_EXAMPLE } from '../hours-text';
import { type CellError, downloadImportTemplate, IMPORT_COLUMNS, PLACE_COLUMNS, readImportFile } from '../import-file';

/** Each error's column in the file: the API names the Pin column's values latitude and longitude, Hours' openingHours. */
const LABELS: Record<string, string> = {
  ...Object.fromEntries([...IMPORT_COLUMNS, ...PLACE_COLUMNS].map((column) => [column.field, column.header])),
  latitude: 'Pin',
  longitude: 'Pin',
  openingHours: 'Hours',
};

export function StoreImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{
    rows: StoreImportRow[];
    cellErrors: CellError[][];
    undecodable: boolean;
    preview: StoreImportPreview;
  } | null>(null);
  const preview = useMutation({
    mutationFn: async (file: File) => {
      const read = await readImportFile(file);
      if ('error' in read) throw new Error(read.error);
      return { ...read, preview: await previewStoreImport(read.rows) };
    },
    onMutate: () => {
      setFileError(null);
      setChecked(null);
    },
    onSuccess: setChecked,
    onError: (error) => setFileError(errorMessage(error, 'The file could not be checked')),
  });
  const save = useImportStores();
  const importRows = (rows: StoreImportRow[]) =>
    save.mutate(rows, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        close();
      },
      onError: (error) => notifyError(errorMessage(error, 'Failed to import the stores')),
    });
  const close = () => {
    setChecked(null);
    setFileError(null);
    onClose();
  };
  /** The API's rows with the Pin and Hours cells this app could not read: those rows are not ready either. */
  const previewRows = checked?.preview.rows.map((row, index) => ({
    ...row,
    errors: [...row.errors, ...(checked.cellErrors[index] ?? [])],
  }));
  const rowsWithErrors = previewRows?.filter((row) => row.errors.length > 0).length ?? 0;

  return (
    <Modal title="Import stores" open={open} onClose={close} wide="table">
      <p>
        Fill in the template (one store per row, as its example row shows; its second sheet lists the districts,
        locations and categories a row may name), then choose the file, .xlsx or .csv (UTF-8). Pin (coordinates or a
        Google Maps link) and Hours (like {HOURS_EXAMPLE}; days left out are closed) may be left empty. Nothing is
        written until every row is right. Imported stores show a "Logo to come" picture until you edit them and upload
        their logo.
      </p>
      <div className="form-actions import-actions">
        <button type="button" className="button" onClick={() => downloadImportTemplate()}>
          Download template
        </button>
        <label className="button button-primary">
          Choose .xlsx or .csv file
          <input
            type="file"
            className="visually-hidden"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) preview.mutate(file);
            }}
          />
        </label>
      </div>
      {preview.isPending && <p className="muted">Checking the file…</p>}
      {fileError && (
        <p className="form-error" role="alert">
          {fileError}
        </p>
      )}
      {checked && (
        <>
          {checked.undecodable && (
            <p className="form-error" role="alert">
              Some of the file is not UTF-8 text, so its letters could not be read (the rows say where). Save it as
              UTF-8 (in Excel: "CSV UTF-8"; Google Sheets and LibreOffice do so by default) and choose it again.
            </p>
          )}
          <p role="status" className={rowsWithErrors > 0 ? 'form-error' : 'muted'}>
            {rowsWithErrors > 0
              ? `${rowsWithErrors} of ${checked.rows.length} rows have errors. Fix them in the file and choose it again; nothing has been imported.`
              : checked.rows.length === 1
                ? 'The row is ready to import.'
                : `All ${checked.rows.length} rows are ready to import.`}
          </p>
          <ListTable
            headers={['Row', 'Store Name', 'Owner / Contact / Email', 'Location / Address', 'Category', 'Errors']}
            className="table-cards"
            wrapClassName="import-preview"
          >
            {previewRows?.map(({ row, store, errors }) => (
              <tr key={row} className={errors.length > 0 ? 'row-error' : undefined} data-testid="import-row">
                <td data-label="Row">{row}</td>
                <td className="card-title wrap strong">{store.storeName || '—'}</td>
                <td data-label="Owner" className="wrap">
                  {store.ownerName}
                  <span className="cell-line muted">{store.contact}</span>
                  <span className="cell-line muted">{store.email}</span>
                </td>
                <td data-label="Location" className="wrap">
                  {store.location} ({store.district})<span className="cell-line muted">{store.address}</span>
                  {store.latitude !== null && store.longitude !== null && (
                    <span className="cell-line muted">
                      Pin {describePin({ latitude: store.latitude, longitude: store.longitude })}
                    </span>
                  )}
                  {store.openingHours && <span className="cell-line muted">{formatWeek(store.openingHours)}</span>}
                </td>
                <td data-label="Category">{store.category}</td>
                <td data-label="Errors" className="wrap">
                  {errors.length === 0 ? (
                    <span className="muted">OK</span>
                  ) : (
                    <ul className="import-errors">
                      {errors.map((error) => (
                        <li key={error.field}>
                          {LABELS[error.field] ?? error.field}: {error.message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={!checked || rowsWithErrors > 0 || save.isPending}
          onClick={() => checked && importRows(checked.rows)}
        >
          {checked && rowsWithErrors === 0 ? `Import ${countOf(checked.rows.length, ['store', 'stores'])}` : 'Import'}
        </button>
      </div>
    </Modal>
  );
}
