// Search suggestions as a visitor types: stores, categories and places, and the filter each one sets.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type Suggestion = ApiResponse<'/backendapi/api/search/suggestions'>['suggestions'][number];

/** The /offers filters a suggestion sets: a store, a category, a location (with its district) or a district. */
export interface SuggestionFilter {
  storeName?: string;
  category?: string;
  district?: string;
  location?: string;
}

export function suggestionFilter(suggestion: Suggestion): SuggestionFilter {
  switch (suggestion.type) {
    case 'store':
      return { storeName: suggestion.label };
    case 'category':
      return { category: suggestion.label };
    case 'location':
      return { location: suggestion.label, district: suggestion.detail };
    case 'district':
      return { district: suggestion.label };
  }
}

export function suggestionsQueryOptions(typed: string) {
  return queryOptions({
    queryKey: ['suggestions', typed] as const,
    queryFn: async () =>
      (
        await api
          .get('search/suggestions', { searchParams: { q: typed } })
          .json<ApiResponse<'/backendapi/api/search/suggestions'>>()
      ).suggestions,
    staleTime: 60_000,
  });
}
