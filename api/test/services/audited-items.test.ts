// The audit log records a linked item by name through REFERENCES, keyed by column name: every link an audited table
// declares must be there, pointing at the table the schema's foreign key points at, or the log would record a bare id
// (or, for a key shared by two tables, the wrong item's name).
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { REFERENCES, TABLE_ITEMS } from '../../src/services/audited-items.js';

/** Each foreign key of a table, as its column's name in the row and the table it points at. */
function links(table: SQLiteTable): Array<{ column: string; target: SQLiteTable }> {
  const columns = Object.entries(getTableColumns(table));
  return getTableConfig(table).foreignKeys.map((foreignKey) => {
    const {
      columns: [linked],
      foreignTable,
    } = foreignKey.reference();
    const column = columns.find(([, candidate]) => candidate === linked)?.[0] ?? '';
    return { column, target: foreignTable };
  });
}

const audited = Object.entries(TABLE_ITEMS).map(([type, item]) => ({ type, table: item.table }));

describe('audited items', () => {
  it('names every link of every audited table through REFERENCES, to the table its foreign key points at', () => {
    const seen: string[] = [];
    for (const { type, table } of audited) {
      for (const { column, target } of links(table)) {
        seen.push(column);
        expect(REFERENCES[column], `${type}.${column}`).toBeDefined();
        expect(getTableConfig(REFERENCES[column]?.table as SQLiteTable).name, `${type}.${column}`).toBe(
          getTableConfig(target).name,
        );
      }
    }
    // Every entry is a link some audited table has: none is left over from a column that is gone.
    expect(new Set(seen)).toEqual(new Set(Object.keys(REFERENCES)));
  });
});
