// Checks uploads by decoding them and stores them as WebP at several widths for srcset.
//
// A stored image is `uploads/<kind>/<name>.<W>x<H>.webp` (W at most 1600, never upscaled) plus, for each width
// in IMAGE_VARIANT_WIDTHS below W, `uploads/<kind>/<name>.<w>w.webp`. The path alone tells a client which widths exist.
import { randomBytes } from 'node:crypto';
import { constants, copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { IMAGE_VARIANT_WIDTHS, MAX_STORED_IMAGE_WIDTH, unsupportedImageMessage } from '@offerboard/shared-types/rules';
import sharp, { type Metadata } from 'sharp';
import { BadRequestError, ConflictError } from '../lib/errors.js';
import type { UploadedFile } from '../lib/multipart.js';

/** Decompression-bomb guard: refuse anything that decodes to more pixels than a 50-megapixel photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_PATH = /^uploads\/(logos|categories|banners|ads)\/([a-z0-9]+)\.(\d+)x(\d+)\.webp$/;
/** A stored image or one of its width variants; group 1 is what they share (`uploads/<kind>/<name>`). */
const STORED_FILE = /^(uploads\/(?:logos|categories|banners|ads)\/[a-z0-9]+)\.(?:\d+x\d+|\d+w)\.webp$/;
export const IMAGE_KINDS = ['logos', 'categories', 'banners', 'ads'] as const;

export type ImageKind = (typeof IMAGE_KINDS)[number];

// A 50-megapixel upload takes ~200 MB while it is decoded: libvips keeps no cache, uses one thread per image, and the
// process decodes one image at a time (imageWork), so several admins uploading at once cost one image's memory.
sharp.cache(false);
sharp.concurrency(1);

/** Runs its tasks one after another, in the order given, whichever fail. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const turn = this.tail.then(task, task);
    this.tail = turn.catch(() => undefined);
    return turn;
  }
}

/** Every decode and encode of an upload in this process. */
const imageWork = new SerialQueue();

/** Tells whether any record still points at a stored path (the seeds share images between records). */
export type ImageInUse = (path: string) => boolean;

export class ImageStore {
  /** Images written since the last `takeWritten()`: what the running API's orphan sweep checks (not every file). */
  private written = new Set<string>();

  constructor(
    private readonly uploadsRoot: string,
    private readonly isInUse: ImageInUse = () => false,
  ) {}

  /**
   * Throws the spec's message unless every file is a PNG, JPEG or WebP, and says so when one has more pixels than
   * the limit. Only the headers are read here; decoding is left to save.
   */
  async assertImages(files: UploadedFile[]): Promise<void> {
    for (const file of files) {
      const unsupported = new BadRequestError(unsupportedImageMessage(file.filename));
      let header: Metadata;
      try {
        header = await sharp(file.buffer, { limitInputPixels: false }).metadata();
      } catch {
        throw unsupported;
      }
      if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw unsupported;
      const { width = 0, height = 0 } = header;
      if (width * height > MAX_INPUT_PIXELS) {
        throw new BadRequestError(
          `Image ${file.filename} has ${width} x ${height} pixels: images may have at most ` +
            `${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
        );
      }
    }
  }

  /** Stores every file; if one fails, removes what was written and throws. Returns the stored relative paths. */
  async saveAll(kind: ImageKind, files: UploadedFile[]): Promise<string[]> {
    await this.assertImages(files);
    const saved: string[] = [];
    try {
      for (const file of files) saved.push(await this.save(kind, file));
    } catch (error) {
      await this.removeAll(saved);
      throw error;
    }
    return saved;
  }

  /**
   * Copies stored images, each with its width variants, under new names (so deleting either record leaves the other
   * its files); if one fails, removes the copies made and throws. Returns the copies' paths, in order.
   */
  async copyAll(paths: readonly string[]): Promise<string[]> {
    const copies: string[] = [];
    try {
      for (const path of paths) copies.push(await this.copy(path));
    } catch (error) {
      await this.removeAll(copies);
      throw error;
    }
    return copies;
  }

  /** The images stored or copied since the last call, and forgets them. */
  takeWritten(): string[] {
    const written = [...this.written];
    this.written = new Set();
    return written;
  }

  private async copy(path: string): Promise<string> {
    const name = STORED_PATH.exec(path)?.[2];
    const failed = new ConflictError(`Image ${path} is missing on the server and could not be copied.`);
    if (!name) throw failed;
    const fresh = newImageName();
    const target = (file: string) => file.replace(`/${name}.`, `/${fresh}.`);
    const written: string[] = [];
    try {
      for (const file of variantsOf(path)) {
        await copyFile(this.absolute(file), this.absolute(target(file)), constants.COPYFILE_EXCL);
        written.push(target(file));
      }
    } catch {
      await Promise.all(written.map((file) => rm(this.absolute(file), { force: true })));
      throw failed;
    }
    this.written.add(target(path));
    return target(path);
  }

  private async save(kind: ImageKind, file: UploadedFile): Promise<string> {
    const name = newImageName();
    const written: string[] = [];
    try {
      return await imageWork.run(async () => {
        // Decoded once, straight to the widest size stored; each narrower width is made from those pixels.
        const { data, info } = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: MAX_STORED_IMAGE_WIDTH, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
        const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        const main = await pixels().webp({ quality: 80 }).toBuffer();
        const mainPath = `uploads/${kind}/${name}.${info.width}x${info.height}.webp`;
        await mkdir(dirname(this.absolute(mainPath)), { recursive: true });
        for (const width of IMAGE_VARIANT_WIDTHS.filter((w) => w < info.width)) {
          const variantPath = `uploads/${kind}/${name}.${width}w.webp`;
          await pixels().resize({ width }).webp({ quality: 78 }).toFile(this.absolute(variantPath));
          written.push(variantPath);
        }
        await writeFile(this.absolute(mainPath), main);
        this.written.add(mainPath);
        return mainPath;
      });
    } catch {
      await Promise.all(written.map((path) => rm(this.absolute(path), { force: true })));
      throw new BadRequestError(`File ${file.filename} could not be read as an image.`);
    }
  }

  /** Removes stored images and their width variants, except those a record still uses; foreign paths are ignored. */
  async removeAll(paths: readonly string[]): Promise<void> {
    const targets = paths.filter((path) => !this.isInUse(path)).flatMap((path) => variantsOf(path));
    await Promise.all(targets.map((path) => rm(this.absolute(path), { force: true })));
  }

  private absolute(relativePath: string): string {
    const full = resolve(this.uploadsRoot, '..', relativePath);
    if (!full.startsWith(this.uploadsRoot + sep)) throw new BadRequestError('Invalid image path');
    return full;
  }
}

function newImageName(): string {
  return randomBytes(12).toString('hex');
}

/** The files behind one stored path: the main image and each narrower width. */
export function variantsOf(path: string): string[] {
  const match = STORED_PATH.exec(path);
  if (!match) return [];
  const [, kind, name, width] = match;
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w < Number(width));
  return [path, ...widths.map((w) => join('uploads', kind ?? '', `${name}.${w}w.webp`))];
}

/** The width and height of a stored image, read from its path (docs/decisions/003). */
export function storedSize(path: string): { width: number; height: number } | undefined {
  const match = STORED_PATH.exec(path);
  return match ? { width: Number(match[3]), height: Number(match[4]) } : undefined;
}

/** `uploads/<kind>/<name>` of a stored image or of one of its variants; undefined for any other file. */
export function storedImageOf(path: string): string | undefined {
  return STORED_FILE.exec(path)?.[1];
}
