// Schema pieces shared by several resources.
import { Type } from 'typebox';

export const MessageResponse = Type.Object({ message: Type.String() });

/** Errors every route may answer with. */
export const ErrorResponses = {
  400: MessageResponse,
  404: MessageResponse,
};

/** Admin routes: documented as needing the bearer token; 401 without it. */
export const adminSecurity = { security: [{ bearerAuth: [] }] };
export const AdminErrorResponses = { ...ErrorResponses, 401: MessageResponse };

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** A free-text filter: short, trimmed by the handler, empty means "not set". */
export const FilterText = Type.Optional(Type.String({ maxLength: 200 }));

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
