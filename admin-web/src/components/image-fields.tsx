// The image inputs of the forms, each choice checked in the browser first (lib/image-files.ts) and, once accepted,
// shrunk for the upload while the admin goes on (lib/image-shrink.ts): one image (a store's logo, a banner), or
// several (an ad's, a category's) added to the new files and shown with the kept ones below.
import { checkImageFiles, MAX_IMAGES } from '../lib/image-files';
import { shrinkImage } from '../lib/image-shrink';
import { Field } from './field';
import { ImagePreviews } from './image-previews';

interface ImagesFieldProps {
  label: string;
  error?: string;
  /** The stored images the record keeps. */
  kept: string[];
  /** The files chosen to add. */
  files: File[];
  onKeptChange: (kept: string[]) => void;
  onFilesChange: (files: File[]) => void;
  /** After each choice: the first upload rule a file broke (it and the files after it were left out), or undefined. */
  onChecked: (rule: string | undefined) => void;
}

export function ImagesField({ label, error, kept, files, onKeptChange, onFilesChange, onChecked }: ImagesFieldProps) {
  const choose = async (input: HTMLInputElement) => {
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    const { accepted, error: rule } = await checkImageFiles(chosen, kept.length + files.length);
    for (const file of accepted) shrinkImage(file);
    onFilesChange([...files, ...accepted]);
    onChecked(rule);
  };
  return (
    <>
      <div className="span-2">
        <Field label={label} error={error}>
          {(props) => (
            <input
              {...props}
              type="file"
              multiple
              accept="image/png,image/jpeg,image/webp"
              disabled={kept.length + files.length >= MAX_IMAGES}
              onChange={(e) => choose(e.currentTarget)}
            />
          )}
        </Field>
      </div>
      <ImagePreviews kept={kept} files={files} onKeptChange={onKeptChange} onFilesChange={onFilesChange} />
    </>
  );
}

interface ImageFieldProps {
  label: string;
  error?: string;
  /** The file chosen (null when none passed) and the upload rule it broke, if any. */
  onChoose: (file: File | null, rule: string | undefined) => void;
}

export function ImageField({ label, error, onChoose }: ImageFieldProps) {
  const choose = async (input: HTMLInputElement) => {
    const { accepted, error: rule } = await checkImageFiles(Array.from(input.files ?? []), 0, 1);
    if (rule) input.value = '';
    if (accepted[0]) shrinkImage(accepted[0]);
    onChoose(accepted[0] ?? null, rule);
  };
  return (
    <Field label={label} error={error}>
      {(props) => (
        <input
          {...props}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => choose(e.currentTarget)}
        />
      )}
    </Field>
  );
}
