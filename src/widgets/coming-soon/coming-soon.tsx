import type { WidgetRenderProps } from '../../runtime/registry';
import type { ComingSoonProps } from './schema';
import './coming-soon.css';

/** A friendly placeholder for a page whose feature arrives later: never a blank screen. */
export function ComingSoon(props: WidgetRenderProps<ComingSoonProps>) {
  return (
    <section className="w-coming-soon" aria-label={props.title}>
      <svg className="w-coming-soon__icon" viewBox="0 0 96 96" aria-hidden>
        <circle cx="48" cy="48" r="44" fill="var(--rm-color-primary)" opacity="0.1" />
        <circle cx="48" cy="48" r="30" fill="#fff" stroke="var(--rm-color-primary)" strokeWidth="4" />
        <path d="M48 32v17l11 7" fill="none" stroke="var(--rm-color-primary)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="78" cy="22" r="5" fill="var(--rm-color-warning)" />
        <circle cx="16" cy="70" r="3.5" fill="var(--rm-color-primary)" opacity="0.5" />
      </svg>
      <h2 className="w-coming-soon__title">{props.title}</h2>
      {props.description && <p className="w-coming-soon__desc">{props.description}</p>}
    </section>
  );
}
