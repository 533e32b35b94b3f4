import { Card } from 'antd';

export function SettingsPage() {
  return <Card title="主题与设置" />;
}
