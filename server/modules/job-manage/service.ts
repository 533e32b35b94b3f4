import { z } from 'zod';
import { JOB_DEGREES, JOB_EXPERIENCES } from '../../../schemas/job';
import {
  JOB_MESSAGES,
  JOB_STATUS_CLOSED,
  JOB_STATUS_OPEN,
  JOB_TAG_SUGGESTIONS,
  jobFieldsSchema,
  type ChannelResult,
  type ChannelResultFindInput,
  type EditableJob,
  type JobFields,
  type JobSaveManyInput,
  type JobSaveResult,
  type ManageOptions,
  type MapLocation,
  type OptionTreeItem,
} from '../../../schemas/job-manage';
import { toPage } from '../../core/paging';
import {
  CODE_BAD_REQUEST,
  CODE_FORBIDDEN,
  CODE_NOT_FOUND,
  JOB_FREE_QUOTA_DEFAULT,
  JOB_REFRESH_INTERVAL_MS,
  MAP_FALLBACK_CENTER,
  MAP_ZOOM_ADDRESS,
  MAP_ZOOM_CITY,
} from '../../constants';
import type { Queryable } from '../../db/db';
import type { TenantScope } from '../../db/tenant';
import { ApiError } from '../../http/errors';
import { jobManageRepo, type Membership, type StoredJob } from './repo';

/** One problem of one job of a saveMany call. */
export interface SaveIssue {
  /** Position in the list (0-based). */
  index: number;
  /** The field, e.g. title or salaryMax. */
  path: string;
  message: string;
}

const notRecruiter = () => new ApiError(CODE_FORBIDDEN, '仅招聘者可以管理职位，请先切换为招聘者身份并加入企业', 403);
// Another company's or tenant's job answers exactly like a missing one.
const jobNotFound = () => new ApiError(CODE_NOT_FOUND, '职位不存在或无权管理', 404);

const mapDefaultSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  zoom: z.number().int().min(3).max(20).optional(),
  name: z.string().max(30).optional(),
});

