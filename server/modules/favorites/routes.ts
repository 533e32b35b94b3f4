import {
  draftDeleteInputSchema,
  draftFindInputSchema,
  draftSaveInputSchema,
  favoriteDeleteInputSchema,
  favoriteFindAllInputSchema,
  favoriteFindInputSchema,
  favoriteSaveInputSchema,
  favoritesMeInputSchema,
  groupDeleteInputSchema,
  groupFindInputSchema,
  groupSaveInputSchema,
} from '../../../schemas/favorites';
import type { Protocol } from '../../http/protocol';
import type { FavoritesService } from './service';

/** Favorites and who favorited me, private groups, drafts (spec §7). */
export function registerFavoritesRoutes(api: Protocol, svc: FavoritesService): void {
  const user = { auth: 'user' as const };
  api.post('/api-user/userFavorites/save', { input: favoriteSaveInputSchema, ...user }, (input, ctx) => svc.save(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/userFavorites/delete', { input: favoriteDeleteInputSchema, ...user }, (input, ctx) => svc.delete(ctx.tenant, ctx.user.id, input.ids));
  api.post('/api-user/userFavorites/findAll', { input: favoriteFindAllInputSchema, ...user }, (input, ctx) => svc.findAll(ctx.tenant, ctx.user.id, input.type));
  api.post('/api-user/userFavorites/find', { input: favoriteFindInputSchema, ...user }, (input, ctx) => svc.find(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/favoritesMe/findByUm', { input: favoritesMeInputSchema, ...user }, (input, ctx) =>
    svc.findByUm(ctx.tenant, ctx.user.id, input.page, input.limit),
  );
  api.post('/api-user/favoritesMe/findByHr', { input: favoritesMeInputSchema, ...user }, (input, ctx) =>
    svc.findByHr(ctx.tenant, ctx.user.id, input.page, input.limit),
  );
  api.post('/api-user/privateGroup/save', { input: groupSaveInputSchema, ...user }, (input, ctx) => svc.groupSave(ctx.tenant, ctx.user.id, input));
  api.post('/api-user/privateGroup/delete', { input: groupDeleteInputSchema, ...user }, (input, ctx) => svc.groupDelete(ctx.tenant, ctx.user.id, input.type, input.id));
  api.post('/api-user/privateGroup/find', { input: groupFindInputSchema, ...user }, (input, ctx) => svc.groupFind(ctx.tenant, ctx.user.id, input.type));
  api.post('/api-user/privateDrafts/save', { input: draftSaveInputSchema, ...user }, (input, ctx) => svc.draftSave(ctx.tenant, ctx.user.id, input.key, input.data));
  api.post('/api-user/privateDrafts/delete', { input: draftDeleteInputSchema, ...user }, (input, ctx) => svc.draftDelete(ctx.tenant, ctx.user.id, input.key));
  api.post('/api-user/privateDrafts/find', { input: draftFindInputSchema, ...user }, (input, ctx) => svc.draftFind(ctx.tenant, ctx.user.id, input.key));
}
