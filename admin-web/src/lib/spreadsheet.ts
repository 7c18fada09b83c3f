// Writes .xlsx files with sheetjs-style, loaded only when the admin exports: bold header row, widths, real dates.
export interface Column<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | Date;
}

export async function downloadSheet<Row>(fileName: string, sheetName: string, columns: Column<Row>[], rows: Row[]) {
  // sheetjs-style's style writer assigns four undeclared globals, which throws once bundled as a strict ES module;
  // declaring them first lets those assignments succeed.
  Object.assign(globalThis, {
    QUOTE: undefined,
    _hashIndex: undefined,
    _listIndex: undefined,
    style_builder: undefined,
  });
  const XLSX = await import('sheetjs-style');
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
