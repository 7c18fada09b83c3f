// Ids are integers in the database and decimal strings (`_id`) on the wire.
import { Type } from 'typebox';

/** A record's id on the wire: a positive integer of at most 15 digits, written without leading zeros. */
export const ID_PATTERN = '^[1-9][0-9]{0,14}$';

export const IdString = Type.String({ pattern: ID_PATTERN, description: 'Numeric id as a string' });

/** The path parameters of a call on one record: its id under `name`. */
export function idParams<Name extends string>(name: Name) {
  return Type.Object({ [name]: IdString } as { [Key in Name]: typeof IdString });
}

export const IdParams = idParams('id');

export function toId(value: string): number {
  return Number(value);
}

/** A row as the API answers it: its `id` as the string `_id`, every other column as it is. */
export function withStringId<Row extends { id: number }>({ id, ...columns }: Row): Omit<Row, 'id'> & { _id: string } {
  return { _id: String(id), ...columns };
}
