import { NavBar, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { PasswordLoginForm } from './password-login-form';

/** The /login and /account/login page. The accounts issue adds WeChat and registration here too. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <div className="page page--login">
      <NavBar onBack={() => navigate(paths.home.href())}>登录</NavBar>
      <div className="login-head">
        <h1>欢迎回来</h1>
        <p>登录后投递简历、与招聘者沟通</p>
      </div>
      <PasswordLoginForm size="large" toast={(content) => Toast.show({ content })} onLoggedIn={() => navigate(paths.home.href(), { replace: true })} />
    </div>
  );
}
