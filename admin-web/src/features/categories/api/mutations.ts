// Writes to store categories. A category's title shows in the rows of the stores, the ads report and the store
// report, so an edit refreshes those too; a delete is refused while stores use the category.
import { multipartRecordMutations } from '../../../lib/mutations';
import { STORE_ROWS } from '../../../lib/query-keys';
import type { Category } from '../../../lib/reference-queries';

const categories = multipartRecordMutations<Category>('category', 'categories', STORE_ROWS);

export const useSaveCategory = categories.useSave;
export const useDeleteCategory = categories.useDelete;
