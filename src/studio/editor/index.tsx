import { Typography } from 'antd';
import { useParams } from 'react-router-dom';

/** Placeholder of the page editor (built on branch feat-studio-editor, which replaces this file). */
export default function PageEditor() {
  const { key = '' } = useParams();
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={4}>页面编辑：{key}</Typography.Title>
      <Typography.Paragraph type="secondary">编辑器正在建设中。</Typography.Paragraph>
    </div>
  );
}
