import { useState } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { ImageProps } from './schema';
import './image.css';

/** A lazily loaded picture; a tap runs the node's link. */
export function ImageWidget(props: WidgetRenderProps<ImageProps>) {
  const { host } = props;
  const [failed, setFailed] = useState<string | null>(null);
  if (!props.src) return host?.preview ? <div className="w-image w-image--hint">图片：请设置图片地址</div> : null;
  const style = props.ratio ? { aspectRatio: String(props.ratio) } : undefined;
  return (
    <div className="w-image" style={style} onClick={() => host?.runLink()}>
      {failed === props.src ? (
        <div className="w-image__failed" role="img" aria-label={props.alt || '图片'}>
          {props.alt || '图片加载失败'}
        </div>
      ) : (
        <img className={`w-image__img${props.ratio ? ' w-image__img--fill' : ''}`} src={props.src} alt={props.alt} loading="lazy" decoding="async" onError={() => setFailed(props.src)} />
      )}
    </div>
  );
}
