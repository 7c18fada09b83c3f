import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { MalayalamInput, MalayalamOf, PageQuery } from '../../lib/schemas.js';

const LOCATION_NAME_MAX = 100;

export const District = Type.Object({ id: IdString, title: Type.String(), nameMl: MalayalamOf('name') });

export const Location = Type.Object({
  _id: IdString,
  district: Type.String(),
  districtMl: MalayalamOf('name of the district'),
  locationName: Type.String(),
  nameMl: MalayalamOf('name'),
});

export const LocationBody = Type.Object({
  district: Type.Optional(Type.String({ maxLength: 100 })),
  locationName: Type.Optional(Type.String({ maxLength: LOCATION_NAME_MAX })),
  nameMl: MalayalamInput(LOCATION_NAME_MAX),
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
