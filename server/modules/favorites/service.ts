import {
  DRAFT_MAX_BYTES,
  DRAFTS_MAX,
  FAVORITE_TYPE_NAMES,
  FAVORITES_MAX,
  PRIVATE_GROUPS_MAX,
  type Draft,
  type FavoritePage,
  type FavoriteRef,
  type FavoriteSaveInput,
  type FavoriteFindInput,
  type FavoriteType,
  type FavoritesMePage,
  type GroupList,
  type GroupSaveInput,
  type PrivateGroup,
} from '../../../schemas/favorites';
import { toPage } from '../../core/paging';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, CODE_PAYLOAD_TOO_LARGE } from '../../constants';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { favoritesRepo } from './repo';

const TARGET_NOT_FOUND: Record<FavoriteType, string> = {
  job: '职位不存在或已下线',
  brand: '公司不存在',
  resume: '简历不存在',
  user: '用户不存在',
};
const favoriteNotFound = () => new ApiError(CODE_NOT_FOUND, '收藏不存在或已取消', 404);
const groupNotFound = () => new ApiError(CODE_NOT_FOUND, '分组不存在', 404);
const onlyRecruiters = (what: string) => new ApiError(CODE_FORBIDDEN, `仅招聘者可以${what}`, 403);


/** Favorites, "who favorited me", private groups and drafts. Another user's or tenant's ids are "not found". */
export function createFavoritesService() {
  return {
    save(tenant: TenantScope, userId: number, input: FavoriteSaveInput): Promise<{ id: number; created: boolean; groupId: number | null }> {
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        const { type } = input;
        const { id: targetId, groupId } = input.data;
        if (type === 'resume' && !(await repo.isRecruiter(userId))) throw onlyRecruiters('收藏简历');
        if ((type === 'resume' || type === 'user') && targetId === userId) throw new ApiError(CODE_BAD_REQUEST, '不能收藏自己', 400);
        if (groupId != null && !(await repo.group(userId, type, groupId))) throw groupNotFound();
        const existing = await repo.findOne(userId, type, targetId);
        if (existing) {
          // Favoriting again is harmless (a double tap); a given groupId files it.
          if (groupId !== undefined) await repo.setGroup(userId, [existing.id], groupId);
          return { id: existing.id, created: false, groupId: groupId === undefined ? existing.group_id : groupId };
        }
        if (!(await repo.targetExists(type, targetId))) throw new ApiError(CODE_NOT_FOUND, TARGET_NOT_FOUND[type], 404);
        if ((await repo.count(userId, type)) >= FAVORITES_MAX) {
          throw new ApiError(CODE_BAD_REQUEST, `${FAVORITE_TYPE_NAMES[type]}收藏已达上限 ${FAVORITES_MAX} 个，请先整理`, 400);
        }
        const id = await repo.insert(userId, type, targetId, groupId ?? null);
        return { id, created: true, groupId: groupId ?? null };
      });
    },

    delete(tenant: TenantScope, userId: number, ids: number[]): Promise<{ deleted: number }> {
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        const unique = [...new Set(ids)];
        const own = await repo.ownIds(userId, unique);
        if (own.size !== unique.length) throw favoriteNotFound();
        return { deleted: await repo.delete(userId, unique) };
      });
    },

    findAll(tenant: TenantScope, userId: number, type: FavoriteType): Promise<{ list: FavoriteRef[] }> {
      return tenant.run(async (q) => ({ list: await favoritesRepo(q, tenant.tenantId).refs(userId, type) }));
    },

    find(tenant: TenantScope, userId: number, input: FavoriteFindInput): Promise<FavoritePage> {
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        if (input.groupId && !(await repo.group(userId, input.type, input.groupId))) throw groupNotFound();
        return toPage(await repo.page(userId, input.type, input.groupId, input.page, input.limit), input);
      });
    },

    findByUm(tenant: TenantScope, userId: number, page: number, limit: number): Promise<FavoritesMePage> {
      return tenant.run(async (q) => toPage(await favoritesRepo(q, tenant.tenantId).byUm(userId, page, limit), { page, limit }));
    },

    findByHr(tenant: TenantScope, userId: number, page: number, limit: number): Promise<FavoritesMePage> {
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        const companyIds = await repo.companyIds(userId);
        if (companyIds.length === 0) throw onlyRecruiters('查看谁收藏了职位');
        return toPage(await repo.byHr(userId, companyIds, page, limit), { page, limit });
      });
    },

    groupSave(tenant: TenantScope, userId: number, input: GroupSaveInput): Promise<PrivateGroup> {
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        const { type, data } = input;
        let id: number;
        if (data.id !== undefined) {
          const group = await repo.group(userId, type, data.id);
          if (!group) throw groupNotFound();
          const name = data.name ?? group.name;
          if (name !== group.name && (await repo.groupNameTaken(userId, type, name, group.id))) throw new ApiError(CODE_BAD_REQUEST, '分组名称已存在', 400);
          await repo.updateGroup(group.id, name, data.sort ?? group.sort);
          id = group.id;
        } else {
          if (data.name === undefined) throw new ApiError(CODE_BAD_REQUEST, '请输入分组名称', 400);
          const { n, maxSort } = await repo.groupCount(userId, type);
          if (n >= PRIVATE_GROUPS_MAX) throw new ApiError(CODE_BAD_REQUEST, `最多创建 ${PRIVATE_GROUPS_MAX} 个分组`, 400);
          if (await repo.groupNameTaken(userId, type, data.name, null)) throw new ApiError(CODE_BAD_REQUEST, '分组名称已存在', 400);
          id = await repo.insertGroup(userId, type, data.name, data.sort ?? maxSort + 1);
        }
        if (input.load && input.load.length > 0) {
          const load = [...new Set(input.load)];
          const own = await repo.ownIds(userId, load, type);
          if (own.size !== load.length) throw favoriteNotFound();
          await repo.setGroup(userId, load, id);
        }
        const saved = (await repo.groups(userId, type)).list.find((g) => g.id === id);
        return saved!;
      });
    },

    groupDelete(tenant: TenantScope, userId: number, type: FavoriteType, id: number): Promise<{ id: number }> {
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        if (!(await repo.group(userId, type, id))) throw groupNotFound();
        await repo.deleteGroup(userId, id);
        return { id };
      });
    },

    groupFind(tenant: TenantScope, userId: number, type: FavoriteType): Promise<GroupList> {
      return tenant.run(async (q) => favoritesRepo(q, tenant.tenantId).groups(userId, type));
    },

    draftSave(tenant: TenantScope, userId: number, key: string, data: unknown): Promise<{ key: string; updatedAt: string }> {
      const json = JSON.stringify(data);
      if (Buffer.byteLength(json, 'utf8') > DRAFT_MAX_BYTES) {
        throw new ApiError(CODE_PAYLOAD_TOO_LARGE, `草稿内容过大，最多 ${Math.round(DRAFT_MAX_BYTES / 1024)}KB`, 400);
      }
      return tenant.run(async (q) => {
        const repo = favoritesRepo(q, tenant.tenantId);
        const keys = await repo.draftKeys(userId);
        if (!keys.has(key) && keys.size >= DRAFTS_MAX) throw new ApiError(CODE_BAD_REQUEST, `草稿最多保存 ${DRAFTS_MAX} 份，请先删除不用的草稿`, 400);
        const at = await repo.saveDraft(userId, key, json);
        return { key, updatedAt: at.toISOString() };
      });
    },

    draftDelete(tenant: TenantScope, userId: number, key: string): Promise<{ key: string }> {
      return tenant.run(async (q) => {
        if (!(await favoritesRepo(q, tenant.tenantId).deleteDraft(userId, key))) throw new ApiError(CODE_NOT_FOUND, '草稿不存在', 404);
        return { key };
      });
    },

    draftFind(tenant: TenantScope, userId: number, key: string | undefined): Promise<{ list: Draft[] }> {
      return tenant.run(async (q) => ({
        list: (await favoritesRepo(q, tenant.tenantId).drafts(userId, key)).map((r) => ({ key: r.key, data: r.data as Draft['data'], updatedAt: r.updated_at.toISOString() })),
      }));
    },
  };
}
export type FavoritesService = ReturnType<typeof createFavoritesService>;
