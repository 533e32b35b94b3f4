import type { Queryable } from '../../db/db';
import { moneyRepo } from './repo';

/** What a right unlocks is named by a ref; a resume's contact details are `resume:<seeker id>`. */
export const contactRef = (seekerUserId: number) => `resume:${seekerUserId}`;

/**
 * Whether the recruiter's company spent a contact right on this seeker's resume
 * (prop/rightsCount with data.resumeId). Other areas ask this: the resume
 * module shows the contact details unmasked once it was paid for.
 */
export async function contactUnlocked(q: Queryable, tenantId: number, recruiterUserId: number, seekerUserId: number): Promise<boolean> {
  const repo = moneyRepo(q, tenantId);
  const companyId = await repo.companyOf(recruiterUserId);
  return companyId !== null && (await repo.useByRef(companyId, 'rightsContact', contactRef(seekerUserId)));
}
