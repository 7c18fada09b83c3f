// The review queue's read, also the menu's count of pending submissions.
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { readQueue } from './review';

export const reviewQueueQuery = queryOptions({ queryKey: queryKeys.review.all, queryFn: readQueue });
