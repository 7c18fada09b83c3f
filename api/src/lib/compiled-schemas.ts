// Compiles each route schema once per process: the schemas are module constants, so every app built in the process
// (one in production, hundreds in the API's tests, where compiling took most of an app's start) shares the results.
import SerializerSelector, {
  type SerializerCompiler,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

/** A cache of what was compiled from each schema object; schemas that are not objects are compiled each time. */
export function compiledOnce<T>(): (schema: unknown, compile: () => T) => T {
  const compiled = new WeakMap<object, T>();
  return (schema, compile) => {
    if (typeof schema !== 'object' || schema === null) return compile();
    let result = compiled.get(schema);
    if (result === undefined) {
      result = compile();
      compiled.set(schema, result);
    }
    return result;
  };
}

const fastifySerializers = SerializerSelector();
const serializers = compiledOnce<ReturnType<SerializerCompiler>>();

/**
 * Fastify's own response serializers (fast-json-stringify), one per response schema. Keying by the schema alone is
 * sound because the app adds no shared schemas (`addSchema`) and passes no serializer options: the rest of what
 * Fastify hands the compiler is the same for every app.
 */
export const responseSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifySerializers(externalSchemas, options);
  return (route) => serializers(route.schema, () => compile(route));
};
