import type { WidgetRenderProps } from '../../runtime/registry';
import type { SpacerProps } from './schema';
import './spacer.css';

/** Empty vertical space between two widgets. */
export function Spacer(props: WidgetRenderProps<SpacerProps>) {
  return <div className="w-spacer" style={{ height: props.height }} aria-hidden data-testid="spacer" />;
}
