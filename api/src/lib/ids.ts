// Ids are integers in the database and decimal strings (`_id`) on the wire.
import { Type } from 'typebox';

export const IdString = Type.String({ pattern: '^[1-9][0-9]{0,14}$', description: 'Numeric id as a string' });
export const IdParams = Type.Object({ id: IdString });

export function toId(value: string): number {
  return Number(value);
}
