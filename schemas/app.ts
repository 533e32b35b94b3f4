import { z } from 'zod';

/** Input of /api-auth/app/config. */
export const appConfigInputSchema = z.object({
  /** Product type of the calling client (1). */
  productType: z.number().int().optional(),
  /** Terminal type of the calling client (41). */
  terminalType: z.number().int().optional(),
});

/** Answer of /api-auth/app/config: the tenant's identity and the product lists. */
export const appConfigSchema = z.object({
  /** The site's display name. */
  appName: z.string(),
  agentKey: z.string(),
  logo: z.string(),
  /** Roles this site allows. */
  roles: z.array(z.number().int()),
  defaultRole: z.number().int(),
  /** Product types keyed by number (spec §3 product list). */
  productTypes: z.record(z.string(), z.string()),
  /** Terminal types keyed by number. */
  terminalTypes: z.record(z.string(), z.string()),
  /** Changes whenever the tenant's settings change. */
  updatedAt: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Product and terminal names (spec §3 product list), keyed by their numbers. */
export const PRODUCT_TYPES: Record<string, string> = { '1': '招聘求职' };
export const TERMINAL_TYPES: Record<string, string> = { '11': 'PC 网站', '21': 'Android', '22': 'iOS', '31': '微信小程序', '41': '移动网页' };

/** Turns a numeric-keyed map into a list with value (spec §3 product list). */
export function mapToOptions(map: Record<string, string>): { value: number; label: string }[] {
  return Object.entries(map)
    .map(([k, label]) => ({ value: Number(k), label }))
    .sort((a, b) => a.value - b.value);
}
