import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { FieldErrors } from '../../src/lib/errors.js';
import { checkTextLengths } from '../../src/lib/text-lengths.js';

const Form = Type.Object({
  name: Type.String({ maxLength: 5 }),
  note: Type.Optional(Type.String({ maxLength: 3 })),
  free: Type.String(),
  photo: Type.Optional(Type.String({ format: 'binary' })),
});

const message = (field: string, max: number) => `${field} max ${max}`;

describe('checkTextLengths', () => {
  it('records each field longer than its schema allows, and only those', () => {
    const errors = new FieldErrors();
    checkTextLengths(Form, { name: 'abcdef', note: 'abc', free: 'x'.repeat(10_000) }, errors, message);
    expect(errors.list()).toEqual([{ field: 'name', message: 'name max 5' }]);
  });

  it('counts characters as JSON Schema does: an emoji is one', () => {
    const errors = new FieldErrors();
    checkTextLengths(Form, { name: '😀😀😀😀😀', note: '😀😀😀😀' }, errors, message);
    expect(errors.list()).toEqual([{ field: 'note', message: 'note max 3' }]);
  });

  it('keeps the first error of a field', () => {
    const errors = new FieldErrors();
    errors.add('name', 'Name is required');
    checkTextLengths(Form, { name: 'abcdef' }, errors, message);
    expect(errors.list()).toEqual([{ field: 'name', message: 'Name is required' }]);
  });
});
