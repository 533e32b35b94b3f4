import { readFileSync } from 'node:fs';

/**
 * Every call path spec §7 names, read from the spec's §7 (kept in tests/fixtures/spec-section7.md; ../shared/spec/SPEC.md when beside the repository).
 *
 * §7 is prose: most sentences are lists under a named prefix (`**Jobs, /api-user/job/**: find, find/lbs, …`),
 * which the parser reads by these rules:
 * - a paragraph's heading path (`/api-auth/app/`) is the base of every name in it;
 * - an absolute path anywhere (`/api-open/area/findAll`) is taken as it is and makes its folder the base
 *   of the names after it in the same clause (`suspend/start` after `/api-user/vip/settingGet`);
 * - a clause (between `;` or `. `) without a heading or absolute path starts from the API root of the last
 *   absolute path (`favoritesMe/findByUm` → `/api-user/favoritesMe/findByUm`), and its first name with a
 *   folder becomes the base of the rest (`findByHr` → `/api-user/favoritesMe/findByHr`);
 * - `group verb` is `group/verb` (`privateDrafts save`), parenthesised remarks are dropped, and a clause
 *   with prose in it (`/api-auth/wxa/generateUrlLink sends path, query, …`) yields its absolute paths only.
 * The few phrases no rule can read are interpreted below, each keyed by its exact words in the spec, so a
 * change to the spec fails here instead of passing silently.
 */
export interface SpecPath {
  path: string;
  /** A `userAccount*` group: answered when at least one call of the group answers. */
  group: boolean;
}

/** Phrases of §7 read by hand: the words as the spec has them → the paths they mean. */
export const INTERPRETED: Record<string, string[]> = {
  // Names after a foldered name stay in its folder here (and not in `find, find/lbs, findNews`).
  'document/get and find (key)': ['/api-user/common/document/get', '/api-user/common/document/find'],
  'conversation/list (page, limit), get, switchJob (cid, jobId), blacklist, byJob, byRelation': [
    '/api-user/im/conversation/list',
    '/api-user/im/conversation/get',
    '/api-user/im/conversation/switchJob',
    '/api-user/im/conversation/blacklist',
    '/api-user/im/conversation/byJob',
    '/api-user/im/conversation/byRelation',
  ],
  'contact/find (page, limit), topSet, blackSet, improperSet, removeSet': [
    '/api-user/im/contact/find',
    '/api-user/im/contact/topSet',
    '/api-user/im/contact/blackSet',
    '/api-user/im/contact/improperSet',
    '/api-user/im/contact/removeSet',
  ],
  // **Resume** has no heading path; its one absolute path names the folder.
  'get, save (key, data), delete (key, id), refresh, attachment analysis, register steps and skip': [
    '/api-user/resume/get',
    '/api-user/resume/save',
    '/api-user/resume/delete',
    '/api-user/resume/refresh',
    '/api-user/resume/attachment/analyse',
    '/api-user/resume/register/steps',
    '/api-user/resume/register/skip',
  ],
  'userForm get/submit': ['/v1/t0/userFormGet', '/v1/t0/userFormSubmit'],
  'userInfoGet/Save': ['/v1/t0/userInfoGet', '/v1/t0/userInfoSave'],
  'userSettingGet/Save': ['/v1/t0/userSettingGet', '/v1/t0/userSettingSave'],
  'userBrand* (incl. address save/find/delete/default)': [
    '/v1/t0/userBrand*',
    '/v1/t0/userBrandAddressSave',
    '/v1/t0/userBrandAddressFind',
    '/v1/t0/userBrandAddressDelete',
    '/v1/t0/userBrandAddressDefault',
  ],
  'userTools* (complete address, AI retouch, map static image)': [
    '/v1/t0/userToolsAddressComplete',
    '/v1/t0/userToolsAiRetouch',
    '/v1/t0/userToolsMapStaticImage',
  ],
  'userTrade* and userPayment* (create, confirm, status, get)': [
    '/v1/t0/userTrade*',
    '/v1/t0/userPaymentCreate',
    '/v1/t0/userPaymentConfirm',
    '/v1/t0/userPaymentStatus',
    '/v1/t0/userPaymentGet',
  ],
  // The spec names neither call; these are the names the server gives them.
  'a map providers config': ['/v1/t0/userProvidersMapConfig'],
  'a location log call with an encoded location': ['/v1/t0/userLocationLog'],
  'config get/save': ['/api-admin/app/config/get', '/api-admin/app/config/save'],
  'design page get/save/find/link/preview': [
    '/api-admin/app/design/page/get',
    '/api-admin/app/design/page/save',
    '/api-admin/app/design/page/find',
    '/api-admin/app/design/page/link',
    '/api-admin/app/design/page/preview',
  ],
  'design get/save/footer': ['/api-admin/app/design/get', '/api-admin/app/design/save', '/api-admin/app/design/footer'],
};

