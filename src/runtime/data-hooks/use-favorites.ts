import {
  favoriteFindAllResultSchema,
  favoritePageSchema,
  favoriteSaveResultSchema,
  groupListSchema,
  privateGroupSchema,
  type FavoriteType,
  type PrivateGroup,
} from '../../../schemas/favorites';
import { useApiFetch, useApiMutation, useApiPages, useApiQuery, useSession } from '../runtime';

/** Favorites and their private groups (userFavorites/*, privateGroup/*). */
export const FAVORITE_PATHS = {
  findAll: '/api-user/userFavorites/findAll',
  find: '/api-user/userFavorites/find',
  save: '/api-user/userFavorites/save',
  delete: '/api-user/userFavorites/delete',
  groups: '/api-user/privateGroup/find',
  groupSave: '/api-user/privateGroup/save',
  groupDelete: '/api-user/privateGroup/delete',
} as const;

/** Every read a favorite or a group shows in: the stars, the lists and the group counts. */
const ALL_FAVORITE_READS = [[FAVORITE_PATHS.groups], [FAVORITE_PATHS.find], [FAVORITE_PATHS.findAll]] as const;

/** The ids of the user's favorites of one type (what the stars follow); asked only for a logged-in user. */
export function useFavoriteRefs(type: FavoriteType, enabled = true) {
  const { user } = useSession();
  return useApiQuery(FAVORITE_PATHS.findAll, { type }, { enabled: enabled && user !== null, parse: (raw) => favoriteFindAllResultSchema.parse(raw) });
}

/** The same ids asked on a tap (a star tapped before its read could run), sharing the cache with useFavoriteRefs. */
export function useFavoriteRefsFetch(type: FavoriteType) {
  const fetch = useApiFetch(FAVORITE_PATHS.findAll, (raw) => favoriteFindAllResultSchema.parse(raw));
  return () => fetch({ type });
}

/** The user's favorites of one type, paged; `groupId` 0 is the ungrouped ones. */
export function useFavoritePages(type: FavoriteType, limit: number, groupId?: number) {
  return useApiPages(FAVORITE_PATHS.find, { type, limit, ...(groupId === undefined ? {} : { groupId }) }, (raw) => favoritePageSchema.parse(raw));
}

export function useFavoriteGroups(type: FavoriteType) {
  return useApiQuery(FAVORITE_PATHS.groups, { type }, { parse: (raw) => groupListSchema.parse(raw) });
}

/** The star: favorites an item (`favoriteId` null) or takes the favorite back. */
export function useFavoriteToggle() {
  return useApiMutation<{ type: FavoriteType; id: number; favoriteId: number | null }, 'saved' | 'deleted'>({
    run: async ({ type, id, favoriteId }, rt) => {
      if (favoriteId !== null) {
        await rt.api.request(FAVORITE_PATHS.delete, { ids: [favoriteId] });
        return 'deleted';
      }
      favoriteSaveResultSchema.parse(await rt.api.request(FAVORITE_PATHS.save, { type, data: { id } }));
      return 'saved';
    },
    invalidates: (_done, { type }) => [[FAVORITE_PATHS.findAll, { type }], [FAVORITE_PATHS.find]],
  });
}

/** Removes favorites by their own ids (not the items'). */
export function useFavoriteDelete() {
  return useApiMutation<number[]>({
    run: (ids, rt) => rt.api.request(FAVORITE_PATHS.delete, { ids }),
    invalidates: ALL_FAVORITE_READS,
  });
}

/**
 * Files a favorite: into a group (by the favorite's id), or out of any group
 * (`groupId` null, by the favorited item's id, as userFavorites/save takes it).
 */
export function useFavoriteMove() {
  return useApiMutation<{ type: FavoriteType; favoriteId: number; dataId: number; groupId: number | null }>({
    run: ({ type, favoriteId, dataId, groupId }, rt) =>
      groupId === null
        ? rt.api.request(FAVORITE_PATHS.save, { type, data: { id: dataId, groupId: null } })
        : rt.api.request(FAVORITE_PATHS.groupSave, { type, data: { id: groupId }, load: [favoriteId] }),
    invalidates: ALL_FAVORITE_READS,
  });
}

/** Creates a group, filing the favorites of `load` into it; answers the new group. */
export function useFavoriteGroupCreate() {
  return useApiMutation<{ type: FavoriteType; name: string; load?: number[] }, PrivateGroup>({
    run: async ({ type, name, load }, rt) => privateGroupSchema.parse(await rt.api.request(FAVORITE_PATHS.groupSave, { type, data: { name }, ...(load ? { load } : {}) })),
    invalidates: ALL_FAVORITE_READS,
  });
}

export function useFavoriteGroupRename() {
  return useApiMutation<{ type: FavoriteType; id: number; name: string }>({
    run: ({ type, id, name }, rt) => rt.api.request(FAVORITE_PATHS.groupSave, { type, data: { id, name } }),
    invalidates: ALL_FAVORITE_READS,
  });
}

/** Deletes a group; its favorites stay, ungrouped. */
export function useFavoriteGroupDelete() {
  return useApiMutation<{ type: FavoriteType; id: number }>({
    run: ({ type, id }, rt) => rt.api.request(FAVORITE_PATHS.groupDelete, { type, id }),
    invalidates: ALL_FAVORITE_READS,
  });
}
