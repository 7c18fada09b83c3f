// The ad form's image rules (spec section 5): PNG/JPG/JPEG/WebP, 5 MB each, 5 in total counting kept images.
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/** Accepts what fits, returns the first rule broken (as the spec words it) for what does not. */
export function acceptImages(files: File[], alreadyChosen: number): { accepted: File[]; error?: string } {
  const accepted: File[] = [];
  for (const file of files) {
    if (!TYPES.includes(file.type) && !EXTENSIONS.test(file.name)) {
      return { accepted, error: `File ${file.name} is not a supported image format (PNG, JPG, JPEG, WebP).` };
    }
    if (file.size > MAX_IMAGE_BYTES) return { accepted, error: `Image ${file.name} is too large (max 5MB).` };
    const room = MAX_IMAGES - alreadyChosen - accepted.length;
    if (room <= 0)
      return { accepted, error: `You can only upload ${MAX_IMAGES - alreadyChosen} more image(s) (max 5 total).` };
    accepted.push(file);
  }
  return { accepted };
}
