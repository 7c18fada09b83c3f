// Writes to store categories. A category's title shows in the rows of the stores, the ads report and the store
// report, so an edit refreshes those too; a delete is refused while stores use the category.
import { multipartRecordMutations } from '../../../lib/mutations';
import { storeRowKeys } from '../../stores/api/queries';
import { type Category, categoryKeys } from './queries';

const categories = multipartRecordMutations<Category>('category', categoryKeys.all, storeRowKeys);

export const useSaveCategory = categories.useSave;
export const useDeleteCategory = categories.useDelete;
