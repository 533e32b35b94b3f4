/**
 * The messages between the operator studio and the mobile app running in its
 * canvas iframe (same origin; both sides check origin and source). Types only:
 * nothing here reaches the mobile bundle.
 */

/** Marks our messages among whatever else a page may post. */
export const STUDIO_CHANNEL = 'rm-studio';
/** The query parameter that asks the app to start the studio bridge (inside an iframe only). */
export const STUDIO_QUERY = 'studio';

/** Where a node is drawn, in the iframe's viewport (CSS px). */
export interface NodeRect {
  id: string;
  type: string;
  /** The enclosing node's id, or null at the top of the page. */
  parentId: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ToFrame =
  /** The draft to draw instead of the stored page of that key. */
  | { channel: typeof STUDIO_CHANNEL; type: 'page'; page: unknown }
  /** Scroll a node into view (selected in the outline). */
  | { channel: typeof STUDIO_CHANNEL; type: 'reveal'; id: string };

export type FromFrame =
  | { channel: typeof STUDIO_CHANNEL; type: 'ready'; path: string }
  | { channel: typeof STUDIO_CHANNEL; type: 'rects'; rects: NodeRect[]; scrollY: number; viewportHeight: number }
  /** The operator clicked a node (the click did nothing else). */
  | { channel: typeof STUDIO_CHANNEL; type: 'pick'; id: string }
  /** Problems of the draft the renderer met (a widget's props not parsing, …). */
  | { channel: typeof STUDIO_CHANNEL; type: 'issue'; at: string; message: string };

export function isStudioMessage<T extends { channel: string }>(data: unknown): data is T {
  return typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === STUDIO_CHANNEL && typeof (data as { type?: unknown }).type === 'string';
}
