import type { Queryable } from '../../db/db';
import { commonRepo } from './repo';

/** The reference data other modules ask for; server/app.ts passes it to them. */
export function createCommonService() {
  return {
    /** Top-level industries in the operators' order, inside the caller's transaction. */
    async topIndustries(q: Queryable): Promise<{ id: number; name: string }[]> {
      return (await commonRepo(q).industries()).filter((i) => i.pid === 0).map(({ id, name }) => ({ id, name }));
    },
  };
}
export type CommonService = ReturnType<typeof createCommonService>;
