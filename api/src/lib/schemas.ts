// Schema pieces shared by several resources.
import { type TSchema, Type } from 'typebox';

export const MessageResponse = Type.Object({ message: Type.String() });

/** A 400: `message` for every client, plus each wrong field of a form when the request had several fields. */
const BadRequestResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(
    Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
      description: 'Every field error of the request, each naming its form or body field',
    }),
  ),
});

/** Errors every route may answer with. */
export const ErrorResponses = {
  400: BadRequestResponse,
  404: MessageResponse,
};

/**
 * Errors of every admin route (`config: { admin: true }` adds them): 401 without a valid token, 403 for an account
 * whose role may not call it (an owner on an operator's call, or on another store's records).
 */
export const AdminErrorResponses = { ...ErrorResponses, 401: MessageResponse, 403: MessageResponse };

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

/** A free-text filter: short, trimmed by the handler, empty means "not set". */
export const FilterText = Type.Optional(Type.String({ maxLength: 200 }));

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The fields of one page of a paged list: its rows, which page it is, and how many pages and rows there are. */
export function PageFields<Item extends TSchema>(item: Item) {
  return {
    data: Type.Array(item),
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
    totalItems: Type.Integer(),
  };
}

/** One page of a paged list (PageFields), from its rows and the count of all the rows. */
export function pageOf<Row>(rows: Row[], total: number, page: number, limit: number) {
  return { data: rows, currentPage: page, totalPages: totalPages(total, limit), totalItems: total };
}

/** A Malayalam twin on an answer: absent when the record has none (show the English text). */
export function MalayalamOf(what: string) {
  return Type.Optional(Type.String({ description: `Malayalam ${what}; absent when none (the English one stands)` }));
}

/** A Malayalam twin on a form, as long as its English field may be: empty or absent means none. */
export function MalayalamInput(maxLength: number) {
  return Type.Optional(Type.String({ maxLength, description: 'Malayalam twin of the English field; empty: none' }));
}
