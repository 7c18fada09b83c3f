// Request and response schemas of the search suggestions call.
import { Type } from 'typebox';

export const MAX_SUGGESTIONS = 8;

export const SuggestionsQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 60, description: 'What the visitor has typed so far' }),
});

export const Suggestions = Type.Object({
  suggestions: Type.Array(
    Type.Object({
      type: Type.Union([
        Type.Literal('store'),
        Type.Literal('category'),
        Type.Literal('location'),
        Type.Literal('district'),
      ]),
      label: Type.String(),
      detail: Type.Optional(Type.String({ description: "A location's district, a store's category" })),
    }),
    { maxItems: MAX_SUGGESTIONS },
  ),
});
