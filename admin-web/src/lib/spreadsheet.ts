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

export async function downloadSheet<Row>(fileName: string, sheetName: string, columns: Column<Row>[], rows: Row[]) {
  const XLSX = await loadSheetjs();
  const data = [columns.map((column) => column.header), ...rows.map((row) => columns.map((c) => c.value(row)))];
  const sheet = XLSX.utils.aoa_to_sheet(data, { cellDates: true, dateNF: 'dd-mmm-yyyy' });
  sheet['!cols'] = columns.map((column) => ({ wch: column.width }));
  columns.forEach((_, index) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: 0, c: index })];
    if (cell) cell.s = { font: { bold: true }, fill: { fgColor: { rgb: 'E8EEF7' } } };
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  XLSX.writeFile(book, fileName, { cellStyles: true });
}

/**
 * The first sheet of an .xlsx or .csv file as rows of text, as the cells display (CSV cells exactly as written, so a
 * leading 0 or + of a phone number stays); blank rows are left out.
 */
export async function readSheetRows(file: File): Promise<string[][]> {
  const XLSX = await loadSheetjs();
  const book = XLSX.read(await file.arrayBuffer(), { type: 'array', raw: true, cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  return rows.map((row) => row.map((cell) => String(cell ?? '').trim())).filter((row) => row.some(Boolean));
}
