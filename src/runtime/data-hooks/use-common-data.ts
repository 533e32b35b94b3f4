import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../api/client';
import { areaSchema, type LoadAreas } from '../popups/built-in/address-area-select';
import type { LoadTree, TreePickerProps } from '../popups/built-in/tree-picker';

/**
 * The reference data the pickers read (areas, industries, positions), through
 * the query client: each list is asked once and kept under [path, body] like
 * any Query read, so opening a picker again (or another picker of the same
 * list) does not ask the server again while the list is fresh.
 */

/** Reference data changes with a release, not during a visit. */
export const COMMON_DATA_STALE_MS = 10 * 60_000;

export const COMMON_DATA_PATHS = {
  industry: '/api-user/common/industry/findAll',
  position: '/api-user/common/position/findAll',
  provinces: '/api-open/area/findAll',
  areas: '/api-open/area/find',
} as const;

/** What a loader reads through: the runtime's api client and query client. */
export interface CommonDataReader {
  api: Pick<ApiClient, 'request'>;
  queryClient: QueryClient;
}

function read<T>({ api, queryClient }: CommonDataReader, path: string, body: Record<string, unknown>, parse: (raw: unknown) => T): Promise<T> {
  return queryClient.fetchQuery({
    queryKey: [path, body],
    queryFn: async ({ signal }) => parse(await api.request<unknown>(path, body, { signal })),
    staleTime: COMMON_DATA_STALE_MS,
  });
}

const flatListSchema = z.object({ list: z.array(z.object({ id: z.number(), pid: z.number(), name: z.string() })) });

/** The tree picker's `source` lists: industries and position categories, flat with pid 0 at the top. */
export function commonTreeLoader(reader: CommonDataReader): LoadTree {
  return (source: NonNullable<TreePickerProps['source']>) => read(reader, COMMON_DATA_PATHS[source], {}, (raw) => flatListSchema.parse(raw).list);
}

const areaListSchema = z.union([z.array(areaSchema), z.object({ list: z.array(areaSchema) }).transform((o) => o.list)]);

/** The area picker's levels: provinces by level alone, the rest under the parent's code. */
export function areaLoader(reader: CommonDataReader): LoadAreas {
  return (level, parentCode) =>
    parentCode === undefined
      ? read(reader, COMMON_DATA_PATHS.provinces, { level }, (raw) => areaListSchema.parse(raw))
      : read(reader, COMMON_DATA_PATHS.areas, { level, code: parentCode }, (raw) => areaListSchema.parse(raw));
}
