// Mutation hooks that own their refresh: a write that refreshes a fixed set of resources, and the save and delete
// hooks of a record resource (categories, locations, offer types, banners).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRecord, saveRecord, type Upload, uploadForm } from './api';
import { refresh } from './query-client';
import type { Resource } from './query-keys';

interface RecordResource<Row, Variables> {
  /** The API path under /backendapi/api, e.g. 'category'; an update puts to `<path>/<id>`. */
  path: string;
  /** Sends the save's variables: a JSON body, or a multipart form with its upload's signal and progress. */
  send: (path: string, variables: Variables) => Promise<Row>;
  /** The cached resource the records are read as. */
  resource: Resource;
  /** The other resources whose rows show the record, refreshed when an existing record is edited. */
  shownIn: Resource[];
}

/** A mutation that, once it succeeds, refreshes every query of the given resources. */
export function useRefreshingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  resources: Resource[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient, ...resources) });
}

/**
 * A save posts a new record (no id) or puts an existing one; save and delete refresh the resource's own queries, and
 * an edit also the queries of other resources that show the record.
 */
function recordMutations<Row, Variables extends { id?: string }>({
  path,
  send,
  resource,
  shownIn,
}: RecordResource<Row, Variables>) {
  return {
    useSave() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (variables: Variables) => send(path, variables),
        onSuccess: (_saved, { id }) => refresh(queryClient, resource, ...(id ? shownIn : [])),
      });
    },
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => deleteRecord(path, id),
        onSuccess: () => refresh(queryClient, resource),
      });
    },
  };
}

/** A record saved from a multipart form (it carries images): `save.mutateAsync({ id, form, upload })`. */
export function multipartRecordMutations<Row>(path: string, resource: Resource, shownIn: Resource[] = []) {
  return recordMutations<Row, { id?: string; form: FormData; upload: Upload }>({
    path,
    send: (base, { id, form, upload }) =>
      id ? uploadForm<Row>('PUT', `${base}/${id}`, form, upload) : uploadForm<Row>('POST', base, form, upload),
    resource,
    shownIn,
  });
}

/** A record saved from a JSON body: `save.mutateAsync({ id, body })`. */
export function jsonRecordMutations<Row, Body>(path: string, resource: Resource, shownIn: Resource[] = []) {
  return recordMutations<Row, { id?: string; body: Body }>({
    path,
    send: (base, { id, body }) => saveRecord<Row>(base, id, body),
    resource,
    shownIn,
  });
}
