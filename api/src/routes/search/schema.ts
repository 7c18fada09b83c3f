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
      label: Type.String({ description: 'The English name: the value of the filter the suggestion sets' }),
      labelMl: Type.Optional(Type.String({ description: 'The Malayalam name, when it has one' })),
      detail: Type.Optional(Type.String({ description: "A location's district, a store's category" })),
      detailMl: Type.Optional(Type.String({ description: 'The Malayalam name of detail, when it has one' })),
    }),
    { maxItems: MAX_SUGGESTIONS },
  ),
});
