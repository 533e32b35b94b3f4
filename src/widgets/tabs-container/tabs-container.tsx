import { Tabs } from 'antd-mobile';
import { Children, useState } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { TabsContainerProps } from './schema';
import './tabs-container.css';

/**
 * Tabs over the node's children: child i shows under tab i. Only the active
 * tab's child is mounted, so a list under a hidden tab fetches nothing.
 */
export function TabsContainer(props: WidgetRenderProps<TabsContainerProps>) {
  const { tabs, host } = props;
  const [active, setActive] = useState(0);
  if (tabs.length === 0) return host?.preview ? <div className="w-tabs w-tabs--hint">标签页：请添加标签，并在其下放入组件</div> : null;
  const index = Math.min(active, tabs.length - 1);
  const panel = Children.toArray(host?.children)[index];
  return (
    <div className={`w-tabs${props.sticky ? ' w-tabs--sticky' : ''}`}>
      <Tabs className="w-tabs__strip" activeLineMode="fixed" activeKey={String(index)} onChange={(k) => setActive(Number(k))}>
        {tabs.map((t, i) => (
          <Tabs.Tab key={String(i)} title={t.title} />
        ))}
      </Tabs>
      <div className="w-tabs__panel" role="tabpanel" aria-label={tabs[index]?.title}>
        {panel ?? (host?.preview ? <div className="w-tabs__empty">此标签下还没有组件</div> : null)}
      </div>
    </div>
  );
}
