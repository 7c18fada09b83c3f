// Search suggestions for the public search boxes: stores with offers today, categories, locations and districts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { foldCase } from '../../lib/fold-case.js';
import { cachedRead } from '../../lib/read-routes.js';
import { MAX_SUGGESTIONS, Suggestions, SuggestionsQuery } from './schema.js';
import type { SearchVocabulary } from './search-vocabulary.js';

export const searchRoutes: FastifyPluginAsyncTypebox<{ vocabulary: SearchVocabulary }> = async (
  app,
  { vocabulary },
) => {
  cachedRead(
    app,
    {
      path: '/search/suggestions',
      operationId: 'searchSuggestions',
      tags: ['search'],
      description:
        'Up to 8 names with a word (English or Malayalam) starting with q: categories, districts, locations, then stores with an offer ' +
        'today; then those a synonym starting with q names (Calicut: Kozhikode). When none is found, the nearest ' +
        'spelling of q is tried. Cached like the other public calls.',
      querystring: SuggestionsQuery,
      response: Suggestions,
    },
    (request) => {
      const typed = foldCase(request.query.q.trim()).replace(/\s+/g, ' ');
      return {
        key: `search:suggestions:${typed}`,
        load: () => ({ suggestions: vocabulary.suggest(typed, MAX_SUGGESTIONS) }),
      };
    },
  );
};
