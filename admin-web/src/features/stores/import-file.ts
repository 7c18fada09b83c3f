// Store import files: the template's columns, and an .xlsx or .csv file read into rows for the API to check.
import { downloadBook, readSheetRows, sheetOf } from '../../lib/spreadsheet';
import { fetchImportChoices, type StoreImportRow } from './api/stores';

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

/** The template's example row: it shows how a row is filled in, and an import leaves it out. */
const EXAMPLE_STORE_NAME = 'Example Bakery (this row is skipped)';

/**
 * The template: the columns with an example row, and a second sheet listing the districts with their locations and
 * the categories a row may name, as they are now.
 */
export async function downloadImportTemplate() {
  const { locations, categories } = await fetchImportChoices();
  const [place] = locations;
  const example: StoreImportRow = {
    storeName: EXAMPLE_STORE_NAME,
    ownerName: 'Ravi Kumar',
    contact: '98470 12345',
    email: 'owner@example.com',
    address: '1 Market Road',
    district: place?.district ?? '',
    location: place?.locationName ?? '',
    category: categories[0]?.title ?? '',
  };
  const choices = Array.from({ length: Math.max(locations.length, categories.length) }, (_, index) => ({
    district: locations[index]?.district ?? '',
    location: locations[index]?.locationName ?? '',
    category: categories[index]?.title ?? '',
  }));
  return downloadBook('stores-import-template.xlsx', [
    sheetOf(
      'Stores',
      IMPORT_COLUMNS.map(({ header, field, width }) => ({
        header,
        width,
        value: (row: StoreImportRow) => row[field] ?? '',
      })),
      [example],
    ),
    sheetOf(
      'Valid values',
      [
        { header: 'District', width: 18, value: (row: (typeof choices)[number]) => row.district },
        { header: 'Location', width: 24, value: (row) => row.location },
        { header: 'Category', width: 24, value: (row) => row.category },
      ],
      choices,
    ),
  ]);
}

/** 'Store Name', 'store name' and 'StoreName' are the same column. */
const columnKey = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** The file's rows keyed by field, or what is wrong with the file as a whole (in words). */
export async function readImportFile(
  file: File,
): Promise<{ rows: StoreImportRow[]; undecodable: boolean } | { error: string }> {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return { error: 'Choose an .xlsx or .csv file.' };
  if (file.size > MAX_FILE_BYTES) return { error: 'The file is over 5 MB; a store list is far smaller.' };
  let sheet: Awaited<ReturnType<typeof readSheetRows>>;
  try {
    sheet = await readSheetRows(file);
  } catch {
    return { error: 'The file could not be read as a spreadsheet.' };
  }
  const [header = [], ...filled] = sheet.rows;
  const nameAt = header.map(columnKey).indexOf(columnKey('Store Name'));
  const body = filled.filter((cells) => cells[nameAt] !== EXAMPLE_STORE_NAME);
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
    undecodable: sheet.undecodable,
    rows: body.map((cells) =>
      Object.fromEntries(IMPORT_COLUMNS.map((column, index) => [column.field, cells[positions[index] ?? -1] ?? ''])),
    ),
  };
}
