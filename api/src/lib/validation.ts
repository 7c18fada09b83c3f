// Request validation: query strings, params and headers are text, so they are coerced to the schema's types;
// JSON bodies are not, so a number or an array where the schema wants text is a 400 rather than a silent string.
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function createAjv(coerceTypes: false | 'array'): Ajv {
  // allErrors stays off: reporting every error of a hostile payload is a denial-of-service vector.
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    addUsedSchema: false,
  });
  ajvFormats.default(ajv);
  return ajv;
}

export function requestValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const coercing = createAjv('array');
  const strict = createAjv(false);
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
