import { z } from 'zod';
import { registerInfoSchema } from '../../../schemas/accounts';
import { userSessionSchema } from '../../../schemas/auth';
import {
  contactCardSchema,
  type contactSaveInputSchema,
  mobilesSchema,
  type pwdUpdateInputSchema,
  qrKeyResultSchema,
  realNameStateSchema,
  shieldItemSchema,
  userSettingSchema,
  type ContactCard,
  type QrKeyResult,
  type RealNameState,
  type UserSetting,
} from '../../../schemas/profile';
import type { ApiClient } from '../api/client';
import { useApiMutation, useApiQuery, useSession } from '../runtime';

/**
 * The user's own account: settings, bound numbers and e-mail, password, real
 * name, base info, shielded companies and contact card. Writes that answer the
 * new session put it in the session, so every screen shows the change.
 */
export const PROFILE_PATHS = {
  settingGet: '/api-user/user/settingGet',
  settingSave: '/api-user/user/settingSave',
  mobiles: '/api-user/user/mobiles',
  mobilesCode: '/api-user/user/mobilesCode',
  mobilesSave: '/api-user/user/mobilesSave',
  mobilesSetMain: '/api-user/user/mobilesSetMain',
  mobilesDelete: '/api-user/user/mobilesDelete',
  emailCode: '/api-user/user/emailCode',
  emailSave: '/api-user/user/emailSave',
  pwdUpdate: '/api-user/user/account/pwdUpdate',
  infoGet: '/api-user/user/infoGet',
  infoSave: '/api-user/user/infoSave',
  registerInfoGet: '/api-user/register/infoGet',
  registerInfoSave: '/api-user/register/infoSave',
  realNameValid: '/api-user/user/realName/valid',
  realName: '/api-user/user/realName',
  shieldFind: '/api-user/user/shieldFind',
  shieldSave: '/api-user/user/shieldSave',
  shieldDelete: '/api-user/user/shieldDelete',
  contactGet: '/api-user/user/contact/get',
  contactSave: '/api-user/user/contact/save',
  contactQrGet: '/api-user/user/contact/qrcodeGet',
  contactQrScan: '/api-user/user/contact/qrcodeScan',
} as const;

/* ---- settings ---- */

export function useUserSettings() {
  const { user } = useSession();
  return useApiQuery(PROFILE_PATHS.settingGet, {}, { enabled: user !== null, parse: (raw) => userSettingSchema.parse(raw) });
}

/** Saves some settings; the answer is the new settings, and the session's salary unit follows. */
export function useUserSettingSave() {
  return useApiMutation<Partial<UserSetting>, UserSetting>({
    run: async (patch, rt) => userSettingSchema.parse(await rt.api.request(PROFILE_PATHS.settingSave, patch)),
    apply: (next, patch, rt) => {
      rt.queryClient.setQueryData([PROFILE_PATHS.settingGet, {}], next);
      const u = rt.session.getState().user;
      if (u && patch.salaryUnit !== undefined) rt.session.update({ ...u, setting: { ...u.setting, salaryUnit: next.salaryUnit } });
    },
  });
}

/* ---- bound numbers, e-mail, password ---- */

export function useMobiles(enabled = true) {
  const { user } = useSession();
  return useApiQuery(PROFILE_PATHS.mobiles, {}, { enabled: enabled && user !== null, parse: (raw) => mobilesSchema.parse(raw) });
}

/** Asks for the code sent to a number about to be bound (answers the send-code result). */
export function useMobileCode() {
  return useApiMutation<{ mobile: string }>({ run: (body, rt) => rt.api.request(PROFILE_PATHS.mobilesCode, body) });
}

/** Binds a number (with its code), makes one the login number, or unbinds one; each answers the new list. */
export function useMobilesChange() {
  return useApiMutation<{ action: 'save'; body: { mobile: string; code: string } } | { action: 'setMain' | 'delete'; body: { mobile: string } }, z.infer<typeof mobilesSchema>>({
    run: async ({ action, body }, rt) => {
      const path = action === 'save' ? PROFILE_PATHS.mobilesSave : action === 'setMain' ? PROFILE_PATHS.mobilesSetMain : PROFILE_PATHS.mobilesDelete;
      return mobilesSchema.parse(await rt.api.request(path, body));
    },
    apply: (list, _vars, rt) => rt.queryClient.setQueryData([PROFILE_PATHS.mobiles, {}], list),
  });
}

export function useEmailCode() {
  return useApiMutation<{ email: string }>({ run: (body, rt) => rt.api.request(PROFILE_PATHS.emailCode, body) });
}

/** Binds the e-mail address with its code; the answer is the new session. */
export function useEmailSave() {
  return useApiMutation<{ email: string; code: string }, z.infer<typeof userSessionSchema>>({
    run: async (body, rt) => userSessionSchema.parse(await rt.api.request(PROFILE_PATHS.emailSave, body)),
    apply: (session, _vars, rt) => rt.session.update(session),
  });
}

