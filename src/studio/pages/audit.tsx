import { Card } from 'antd';

export function AuditPage() {
  return <Card title="发布记录" />;
}
