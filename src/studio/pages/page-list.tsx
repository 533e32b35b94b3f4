import { Card } from 'antd';

export function PageListPage() {
  return <Card title="页面" />;
}
