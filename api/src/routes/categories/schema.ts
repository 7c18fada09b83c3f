// Request and response schemas of the store categories.
import { MAX_IMAGES_PER_RECORD } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { MalayalamInput, MalayalamOf } from '../../lib/schemas.js';

const CATEGORY_TITLE_MAX = 60;

export const Category = Type.Object({
  _id: IdString,
  title: Type.String(),
  titleMl: MalayalamOf('title'),
  catPhotographs: Type.Array(Type.String(), { description: 'Stored image paths, at most 5' }),
  clicks: Type.Integer(),
});

const PhotoFiles = Type.Optional(Type.Array(Type.String({ format: 'binary' }), { maxItems: MAX_IMAGES_PER_RECORD }));

export const CategoryCreateForm = Type.Object({
  title: Type.String({ maxLength: CATEGORY_TITLE_MAX }),
  titleMl: MalayalamInput(CATEGORY_TITLE_MAX),
  catPhotographs: PhotoFiles,
});

export const CategoryUpdateForm = Type.Object({
  title: Type.String({ maxLength: CATEGORY_TITLE_MAX }),
  titleMl: MalayalamInput(CATEGORY_TITLE_MAX),
  catPhotographs: PhotoFiles,
  existingPhotos: Type.Optional(
    Type.Array(Type.String(), {
      description: 'Current photo paths to keep (repeated fields or one JSON array); the others are deleted',
    }),
  ),
});

export const ClickResponse = Type.Object({ totalClicks: Type.Integer() });
