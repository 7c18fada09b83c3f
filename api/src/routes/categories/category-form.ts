// Reads the add/edit category form (multipart): its title and the photos to add.
import { FieldErrors } from '../../lib/errors.js';
import { malayalamTwin } from '../../lib/malayalam-text.js';
import type { MultipartForm } from '../../lib/multipart.js';
import { checkTextLengths } from '../../lib/text-lengths.js';
import { filesOf } from '../../services/image-changes.js';
import { CategoryCreateForm } from './schema.js';

export const PHOTO_REQUIRED = 'Please upload a photo of the category.';

/**
 * The title (and its Malayalam twin: null none, undefined left out) and the photos to add, every problem reported at
 * once; a category needs at least one photo.
 */
export function readCategoryForm(form: MultipartForm, keptCount = 0) {
  const errors = new FieldErrors();
  const title = form.text('title')?.replace(/\s+/g, ' ') ?? '';
  const titleMl = malayalamTwin(form.text('titleMl')?.replace(/\s+/g, ' '));
  if (!title) errors.add('title', 'Please enter a store category.');
  // The create and edit forms share the title's length.
  checkTextLengths(
    CategoryCreateForm,
    { title, titleMl: titleMl ?? undefined },
    errors,
    (field, max) => `Category name${field === 'titleMl' ? ' in Malayalam' : ''} must be at most ${max} characters.`,
  );
  const photos = filesOf(form.files, 'catPhotographs');
  if (keptCount + photos.length === 0) errors.add('catPhotographs', PHOTO_REQUIRED);
  errors.throwIfAny();
  return { title, titleMl, photos };
}
