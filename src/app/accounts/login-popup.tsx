import { Popup, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { z } from 'zod';
import type { UserSession } from '../../../schemas/auth';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import type { PopupRenderProps } from '../../runtime/popups';
import { useRuntime } from '../../runtime/runtime';
import { paths } from '../paths';
import { CodeLoginForm } from './code-login-form';
import './login-popup.css';
import { PasswordLoginForm } from './password-login-form';

/** Props the login popup is opened with (spec §2: loginType and registerRole). */
export const loginPopupPropsSchema = z.object({
  /** 'password' or 'code' (SMS): which way of logging in shows first. */
  loginType: z.enum(['password', 'code']).catch('password').default('password'),
  /** The role a new account registers with (0 job seeker, 1 recruiter). */
  registerRole: z.number().int().catch(0).default(0),
});
type LoginPopupProps = z.input<typeof loginPopupPropsSchema>;

const toastTop = (content: string) => Toast.show({ content, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } as React.CSSProperties });

/**
 * The login popup (spec §2, §4): password or SMS code. It confirms with the
 * user once the session holds one; envelope errors were already shown by the
 * request wrapper, so it only shows its own input checks.
 */
export function LoginPopup({ props, visible, confirm, cancel }: PopupRenderProps<LoginPopupProps, UserSession>) {
  const { navigator } = useRuntime();
  const { loginType, registerRole } = loginPopupPropsSchema.parse(props ?? {});
  const [tab, setTab] = useState<'password' | 'code'>(loginType);
  const loggedIn = (user: UserSession, created = false) => {
    confirm(user);
    // A number's first code login made the account: registration (in the role asked for) comes next.
    if (created) navigator.navigate?.(paths.register.href({ role: registerRole === 1 ? 1 : 0 }));
  };

  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyClassName="login-popup" showCloseButton onClose={cancel}>
      <h2 className="login-popup__title">登录 / 注册</h2>
      <p className="login-popup__hint">登录后投递简历、与招聘者沟通</p>
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'code' ? 'code' : 'password')}>
        <Tabs.Tab title="密码登录" key="password">
          <PasswordLoginForm toast={toastTop} onLoggedIn={loggedIn} />
        </Tabs.Tab>
        <Tabs.Tab title="验证码登录" key="code">
          <CodeLoginForm toast={toastTop} onLoggedIn={loggedIn} />
        </Tabs.Tab>
      </Tabs>
    </Popup>
  );
}
