import { ImageViewer } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IMAGE_DOUBLE_TAP_MS, IMAGE_ZOOM_MAX } from '../constants';
import { clampZoom, toggledZoom } from './zoom';

/**
 * Taps on the viewer: antd-mobile closes on every tap, and has no double tap.
 * Here a tap closes only when no second tap follows within 250 ms; a second tap
 * toggles the zoom instead (spec §9).
 */
export function createTapGate(opts: { onSingle: () => void; onDouble: () => void; interval?: number }) {
  const interval = opts.interval ?? IMAGE_DOUBLE_TAP_MS;
  let pending: ReturnType<typeof setTimeout> | null = null;
  return {
    tap() {
      if (pending) {
        clearTimeout(pending);
        pending = null;
        opts.onDouble();
        return;
      }
      pending = setTimeout(() => {
        pending = null;
        opts.onSingle();
      }, interval);
    },
    dispose() {
      if (pending) clearTimeout(pending);
      pending = null;
    },
  };
}

/**
 * antd-mobile's ImageViewer configured to the spec: pinch and drag up to zoom
 * 3 (antd's own gestures), double tap within 250 ms toggles 2, a single tap
 * closes. The double-tap zoom is a scale on the shown image, kept within 1/3 … 3.
 */
export function useImageViewer(): { open: (images: readonly string[], index?: number) => void; element: ReactNode } {
  const [state, setState] = useState<{ images: string[]; index: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  const index = useRef(0);
  const gate = useMemo(
    () =>
      createTapGate({
        onSingle: () => setState(null),
        onDouble: () => setZoom((z) => clampZoom(toggledZoom(z))),
      }),
    [],
  );
  useEffect(() => () => gate.dispose(), [gate]);
  const open = useCallback((images: readonly string[], i = 0) => {
    if (images.length === 0) return;
    index.current = Math.min(Math.max(0, i), images.length - 1);
    setZoom(1);
    setState({ images: [...images], index: index.current });
  }, []);
  // Mounted per opening: antd reads defaultIndex only when it mounts.
  const element = state && (
    <ImageViewer.Multi
      images={state.images}
      visible
      defaultIndex={state.index}
      maxZoom={IMAGE_ZOOM_MAX}
      onClose={gate.tap}
      onIndexChange={(i) => {
        index.current = i;
        setZoom(1);
      }}
      imageRender={(src, { ref, index: i }) => (
        <img
          ref={ref}
          src={src}
          alt=""
          draggable={false}
          data-zoom={i === index.current ? zoom : 1}
          style={{ width: '100%', transform: `scale(${i === index.current ? zoom : 1})`, transition: 'transform 0.2s ease' }}
        />
      )}
    />
  );
  return { open, element };
}
