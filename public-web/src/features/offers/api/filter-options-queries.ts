// Query-options factories for the five filter lists of the offers page.
import type { ApiResponse } from '@offerboard/shared-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Stores = ApiResponse<'/backendapi/api/store/names'>;
type Categories = ApiResponse<'/backendapi/api/category'>;
type Districts = ApiResponse<'/backendapi/api/districts'>;
type Locations = ApiResponse<'/backendapi/api/locations'>;
type OfferTypes = ApiResponse<'/backendapi/api/offertype'>;

const HOUR = 3_600_000;

export const filterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['filter-options'],
    staleTime: HOUR,
    queryFn: async () => {
      const [stores, categories, districts, locations, offerTypes] = await Promise.all([
        api.get('store/names', { searchParams: { live: 'true' } }).json<Stores>(),
        api.get('category').json<Categories>(),
        api.get('districts').json<Districts>(),
        api.get('locations', { searchParams: { paginated: 'false' } }).json<Locations>(),
        api.get('offertype', { searchParams: { paginated: 'false' } }).json<OfferTypes>(),
      ]);
      return {
        storeName: stores.map((store) => store.storeName),
        category: categories.map((category) => category.title),
        district: districts.map((district) => district.title),
        location: locations.data.map((location) => ({ name: location.locationName, district: location.district })),
        offerType: offerTypes.data.map((type) => type.title),
      };
    },
  });
