import { Grid } from 'antd-mobile';
import type { WidgetRenderProps } from '../../runtime/registry';
import { isEmojiIcon, isImageIcon, type GridNavProps } from './schema';
import './grid-nav.css';

/** Tints for text icons, picked by position so neighbours differ. */
const TINTS = ['#1677ff', '#00b578', '#ff8f1f', '#ff4d6a', '#7c5cff', '#13a8a8', '#eb2f96', '#faad14'] as const;

function Icon({ icon, index }: { icon: string; index: number }) {
  if (isImageIcon(icon)) return <img className="w-grid-nav__img" src={icon} alt="" loading="lazy" />;
  const tint = TINTS[index % TINTS.length];
  return isEmojiIcon(icon) ? (
    <span className="w-grid-nav__icon w-grid-nav__icon--emoji" style={{ background: `${tint}1a` }} aria-hidden>
      {icon}
    </span>
  ) : (
    <span className="w-grid-nav__icon" style={{ background: tint }} aria-hidden>
      {icon}
    </span>
  );
}

/** An icon grid of 4 or 5 columns; a cell tap runs its link. */
export function GridNav(props: WidgetRenderProps<GridNavProps>) {
  const { items, host } = props;
  if (items.length === 0) return host?.preview ? <div className="w-grid-nav w-grid-nav--hint">宫格导航：请添加入口</div> : null;
  return (
    <nav className="w-grid-nav" aria-label="快捷入口">
      <Grid columns={props.columns} gap={[0, 14]}>
        {items.map((item, index) => (
          <Grid.Item key={index} className="w-grid-nav__cell" onClick={() => host?.runLink(item.link, { item, index })}>
            <span role="link" className="w-grid-nav__tap">
              <Icon icon={item.icon} index={index} />
              <span className="w-grid-nav__text">{item.text}</span>
            </span>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
