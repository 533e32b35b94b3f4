import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { draftListSchema } from '../../../schemas/favorites';
import { useApiMutation, useRuntime } from '../runtime';

/** The user's private drafts (spec §7: privateDrafts/*): any JSON kept under a key. */
export const DRAFT_PATHS = {
  find: '/api-user/privateDrafts/find',
  save: '/api-user/privateDrafts/save',
  delete: '/api-user/privateDrafts/delete',
} as const;

/**
 * One kept draft: read when a form opens (always asked again, as another device
 * may have written it), written and dropped. Every call is silent: a draft is a
 * convenience, its failures say nothing.
 */
export function usePrivateDraft(key: string) {
  const rt = useRuntime();
  const qc = useQueryClient();
  const read = useCallback(
    (): Promise<unknown> =>
      qc.fetchQuery({
        queryKey: [DRAFT_PATHS.find, { key }],
        queryFn: async ({ signal }) => draftListSchema.parse(await rt.api.request(DRAFT_PATHS.find, { key }, { silent: true, signal })).list[0]?.data ?? null,
        staleTime: 0,
      }),
    [qc, rt.api, key],
  );
  const save = useApiMutation<unknown>({ run: (data, r) => r.api.request(DRAFT_PATHS.save, { key, data }, { silent: true }) });
  const remove = useApiMutation<void>({ run: (_v, r) => r.api.request(DRAFT_PATHS.delete, { key }, { silent: true }) });
  return { read, save: save.mutate, remove: remove.mutateAsync };
}
