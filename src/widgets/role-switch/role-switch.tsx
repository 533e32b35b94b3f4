import { Button, Card, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { SwitchCodeUrlResult } from '../../../schemas/accounts';
import { ROLE_RECRUITER, ROLE_SEEKER } from '../../../schemas/client-config';
import { useRoleSwitch, useSwitchCode, useSwitchScan, useSwitchStatus } from '../../runtime/data-hooks/use-account';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime, useSession } from '../../runtime/runtime';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { QrCode } from '../../runtime/ui/qr-code';
import { paths } from '../../runtime/paths';
import type { RoleSwitchProps } from './schema';
import './role-switch.css';

const ROLES = [
  { role: ROLE_SEEKER, title: '求职者', desc: '找工作、投简历、与招聘者沟通' },
  { role: ROLE_RECRUITER, title: '招聘者', desc: '发布职位、搜索人才、邀请面试' },
];

/** ?key= in the address: this phone scanned another device's code. */
const scannedKey = () => new URLSearchParams(window.location.search).get('key');

export function RoleSwitch(props: WidgetRenderProps<RoleSwitchProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const switchRole = useRoleSwitch();
  const busy = switchRole.isPending ? switchRole.variables.role : null;
  const codeCall = useSwitchCode();
  const [code, setCode] = useState<SwitchCodeUrlResult | null>(null);
  const reportScan = useSwitchScan();
  const scan = reportScan.isSuccess ? 'scanned' : reportScan.isError ? 'failed' : 'none';
  const key = scannedKey();
  const status = useSwitchStatus(code?.key ?? null);

  // The phone side: report the scan once; the user then picks the role to confirm.
  const { mutate: report, isIdle: notReported } = reportScan;
  useEffect(() => {
    if (user && key && notReported) report(key);
  }, [user, key, notReported, report]);

  // The showing side: polled until the phone confirmed; the new session arrives with the status.
  const s = status.data;
  useEffect(() => {
    if (s?.status === 'confirmed' && s.user) {
      rt.session.update(s.user);
      Toast.show({ content: '已在手机上确认切换' });
      rt.navigator.navigate?.(props.doneLink, { replace: true });
    } else if (s?.status === 'expired') {
      setCode(null);
      Toast.show({ content: '二维码已失效，请重新获取' });
    }
  }, [s, rt, props.doneLink]);

  if (!user) {
    return (
      <LoginPrompt host={props.host} button="登录后切换身份" link={{ type: 'login' }} />
    );
  }

  async function choose(role: number) {
    if (!user || role === user.role || switchRole.isPending) return;
    try {
      const done = await switchRole.mutateAsync({ role, scannedKey: key && scan === 'scanned' ? key : null });
      if (done === 'needs-company') {
        Toast.show({ content: '请先完善企业信息' });
        rt.navigator.navigate?.(paths.register.href({ role }));
        return;
      }
      Toast.show({ content: `已切换为${ROLES.find((r) => r.role === role)?.title ?? '新身份'}` });
      rt.navigator.navigate?.(props.doneLink, { replace: true });
    } catch {
      // Shown by the request wrapper.
    }
  }

  async function otherDevice() {
    try {
      setCode(await codeCall.mutateAsync());
    } catch {
      // Shown by the request wrapper.
    }
  }

  return (
    <div className="w-role-switch">
      {key && scan === 'scanned' && <p className="w-role-switch__note">你正在为另一台设备切换身份，请选择身份确认</p>}
      {key && scan === 'failed' && <p className="w-role-switch__note w-role-switch__note--error">二维码已失效，请在另一台设备上刷新</p>}
      {ROLES.map((r) => (
        <Card key={r.role} className={`w-role-switch__card${r.role === user.role ? ' w-role-switch__card--current' : ''}`} onClick={() => void choose(r.role)}>
          <div className="w-role-switch__row">
            <div>
              <h3>{r.title}</h3>
              <p>{r.desc}</p>
            </div>
            {r.role === user.role ? <span className="w-role-switch__tag">当前身份</span> : <Button size="small" color="primary" loading={busy === r.role}>切换</Button>}
          </div>
        </Card>
      ))}
      {props.allowOtherDevice && !key && (
        <div className="w-role-switch__other">
          {code ? (
            <>
              <p>用已登录的手机扫码（或打开下面的地址），选择身份后本设备自动切换：</p>
              <div className="w-role-switch__qr">
                <QrCode text={code.url} label="切换身份二维码" />
              </div>
              <code data-testid="switch-url">{code.url}</code>
              <p className="w-role-switch__hint">有效期至 {new Date(code.expiresAt).toLocaleTimeString()}</p>
            </>
          ) : (
            <Button block fill="outline" loading={codeCall.isPending} onClick={() => void otherDevice()}>
              在手机上确认切换
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
