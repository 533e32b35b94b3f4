import { BRAND_ADDRESS_MAX, type BrandAddress, type BrandAddressSaveInput } from '../../../schemas/system';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND } from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { addressRepo } from './address-repo';

/** Which company a user acts for; the company module answers it (approved members only). */
export interface MembershipLookup {
  membershipOf(q: Queryable, tenantId: number, userId: number): Promise<{ companyId: number } | null>;
}

const notFound = () => new ApiError(CODE_NOT_FOUND, '地址不存在', 404);

/**
 * A company's work addresses (/v1/t0/userBrandAddress*). Only members of the company read or change them;
 * the company is always the caller's own, never one named in the request, so ids of another company's
 * (or tenant's) addresses are simply "not found".
 */
export function createBrandAddressService({ companies }: { companies: MembershipLookup }) {
  async function inCompany<T>(tenant: TenantScope, userId: number, fn: (repo: ReturnType<typeof addressRepo>) => Promise<T>): Promise<T> {
    return tenant.run(async (q) => {
      const m = await companies.membershipOf(q, tenant.tenantId, userId);
      if (!m) throw new ApiError(CODE_FORBIDDEN, '你还没有加入公司，不能管理公司地址', 403);
      return fn(addressRepo(q, tenant.tenantId, m.companyId));
    });
  }
  return {
    find: (tenant: TenantScope, userId: number): Promise<{ list: BrandAddress[] }> => inCompany(tenant, userId, async (repo) => ({ list: await repo.list() })),

    save: (tenant: TenantScope, userId: number, input: BrandAddressSaveInput): Promise<{ list: BrandAddress[] }> =>
      inCompany(tenant, userId, async (repo) => {
        if ((input.lat === undefined) !== (input.lng === undefined)) throw new ApiError(CODE_BAD_REQUEST, '经纬度需同时填写', 400);
        const a = { name: input.name, address: input.address, lat: input.lat ?? null, lng: input.lng ?? null };
        const count = await repo.lock();
        let id = input.id;
        if (id === undefined) {
          if (count >= BRAND_ADDRESS_MAX) throw new ApiError(CODE_BAD_REQUEST, `公司地址最多 ${BRAND_ADDRESS_MAX} 个`, 400);
          id = await repo.insert(a);
        } else if (!(await repo.update(id, a))) throw notFound();
        if (input.isDefault) await repo.setDefault(id);
        await repo.ensureDefault();
        return { list: await repo.list() };
      }),

    remove: (tenant: TenantScope, userId: number, id: number): Promise<{ list: BrandAddress[] }> =>
      inCompany(tenant, userId, async (repo) => {
        await repo.lock();
        if (!(await repo.remove(id)).removed) throw notFound();
        await repo.ensureDefault();
        return { list: await repo.list() };
      }),

    setDefault: (tenant: TenantScope, userId: number, id: number): Promise<{ list: BrandAddress[] }> =>
      inCompany(tenant, userId, async (repo) => {
        await repo.lock();
        if (!(await repo.setDefault(id))) throw notFound();
        return { list: await repo.list() };
      }),
  };
}
export type BrandAddressService = ReturnType<typeof createBrandAddressService>;
