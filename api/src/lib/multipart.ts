// Reads a multipart/form-data request into text fields and in-memory files, with the product's upload limits.
import fastifyMultipart from '@fastify/multipart';
import { type FastifyPluginAsyncTypebox, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { imageTooLargeMessage, MAX_IMAGE_BYTES } from '@offerboard/shared-types/rules';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { BadRequestError, PayloadTooLargeError } from './errors.js';
import type { RouteApp } from './route-app.js';
import { MessageResponse } from './schemas.js';
import { STORED_TEXT_CONTROL, STORED_TEXT_CONTROL_MESSAGE } from './validation.js';

const MAX_FIELD_BYTES = 20_000;
const MAX_FIELDS = 30;

/** What one route accepts: at most maxFiles files (the form is refused at the next one, before it is read). */
export interface FileLimit {
  maxFiles: number;
  /** The message for a form that sends more. */
  tooManyFiles: string;
}

/**
 * Validator compiler for multipart routes: their `body` schema documents the form fields in OpenAPI (and so in
 * shared-types), but the body is streamed, so it is read by readMultipart, never from request.body, and the route
 * checks its text against the same schema (checkTextLengths).
 */
const multipartValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) =>
  route.httpPart === 'body' ? () => ({ value: undefined }) : TypeBoxValidatorCompiler(route);

/**
 * Registers the routes that read multipart forms in a scope of their own with @fastify/multipart: the plugin adds an
 * async onRequest and onResponse hook to every request of the scope it is registered in, which would cost each public
 * read two promises and let its response miss the socket write it could have shared with the requests pipelined with
 * it. Every route of the scope is documented as taking multipart/form-data and answering 413 to an oversized part.
 */
export function multipartScope(app: RouteApp, routes: FastifyPluginAsyncTypebox): PromiseLike<undefined> {
  return app.register(async (scope, options) => {
    await scope.register(fastifyMultipart);
    scope.addHook('onRoute', (route) => {
      route.validatorCompiler = multipartValidatorCompiler;
      route.schema = {
        ...route.schema,
        consumes: ['multipart/form-data'],
        response: { 413: MessageResponse, ...(route.schema?.response as object | undefined) },
      };
    });
    await routes(scope, options);
  });
}

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** The first value of a text field, trimmed; undefined when absent. */
  text(name: string): string | undefined;
  /** Every value of a field sent more than once, or a single value holding a JSON array. */
  list(name: string): string[];
}

/**
 * Reads the form with bounded memory: at most `maxFiles` files of 5 MB and 30 short fields. Busboy stops at the
 * first part past a limit, so the rest of an oversized request is never buffered.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxFiles, tooManyFiles }: FileLimit,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new BadRequestError('Expected a multipart/form-data request');
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: maxFiles,
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_FIELDS,
      parts: maxFiles + MAX_FIELDS,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const filename = part.filename || 'upload';
        const buffer = await part.toBuffer().catch((error: unknown) => {
          if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
            throw new PayloadTooLargeError(imageTooLargeMessage(filename));
          }
          throw error;
        });
        if (buffer.length > 0) files.push({ field: part.fieldname, filename, buffer });
      } else {
        if (part.valueTruncated) throw new PayloadTooLargeError(`Field ${part.fieldname} is too long`);
        if (STORED_TEXT_CONTROL.test(String(part.value))) {
          throw new BadRequestError(`${part.fieldname} ${STORED_TEXT_CONTROL_MESSAGE}`);
        }
        const values = fields.get(part.fieldname) ?? [];
        values.push(String(part.value));
        fields.set(part.fieldname, values);
      }
    }
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof PayloadTooLargeError) throw error;
    if (isCode(error, 'FST_FILES_LIMIT')) throw new BadRequestError(tooManyFiles);
    if (isCode(error, 'FST_PARTS_LIMIT') || isCode(error, 'FST_FIELDS_LIMIT')) {
      throw new PayloadTooLargeError('Too many fields or files in one request');
    }
    throw new BadRequestError('The upload could not be read: the multipart body is malformed');
  }
  return {
    fields,
    files,
    text(name) {
      return fields.get(name)?.[0]?.trim();
    },
    list(name) {
      const values = fields.get(name) ?? [];
      if (values.length === 1 && values[0]?.trim().startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(values[0]);
          if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed;
        } catch {
          throw new BadRequestError(`Field ${name} must be a JSON array of strings`);
        }
        throw new BadRequestError(`Field ${name} must be a JSON array of strings`);
      }
      return values.filter((value) => value !== '');
    },
  };
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
