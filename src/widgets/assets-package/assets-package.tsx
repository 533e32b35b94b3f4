import { Button, DotLoading, ProgressBar, Tag } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { MONEY_PATHS, packageGrantSchema, rightBalanceSchema } from '../../../schemas/money';
import { PATH_PAYMENT_SUPPLEMENT, STORAGE_KEY_PAYMENT_RETURN } from '../../runtime/constants';
import { usePackagePause } from '../../runtime/data-hooks/use-money';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import type { AssetsPackageProps } from './schema';
import './assets-package.css';

const day = (iso: string) => iso.slice(0, 10);

/** Rights left per kind, then each package bought with what is left of it. */
export function AssetsPackage(props: WidgetRenderProps<AssetsPackageProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const rights = useApiQuery(MONEY_PATHS.assetsPackageItemsGet, {}, { enabled: Boolean(user), parse: (r) => rightBalanceSchema.array().parse((r as { list: unknown }).list) });
  const packages = useApiQuery(MONEY_PATHS.assetsPackageList, {}, { enabled: Boolean(user), parse: (r) => packageGrantSchema.array().parse((r as { list: unknown }).list) });
  const packagePause = usePackagePause();
  if (!user) return null;

  function buy() {
    rt.storage.set(STORAGE_KEY_PAYMENT_RETURN, window.location.pathname + window.location.search);
    rt.navigator.navigate?.(`${PATH_PAYMENT_SUPPLEMENT}?key=package`);
  }
  async function pause(on: boolean) {
    try {
      await packagePause.mutateAsync(on);
    } catch {
      // Shown by the request wrapper.
    }
  }

  if (rights.isPending || packages.isPending) {
    return (
      <div className="w-assets__loading" role="status">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (rights.isError || packages.isError) return <ErrorBlock status="default" title="套餐加载失败" description="请稍后再试" />;
  const anyPaused = packages.data.some((p) => p.suspended);
  return (
    <section className="w-assets" aria-label="我的套餐">
      <ul className="w-assets__rights" aria-label="剩余权益">
        {rights.data.map((r) => (
          <li key={r.key} data-testid={`right-${r.key}`}>
            <strong>{r.remaining}</strong>
            <span>{r.name}</span>
          </li>
        ))}
      </ul>
      <div className="w-assets__actions">
        <Button color="primary" size="small" onClick={buy}>
          购买套餐
        </Button>
        {packages.data.length > 0 && (
          <Button size="small" fill="outline" loading={packagePause.isPending} onClick={() => void pause(!anyPaused)}>
            {anyPaused ? '恢复套餐' : '暂停套餐'}
          </Button>
        )}
      </div>
      {packages.data.length === 0 ? (
        <ErrorBlock status="empty" title={props.emptyText} description="购买套餐后可发布职位、查看简历联系方式、主动沟通" />
      ) : (
        <ul className="w-assets__list">
          {packages.data.map((p) => (
            <li key={p.orderNo} className="w-assets__pkg" data-testid="package">
              <header>
                <strong>{p.title}</strong>
                {p.suspended ? <Tag color="default">已暂停</Tag> : <Tag color="primary">{day(p.expiresAt)} 到期</Tag>}
              </header>
              {p.items.map((i) => (
                <div key={i.key} className="w-assets__item">
                  <span>{i.name}</span>
                  <ProgressBar percent={i.total ? (i.remaining / i.total) * 100 : 0} />
                  <span>
                    {i.remaining}/{i.total}
                  </span>
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