/** Sent encrypted, as every password is. */
export function usePasswordUpdate() {
  return useApiMutation<z.infer<typeof pwdUpdateInputSchema>>({
    run: (body, rt) => rt.api.request(PROFILE_PATHS.pwdUpdate, body, { encrypt: true }),
  });
}

/* ---- real name ---- */

export function useRealNameState() {
  const { user } = useSession();
  return useApiQuery(PROFILE_PATHS.realNameValid, {}, { enabled: user !== null, parse: (raw) => realNameStateSchema.parse(raw) });
}

/**
 * Checks name and ID number with the identity service (sent encrypted). A
 * verified state is shown at once, then the session is read again (its
 * account now carries the real name); a failure there leaves the state shown.
 */
export function useRealNameSubmit() {
  return useApiMutation<{ name: string; idCard: string }, RealNameState>({
    run: async (body, rt) => {
      const next = realNameStateSchema.parse(await rt.api.request(PROFILE_PATHS.realName, body, { encrypt: true }));
      rt.queryClient.setQueryData([PROFILE_PATHS.realNameValid, {}], next);
      rt.session.update(userSessionSchema.parse(await rt.api.request(PROFILE_PATHS.infoGet, {})));
      return next;
    },
  });
}

/* ---- base info ---- */

export function useRegisterInfo() {
  const { user } = useSession();
  return useApiQuery(PROFILE_PATHS.registerInfoGet, {}, { enabled: user !== null, parse: (raw) => registerInfoSchema.parse(raw) });
}

/** A new avatar (a URL from the upload); the answer is the new session. */
export function useAvatarSave() {
  return useApiMutation<string>({
    run: async (avatar, rt) => rt.session.update(userSessionSchema.parse(await rt.api.request(PROFILE_PATHS.infoSave, { avatar }))),
  });
}

/**
 * Saves the base info: a seeker's through register/infoSave (all fields),
 * anyone else's name through user/infoSave. The new session is taken first;
 * `afterSave` (the seeker's resume kept in step) may fail without undoing it.
 */
export function useBaseInfoSave() {
  return useApiMutation<{ seeker: true; body: Record<string, unknown>; afterSave?: (api: ApiClient) => Promise<void> } | { seeker: false; body: { name: string }; afterSave?: undefined }>({
    run: async ({ seeker, body, afterSave }, rt) => {
      const raw = await rt.api.request(seeker ? PROFILE_PATHS.registerInfoSave : PROFILE_PATHS.infoSave, body);
      rt.session.update(userSessionSchema.parse(raw));
      // The account is saved; a refusal of the resume (shown by the request wrapper) leaves it so.
      if (afterSave) await afterSave(rt.api).catch(() => undefined);
    },
    invalidates: [[PROFILE_PATHS.registerInfoGet], ['/api-user/resume/get']],
  });
}

/* ---- shielded companies ---- */

const shieldPageSchema = z.object({ list: z.array(shieldItemSchema), total: z.number().int() });

export function useShieldList() {
  const { user } = useSession();
  return useApiQuery(PROFILE_PATHS.shieldFind, { limit: 50 }, { enabled: user !== null, parse: (raw) => shieldPageSchema.parse(raw) });
}

/** Hides the resume from a company (`shield` true) or shows it again. */
export function useShieldChange() {
  return useApiMutation<{ id: number; shield: boolean }>({
    run: ({ id, shield }, rt) => rt.api.request(shield ? PROFILE_PATHS.shieldSave : PROFILE_PATHS.shieldDelete, { ids: [id] }),
    invalidates: [[PROFILE_PATHS.shieldFind]],
  });
}

/* ---- contact card ---- */

/** The user's own card; a failure shows nothing (the form stays empty to fill in). */
export function useContactCard(enabled: boolean) {
  return useApiQuery<ContactCard>(PROFILE_PATHS.contactGet, {}, { enabled, silent: true, parse: (raw) => contactCardSchema.parse(raw) });
}

/** The card of the person whose code was scanned; an expired code is an error shown by the widget. */
export function useScannedContactCard(key: string) {
  return useApiQuery<ContactCard>(PROFILE_PATHS.contactQrScan, { key }, { silent: true, parse: (raw) => contactCardSchema.parse(raw) });
}

/** Saves the card; the held copy takes the saved fields (the next visit starts from them). */
export function useContactSave() {
  return useApiMutation<z.infer<typeof contactSaveInputSchema>>({
    run: (body, rt) => rt.api.request(PROFILE_PATHS.contactSave, body),
    apply: (_d, body, rt) => rt.queryClient.setQueryData<ContactCard>([PROFILE_PATHS.contactGet, {}], (old) => (old ? { ...old, wechat: body.wechat ?? old.wechat, mobile: body.mobile ?? old.mobile, email: body.email ?? old.email } : old)),
  });
}

/** A new QR code for the card (a key valid two minutes). */
export function useContactQr() {
  return useApiMutation<void, QrKeyResult>({
    run: async (_v, rt) => qrKeyResultSchema.parse(await rt.api.request(PROFILE_PATHS.contactQrGet, {})),
  });
}
