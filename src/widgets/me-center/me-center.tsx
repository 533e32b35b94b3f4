import { Button, Dialog, List } from 'antd-mobile';
import { maskPhone } from '../../../schemas/identity';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { LOGOUT_CONFIRM_CONTENT, LOGOUT_CONFIRM_TITLE, TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime, useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import type { MeCenterProps } from './schema';
import './me-center.css';

const ROLE_NAMES: Record<number, string> = { 0: '求职者', 1: '招聘者', 3: '企业用户' };

/**
 * The personal centre. Anonymous users see a card that opens the login popup;
 * a logged-in user sees name, masked number, role and real-name state, the
 * menu of their role and a log-out button that asks first (spec §4, §8).
 */
export function MeCenter(props: WidgetRenderProps<MeCenterProps>) {
  const { host } = props;
  const rt = useRuntime();
  const { user } = useSession();

  async function logout() {
    const ok = await Dialog.confirm({ title: LOGOUT_CONFIRM_TITLE, content: LOGOUT_CONFIRM_CONTENT, style: { zIndex: TOP_LAYER_Z_INDEX } });
    if (!ok) return;
    await rt.session.logoutEverywhere(rt.api);
    rt.navigator.navigate?.('/', { replace: true });
  }

  if (!user) {
    return (
      <section className="w-me w-me--guest">
        <button type="button" className="w-me__card" onClick={() => host?.runLink({ type: 'login', params: { role: 0 } })}>
          <Avatar name="" size={64} />
          <span className="w-me__who">
            <strong className="w-me__name">登录 / 注册</strong>
            <span className="w-me__sub">登录后投递简历、与招聘者沟通</span>
          </span>
          <span className="w-me__arrow" aria-hidden>
            ›
          </span>
        </button>
      </section>
    );
  }

  const realName = user.profile?.realName === true;
  const menu = user.role === ROLE_SEEKER ? props.seekerMenu : props.recruiterMenu;
  const name = user.account.name || maskPhone(user.info.mobile);
  return (
    <section className="w-me">
      <div className="w-me__card" data-testid="me-card">
        <Avatar src={user.account.logo} name={user.account.name || user.info.mobile.slice(-2)} size={64} />
        <span className="w-me__who">
          <strong className="w-me__name">{name}</strong>
          <span className="w-me__sub">
            <span>{maskPhone(user.info.mobile)}</span>
            <span className="w-me__role">{ROLE_NAMES[user.role] ?? '用户'}</span>
            <span className={realName ? 'w-me__badge w-me__badge--ok' : 'w-me__badge'}>{realName ? '已实名' : '未实名'}</span>
          </span>
          {user.company && <span className="w-me__company">{user.company.name}</span>}
        </span>
      </div>
      <List className="w-me__menu" aria-label="个人中心菜单">
        {menu.map((item, index) => (
          <List.Item
            key={`${item.text}-${index}`}
            onClick={() => host?.runLink(item.link, { item, index })}
            extra={item.text === '实名认证' && !item.hint ? (realName ? '已认证' : '去认证') : item.hint}
          >
            {item.text}
          </List.Item>
        ))}
      </List>
      {props.showLogout && (
        <div className="w-me__logout">
          <Button block fill="outline" color="danger" onClick={() => void logout()}>
            退出登录
          </Button>
        </div>
      )}
    </section>
  );
}