const ABSOLUTE = /\/(?:api-[a-z]+|im|v1)\/[A-Za-z0-9/]*[A-Za-z0-9*]/g;
const NAME = /^[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z][A-Za-z0-9]*)*\*?$/;

/** Section 7 of a spec file: from its heading to section 8's (or the end, for the kept copy of §7 alone). */
export function specSection7(specFile: string): string {
  const text = readFileSync(specFile, 'utf8');
  const start = text.indexOf('## 7.');
  const end = text.indexOf('## 8.');
  if (start < 0 || (end >= 0 && end < start)) throw new Error(`${specFile}: no section 7`);
  return text.slice(start, end < 0 ? undefined : end);
}

export function specPaths(specFile: string): SpecPath[] {
  let section = specSection7(specFile);
  const out: string[] = [];
  for (const [phrase, paths] of Object.entries(INTERPRETED)) {
    if (!section.includes(phrase)) throw new Error(`spec §7 no longer says "${phrase}"`);
    out.push(...paths);
    section = section.replace(phrase, '');
  }
  let root = '/api-user/';
  for (const line of section.split('\n')) {
    const m = /^\*\*([^*]+)\*\*:?\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    const heading = /\/[a-z0-9-]+\/(?:[A-Za-z0-9]+\/)*/.exec(m[1]!)?.[0] ?? null;
    // Remarks in brackets carry field names, not calls.
    const body = m[2]!.replace(/\([^)]*\)/g, '').replace(/\{[^}]*\}/g, '').replace(/\*\*[^*]+\*\*:?/g, ';');
    for (const clause of body.split(/;|\.\s|\.$/)) {
      let base = heading;
      const items = clause.split(/,|\band\b/).map((s) => s.trim().replace(/^plus user-side groups /, '')).filter(Boolean);
      const prose = items.some((s) => !NAME.test(s) && !/^\//.test(s) && !/^[A-Za-z]+ [a-z]+$/.test(s)) || items.some((s) => /^\/\S+\s/.test(s));
      for (const abs of clause.match(ABSOLUTE) ?? []) {
        out.push(abs);
        root = `/${abs.split('/')[1]}/`;
      }
      if (prose) continue;
      for (const item of items) {
        if (item.startsWith('/')) {
          base = item.slice(0, item.lastIndexOf('/') + 1);
          continue;
        }
        const name = item.replace(' ', '/');
        if (!base) base = name.includes('/') ? `${root}${name.slice(0, name.lastIndexOf('/') + 1)}` : root;
        const path = name.includes('/') && !heading && base.endsWith(`/${name.slice(0, name.lastIndexOf('/') + 1)}`) ? `${base}${name.slice(name.lastIndexOf('/') + 1)}` : `${base}${name}`;
        out.push(path);
      }
    }
  }
  return [...new Set(out)].map((p) => ({ path: p.replace(/\*$/, ''), group: p.endsWith('*') }));
}
