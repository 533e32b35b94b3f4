import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCESS_KEY_PARAM, MSG_ACCESS_KEY_FAILED, MSG_WECHAT_BIND_PENDING, MSG_WECHAT_LOGIN_FAILED, MSG_WECHAT_LOGIN_OK } from '../../runtime/constants';
import { useRuntime } from '../../runtime/runtime';
import { completeWechatBind, loginWithAccessKey, loginWithWechatCode, wechatCodeOf, withoutWechatCode } from '../../runtime/wechat-login';
import { paths } from '../paths';
import { useAfterWechatLogin } from './use-after-wechat-login';
import { showToastLater } from '../../runtime/ui/feedback';

/**
 * WeChat code login (spec §4): when WeChat sends the user back with ?code=…,
 * the code is tried once. A bound openid logs in (微信登录成功!, and from the
 * login page on to /); an unbound one keeps its bind key and goes to the login
 * page, where the next login binds it; anything else toasts 登录失败，微信未绑定.
 */
export function useWechatLogin(): void {
  const rt = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const afterWechatLogin = useAfterWechatLogin();

  useEffect(() => rt.events.on('login', () => void completeWechatBind(rt)), [rt]);

  useEffect(() => {
    const accessKey = new URLSearchParams(location.search).get(ACCESS_KEY_PARAM);
    if (!accessKey) return;
    void loginWithAccessKey(rt, accessKey).then((outcome) => {
      if (outcome === 'none') return;
      if (outcome === 'failed') showToastLater({ content: MSG_ACCESS_KEY_FAILED });
      navigate(withoutWechatCode(window.location.href), { replace: true });
    });
  }, [rt, navigate, location.search]);

  useEffect(() => {
    const code = wechatCodeOf(location.search);
    if (!code) return;
    const onLoginPage = location.pathname === paths.login.href() || location.pathname === paths.accountLogin.href();
    const state = new URLSearchParams(location.search).get('state') ?? '';
    void loginWithWechatCode(rt, code, state).then((outcome) => {
      if (outcome.kind === 'none') return;
      const clean = withoutWechatCode(window.location.href);
      if (outcome.kind === 'ok') {
        showToastLater({ content: MSG_WECHAT_LOGIN_OK });
        if (onLoginPage) afterWechatLogin();
        else navigate(clean, { replace: true });
      } else if (outcome.kind === 'bind') {
        showToastLater({ content: MSG_WECHAT_BIND_PENDING });
        navigate(paths.login.href(), { replace: true });
      } else {
        showToastLater({ content: MSG_WECHAT_LOGIN_FAILED });
        navigate(clean, { replace: true });
      }
    });
  }, [rt, navigate, afterWechatLogin, location.search, location.pathname]);
}