function tree(rows: { id: number; pid: number; name: string }[]): OptionTreeItem[] {
  const byId = new Map<number, OptionTreeItem>(rows.map((r) => [r.id, { id: r.id, pid: r.pid, name: r.name }]));
  const roots: OptionTreeItem[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.pid);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

async function recruiterCompanies(q: Queryable, tenantId: number, userId: number): Promise<Membership[]> {
  const companies = await jobManageRepo(q, tenantId).memberships(userId);
  if (companies.length === 0) throw notRecruiter();
  return companies;
}

interface Prepared {
  index: number;
  stored: StoredJob | null;
  companyId: number;
  fields: JobFields;
  status: number;
  refresh: boolean;
}

/** Spends a right inside the caller's transaction (the money area's spendRight); 14550 with the key when none is left. */
export interface JobRightSpender {
  spendRight(q: Queryable, tenantId: number, userId: number, key: 'rightsJob', num: number, ref: string, companyId?: number): Promise<unknown>;
}

export function createJobManageService(deps: { now: () => number; rights?: JobRightSpender | undefined }) {
  /**
   * A job that is open beyond the company's free quota costs one job-post
   * right, once per job (the ref is the job). The caller locked the companies'
   * rows before writing, so parallel posts count and spend one after another.
   */
  async function gateOpenJobs(q: Queryable, tenantId: number, userId: number, opened: { id: number; companyId: number }[]) {
    const rights = deps.rights;
    if (!rights || opened.length === 0) return;
    const repo = jobManageRepo(q, tenantId);
    const setting = z.number().int().min(0).safeParse(await repo.settingJobFreeQuota());
    const quota = setting.success ? setting.data : JOB_FREE_QUOTA_DEFAULT;
    const byCompany = new Map<number, number[]>();
    for (const o of opened) byCompany.set(o.companyId, [...(byCompany.get(o.companyId) ?? []), o.id]);
    for (const [companyId, ids] of byCompany) {
      // Counted after the writes: the i-th of this call's opened jobs is number (open − ids.length + i + 1).
      const before = (await repo.openJobCount(companyId)) - ids.length;
      for (const [i, id] of ids.entries()) if (before + i + 1 > quota) await rights.spendRight(q, tenantId, userId, 'rightsJob', 1, `job:${id}`, companyId);
    }
  }

  /** The area, industry and position rules that need the reference tables. */
  async function checkReferences(q: Queryable, tenantId: number, items: Prepared[], fail: (index: number, path: string, message: string) => void) {
    const repo = jobManageRepo(q, tenantId);
    const codes = [...new Set(items.flatMap((p) => [p.fields.provinceCode, p.fields.cityCode, p.fields.districtCode].filter(Boolean)))];
    const areas = await repo.areas(codes);
    const industries = await repo.industryIds([...new Set(items.map((p) => p.fields.industryId))]);
    const positions = await repo.positionLevels([...new Set(items.map((p) => p.fields.positionId))]);
    for (const p of items) {
      const f = p.fields;
      const province = areas.get(f.provinceCode);
      const city = areas.get(f.cityCode);
      if (!province || province.level !== 1) fail(p.index, 'provinceCode', JOB_MESSAGES.areaUnknown);
      else if (!city || city.level !== 2) fail(p.index, 'cityCode', JOB_MESSAGES.areaUnknown);
      else if (city.parentCode !== province.code) fail(p.index, 'cityCode', JOB_MESSAGES.cityMismatch);
      else if (f.districtCode === '') {
        if (await repo.hasDistricts(city.code)) fail(p.index, 'districtCode', JOB_MESSAGES.districtEmpty);
      } else {
        const district = areas.get(f.districtCode);
        if (!district || district.level !== 3) fail(p.index, 'districtCode', JOB_MESSAGES.areaUnknown);
        else if (district.parentCode !== city.code) fail(p.index, 'districtCode', JOB_MESSAGES.districtMismatch);
      }
      if (!industries.has(f.industryId)) fail(p.index, 'industryId', JOB_MESSAGES.industryUnknown);
      const level = positions.get(f.positionId);
      if (level === undefined) fail(p.index, 'positionId', JOB_MESSAGES.positionUnknown);
      else if (level !== 3) fail(p.index, 'positionId', JOB_MESSAGES.positionLevel);
    }
  }

  return {
    /**
     * Creates and changes the recruiter's jobs, all or none. Every job is
     * validated in full (a change is merged into the stored record first), and
     * every problem is reported with its job's index; the message names the
     * first one.
     */
    saveMany(tenant: TenantScope, userId: number, input: JobSaveManyInput): Promise<JobSaveResult> {
      return tenant.run(async (q) => {
        const repo = jobManageRepo(q, tenant.tenantId);
        const companies = await recruiterCompanies(q, tenant.tenantId, userId);
        const companyIds = companies.map((c) => c.companyId);
        const issues: SaveIssue[] = [];
        const fail = (index: number, path: string, message: string) => void issues.push({ index, path, message });
        const seen = new Set<number>();
        const prepared: Prepared[] = [];
        const now = deps.now();
        for (const [index, item] of input.list.entries()) {
          if (item.companyId !== undefined && !companyIds.includes(item.companyId)) throw new ApiError(CODE_NOT_FOUND, '企业不存在或你不是该企业的招聘者', 404);
          let stored: StoredJob | null = null;
          if (item.id !== undefined) {
            if (seen.has(item.id)) {
              fail(index, 'id', '同一职位在一次提交中出现了多次');
              continue;
            }
            seen.add(item.id);
            stored = await repo.jobForUpdate(item.id, companyIds);
            if (!stored) throw jobNotFound();
          } else if (!item.data) {
            fail(index, 'data', '请填写职位信息');
            continue;
          }
          const parsed = jobFieldsSchema.safeParse({ ...stored?.fields, ...item.data });
          if (!parsed.success) {
            for (const issue of parsed.error.issues) fail(index, issue.path.join('.') || 'data', issue.message);
            continue;
          }
          const status = item.status ?? stored?.status ?? JOB_STATUS_OPEN;
          const refresh = stored !== null && item.refresh === true;
          if (refresh && status === JOB_STATUS_CLOSED) fail(index, 'refresh', '职位已关闭，请先重新开放再刷新');
          if (refresh && stored?.manualRefreshedAt) {
            const wait = stored.manualRefreshedAt.getTime() + JOB_REFRESH_INTERVAL_MS - now;
            if (wait > 0) fail(index, 'refresh', `职位刚刚刷新过，请 ${Math.ceil(wait / 60_000)} 分钟后再试`);
          }
          prepared.push({ index, stored, companyId: stored?.companyId ?? item.companyId ?? companyIds[0]!, fields: parsed.data, status, refresh });
        }
        if (prepared.length > 0) await checkReferences(q, tenant.tenantId, prepared, fail);
        if (issues.length > 0) {
          issues.sort((a, b) => a.index - b.index);
          const first = issues[0]!;
          const msg = input.list.length > 1 ? `第 ${first.index + 1} 个职位：${first.message}` : first.message;
          throw new ApiError(CODE_BAD_REQUEST, msg, 400, { issues });
        }
        const out: JobSaveResult['list'] = [];
        // Lock before the writes: the open-job count each post is checked against includes every earlier post.
        const opening = prepared.filter((p) => p.status === JOB_STATUS_OPEN && p.stored?.status !== JOB_STATUS_OPEN);
        if (deps.rights && opening.length > 0) for (const c of [...new Set(opening.map((p) => p.companyId))].sort((a, b) => a - b)) await repo.lockCompany(c);
        const opened: { id: number; companyId: number }[] = [];
        for (const p of prepared) {
          const row = p.stored
            ? await repo.update(p.stored.id, p.fields, p.status, p.refresh)
            : await repo.insert(p.companyId, userId, p.fields);
          if (!p.stored && p.status !== JOB_STATUS_OPEN) await repo.update(row.id, p.fields, p.status, false);
          if (opening.includes(p)) opened.push({ id: row.id, companyId: p.companyId });
          out.push({ id: row.id, created: !p.stored, status: p.status, refreshedAt: row.refreshed_at.toISOString() });
        }
        await gateOpenJobs(q, tenant.tenantId, userId, opened);
        return { list: out };
      });
    },

    channelResultFind(tenant: TenantScope, userId: number, input: ChannelResultFindInput): Promise<ChannelResult> {
      return tenant.run(async (q) => {
        const companies = await recruiterCompanies(q, tenant.tenantId, userId);
        const r = await jobManageRepo(q, tenant.tenantId).channelResults(
          companies.map((c) => c.companyId),
          input,
        );
        return toPage(r, input);
      });
    },

    manageGet(tenant: TenantScope, userId: number, id: number): Promise<EditableJob> {
      return tenant.run(async (q) => {
        const companies = await recruiterCompanies(q, tenant.tenantId, userId);
        const job = await jobManageRepo(q, tenant.tenantId).editable(
          id,
          companies.map((c) => c.companyId),
        );
        if (!job) throw jobNotFound();
        return job;
      });
    },

    /** Where the job editor's map opens: the job, the recruiter's company, or the site's default city. */
    mapInit(tenant: TenantScope, userId: number, jobId: number | undefined): Promise<MapLocation> {
      return tenant.run(async (q) => {
        const repo = jobManageRepo(q, tenant.tenantId);
        const companies = await repo.memberships(userId);
        if (jobId !== undefined) {
          const place = companies.length > 0 ? await repo.jobPlace(jobId, companies.map((c) => c.companyId)) : null;
          if (!place) throw jobNotFound();
          return { lat: place.lat, lng: place.lng, zoom: MAP_ZOOM_ADDRESS, source: 'job', label: place.address };
        }
        const company = companies[0];
        if (company) return { lat: company.lat, lng: company.lng, zoom: MAP_ZOOM_ADDRESS, source: 'company', label: company.address };
        const setting = mapDefaultSchema.safeParse(await repo.settingMapDefault());
        if (setting.success) {
          const s = setting.data;
          return { lat: s.lat, lng: s.lng, zoom: s.zoom ?? MAP_ZOOM_CITY, source: 'city', label: s.name ?? '' };
        }
        const city = await repo.busiestCity();
        const c = city ?? MAP_FALLBACK_CENTER;
        return { lat: c.lat, lng: c.lng, zoom: MAP_ZOOM_CITY, source: 'city', label: c.name };
      });
    },

    manageOptions(tenant: TenantScope): Promise<ManageOptions> {
      return tenant.run(async (q) => {
        const { industries, positions } = await jobManageRepo(q, tenant.tenantId).options();
        return {
          industries: tree(industries),
          positions: tree(positions),
          experiences: [...JOB_EXPERIENCES],
          degrees: [...JOB_DEGREES],
          tagSuggestions: [...JOB_TAG_SUGGESTIONS],
        };
      });
    },

  };
}
export type JobManageService = ReturnType<typeof createJobManageService>;
