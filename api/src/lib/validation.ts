// Request validation: query strings, params and headers are text, so they are coerced to the schema's types;
// JSON bodies are not, so a number or an array where the schema wants text is a 400 rather than a silent string.
//
// Coercion has two holes that every text parameter shares, so they are closed here once rather than per route:
// Ajv turns "Infinity", "-Infinity" and "1e400" into non-finite numbers that pass `integer` and skip `minimum` and
// `maximum`; and control characters (a NUL above all) would reach SQL and the FTS5 query syntax. Every integer
// parameter must be a safe integer within its bounds, and control characters in text parameters read as spaces.
// Text that is stored (JSON bodies) may hold tabs and line breaks but no other control character: a 400.
import {
  Ajv,
  type AnySchemaObject,
  type FuncKeywordDefinition,
  type SchemaValidateFunction,
  type ValidateFunction,
} from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { compiledOnce } from './compiled-schemas.js';

const FINITE = 'finiteNumber';
const CONTROL_AS_SPACES = 'controlCharactersAsSpaces';
const NO_CONTROL = 'noControlCharacters';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/** Control characters that have no place in stored text (tab, line feed and carriage return do). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const STORED_TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const STORED_TEXT_CONTROL_MESSAGE = 'must not contain control characters';

interface NumberSchema {
  type: 'integer' | 'number';
  minimum?: number;
  maximum?: number;
}

function rangeText({ minimum, maximum }: NumberSchema): string {
  if (minimum !== undefined && maximum !== undefined) return ` from ${minimum} to ${maximum}`;
  if (minimum !== undefined) return ` of at least ${minimum}`;
  return maximum !== undefined ? ` of at most ${maximum}` : '';
}

const validateFinite: SchemaValidateFunction = (_enabled: boolean, data: unknown, schema?: AnySchemaObject) => {
  if (typeof data !== 'number') return true;
  const parentSchema = schema as NumberSchema | undefined;
  const integer = parentSchema?.type === 'integer';
  if (integer ? Number.isSafeInteger(data) : Number.isFinite(data)) return true;
  const what = integer ? 'a whole number' : 'a number';
  validateFinite.errors = [
    { keyword: FINITE, message: `must be ${what}${parentSchema ? rangeText(parentSchema) : ''}` },
  ];
  return false;
};

const finiteNumber: FuncKeywordDefinition = {
  keyword: FINITE,
  // No `type`: with strictNumbers Ajv skips every number keyword for a non-finite value, this one included.
  schemaType: 'boolean',
  errors: true,
  validate: validateFinite,
};

const controlCharactersAsSpaces: FuncKeywordDefinition = {
  keyword: CONTROL_AS_SPACES,
  type: 'string',
  schemaType: 'boolean',
  modifying: true,
  errors: false,
  validate: (_enabled: boolean, data: string, _parentSchema, context) => {
    if (context?.parentData !== undefined && data.search(CONTROL_CHARACTERS) !== -1) {
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = data.replace(
        CONTROL_CHARACTERS,
        ' ',
      );
    }
    return true;
  },
};

const noControlCharacters: FuncKeywordDefinition = {
  keyword: NO_CONTROL,
  type: 'string',
  schemaType: 'boolean',
  error: { message: STORED_TEXT_CONTROL_MESSAGE },
  validate: (_enabled: boolean, data: string) => !STORED_TEXT_CONTROL.test(data),
};

/** A copy of a schema with the given keyword on every string in it, and the finite rule on every number. */
function withRules(schema: unknown, stringKeyword: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withRules(item, stringKeyword));
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withRules(value, stringKeyword)]),
  );
  if (copy.type === 'integer' || copy.type === 'number') copy[FINITE] = true;
  if (copy.type === 'string') copy[stringKeyword] = true;
  return copy;
}

function createAjv(coerceTypes: false | 'array'): Ajv {
  // allErrors stays off: reporting every error of a hostile payload is a denial-of-service vector.
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    addUsedSchema: false,
    strictNumbers: true,
  });
  ajvFormats.default(ajv);
  return ajv;
}

const coercing = createAjv('array').addKeyword(finiteNumber).addKeyword(controlCharactersAsSpaces);
const strict = createAjv(false).addKeyword(finiteNumber).addKeyword(noControlCharacters);
const bodyValidators = compiledOnce<ValidateFunction>();
const textValidators = compiledOnce<ValidateFunction>();

/** The validators are compiled once per process and schema, and shared by every app the process builds. */
export function requestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) =>
    httpPart === 'body'
      ? bodyValidators(schema, () => strict.compile(withRules(schema, NO_CONTROL) as object))
      : textValidators(schema, () => coercing.compile(withRules(schema, CONTROL_AS_SPACES) as object));
}
