// Checks form text against the longest lengths its TypeBox schema allows, so the schema is the one place they are set.
import type { TObject } from 'typebox';
import type { FieldErrors } from './errors.js';

interface TextProperty {
  type?: unknown;
  format?: unknown;
  maxLength?: unknown;
}

/** The longest text the schema allows in a field, for a message that names it. */
export function maxLengthOf(schema: TObject, field: string): number | undefined {
  const property = (schema.properties as Record<string, TextProperty>)[field];
  return typeof property?.maxLength === 'number' ? property.maxLength : undefined;
}

/**
 * Records `message(field, max)` for each field whose value is longer (in characters, as JSON Schema counts them)
 * than its schema's `maxLength`. For text the request validator cannot see: multipart fields, or values checked
 * against another form's schema (imported store rows against the store form).
 */
export function checkTextLengths(
  schema: TObject,
  values: Readonly<Record<string, string | undefined>>,
  errors: FieldErrors,
  message: (field: string, max: number) => string,
): void {
  for (const [field, property] of Object.entries(schema.properties as Record<string, TextProperty>)) {
    const value = values[field];
    const max = property.maxLength;
    if (property.type !== 'string' || typeof max !== 'number' || value === undefined) continue;
    if ([...value].length > max) errors.add(field, message(field, max));
  }
}
