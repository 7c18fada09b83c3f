import XLSX from 'sheetjs-style';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, readImportFile } from '../../../src/features/stores/import-file';

const HEADER = ['Store Name', 'Owner Name', 'Contact', 'Email', 'Address', 'District', 'Location', 'Category'];
const FIELDS = {
  storeName: 'Fresh Mart',
  ownerName: 'Anil Kumar',
  contact: '09847012345',
  email: 'owner@freshmart.in',
  address: 'MG Road',
  district: 'Ernakulam',
  location: 'Aluva',
  category: 'Groceries',
};
/** The row's cells in the header's order. */
const SHOP = Object.values(FIELDS);

const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
const csvFile = (rows: ReadonlyArray<readonly string[]>, name = 'stores.csv') =>
  new File([rows.map(csvLine).join('\r\n')], name, { type: 'text/csv' });

/** A real workbook, as Excel or the admin's own template would save it. */
function xlsxFile(rows: ReadonlyArray<readonly string[]>, name = 'stores.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Stores');
  return new File([XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name);
}

describe('reading a store import file', () => {
  it('reads the rows of an .xlsx and of a .csv alike, keyed by field, the phone as written', async () => {
    for (const file of [xlsxFile([HEADER, SHOP]), csvFile([HEADER, SHOP])]) {
      expect(await readImportFile(file)).toEqual({ rows: [FIELDS], cellErrors: [[]], undecodable: false });
    }
  });

  it('finds the columns in any order and case, ignores extra ones and skips blank lines', async () => {
    const header = [
      'category',
      'EXTRA NOTES',
      'location',
      'district',
      'address',
      'email',
      'contact',
      'OwnerName',
      'store name',
    ];
    const shop = [
      'Groceries',
      'call after 5',
      'Aluva',
      'Ernakulam',
      'MG Road',
      'owner@freshmart.in',
      '09847012345',
      'Anil Kumar',
      'Fresh Mart',
    ];
    const read = await readImportFile(csvFile([header, [], shop, ['', '', '']]));
    expect(read).toEqual({ rows: [FIELDS], cellErrors: [[]], undecodable: false });
  });

  it('reads the optional Malayalam name and address columns when the file has them', async () => {
    const header = [...HEADER, 'Store Name (Malayalam)', 'Address (Malayalam)'];
    const file = csvFile([header, [...SHOP, 'ഫ്രഷ് മാർട്ട്', ''], SHOP]);

    expect(await readImportFile(file)).toMatchObject({
      rows: [{ ...FIELDS, storeNameMl: 'ഫ്രഷ് മാർട്ട്' }, FIELDS],
    });
    const read = await readImportFile(file);
    expect('rows' in read && read.rows.map((row) => 'addressMl' in row)).toEqual([false, false]);
  });

  it("leaves out the template's example row", async () => {
    const example = ['Example Bakery (this row is skipped)', ...SHOP.slice(1)];
    expect(await readImportFile(xlsxFile([HEADER, example, SHOP]))).toMatchObject({ rows: [FIELDS] });
    expect(await readImportFile(xlsxFile([HEADER, example]))).toEqual({
      error: 'The file has no stores under its header row.',
    });
  });

  it('reads the Pin and Hours cells into the coordinates and week the store form sends', async () => {
    const header = [...HEADER, 'Pin', 'Hours'];
    const read = await readImportFile(
      csvFile([
        header,
        [...SHOP, 'https://www.google.com/maps/@10.1076,76.3519,17z', 'Mon-Sat 09:30-21:00; Sun closed'],
        [...SHOP, '', ''],
      ]),
    );
    if (!('rows' in read)) throw new Error(read.error);
    const [pinned, plain] = read.rows;
    expect(pinned).toMatchObject({ ...FIELDS, latitude: '10.1076', longitude: '76.3519' });
    const week = JSON.parse(pinned?.openingHours ?? '[]') as Array<{ day: string; closed: boolean; open: string }>;
    expect(week.map(({ day, closed }) => `${day} ${closed ? 'closed' : 'open'}`)).toEqual([
      'Monday open',
      'Tuesday open',
      'Wednesday open',
      'Thursday open',
      'Friday open',
      'Saturday open',
      'Sunday closed',
    ]);
    expect(week[0]?.open).toBe('09:30');
    expect(plain).toEqual(FIELDS);
    expect(read.cellErrors).toEqual([[], []]);
  });

  it("names each row's unreadable Pin and Hours cells, and sends neither", async () => {
    const read = await readImportFile(
      csvFile([
        [...HEADER, 'Pin', 'Hours'],
        [...SHOP, 'https://maps.app.goo.gl/Xb1qZ9YkH2c3', 'whenever'],
        [...SHOP, '10.0159, 76.3419', 'whenever'],
      ]),
    );
    if (!('rows' in read)) throw new Error(read.error);
    expect(read.rows[0]).toEqual(FIELDS);
    expect(read.rows[1]).toEqual({ ...FIELDS, latitude: '10.0159', longitude: '76.3419' });
    expect(read.cellErrors.map((errors) => errors.map(({ field }) => field))).toEqual([['pin', 'hours'], ['hours']]);
    expect(read.cellErrors[0]?.[0]?.message).toContain("Short links (maps.app.goo.gl) can't be read here");
    expect(read.cellErrors[0]?.[1]?.message).toContain("could not read 'whenever'");
  });

  it("decodes a CSV as UTF-8 with or without Excel's byte order mark, and says when it is not UTF-8", async () => {
    const malayalam = [...SHOP.slice(0, 4), 'ശ്രീ ബേക്കറി, MG Road', ...SHOP.slice(5)];
    const text = `${csvLine(HEADER)}\r\n${csvLine(malayalam)}`;
    for (const bytes of [Buffer.from(text), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])]) {
      const read = await readImportFile(new File([bytes], 'stores.csv'));
      expect(read).toMatchObject({ rows: [{ ...FIELDS, address: 'ശ്രീ ബേക്കറി, MG Road' }], undecodable: false });
    }
    const latin1 = Buffer.from(
      `${csvLine(HEADER)}\r\n${csvLine([...SHOP.slice(0, 4), 'Caf\xe9 Road', ...SHOP.slice(5)])}`,
      'latin1',
    );
    const read = await readImportFile(new File([latin1], 'stores.csv'));
    expect(read).toMatchObject({ rows: [{ address: 'Caf\ufffd Road' }], undecodable: true });
  });

  it('says what is wrong with a file it cannot import, in words', async () => {
    expect(await readImportFile(new File(['a,b'], 'stores.txt'))).toEqual({ error: 'Choose an .xlsx or .csv file.' });
    expect(await readImportFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'stores.csv'))).toEqual({
      error: 'The file is over 5 MB; a store list is far smaller.',
    });
    expect(
      await readImportFile(csvFile([HEADER.filter((column) => !['Email', 'Category'].includes(column)), SHOP])),
    ).toEqual({
      error: "The first row must name the template's columns; missing: Email, Category.",
    });
    expect(await readImportFile(csvFile([HEADER]))).toEqual({ error: 'The file has no stores under its header row.' });
    // A zip's signature and then nothing of a workbook: a damaged or mislabelled download.
    const broken = new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3, 4, 5, 6, 7])], 'stores.xlsx');
    expect(await readImportFile(broken)).toEqual({ error: 'The file could not be read as a spreadsheet.' });
  });

  it(`takes at most ${MAX_IMPORT_ROWS} stores at once`, async () => {
    const rows = (count: number) => [
      HEADER,
      ...Array.from({ length: count }, (_, index) => [`Shop ${index}`, ...SHOP.slice(1)]),
    ];
    expect(await readImportFile(csvFile(rows(MAX_IMPORT_ROWS)))).toMatchObject({ undecodable: false });
    expect(await readImportFile(csvFile(rows(MAX_IMPORT_ROWS + 1)))).toEqual({
      error: `The file has ${MAX_IMPORT_ROWS + 1} stores; import at most ${MAX_IMPORT_ROWS} at a time.`,
    });
  });
});
