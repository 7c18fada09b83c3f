// Request and response schemas of the store import (rows read from an .xlsx or .csv file by the admin app).
import { Type } from 'typebox';
import { StoreContactFields } from './schema.js';
import { Coordinate, OpeningHoursSchema } from './store-place.js';

/** The most rows one import takes: a directory's worth of shops, and a bounded request. */
export const MAX_IMPORT_ROWS = 1000;

/** A cell as read from the file; the import's checks decide what is missing or wrong, so every field is optional. */
const cell = Type.Optional(Type.String({ maxLength: 1000 }));

export const StoreImportRow = Type.Object({
  storeName: cell,
  ownerName: cell,
  contact: cell,
  email: cell,
  address: cell,
  district: cell,
  location: cell,
  category: cell,
  storeNameMl: Type.Optional(
    Type.String({ maxLength: 1000, description: 'The optional Store Name (Malayalam) column' }),
  ),
  addressMl: Type.Optional(Type.String({ maxLength: 1000, description: 'The optional Address (Malayalam) column' })),
  latitude: Type.Optional(
    Type.String({ maxLength: 1000, description: "The Pin column's latitude, read by the admin app" }),
  ),
  longitude: Type.Optional(Type.String({ maxLength: 1000, description: "The Pin column's longitude" })),
  openingHours: Type.Optional(
    Type.String({
      maxLength: 1000,
      description: "The Hours column read by the admin app, as the store form sends it: the week's JSON, Monday first",
    }),
  ),
});

export const StoreImportBody = Type.Object({
  rows: Type.Array(StoreImportRow, { minItems: 1, maxItems: MAX_IMPORT_ROWS }),
});

const FieldErrorItem = Type.Object({ field: Type.String(), message: Type.String() });

export const StoreImportPreview = Type.Object({
  rows: Type.Array(
    Type.Object({
      row: Type.Integer({ description: 'The row number in the file (the header is row 1)' }),
      store: Type.Object({
        ...StoreContactFields,
        contact: Type.String({ description: '10 digits when valid' }),
        district: Type.String({ description: 'As stored (the district title) when known' }),
        location: Type.String({ description: 'As stored (the location name) when known' }),
        category: Type.String({ description: 'As stored (the category title) when known' }),
        openingHours: OpeningHoursSchema,
        latitude: Coordinate('Latitude'),
        longitude: Coordinate('Longitude'),
      }),
      errors: Type.Array(FieldErrorItem),
    }),
  ),
  rowsWithErrors: Type.Integer(),
});

export const StoreImportResult = Type.Object({ message: Type.String(), imported: Type.Integer() });
