import { Card } from 'antd';

export function LoginPage() {
  return <Card title="运营登录" />;
}
