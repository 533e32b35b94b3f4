import { Divider } from 'antd-mobile';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { DividerProps } from './schema';
import './divider.css';

/** A horizontal line, optionally with text in the middle. */
export function DividerWidget(props: WidgetRenderProps<DividerProps>) {
  return (
    <div className="w-divider">
      <Divider style={props.dashed ? { borderStyle: 'dashed' } : undefined}>{props.text || null}</Divider>
    </div>
  );
}
