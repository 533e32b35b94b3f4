import { Card } from 'antd';

export function TabbarPage() {
  return <Card title="底部导航" />;
}
