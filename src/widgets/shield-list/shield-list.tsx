import { Button, List, SearchBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import { companyPageSchema } from '../../../schemas/content';
import { useShieldChange, useShieldList } from '../../runtime/data-hooks/use-profile';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { ShieldListProps } from './schema';
import './shield-list.css';

/** Search a company by name and shield it; the shielded list with 取消屏蔽. */
export function ShieldList(props: WidgetRenderProps<ShieldListProps>) {
  const { user } = useSession();
  const [keyword, setKeyword] = useState('');
  const shielded = useShieldList();
  const shieldChange = useShieldChange();
  const found = useApiQuery('/api-user/common/company/find', { keyword, page: 1, limit: 10 }, { enabled: user !== null && keyword.length > 0, parse: (raw) => companyPageSchema.parse(raw) });

  if (!user) return <LoginPrompt host={props.host} button="登录后设置屏蔽" />;
  const ids = new Set((shielded.data?.list ?? []).map((c) => c.id));

  async function change(shield: boolean, id: number, done: string) {
    try {
      await shieldChange.mutateAsync({ id, shield });
      Toast.show({ content: done });
    } catch {
      // Shown by the request wrapper.
    }
  }

  return (
    <div className="w-shield">
      <p className="w-shield__intro">{props.intro}</p>
      <div className="w-shield__search">
        <SearchBar placeholder="输入公司名称搜索" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
      </div>
      {keyword && (
        <List header="搜索结果">
          {(found.data?.list ?? []).map((c) => (
            <List.Item
              key={c.id}
              description={[c.industryName, c.cityName].filter(Boolean).join(' · ')}
              extra={
                ids.has(c.id) ? (
                  <span className="w-shield__done">已屏蔽</span>
                ) : (
                  <Button size="small" color="danger" fill="outline" disabled={shieldChange.isPending} onClick={() => void change(true, c.id, '已屏蔽')}>
                    屏蔽
                  </Button>
                )
              }
            >
              {c.name}
            </List.Item>
          ))}
          {found.data && found.data.list.length === 0 && <List.Item>没有找到相关公司</List.Item>}
        </List>
      )}
      <List header={`已屏蔽的公司（${shielded.data?.total ?? 0}）`}>
        {shielded.data?.list.map((c) => (
          <List.Item
            key={c.id}
            extra={
              <Button size="small" fill="none" color="primary" disabled={shieldChange.isPending} onClick={() => void change(false, c.id, '已取消屏蔽')}>
                取消屏蔽
              </Button>
            }
          >
            {c.name}
          </List.Item>
        ))}
      </List>
      <ListStates query={shielded} empty={shielded.data?.list.length === 0} errorTitle="屏蔽列表加载失败" emptyTitle="还没有屏蔽的公司" emptyDescription="搜索公司名称即可屏蔽" stateClassName="w-shield__state" />
    </div>
  );
}
