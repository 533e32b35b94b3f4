import { NoticeBar } from 'antd-mobile';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { NoticeBarProps } from './schema';
import './notice-bar.css';

/** A one-line notice (antd-mobile NoticeBar); a tap runs the link. */
export function NoticeBarWidget(props: WidgetRenderProps<NoticeBarProps>) {
  const { host } = props;
  if (!props.text) return host?.preview ? <div className="w-notice-bar w-notice-bar--hint">通知栏：请填写通知内容</div> : null;
  return (
    <div className="w-notice-bar" role="note">
      <NoticeBar content={props.text} color={props.color} wrap={props.wrap} shape="rounded" bordered={false} onClick={() => host?.runLink(props.link)} />
    </div>
  );
}
