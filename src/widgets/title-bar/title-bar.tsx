import type { WidgetRenderProps } from '../../runtime/registry';
import type { TitleBarProps } from './schema';
import './title-bar.css';

/** A section heading with an optional 更多 link at the right. */
export function TitleBar(props: WidgetRenderProps<TitleBarProps>) {
  return (
    <header className="w-title-bar">
      <h2 className="w-title-bar__title">{props.title}</h2>
      {props.subtitle && <span className="w-title-bar__sub">{props.subtitle}</span>}
      {props.moreText && (
        <button type="button" className="w-title-bar__more" onClick={() => props.host?.runLink()}>
          {props.moreText}
          <svg className="w-title-bar__arrow" viewBox="0 0 8 12" aria-hidden>
            <path d="M1.5 1.5 6 6l-4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </header>
  );
}
