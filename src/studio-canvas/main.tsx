import { bootApp } from '../app/boot';
import { startStudioBridge } from '../runtime/design/studio-bridge';
import '../app/app.css';

/**
 * The studio's canvas: the mobile app itself, plus the bridge that draws the operator's draft and
 * reports clicks and node positions to the editor around it. A build entry of its own
 * (canvas.html, served for pages opened with ?studio), so the site's bundle carries none of it.
 */
const { runtime, design } = bootApp();
// Framed by the studio only; opened on its own it is just the app.
if (window.parent !== window) startStudioBridge({ loader: design.app.loader, queryClient: runtime.queryClient });
