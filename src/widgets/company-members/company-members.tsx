import { ActionSheet, Button, Dialog, Tag, Toast } from 'antd-mobile';
import {
  COMPANY_MANAGER_ROLES,
  COMPANY_ROLE_ADMIN,
  COMPANY_ROLE_LABELS,
  COMPANY_ROLE_MEMBER,
  COMPANY_ROLE_OWNER,
  JOIN_REQUEST_LABELS,
  type CompanyMember,
  type JoinRequestStatus,
  type MyJoinRequest,
} from '../../../schemas/company-member';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { useCompanyMembers, useJoinRequests, useMemberChange, useMyJoinRequests, useSwitchToCompany, type MemberChange } from '../../runtime/data-hooks/use-company';
import { relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { CompanyMembersProps } from './schema';
import './company-members.css';

const STATUS_COLORS: Readonly<Record<JoinRequestStatus, 'warning' | 'danger' | 'success' | 'default'>> = {
  pending: 'warning',
  refused: 'danger',
  approved: 'success',
  cancelled: 'default',
};
const top = { style: { zIndex: TOP_LAYER_Z_INDEX } };

/**
 * The company's members and join requests. Owners and admins approve or
 * refuse requests here; owners also appoint admins, hand the company over and
 * remove members. A requester sees each request's state (待审核 / 未通过),
 * withdraws or repeats it, and after approval switches to recruiter.
 */
export function CompanyMembers(props: WidgetRenderProps<CompanyMembersProps>) {
  const { user } = useSession();
  if (!user) return <LoginPrompt host={props.host} text="登录后查看企业成员" button="去登录" />;
  return <MembersScreen {...props} />;
}

function MembersScreen(props: WidgetRenderProps<CompanyMembersProps>) {
  const { user } = useSession();
  const members = useCompanyMembers();
  const mine = useMyJoinRequests();
  const change = useMemberChange();
  const switchRole = useSwitchToCompany();
  const busy = change.isPending || switchRole.isPending;
  const myRole = members.data?.myRole ?? null;
  const manager = myRole !== null && COMPANY_MANAGER_ROLES.includes(myRole);
  const requests = useJoinRequests(manager);

  /** Runs one change after an optional confirmation; the request wrapper shows a refusal. */
  async function act(what: MemberChange, done: string, confirm?: { title: string; content: string }): Promise<void> {
    if (confirm && !(await Dialog.confirm({ ...confirm, ...top }))) return;
    try {
      await change.mutateAsync(what);
      Toast.show({ content: done });
    } catch {
      // Shown by the request wrapper.
    }
  }

  async function switchToRecruiter(r: MyJoinRequest) {
    try {
      await switchRole.mutateAsync(r.company.id);
      Toast.show({ content: '已切换为招聘者' });
    } catch {
      // Shown by the request wrapper.
    }
  }

  function manage(m: CompanyMember) {
    const actions = [
      m.role === COMPANY_ROLE_ADMIN
        ? { key: 'member', text: '取消管理员', onClick: () => act({ kind: 'role', userId: m.userId, role: COMPANY_ROLE_MEMBER }, '已取消管理员') }
        : { key: 'admin', text: '设为管理员', onClick: () => act({ kind: 'role', userId: m.userId, role: COMPANY_ROLE_ADMIN }, '已设为管理员') },
      {
        key: 'transfer',
        text: '转让企业给TA',
        onClick: () =>
          act({ kind: 'transfer', userId: m.userId }, '企业已转让', {
            title: '转让企业',
            content: `转让后${m.name || 'TA'}成为企业创建者，您将成为管理员。确定转让吗？`,
          }),
      },
      {
        key: 'remove',
        text: '移出企业',
        danger: true,
        onClick: () => act({ kind: 'remove', userId: m.userId }, '已移出', { title: '移出成员', content: `移出后${m.name || 'TA'}将无法管理企业的职位和简历。确定移出吗？` }),
      },
    ];
    const sheet = ActionSheet.show({ actions, cancelText: '取消', popupStyle: { zIndex: TOP_LAYER_Z_INDEX }, onAction: () => sheet.close() });
  }

  // The latest request per company; an approved one only while the user has not switched to recruiter yet.
  const seen = new Set<number>();
  const myRequests = (mine.data?.list ?? []).filter((r) => {
    if (seen.has(r.company.id)) return false;
    seen.add(r.company.id);
    return r.status !== 'approved' || user?.role === ROLE_SEEKER;
  });
  const company = members.data?.company ?? null;
  const pending = requests.data?.list ?? [];

  return (
    <section className="w-cm" aria-label="企业成员">
      {myRequests.length > 0 && (
        <div className="w-cm__block" aria-label="我的加入申请">
          <h2 className="w-cm__title">我的加入申请</h2>
          <ul className="w-cm__list">
            {myRequests.map((r) => (
              <li key={r.id} className="w-cm__row" data-testid="my-join-request">
                <div className="w-cm__text">
                  <span className="w-cm__name">{r.company.name}</span>
                  <span className="w-cm__sub">
                    {r.position} · {relativeTime(r.createdAt)}申请
                  </span>
                  <span className="w-cm__hint">
                    {r.status === 'pending' && '已通知企业创建者和管理员，审核通过后即可招聘'}
                    {r.status === 'refused' && '企业未通过您的申请，可确认信息后重新申请'}
                    {r.status === 'cancelled' && '您已撤回申请'}
                    {r.status === 'approved' && '申请已通过，切换为招聘者即可管理职位和简历'}
                  </span>
                </div>
                <div className="w-cm__side">
                  <Tag color={STATUS_COLORS[r.status]} fill="outline">
                    {JOIN_REQUEST_LABELS[r.status]}
                  </Tag>
                  {r.status === 'pending' && (
                    <Button size="mini" disabled={busy} onClick={() => void act({ kind: 'cancel', id: r.id }, '已撤回申请', { title: '撤回申请', content: `确定撤回加入「${r.company.name}」的申请吗？` })}>
                      撤回
                    </Button>
                  )}
                  {(r.status === 'refused' || r.status === 'cancelled') && (
                    <Button size="mini" color="primary" fill="outline" disabled={busy} onClick={() => void act({ kind: 'request', companyId: r.company.id, position: r.position }, '已重新提交申请')}>
                      重新申请
                    </Button>
                  )}
                  {r.status === 'approved' && (
                    <Button size="mini" color="primary" loading={switchRole.isPending} onClick={() => void switchToRecruiter(r)}>
                      切换为招聘者
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      <ListStates query={members} empty={false} errorTitle="加载失败" emptyTitle="" stateClassName="w-cm__state" />
      {members.isSuccess && !company && myRequests.length === 0 && (
        <div className="w-cm__empty">
          <p>{props.emptyText}</p>
          <Button color="primary" onClick={() => props.host?.runLink({ type: 'navigate', path: props.registerLink })}>
            创建或加入企业
          </Button>
        </div>
      )}

      {company && (
        <>
          <div className="w-cm__company">
            <span className="w-cm__company-name">{company.name}</span>
            {myRole && <Tag color="primary">{COMPANY_ROLE_LABELS[myRole]}</Tag>}
          </div>
          {manager && (
            <div className="w-cm__block" aria-label="待审核的申请">
              <h2 className="w-cm__title">
                待审核的申请<span className="w-cm__count">{pending.length}</span>
              </h2>
              <p className="w-cm__intro">{props.managerIntro}</p>
              {requests.isSuccess && pending.length === 0 && <p className="w-cm__none">暂无待审核的申请</p>}
              <ul className="w-cm__list">
                {pending.map((r) => (
                  <li key={r.id} className="w-cm__row" data-testid="join-request">
                    <Avatar src={r.avatar} name={r.name} size={40} />
                    <div className="w-cm__text">
                      <span className="w-cm__name">{r.name || r.mobile}</span>
                      <span className="w-cm__sub">
                        {r.position} · {r.mobile}
                      </span>
                      <span className="w-cm__hint">{relativeTime(r.createdAt)}申请加入</span>
                    </div>
                    <div className="w-cm__side w-cm__side--row">
                      <Button size="mini" disabled={busy} onClick={() => void act({ kind: 'resolve', id: r.id, approve: false }, '已拒绝', { title: '拒绝申请', content: `确定拒绝${r.name || r.mobile}的加入申请吗？` })}>
                        拒绝
                      </Button>
                      <Button size="mini" color="primary" disabled={busy} onClick={() => void act({ kind: 'resolve', id: r.id, approve: true }, '已通过')}>
                        通过
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="w-cm__block" aria-label="企业成员列表">
            <h2 className="w-cm__title">
              成员<span className="w-cm__count">{members.data?.members.length ?? 0}</span>
            </h2>
            <ul className="w-cm__list">
              {(members.data?.members ?? []).map((m) => {
                const me = m.userId === user?.id;
                const canManage = !me && (myRole === COMPANY_ROLE_OWNER || (myRole === COMPANY_ROLE_ADMIN && m.role === COMPANY_ROLE_MEMBER));
                return (
                  <li key={m.userId} className="w-cm__row" data-testid="company-member">
                    <Avatar src={m.avatar} name={m.name} size={40} />
                    <div className="w-cm__text">
                      <span className="w-cm__name">
                        {m.name || '未命名'}
                        {me && <span className="w-cm__me">（我）</span>}
                      </span>
                      <span className="w-cm__sub">{m.position || '未填写职位'}</span>
                    </div>
                    <div className="w-cm__side w-cm__side--row">
                      <Tag color={m.role === COMPANY_ROLE_OWNER ? 'primary' : m.role === COMPANY_ROLE_ADMIN ? 'success' : 'default'} fill="outline">
                        {COMPANY_ROLE_LABELS[m.role]}
                      </Tag>
                      {canManage && myRole === COMPANY_ROLE_OWNER && m.role !== COMPANY_ROLE_OWNER && (
                        <Button size="mini" fill="none" className="w-cm__more" onClick={() => manage(m)}>
                          管理
                        </Button>
                      )}
                      {canManage && myRole === COMPANY_ROLE_ADMIN && (
                        <Button size="mini" fill="none" className="w-cm__more" disabled={busy} onClick={() => void act({ kind: 'remove', userId: m.userId }, '已移出', { title: '移出成员', content: `确定移出${m.name || 'TA'}吗？` })}>
                          移出
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="w-cm__leave">
            <Button
              block
              fill="outline"
              color="danger"
              disabled={busy}
              onClick={() => void act({ kind: 'leave' }, '已退出企业', { title: '退出企业', content: `退出后将无法管理「${company.name}」的职位和简历。确定退出吗？` })}
            >
              退出企业
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
