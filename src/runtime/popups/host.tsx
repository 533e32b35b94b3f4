import { Component, createContext, useContext, useMemo, useSyncExternalStore, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { PopupEntry, PopupManager } from './manager';

const PopupsContext = createContext<PopupManager | null>(null);

/** Makes the manager reachable through `usePopups()` below it. */
export function PopupProvider({ manager, children }: { manager: PopupManager; children: ReactNode }) {
  return <PopupsContext.Provider value={manager}>{children}</PopupsContext.Provider>;
}

export function usePopups(): PopupManager {
  const manager = useContext(PopupsContext);
  if (!manager) throw new Error('usePopups() needs a <PopupProvider> above it');
  return manager;
}

/** A popup that throws is cancelled and reported; the page under it stays. */
class PopupBoundary extends Component<{ popupKey: string; visible: boolean; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { visible: boolean }) {
    // Opened again after a failure: give it another try.
    if (!prev.visible && this.props.visible && this.state.failed) this.setState({ failed: false });
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`popup "${this.props.popupKey}" failed`, error, info.componentStack);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The layer a popup renders into. antd-mobile overlays take their z-index from
 * these inherited variables, so a popup's Picker, Popup or Dialog rendered in
 * place (getContainer={null}) stacks at the popup's own level.
 */
export function layerStyle(zIndex: number): CSSProperties {
  const z = String(zIndex);
  return {
    '--adm-popup-z-index': z,
    '--adm-center-popup-z-index': z,
    '--adm-dialog-z-index': z,
    '--adm-mask-z-index': z,
  } as CSSProperties;
}

function HostedPopup({ manager, entry }: { manager: PopupManager; entry: PopupEntry }) {
  const { key, Component: Popup } = entry;
  // Stable callbacks per instance, so popups may list them as effect dependencies.
  const controls = useMemo(
    () => ({
      confirm: (value: unknown) => manager.close(key, { confirmed: true, value }),
      cancel: () => manager.close(key),
    }),
    [manager, key],
  );
  const layer = (
    <div className="rm-popup-layer" data-popup={key} data-visible={entry.visible ? 'true' : 'false'} style={layerStyle(entry.zIndex)}>
      <PopupBoundary popupKey={key} visible={entry.visible} onError={controls.cancel}>
        <Popup props={entry.props} visible={entry.visible} zIndex={entry.zIndex} confirm={controls.confirm} cancel={controls.cancel} />
      </PopupBoundary>
    </div>
  );
  // Rendered at the end of <body>, so no transformed ancestor can trap the fixed overlays.
  return typeof document === 'undefined' ? layer : createPortal(layer, document.body);
}

/** Renders every mounted popup (shown ones and hidden ones waiting for re-use). */
export function PopupHost({ manager }: { manager: PopupManager }) {
  const entries = useSyncExternalStore(manager.subscribe, manager.getSnapshot, manager.getSnapshot);
  return (
    <>
      {entries.map((entry) => (
        <HostedPopup key={`${entry.key}#${entry.instance}`} manager={manager} entry={entry} />
      ))}
    </>
  );
}
