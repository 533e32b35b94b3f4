import { CenterPopup, Popup, SpinLoading } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { withParsedProps } from './common';

/** Props of the 'design' popup: the nodes of `popups[popupKey]` of design page `page`. */
export const designPopupPropsSchema = z.object({
  page: z.string().min(1).max(64).regex(/^[\w-]+$/),
  popupKey: z.string().min(1).max(64),
  /** Where the sheet comes from (default bottom). */
  position: z.enum(['bottom', 'center', 'top', 'left', 'right']).default('bottom'),
});
export type DesignPopupProps = z.infer<typeof designPopupPropsSchema>;

/** What design nodes inside the popup may do to it. */
export interface DesignPopupControls {
  confirm(value?: unknown): void;
  cancel(): void;
}

export interface DesignPopupDeps {
  /** Loads a design page (the design loader, cached by updatedAt). */
  loadDesignPage: (page: string) => Promise<{ popups?: Record<string, unknown[]> | undefined }>;
  /** Draws unparsed design nodes as the page renderer does (each node parsed on its own). */
  renderDesignNodes: (nodes: unknown[], controls: DesignPopupControls) => ReactNode;
  toast: (text: string) => void;
}

type Loaded = { state: 'loading' } | { state: 'ready'; nodes: unknown[] } | { state: 'failed' };

export function createDesignPopup({ loadDesignPage, renderDesignNodes, toast }: DesignPopupDeps) {
  function DesignPopup({ props, visible, confirm, cancel }: PopupRenderProps<DesignPopupProps, unknown>) {
    const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
    const { page, popupKey } = props;
    useEffect(() => {
      if (!visible) return;
      let live = true;
      setLoaded({ state: 'loading' });
      loadDesignPage(page).then(
        (p) => {
          if (!live) return;
          const nodes = p.popups?.[popupKey];
          if (nodes) return setLoaded({ state: 'ready', nodes });
          console.warn(`design popup: page "${page}" has no popup "${popupKey}"`);
          setLoaded({ state: 'failed' });
          cancel();
        },
        (e: unknown) => {
          if (!live) return;
          console.warn(`design popup: page "${page}" failed to load`, e);
          toast('内容加载失败');
          setLoaded({ state: 'failed' });
          cancel();
        },
      );
      return () => {
        live = false;
      };
    }, [visible, page, popupKey, cancel]);

    const body = (
      <>
        {loaded.state === 'loading' && (
          <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
            <SpinLoading />
          </div>
        )}
        {loaded.state === 'ready' && renderDesignNodes(loaded.nodes, { confirm: (v) => confirm(v), cancel })}
      </>
    );
    if (props.position === 'center') {
      return (
        <CenterPopup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
          {body}
        </CenterPopup>
      );
    }
    return (
      <Popup
        getContainer={null}
        visible={visible}
        position={props.position}
        onMaskClick={cancel}
        bodyStyle={props.position === 'bottom' ? { borderTopLeftRadius: 8, borderTopRightRadius: 8, maxHeight: '85vh', overflowY: 'auto' } : { maxHeight: '100vh', overflowY: 'auto' }}
      >
        {body}
      </Popup>
    );
  }
  return withParsedProps('design', designPopupPropsSchema, DesignPopup);
}
