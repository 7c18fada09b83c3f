// Database writes that add, keep and replace stored images without leaving orphan files or dangling paths.
import { MAX_IMAGES_PER_RECORD, imageRoomMessage as roomMessage } from '@offerboard/shared-types/rules';
import { BadRequestError } from '../lib/errors.js';
import type { FileLimit, UploadedFile } from '../lib/multipart.js';
import type { ImageKind, ImageStore } from './image-store.js';

/** A form for a record with several images: refused at the first file past the record's limit. */
export const IMAGES_FORM: FileLimit = {
  maxFiles: MAX_IMAGES_PER_RECORD,
  tooManyFiles: roomMessage(MAX_IMAGES_PER_RECORD, MAX_IMAGES_PER_RECORD),
};

/** What a database write produced, and the stored images it made obsolete. */
export interface ImageWrite<T> {
  result: T;
  obsolete: readonly string[];
}

/**
 * Saves the uploaded files, then runs the synchronous database write with their paths. If the write throws, the
 * new files are removed; once it succeeded, the images it made obsolete are removed.
 */
export async function writeWithImages<T>(
  images: ImageStore,
  kind: ImageKind,
  files: UploadedFile[],
  write: (saved: string[]) => ImageWrite<T>,
): Promise<T> {
  const saved = await images.saveAll(kind, files);
  let outcome: ImageWrite<T>;
  try {
    outcome = write(saved);
  } catch (error) {
    await images.removeAll(saved);
    throw error;
  }
  await images.removeAll(outcome.obsolete);
  return outcome.result;
}

/**
 * The images an edit keeps: each requested path must be one of the current ones, and kept plus new ones must fit
 * the limit. Returns the kept paths in the order requested, without repeats.
 */
export function keptImages(
  current: readonly string[],
  requested: readonly string[],
  newCount: number,
  max = MAX_IMAGES_PER_RECORD,
): string[] {
  const kept = [...new Set(requested)];
  const unknown = kept.find((path) => !current.includes(path));
  if (unknown !== undefined) throw new BadRequestError(`Image ${unknown} is not one of the current images.`);
  assertImageRoom(kept.length, newCount, max);
  return kept;
}

/** Refuses new images that would take a record past the limit, with the spec's message. */
export function assertImageRoom(keptCount: number, newCount: number, max = MAX_IMAGES_PER_RECORD): void {
  if (keptCount + newCount > max) {
    throw new BadRequestError(roomMessage(Math.max(0, max - keptCount), max));
  }
}

/** The files sent in one form field. */
export function filesOf(files: readonly UploadedFile[], field: string): UploadedFile[] {
  return files.filter((file) => file.field === field);
}
