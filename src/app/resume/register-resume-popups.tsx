import { POPUP_EMPHASIS_ADD, POPUP_RESUME, POPUP_RESUME_FORM, POPUP_RESUME_REGISTER } from '../../runtime/constants';
import type { PopupManager } from '../../runtime/popups';
import { lazyPopup } from '../../runtime/popups/lazy';

/**
 * The resume popups of spec §2, §4 and §8: 'resume-form' (one section's form),
 * 'resume' (keyed by type/id or 'next': opens the section that is missing) and
 * 'resume-register' (the registration wizard the request wrapper opens on 13009)
 * and 'emphasis-add' (skill tags added to the resume at once).
 */
export function registerResumePopups(manager: Pick<PopupManager, 'register'>): void {
  manager.register(POPUP_RESUME_FORM, lazyPopup(() => import('../../runtime/resume/resume-form-popup')));
  manager.register(POPUP_RESUME, lazyPopup(() => import('../../runtime/resume/resume-popup')));
  manager.register(POPUP_RESUME_REGISTER, lazyPopup(() => import('../../runtime/resume/resume-register-popup')));
  manager.register(POPUP_EMPHASIS_ADD, lazyPopup(() => import('../../runtime/resume/emphasis-add-popup')));
}
