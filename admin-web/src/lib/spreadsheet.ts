// Writes .xlsx files with sheetjs-style (bold header row, widths, real dates) and reads .xlsx or .csv files as rows of
// text; the library is loaded only when the admin exports or imports.
export interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | Date;
}

function loadSheetjs() {
  // sheetjs-style's style writer assigns four undeclared globals, which throws once bundled as a strict ES module;
  // declaring them first lets those assignments succeed.
  Object.assign(globalThis, {
    QUOTE: undefined,
    _hashIndex: undefined,
    _listIndex: undefined,
    style_builder: undefined,
  });
  return import('sheetjs-style');
}

type Cell = string | number | Date;

/** One sheet of a workbook: its name, its column widths and its rows of cells, the header row first (bold). */
interface Sheet {
  name: string;
  widths: number[];
  cells: Cell[][];
}

export function sheetOf<Row>(name: string, columns: Column<Row>[], rows: Row[]): Sheet {
  return {
    name,
    widths: columns.map((column) => column.width),
    cells: [columns.map((column) => column.header), ...rows.map((row) => columns.map((c) => c.value(row)))],
  };
}

/** Saves a workbook of these sheets, in order. */
export async function downloadBook(fileName: string, sheets: Sheet[]) {
  const XLSX = await loadSheetjs();
  const book = XLSX.utils.book_new();
  for (const { name, widths, cells } of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(cells, { cellDates: true, dateNF: 'dd-mmm-yyyy' });
    sheet['!cols'] = widths.map((width) => ({ wch: width }));
    widths.forEach((_, index) => {
      const cell = sheet[XLSX.utils.encode_cell({ r: 0, c: index })];
      if (cell) cell.s = { font: { bold: true }, fill: { fgColor: { rgb: 'E8EEF7' } } };
    });
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  XLSX.writeFile(book, fileName, { cellStyles: true });
}

export function downloadSheet<Row>(fileName: string, sheetName: string, columns: Column<Row>[], rows: Row[]) {
  return downloadBook(fileName, [sheetOf(sheetName, columns, rows)]);
}

/**
 * A CSV file's text. Excel's "CSV UTF-8" starts with a byte order mark, Google Sheets and LibreOffice write UTF-8
 * without one, which sheetjs would read byte by byte ("ശ്രീ" as "à´¶àµ..."); so the bytes are decoded here, as UTF-8
 * with or without the mark. Bytes that are not UTF-8 (a file saved in a legacy code page) read as U+FFFD, and
 * `undecodable` says so.
 */
function decodeCsv(bytes: ArrayBuffer): { text: string; undecodable: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), undecodable: false };
  } catch {
    return { text: new TextDecoder('utf-8').decode(bytes), undecodable: true };
  }
}

/**
 * The first sheet of an .xlsx or .csv file as rows of text, as the cells display (CSV cells exactly as written, so a
 * leading 0 or + of a phone number stays); blank rows are left out. `undecodable`: a CSV had bytes that are not UTF-8.
 */
export async function readSheetRows(file: File): Promise<{ rows: string[][]; undecodable: boolean }> {
  const XLSX = await loadSheetjs();
  const bytes = await file.arrayBuffer();
  const csv = /\.csv$/i.test(file.name) ? decodeCsv(bytes) : undefined;
  const book = csv
    ? XLSX.read(csv.text, { type: 'string', raw: true, cellDates: true })
    : XLSX.read(bytes, { type: 'array', raw: true, cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  const rows = sheet
    ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false })
    : [];
  return {
    rows: rows.map((row) => row.map((cell) => String(cell ?? '').trim())).filter((row) => row.some(Boolean)),
    undecodable: csv?.undecodable ?? false,
  };
}
