// Store import files: the template's columns, and an .xlsx or .csv file read into rows for the API to check.
import { downloadSheet, readSheetRows } from '../../lib/spreadsheet';
import type { StoreImportRow } from './api/stores';

export const IMPORT_COLUMNS: ReadonlyArray<{ header: string; field: keyof StoreImportRow; width: number }> = [
  { header: 'Store Name', field: 'storeName', width: 28 },
  { header: 'Owner Name', field: 'ownerName', width: 22 },
  { header: 'Contact', field: 'contact', width: 16 },
  { header: 'Email', field: 'email', width: 28 },
  { header: 'Address', field: 'address', width: 36 },
  { header: 'District', field: 'district', width: 16 },
  { header: 'Location', field: 'location', width: 20 },
  { header: 'Category', field: 'category', width: 20 },
];

/** The API takes at most this many rows at once. */
export const MAX_IMPORT_ROWS = 1000;
/** A sheet of 1,000 shops is far smaller; a bigger file is not a store list and would only stall the tab. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export function downloadImportTemplate() {
  return downloadSheet(
    'stores-import-template.xlsx',
    'Stores',
    IMPORT_COLUMNS.map(({ header, width }) => ({ header, width, value: () => '' })),
    [],
  );
}

/** 'Store Name', 'store name' and 'StoreName' are the same column. */
const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** The file's rows keyed by field, or what is wrong with the file as a whole (in words). */
export async function readImportFile(file: File): Promise<{ rows: StoreImportRow[] } | { error: string }> {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return { error: 'Choose an .xlsx or .csv file.' };
  if (file.size > MAX_FILE_BYTES) return { error: 'The file is over 5 MB; a store list is far smaller.' };
  let sheet: string[][];
  try {
    sheet = await readSheetRows(file);
  } catch {
    return { error: 'The file could not be read as a spreadsheet.' };
  }
  const [header = [], ...body] = sheet;
  const positions = IMPORT_COLUMNS.map((column) => header.map(columnKey).indexOf(columnKey(column.header)));
  const missing = IMPORT_COLUMNS.filter((_, index) => positions[index] === -1).map((column) => column.header);
  if (missing.length > 0) {
    return { error: `The first row must name the template's columns; missing: ${missing.join(', ')}.` };
  }
  if (body.length === 0) return { error: 'The file has no stores under its header row.' };
  if (body.length > MAX_IMPORT_ROWS) {
    return { error: `The file has ${body.length} stores; import at most ${MAX_IMPORT_ROWS} at a time.` };
  }
  return {
    rows: body.map((cells) =>
      Object.fromEntries(IMPORT_COLUMNS.map((column, index) => [column.field, cells[positions[index] ?? -1] ?? ''])),
    ),
  };
}
