import { FloatingBubble } from 'antd-mobile';
import type { WidgetRenderProps } from '../../runtime/registry';
import { isImageIcon, type FloatButtonProps } from './schema';
import './float-button.css';

/** A round button floating at the bottom right (it can be dragged up and down); a tap runs the node's link. */
export function FloatButton(props: WidgetRenderProps<FloatButtonProps>) {
  const { icon } = props;
  return (
    <FloatingBubble className="w-float-button" axis="xy" magnetic="x" onClick={() => props.host?.runLink()} aria-label={props.text}>
      <span className={`w-float-button__inner${icon ? '' : ' w-float-button__inner--text'}`}>
        {icon &&
          (isImageIcon(icon) ? (
            <img className="w-float-button__img" src={icon} alt="" />
          ) : (
            <span className="w-float-button__icon" aria-hidden>
              {icon}
            </span>
          ))}
        <span className="w-float-button__text">{props.text}</span>
      </span>
    </FloatingBubble>
  );
}
