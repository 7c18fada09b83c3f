import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { PageQuery } from '../../lib/schemas.js';

export const District = Type.Object({ id: IdString, title: Type.String() });

export const Location = Type.Object({ _id: IdString, district: Type.String(), locationName: Type.String() });

export const LocationBody = Type.Object({
  district: Type.Optional(Type.String({ maxLength: 100 })),
  locationName: Type.Optional(Type.String({ maxLength: 100 })),
});

export const LocationListQuery = Type.Object({
  ...PageQuery,
  paginated: Type.Optional(
    Type.Boolean({ description: 'true: one page of `limit` rows; absent or false: every matching location' }),
  ),
  district: Type.Optional(Type.String({ maxLength: 100 })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the location name, any case' })),
});

export const LocationList = Type.Object({
  data: Type.Array(Location),
  totalCount: Type.Integer(),
  paginated: Type.Boolean(),
  totalPages: Type.Integer(),
});

export const ByDistrictQuery = Type.Object({ district: Type.String({ minLength: 1, maxLength: 100 }) });
