// Checks imported store rows with the store form's own rules, and writes them all in one transaction or none.
import sharp from 'sharp';
import type { Static } from 'typebox';
import { FieldErrors } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/multipart.js';
import type { StoreImportBody, StoreImportPreview } from './import-schema.js';
import { checkFieldFormats, readRequiredFields, readStoreTwins } from './store-form.js';
import type { ImportedStore, StoreImportRepository } from './store-import.repository.js';
import { readStorePlace } from './store-place.js';

type PreviewRow = Static<typeof StoreImportPreview>['rows'][number];

interface CheckedImport {
  preview: Static<typeof StoreImportPreview>;
  valid: ImportedStore[];
}

/**
 * A file's bytes that were not UTF-8 reach us as U+FFFD (the replacement character): the text is lost, and storing it
 * would show "Caf� Delight" on the public site.
 */
export const UNREADABLE_TEXT =
  'Has characters that could not be read: save the file as UTF-8 (in Excel: "CSV UTF-8") and choose it again';

/** The header is the file's first row, so the first store is row 2, as a spreadsheet numbers it. */
const FIRST_DATA_ROW = 2;

/**
 * Each row as it will be stored and its errors in words: the form's checks (its pin and opening hours too), known
 * places, names not yet taken.
 */
export function checkImport(
  repository: StoreImportRepository,
  rows: Static<typeof StoreImportBody>['rows'],
): CheckedImport {
  const taken = repository.existingNames(rows.map((row) => row.storeName?.trim() ?? '').filter(Boolean));
  const firstRowOfName = new Map<string, number>();
  const valid: CheckedImport['valid'] = [];
  const previewRows = rows.map((input, index): PreviewRow => {
    const row = index + FIRST_DATA_ROW;
    const errors = new FieldErrors();
    for (const [field, text] of Object.entries(input)) if (text?.includes('\uFFFD')) errors.add(field, UNREADABLE_TEXT);
    const twins = readStoreTwins((name) => input[name], errors);
    const fields = {
      ...checkFieldFormats(
        readRequiredFields((name) => input[name]?.trim(), errors),
        errors,
      ),
      ...twins,
    };
    const place = readStorePlace(
      {
        openingHours: input.openingHours?.trim(),
        latitude: input.latitude?.trim(),
        longitude: input.longitude?.trim(),
      },
      errors,
    );
    const name = fields.storeName.toLowerCase();
    const firstRow = firstRowOfName.get(name);
    if (name && taken.has(name)) errors.add('storeName', `A store named "${fields.storeName}" already exists`);
    else if (name && firstRow !== undefined) errors.add('storeName', `Same store name as row ${firstRow}`);
    else if (name) firstRowOfName.set(name, row);
    const store = {
      ...fields,
      storeNameMl: twins.storeNameMl ?? undefined,
      addressMl: twins.addressMl ?? undefined,
      contact: fields.contact || (input.contact?.trim() ?? ''),
      openingHours: place.openingHours ?? null,
      latitude: place.latitude ?? null,
      longitude: place.longitude ?? null,
    };
    if (fields.district && fields.location && fields.category) {
      const references = repository.findReferences(fields);
      if ('field' in references) errors.add(references.field, references.message);
      else {
        Object.assign(store, references.names);
        if (errors.list().length === 0) valid.push({ fields, place, references });
      }
    }
    return { row, store, errors: [...errors.list()] };
  });
  const rowsWithErrors = previewRows.filter((row) => row.errors.length > 0).length;
  return { preview: { rows: previewRows, rowsWithErrors }, valid };
}

/**
 * Imported stores have no logo yet: they all share one stored picture saying so, until the operator edits the store
 * and uploads its own (the old picture is removed once no store uses it).
 */
export async function logoToComeFile(): Promise<UploadedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#e9edf2"/><path d="M110 170h180l-16-50H126z M120 180v100h160V180" fill="none" stroke="#8a94a3" stroke-width="12" stroke-linejoin="round"/><text x="200" y="340" font-family="sans-serif" font-size="34" fill="#5b6472" text-anchor="middle">Logo to come</text></svg>`;
  return {
    field: 'logoUrl',
    filename: 'logo-to-come.png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}
