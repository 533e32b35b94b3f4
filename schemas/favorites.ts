import { z } from 'zod';
import { idSchema, PG_INT_MAX } from './fields';
import { pageQuerySchema, pageResultSchema } from './paging';

/**
 * Favorites, private groups and drafts (spec §3, §7: /api-user/userFavorites/*,
 * favoritesMe/*, privateGroup/*, privateDrafts/*).
 */

/** What can be favorited: a seeker's resume (id = the seeker's user id), a job, a company (brand), a user. */
export const FAVORITE_TYPES = ['resume', 'job', 'brand', 'user'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
export const FAVORITE_TYPE_NAMES: Record<FavoriteType, string> = { resume: '简历', job: '职位', brand: '公司', user: '用户' };

/** Groups a user may keep per favorite type. */
export const PRIVATE_GROUPS_MAX = 20;
export const GROUP_NAME_MAX = 10;
/** Favorites a user may keep per type. */
export const FAVORITES_MAX = 1000;
/** Ids one delete or filing call may carry. */
export const FAVORITE_IDS_MAX = 100;
/** A draft's data as JSON text may be this long (bytes, UTF-8). */
export const DRAFT_MAX_BYTES = 65_536;
/** Drafts a user may keep. */
export const DRAFTS_MAX = 50;

export const favoriteTypeSchema = z.enum(FAVORITE_TYPES, { error: '收藏类型只能是 resume、job、brand 或 user' });
const positiveId = (message: string) => idSchema(message);

/** userFavorites/save: favorite an item (again: no second row); a given groupId files it (null takes it out). */
export const favoriteSaveInputSchema = z.object({
  type: favoriteTypeSchema,
  data: z.object(
    {
      /** The job, company or user id (for a resume: the seeker's user id). */
      id: positiveId('收藏对象 id 无效'),
      /** A group of the same type; null for none. */
      groupId: positiveId('分组 id 无效').nullable().optional(),
    },
    { error: '请提交收藏对象' },
  ),
});
export type FavoriteSaveInput = z.infer<typeof favoriteSaveInputSchema>;
export const favoriteSaveResultSchema = z.object({ id: z.number().int(), created: z.boolean(), groupId: z.number().int().nullable() });

/** userFavorites/delete: favorite ids (from findAll or find). */
export const favoriteDeleteInputSchema = z.object({
  ids: z.array(positiveId('收藏 id 无效'), { error: '请选择要取消的收藏' }).min(1, '请选择要取消的收藏').max(FAVORITE_IDS_MAX, `一次最多取消 ${FAVORITE_IDS_MAX} 个收藏`),
});

/** userFavorites/findAll: every favorite of a type, ids only (for stars on lists). */
export const favoriteFindAllInputSchema = z.object({ type: favoriteTypeSchema });
export const favoriteRefSchema = z.object({
  /** The favorite's own id (for delete). */
  id: z.number().int(),
  /** The favorited item's id. */
  dataId: z.number().int(),
  groupId: z.number().int().nullable(),
});
export type FavoriteRef = z.infer<typeof favoriteRefSchema>;
export const favoriteFindAllResultSchema = z.object({ list: z.array(favoriteRefSchema) });

/** userFavorites/find: a page of one type with the items' summaries. */
export const favoriteFindInputSchema = pageQuerySchema.extend({
  type: favoriteTypeSchema,
  /** A group id; 0 for favorites in no group; absent for all. */
  groupId: z.number({ error: '分组 id 无效' }).int('分组 id 无效').min(0, '分组 id 无效').max(PG_INT_MAX, '分组 id 无效').optional(),
});
export type FavoriteFindInput = z.infer<typeof favoriteFindInputSchema>;

/** What a favorite shows of the item it points at; null fields for an item removed since. */
export const favoriteItemSchema = z.object({
  id: z.number().int(),
  type: favoriteTypeSchema,
  dataId: z.number().int(),
  groupId: z.number().int().nullable(),
  createdAt: z.string(),
  /** False when the item is gone or closed (the favorite stays until removed). */
  available: z.boolean(),
  job: z
    .object({
      id: z.number().int(),
      title: z.string(),
      salaryMin: z.number().int(),
      salaryMax: z.number().int(),
      salaryUnit: z.number().int(),
      cityName: z.string(),
      status: z.number().int(),
      company: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
    })
    .nullable(),
  brand: z.object({ id: z.number().int(), name: z.string(), shortName: z.string().default(''), logo: z.string(), industryName: z.string(), cityName: z.string() }).nullable(),
  resume: z.object({ id: z.number().int(), name: z.string(), avatar: z.string(), degree: z.string(), workingDate: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }).nullable(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export const favoritePageSchema = pageResultSchema(favoriteItemSchema);
export type FavoritePage = z.infer<typeof favoritePageSchema>;

/** favoritesMe/findByUm and findByHr: who favorited me, newest first. */
export const favoritesMeInputSchema = pageQuerySchema;
export const favoritesMeItemSchema = z.object({
  id: z.number().int(),
  /** resume or user (findByUm); job or brand (findByHr). */
  type: favoriteTypeSchema,
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }),
  /** findByUm: the recruiter's company and position. */
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
  position: z.string(),
  /** findByHr: the job favorited (type job). */
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** findByHr: the seeker's degree, for a quick look. */
  degree: z.string(),
});
export type FavoritesMeItem = z.infer<typeof favoritesMeItemSchema>;
export const favoritesMePageSchema = pageResultSchema(favoritesMeItemSchema);
export type FavoritesMePage = z.infer<typeof favoritesMePageSchema>;

const groupName = z
  .string({ error: '请输入分组名称' })
  .trim()
  .min(1, '请输入分组名称')
  .refine((t) => [...t].length <= GROUP_NAME_MAX, `分组名称最多 ${GROUP_NAME_MAX} 个字`);

/** privateGroup/save: a new group ({name}) or a renamed/re-sorted one ({id, name?, sort?}); load files favorites into it. */
export const groupSaveInputSchema = z.object({
  type: favoriteTypeSchema,
  data: z.object(
    {
      id: positiveId('分组 id 无效').optional(),
      name: groupName.optional(),
      /** Lower first. */
      sort: z.number({ error: '排序值无效' }).int('排序值无效').min(0, '排序值无效').max(9999, '排序值无效').optional(),
    },
    { error: '请提交分组' },
  ),
  /** Favorite ids to file into this group (moved out of any other). */
  load: z.array(positiveId('收藏 id 无效'), { error: '请提交要移动的收藏' }).max(FAVORITE_IDS_MAX, `一次最多移动 ${FAVORITE_IDS_MAX} 个收藏`).optional(),
});
export type GroupSaveInput = z.infer<typeof groupSaveInputSchema>;
export const groupDeleteInputSchema = z.object({ type: favoriteTypeSchema, id: positiveId('分组 id 无效') });
export const groupFindInputSchema = z.object({ type: favoriteTypeSchema });
/** A private group (spec §3): type, id, name, sort, and how many favorites it holds. */
export const privateGroupSchema = z.object({ id: z.number().int(), type: favoriteTypeSchema, name: z.string(), sort: z.number().int(), count: z.number().int() });
export type PrivateGroup = z.infer<typeof privateGroupSchema>;
export const groupListSchema = z.object({
  list: z.array(privateGroupSchema),
  /** Favorites of the type in no group. */
  ungrouped: z.number().int(),
  total: z.number().int(),
});
export type GroupList = z.infer<typeof groupListSchema>;

const draftKey = z
  .string({ error: '草稿键无效' })
  .regex(/^[A-Za-z0-9][\w.:-]{0,63}$/, '草稿键只能包含字母、数字和 _ . : -，最多 64 个字符');
/** privateDrafts/save: any JSON under a key, at most DRAFT_MAX_BYTES. */
export const draftSaveInputSchema = z.object({ key: draftKey, data: z.json({ error: '草稿内容无效' }) });
export const draftDeleteInputSchema = z.object({ key: draftKey });
export const draftFindInputSchema = z.object({ key: draftKey.optional() });
export const draftSchema = z.object({ key: z.string(), data: z.json(), updatedAt: z.string() });
export type Draft = z.infer<typeof draftSchema>;
export const draftListSchema = z.object({ list: z.array(draftSchema) });
