import { NavBar, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginMethodsSchema, type UserSession } from '../../../schemas/auth';
import { MSG_WECHAT_BIND_PENDING } from '../../runtime/constants';
import { useApiQuery, useRuntime } from '../../runtime/runtime';
import { pendingWechatBind } from '../../runtime/wechat-login';
import { paths } from '../paths';
import { afterLoginPath } from '../shell/guards';
import { CodeLoginForm } from './code-login-form';
import { PasswordLoginForm } from './password-login-form';
import { QrLogin } from './qr-login';
import './login-popup.css';

/** The /login and /account/login page: password or SMS code login, then the page that asked for it (`?redirect=`), or home. */
export function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = afterLoginPath(search, paths.home.href());
  const { storage } = useRuntime();
  // Only the scan logins this site has: WeChat's needs WeChat configured on the server.
  const methods = useApiQuery('/api-auth/user/login/methods', {}, { silent: true, parse: (raw) => loginMethodsSchema.parse(raw) });
  const [tab, setTab] = useState<'password' | 'code'>('password');
  const toast = (content: string) => Toast.show({ content });
  // A number's first code login made the account: registration comes next.
  const done = (_user: UserSession, created = false) => navigate(created ? paths.register.href() : next, { replace: true });
  return (
    <div className="page page--login">
      <NavBar onBack={() => navigate(paths.home.href())}>登录</NavBar>
      <div className="login-head">
        <h1>欢迎回来</h1>
        <p>登录后投递简历、与招聘者沟通</p>
      </div>
      {pendingWechatBind(storage) && <p className="login-page__wechat">{MSG_WECHAT_BIND_PENDING}</p>}
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'code' ? 'code' : 'password')}>
        <Tabs.Tab title="密码登录" key="password">
          <PasswordLoginForm size="large" toast={toast} onLoggedIn={done} />
        </Tabs.Tab>
        <Tabs.Tab title="验证码登录" key="code">
          <CodeLoginForm size="large" toast={toast} onLoggedIn={done} />
        </Tabs.Tab>
      </Tabs>
      <div className="login-page__qr">
        {methods.data?.wechatQr && <QrLogin kind="wechat" onLoggedIn={() => navigate(next, { replace: true })} />}
        <QrLogin kind="app" onLoggedIn={() => navigate(next, { replace: true })} />
      </div>
      <p className="login-page__links">
        <Link to={paths.forgot.href()}>忘记密码</Link>
        <Link to={paths.agreement.href()}>用户协议</Link>
      </p>
    </div>
  );
}
