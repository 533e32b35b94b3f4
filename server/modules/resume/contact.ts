import type { ContactReason } from '../../../schemas/resume';
import type { Queryable } from '../../db/db';
import { acceptedExchangeBetween } from '../im/access';
import { contactUnlocked } from '../money/access';
import { resumeRepo } from './repo';

/**
 * Whether a recruiter may see a seeker's phone and e-mail, and why: once the
 * seeker applied (not cancelled) to a job of one of the recruiter's companies,
 * or accepted a phone, WeChat or resume exchange with the recruiter in chat,
 * or the recruiter's company spent a contact right on it (the money area).
 */
export async function contactVisible(
  q: Queryable,
  tenantId: number,
  recruiterUserId: number,
  seekerUserId: number,
): Promise<{ visible: boolean; reason: ContactReason }> {
  if (recruiterUserId === seekerUserId) return { visible: true, reason: 'self' };
  const repo = resumeRepo(q, tenantId);
  const companies = await repo.companyIds(recruiterUserId);
  const applied = await repo.applications(seekerUserId, companies);
  if (applied.length > 0) return { visible: true, reason: 'applied' };
  if (await acceptedExchangeBetween(q, tenantId, recruiterUserId, seekerUserId)) return { visible: true, reason: 'exchange' };
  if (await contactUnlocked(q, tenantId, recruiterUserId, seekerUserId)) return { visible: true, reason: 'unlocked' };
  return { visible: false, reason: 'masked' };
}
