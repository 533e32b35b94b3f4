import { Button, Dialog, DotLoading, List, Tag } from 'antd-mobile';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { MONEY_PATHS, assetsSchema, productSchema, yuanText, type VipState } from '../../../schemas/money';
import { PATH_PAYMENT_SUPPLEMENT, STORAGE_KEY_PAYMENT_RETURN, TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { useVipPause } from '../../runtime/data-hooks/use-money';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { paths } from '../../runtime/paths';
import type { VipCenterProps } from './schema';
import './vip-center.css';

const day = (iso: string) => iso.slice(0, 10);

function vipLine(v: VipState): string {
  if (!v.expiresAt) return '未开通';
  if (v.suspended) return `已暂停 · 剩余 ${v.daysLeft} 天`;
  if (!v.active) return `已于 ${day(v.expiresAt)} 到期`;
  return `有效期至 ${day(v.expiresAt)}`;
}

/** A seeker's VIP and a recruiter's rights, with the wallet; compact, a card for /me. */
export function VipCenter(props: WidgetRenderProps<VipCenterProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const assets = useApiQuery(MONEY_PATHS.assetsGet, {}, { enabled: Boolean(user), parse: (r) => assetsSchema.parse(r) });
  const vipPause = useVipPause();
  const seeker = user?.role === ROLE_SEEKER;
  const products = useApiQuery(MONEY_PATHS.vipFind, {}, { enabled: Boolean(user) && seeker && !props.compact, parse: (r) => productSchema.array().parse((r as { list: unknown }).list) });
  if (!user) return null;

  /** To the checkout, remembering this page as where to come back (as a 14550 does). */
  function buy(key: string) {
    rt.storage.set(STORAGE_KEY_PAYMENT_RETURN, window.location.pathname + window.location.search);
    rt.navigator.navigate?.(`${PATH_PAYMENT_SUPPLEMENT}?key=${encodeURIComponent(key)}`);
  }
  async function pause(on: boolean) {
    const ok = await Dialog.confirm({
      title: on ? '暂停会员' : '恢复会员',
      content: on ? '暂停期间不享受会员权益，剩余天数保留，恢复后继续计算。' : '恢复后立即享受会员权益。',
      style: { zIndex: TOP_LAYER_Z_INDEX },
    });
    if (!ok || vipPause.isPending) return;
    try {
      await vipPause.mutateAsync(on);
    } catch {
      // Shown by the request wrapper.
    }
  }

  const a = assets.data;
  if (props.compact) {
    const text = !a ? '' : seeker ? vipLine(a.vip) : `沟通 ${a.rights.find((r) => r.key === 'rightsChat')?.remaining ?? 0} · 简历 ${a.rights.find((r) => r.key === 'rightsContact')?.remaining ?? 0}`;
    return (
      <button type="button" className={a?.vip.active ? 'w-vip-card w-vip-card--on' : 'w-vip-card'} data-testid="vip-card" onClick={() => props.host?.runLink({ type: 'navigate', path: seeker ? props.pagePath : '/vip/my-assets-package' })}>
        <span className="w-vip-card__crown" aria-hidden>
          ♛
        </span>
        <span className="w-vip-card__text">
          <strong>{seeker ? (a?.vip.active ? `VIP${a.vip.level} 会员` : '开通 VIP 会员') : '我的套餐权益'}</strong>
          <span>{text}</span>
        </span>
        <span className="w-vip-card__wallet">余额 ¥{a ? yuanText(a.walletFen) : '--'}</span>
      </button>
    );
  }
  if (!a) {
    return (
      <div className="w-vip__loading" role="status">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <section className="w-vip" aria-label={props.title}>
      {seeker && (
        <div className={a.vip.active ? 'w-vip__hero w-vip__hero--on' : 'w-vip__hero'} data-testid="vip-state">
          <div className="w-vip__hero-title">
            {props.title} {a.vip.expiresAt && <Tag color={a.vip.active ? 'warning' : 'default'}>{a.vip.active ? `VIP${a.vip.level}` : a.vip.suspended ? '已暂停' : '已过期'}</Tag>}
          </div>
          <div className="w-vip__hero-line">{vipLine(a.vip)}</div>
          <div className="w-vip__hero-actions">
            <Button size="small" color="warning" onClick={() => buy('vip')}>
              {a.vip.expiresAt ? '续费' : '立即开通'}
            </Button>
            {a.vip.expiresAt && (a.vip.active || a.vip.suspended) && (
              <Button size="small" fill="outline" className="w-vip__ghost" loading={vipPause.isPending} onClick={() => void pause(!a.vip.suspended)}>
                {a.vip.suspended ? '恢复会员' : '暂停会员'}
              </Button>
            )}
          </div>
        </div>
      )}
      {seeker && products.data && (
        <List header="会员权益">
          {products.data.map((p) => (
            <List.Item key={p.id} description={p.perks.join('；')} extra={`¥${yuanText(p.priceFen)}`} onClick={() => buy('vip')}>
              {p.name}
            </List.Item>
          ))}
        </List>
      )}
      {!seeker && (
        <List header="企业套餐权益">
          {a.rights.map((r) => (
            <List.Item key={r.key} extra={`${r.remaining} / ${r.total}`} description={r.expiresAt ? `最早 ${day(r.expiresAt)} 到期` : undefined}>
              {r.name}
            </List.Item>
          ))}
          <List.Item onClick={() => buy('package')}>购买套餐</List.Item>
        </List>
      )}
      <List header="钱包">
        <List.Item extra={`¥${yuanText(a.walletFen)}`} onClick={() => props.host?.runLink({ type: 'navigate', path: paths.walletFlowDetail.href() })}>
          余额与明细
        </List.Item>
      </List>
    </section>
  );
}
