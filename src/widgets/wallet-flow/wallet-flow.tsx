import { Button } from 'antd-mobile';
import { z } from 'zod';
import { MONEY_PATHS, walletEntrySchema, yuanText } from '../../../schemas/money';
import { pageResultSchema } from '../../../schemas/paging';
import { PATH_PAYMENT_SUPPLEMENT, STORAGE_KEY_PAYMENT_RETURN } from '../../runtime/constants';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import type { WalletFlowProps } from './schema';
import './wallet-flow.css';

const flowPageSchema = pageResultSchema(walletEntrySchema);
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Balance on top, then every entry newest first: top-ups and refunds in, purchases out. */
export function WalletFlow(props: WidgetRenderProps<WalletFlowProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const balance = useApiQuery(MONEY_PATHS.walletGet, {}, { enabled: Boolean(user), parse: (r) => z.object({ balanceFen: z.number().int() }).parse(r).balanceFen });
  const q = useApiPages(MONEY_PATHS.walletFlowFind, { limit: props.limit }, (raw) => flowPageSchema.parse(raw));
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (!user) return null;

  function topUp() {
    rt.storage.set(STORAGE_KEY_PAYMENT_RETURN, window.location.pathname + window.location.search);
    rt.navigator.navigate?.(`${PATH_PAYMENT_SUPPLEMENT}?key=topup`);
  }

  return (
    <section className="w-wallet" aria-label="我的钱包">
      <div className="w-wallet__card">
        <span>账户余额（元）</span>
        <strong data-testid="wallet-balance">{balance.data === undefined ? '--' : yuanText(balance.data)}</strong>
        <Button size="small" color="warning" onClick={topUp}>
          充值
        </Button>
      </div>
      <h3 className="w-wallet__head">收支明细</h3>
      <ListStates query={q} empty={list.length === 0} errorTitle="明细加载失败" emptyTitle={props.emptyText} emptyDescription="充值、消费和退款会记录在这里" stateClassName="w-wallet__state" />
      <ul className="w-wallet__list">
        {list.map((e) => (
          <li key={e.id} data-testid="wallet-entry">
            <span className="w-wallet__memo">
              {e.memo}
              <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
            </span>
            <strong className={e.amountFen > 0 ? 'w-wallet__in' : 'w-wallet__out'}>
              {e.amountFen > 0 ? '+' : ''}
              {yuanText(e.amountFen)}
            </strong>
          </li>
        ))}
      </ul>
      <ListFooter query={q} shown={list.length} />
    </section>
  );
}
