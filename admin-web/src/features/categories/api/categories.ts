import { api } from '../../../lib/api';
import type { Category } from '../../../lib/reference-queries';

export function saveCategory(id: string | undefined, form: FormData) {
  return (id ? api.put(`category/${id}`, { body: form }) : api.post('category', { body: form })).json<Category>();
}

export function deleteCategory(id: string) {
  return api.delete(`category/${id}`).json<{ message: string }>();
}
