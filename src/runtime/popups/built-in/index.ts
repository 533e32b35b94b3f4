import { areaLoader, commonTreeLoader, type CommonDataReader } from '../../data-hooks/use-common-data';
import type { PopupManager } from '../manager';
import { createAddressAreaPopup, type LoadAreas } from './address-area-select';
import { showTopToast } from './common';
import { DatePickerPopupComponent } from './date-picker';
import { DateRangePickerPopup } from './date-range-picker';
import { createDesignPopup, type DesignPopupDeps } from './design';
import { FileDownloadPopup } from './file-download';
import { createFilterPopup } from './filter';
import { createInputDialogPopup } from './input-dialog';
import { createLabelPopup } from './label';
import { PickerPopupComponent } from './picker';
import { createTreePickerPopup, type LoadTree } from './tree-picker';

export { BUILT_IN_POPUPS, type BuiltInPopupKey } from './keys';

/** `api` and `queryClient`: what the default area and tree loaders read through, kept like any Query read. */
export interface BuiltInPopupDeps extends CommonDataReader {
  /** Replaces the area loader (default: /api-open/area/findAll and /api-open/area/find). */
  loadAreas?: LoadAreas;
  /** Replaces the tree-picker source loader (default: the common industry and position calls). */
  loadTree?: LoadTree;
  /** The design loader and renderer for the 'design' popup; without them it reports and cancels. */
  loadDesignPage?: DesignPopupDeps['loadDesignPage'];
  renderDesignNodes?: DesignPopupDeps['renderDesignNodes'];
  /** Default: an antd-mobile toast above every popup. */
  toast?: (text: string) => void;
}

/** Registers every built-in popup of spec §2 on the manager. */
export function registerBuiltInPopups(manager: Pick<PopupManager, 'register'>, deps: BuiltInPopupDeps): void {
  const toast = deps.toast ?? showTopToast;
  manager.register('picker', PickerPopupComponent);
  manager.register('tree-picker', createTreePickerPopup({ loadTree: deps.loadTree ?? commonTreeLoader(deps), toast }));
  manager.register('date-picker', DatePickerPopupComponent);
  manager.register('date-range-picker', DateRangePickerPopup);
  manager.register('label', createLabelPopup({ toast }));
  manager.register('input-dialog', createInputDialogPopup({ toast }));
  manager.register('filter', createFilterPopup({ toast }));
  manager.register('address-area-select', createAddressAreaPopup({ loadAreas: deps.loadAreas ?? areaLoader(deps), toast }));
  const { loadDesignPage, renderDesignNodes } = deps;
  manager.register(
    'design',
    createDesignPopup({
      loadDesignPage:
        loadDesignPage ??
        (() => Promise.reject(new Error('the design popup needs loadDesignPage: pass it to registerBuiltInPopups'))),
      renderDesignNodes:
        renderDesignNodes ??
        (() => {
          console.warn('the design popup needs renderDesignNodes: pass it to registerBuiltInPopups');
          return null;
        }),
      toast,
    }),
  );
  manager.register('file-download', FileDownloadPopup);
}
