import { BOOT_DATA_ELEMENT_ID, bootDataSchema, type BootData } from '../../../schemas/boot';

/**
 * The first screen's data the server wrote into the HTML (schemas/boot.ts), or
 * nothing: a page served without it (the dev server, the studio canvas, a
 * static host) or with something unreadable simply fetches as before.
 */
export function readBootData(doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document): BootData {
  const text = doc?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const r = bootDataSchema.safeParse(JSON.parse(text));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
}
