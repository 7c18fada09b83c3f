// Store import files: the template's columns, and an .xlsx or .csv file read into rows for the API to check (the
// Pin and Hours cells read here into the coordinates and week the store form sends).

import { readPin } from '../../lib/maps-link';
import { downloadBook, readSheetRows, sheetOf } from '../../lib/spreadsheet';
import { fetchImportChoices, type StoreImportRow } from './api/stores';
import { HOURS_EXAMPLE, readHours } from './hours-text';

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

/** The Malayalam twins, last in the template (the columns before keep their places); a file may leave them out. */
export const MALAYALAM_COLUMNS: ReadonlyArray<{ header: string; field: keyof StoreImportRow; width: number }> = [
  { header: 'Store Name (Malayalam)', field: 'storeNameMl', width: 28 },
  { header: 'Address (Malayalam)', field: 'addressMl', width: 36 },
];

/** Columns a file may leave out (one made before they were added still imports): read here, not sent as written. */
export const PLACE_COLUMNS = [
  { header: 'Pin', field: 'pin', width: 30 },
  { header: 'Hours', field: 'hours', width: 36 },
] as const;

/** A cell of a Pin or Hours column that could not be read, in words; the preview shows it in its row. */
export interface CellError {
  field: (typeof PLACE_COLUMNS)[number]['field'];
  message: string;
}

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
  const example: Record<string, string> = {
    storeName: EXAMPLE_STORE_NAME,
    ownerName: 'Ravi Kumar',
    contact: '98470 12345',
    email: 'owner@example.com',
    address: '1 Market Road',
    district: place?.district ?? '',
    location: place?.locationName ?? '',
    category: categories[0]?.title ?? '',
    storeNameMl: 'എക്സാമ്പിൾ ബേക്കറി',
    addressMl: '1 മാർക്കറ്റ് റോഡ്',
    pin: '10.0159, 76.3419',
    hours: HOURS_EXAMPLE,
  };
  const choices = Array.from({ length: Math.max(locations.length, categories.length) }, (_, index) => ({
    district: locations[index]?.district ?? '',
    location: locations[index]?.locationName ?? '',
    category: categories[index]?.title ?? '',
  }));
  return downloadBook('stores-import-template.xlsx', [
    sheetOf(
      'Stores',
      [...IMPORT_COLUMNS, ...PLACE_COLUMNS, ...MALAYALAM_COLUMNS].map(({ header, field, width }) => ({
        header,
        width,
        value: (row: Record<string, string>) => row[field] ?? '',
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

/**
 * A row's Pin and Hours cells as the store form sends them (coordinates, the week as JSON), and what could not be
 * read; an empty cell is left out.
 */
function readPlaceCells(pin: string, hours: string): { place: Partial<StoreImportRow>; errors: CellError[] } {
  const place: Partial<StoreImportRow> = {};
  const errors: CellError[] = [];
  if (pin.trim()) {
    const reading = readPin(pin);
    if ('error' in reading) errors.push({ field: 'pin', message: reading.error });
    else Object.assign(place, { latitude: String(reading.pin.latitude), longitude: String(reading.pin.longitude) });
  }
  if (hours.trim()) {
    const reading = readHours(hours);
    if ('error' in reading) errors.push({ field: 'hours', message: reading.error });
    else place.openingHours = JSON.stringify(reading.week);
  }
  return { place, errors };
}

/**
 * The file's rows keyed by field, with each row's unreadable Pin or Hours cells, or what is wrong with the file as a
 * whole (in words).
 */
export async function readImportFile(
  file: File,
): Promise<{ rows: StoreImportRow[]; cellErrors: CellError[][]; undecodable: boolean } | { error: string }> {
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
  const [pinAt = -1, hoursAt = -1] = PLACE_COLUMNS.map((column) =>
    header.map(columnKey).indexOf(columnKey(column.header)),
  );
  const malayalamAt = MALAYALAM_COLUMNS.map((column) => header.map(columnKey).indexOf(columnKey(column.header)));
  const read = body.map((cells) => {
    const { place, errors } = readPlaceCells(cells[pinAt] ?? '', cells[hoursAt] ?? '');
    const fields = IMPORT_COLUMNS.map((column, index) => [column.field, cells[positions[index] ?? -1] ?? '']);
    const twins = MALAYALAM_COLUMNS.flatMap((column, index) => {
      const cell = cells[malayalamAt[index] ?? -1];
      return cell?.trim() ? [[column.field, cell]] : [];
    });
    return { row: { ...Object.fromEntries([...fields, ...twins]), ...place }, errors };
  });
  return {
    undecodable: sheet.undecodable,
    rows: read.map(({ row }) => row),
    cellErrors: read.map(({ errors }) => errors),
  };
}
