import { z } from 'zod';
import { rsaKeyGetResultSchema } from './rsa';

/**
 * What the server writes into a page's HTML for its first screen (issue 15),
 * in `<script type="application/json" id="rm-boot">`: the answers the runtime
 * would otherwise ask for one after another before it can draw anything. It is
 * data, not code (the CSP forbids inline scripts). Each part is what its call
 * answers (settingGet, designPageGet, rsa/keyGet), current when the HTML was made.
 */
export const BOOT_DATA_ELEMENT_ID = 'rm-boot';

/** Where the running build's widget chunks are listed (type → scripts), for prefetching them without running them. */
export const WIDGET_CHUNKS_PATH = '/widget-chunks.json';
export const widgetChunksSchema = z.record(z.string(), z.array(z.string()));

export const bootDataSchema = z.object({
  /** settingGet's answer (an AppSetting; parsed by the design loader like a fetched one). */
  setting: z.unknown().optional(),
  /** designPageGet's answer for the page of this URL. */
  page: z.object({ key: z.string(), body: z.unknown() }).optional(),
  /** rsa/keyGet's answer: the site's public key, so the first API call does not wait for it. */
  rsa: rsaKeyGetResultSchema.optional(),
});
export type BootData = z.infer<typeof bootDataSchema>;
