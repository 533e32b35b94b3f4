import type { BootData } from '../../../schemas/boot';
import { createActionContext, createLinkRunner } from '../../actions';
import { POPUP_LOGIN } from '../../runtime/constants';
import { createDesignLoader, parseNodes } from '../../runtime/design/loader';
import { DesignNodes, DesignProvider, type DesignContextValue } from '../../runtime/design/renderer';
import { BUILT_IN_POPUPS, connectPopupEvents, createPopupManager, registerLazily, type PopupManager } from '../../runtime/popups';
import { createRegistry } from '../../runtime/registry';
import type { Runtime } from '../../runtime/runtime';
import { widgetEntries } from '../widgets';
import { APPLY_POPUPS } from '../apply/apply-popup-keys';
import type { DesignApp } from './design-app';
import { registerResumePopups } from '../resume/register-resume-popups';

/** The design runtime of the app, made once at start: registry, loader, popups and the link runner. */
export function createDesignApp(runtime: Runtime, boot: BootData = {}): { app: DesignApp; popups: PopupManager } {
  const registry = createRegistry(widgetEntries);
  const loader = createDesignLoader(runtime.api, runtime.storage, Date.now, boot);
  const popups = createPopupManager();
  const runner = createLinkRunner(
    createActionContext({
      api: runtime.api,
      popups,
      session: runtime.session,
      navigate: (path, opts) => (runtime.navigator.navigate ? runtime.navigator.navigate(path, opts) : window.location.assign(path)),
    }),
  );
  const runLink: DesignApp['runLink'] = (link, data, signal) => runner(link, data, signal);
  // A design popup draws its nodes with the same renderer as pages; popups live outside any page, so it brings its own context.
  const popupDesign: DesignContextValue = {
    registry,
    data: {},
    runLink: (link, data) => void runLink(link, { user: runtime.session.getState().user, ...data }),
    preview: import.meta.env.DEV,
    report: (i) => console.warn(`[design] ${i.page} ${i.at}: ${i.message}`),
    page: 'popup',
  };
  // Every popup's code loads on its first open (chunks of their own), so the first route carries none of them.
  registerLazily(popups, BUILT_IN_POPUPS, () =>
    import('../../runtime/popups/built-in').then(
      (m) => (into) =>
        m.registerBuiltInPopups(into, {
          api: runtime.api,
          queryClient: runtime.queryClient,
          loadDesignPage: (page) => loader.page(page),
          renderDesignNodes: (nodes) => (
            <DesignProvider value={popupDesign}>
              <DesignNodes nodes={parseNodes(nodes, 'popup')} />
            </DesignProvider>
          ),
        }),
    ),
  );
  // The generic form as a popup: confirms with the values (a link of type popup, path 'form', params { page }).
  registerLazily(popups, ['form'], () => import('./form-route').then((m) => (into) => into.register('form', m.FormPopup)));
  // The accounts issue's login popup: guards, 'login' links and the request wrapper open it.
  registerLazily(popups, [POPUP_LOGIN], () => import('../accounts/login-popup').then((m) => (into) => into.register(POPUP_LOGIN, m.LoginPopup)));
  // Applying to jobs: the resume dialog, the sign-up form and the batch result.
  registerLazily(popups, APPLY_POPUPS, () => import('../apply/apply-popups').then((m) => m.registerApplyPopups));
  // The resume issue's popups: 'resume-form', 'resume' (去完善 on 13002/13003) and 'resume-register' (13009).
  registerResumePopups(popups);
  connectPopupEvents(popups, runtime.events);
  return {
    popups,
    app: {
      registry,
      loader,
      runLink,
      devMode: import.meta.env.DEV,
    },
  };
}
