import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import {
  hrInfoResultSchema,
  resetValidResultSchema,
  type seekerInfoInputSchema,
  switchCodeUrlResultSchema,
  switchRoleBeforeResultSchema,
  switchStatusResultSchema,
  type HrInfoInput,
  type HrInfoResult,
  type ResetValidResult,
  type SwitchCodeUrlResult,
} from '../../../schemas/accounts';
import { userSessionSchema } from '../../../schemas/auth';
import { ROLE_SWITCH_POLL_MS } from '../constants';
import { useApiMutation, useRuntime } from '../runtime';

/**
 * Who the user is: completing registration, switching role (here or for
 * another device by QR code), confirming another device's login, and
 * resetting a forgotten password. Writes that answer a session put it in
 * the session, which every screen follows.
 */
export const ACCOUNT_PATHS = {
  registerInfoSave: '/api-user/register/infoSave',
  hrInfoSave: '/api-user/register/hrInfoSave',
  switchRoleBefore: '/api-user/user/switchRoleBefore',
  switchRole: '/api-user/user/switchRole',
  switchScan: '/api-user/user/switch/scan',
  switchConfirm: '/api-user/user/switch/confirm',
  switchCodeUrl: '/api-user/user/switch/codeurl',
  switchStatus: '/api-user/user/switch/status',
  authorizeScan: '/api-user/user/authorizeScan',
  authorizeConfirm: '/api-user/user/authorizeConfirm',
  resetCode: '/api-auth/user/resetCode',
  resetValid: '/api-auth/user/resetValid',
  reset: '/api-auth/user/reset',
} as const;

/* ---- registration ---- */

/** A job seeker's name, gender and birthday; the answer is the new session. */
export function useSeekerRegister() {
  return useApiMutation<z.infer<typeof seekerInfoInputSchema>>({
    run: async (body, rt) => rt.session.update(userSessionSchema.parse(await rt.api.request(ACCOUNT_PATHS.registerInfoSave, body))),
  });
}

/**
 * A recruiter's name, position and company: creates the company, or with
 * `join` sends a join request to the company of that name. The first try is
 * silent, as the form itself answers a taken name (申请加入？) or shows the
 * refusal; the join request is not.
 */
export function useRecruiterRegister() {
  return useApiMutation<{ input: HrInfoInput; join: boolean }, HrInfoResult>({
    run: async ({ input, join }, rt) => {
      const raw = join ? await rt.api.request(ACCOUNT_PATHS.hrInfoSave, { ...input, join: true }) : await rt.api.request(ACCOUNT_PATHS.hrInfoSave, input, { silent: true });
      const r = hrInfoResultSchema.parse(raw);
      rt.session.update(userSessionSchema.parse(raw));
      return r;
    },
  });
}

/* ---- role switch ---- */

/**
 * Switches the user's role: confirming another device's request when this
 * phone scanned its code (`scannedKey`), else here, after the server said the
 * role needs nothing more ('needs-company' when it needs a company first).
 */
export function useRoleSwitch() {
  return useApiMutation<{ role: number; scannedKey: string | null }, 'switched' | 'needs-company'>({
    run: async ({ role, scannedKey }, rt) => {
      if (scannedKey) {
        rt.session.update(userSessionSchema.parse(await rt.api.request(ACCOUNT_PATHS.switchConfirm, { key: scannedKey, role })));
        return 'switched';
      }
      const before = switchRoleBeforeResultSchema.parse(await rt.api.request(ACCOUNT_PATHS.switchRoleBefore, { role }));
      if (!before.ok) return 'needs-company';
      rt.session.update(userSessionSchema.parse(await rt.api.request(ACCOUNT_PATHS.switchRole, { role })));
      return 'switched';
    },
  });
}

/** The phone side: reports once that it scanned another device's switch code. */
export function useSwitchScan() {
  return useApiMutation<string>({ run: (key, rt) => rt.api.request(ACCOUNT_PATHS.switchScan, { key }) });
}

/** The showing side: a code (and its address) for a logged-in phone to scan. */
export function useSwitchCode() {
  return useApiMutation<void, SwitchCodeUrlResult>({
    run: async (_v, rt) => switchCodeUrlResultSchema.parse(await rt.api.request(ACCOUNT_PATHS.switchCodeUrl, {})),
  });
}

/**
 * The showing side waits for the phone: the code's status, asked every
 * ROLE_SWITCH_POLL_MS (silently; a failed ask just waits for the next) until
 * it is confirmed or expired.
 */
export function useSwitchStatus(key: string | null) {
  const rt = useRuntime();
  return useQuery({
    queryKey: [ACCOUNT_PATHS.switchStatus, { key }],
    queryFn: async ({ signal }) => switchStatusResultSchema.parse(await rt.api.request(ACCOUNT_PATHS.switchStatus, { key }, { silent: true, signal })),
    enabled: key !== null,
    // Every answer is news: never served from the cache.
    gcTime: 0,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'confirmed' || q.state.data?.status === 'expired' ? false : ROLE_SWITCH_POLL_MS),
    refetchIntervalInBackground: true,
  });
}

/* ---- another device's login ---- */

/** Reports at once that this phone scanned the code (that device then says 已扫码); silent, the widget says 二维码已失效. */
export function useAuthorizeScan() {
  return useApiMutation<string>({ run: (key, rt) => rt.api.request(ACCOUNT_PATHS.authorizeScan, { key }, { silent: true }) });
}

/** Logs the other device in (`confirm`) or turns it away. */
export function useAuthorizeConfirm() {
  return useApiMutation<{ key: string; confirm: boolean }>({ run: (body, rt) => rt.api.request(ACCOUNT_PATHS.authorizeConfirm, body) });
}

/* ---- forgotten password (every body RSA-encrypted) ---- */

export function useResetCode() {
  return useApiMutation<string>({ run: (mobile, rt) => rt.api.request(ACCOUNT_PATHS.resetCode, { mobile }, { encrypt: true }) });
}

/** Proves the number with its code; the answer is the ticket the new password goes with. */
export function useResetValid() {
  return useApiMutation<{ mobile: string; code: string }, ResetValidResult>({
    run: async (body, rt) => resetValidResultSchema.parse(await rt.api.request(ACCOUNT_PATHS.resetValid, body, { encrypt: true })),
  });
}

export function usePasswordReset() {
  return useApiMutation<{ ticket: string; password: string }>({ run: (body, rt) => rt.api.request(ACCOUNT_PATHS.reset, body, { encrypt: true }) });
}
