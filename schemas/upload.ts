import { z } from 'zod';

/**
 * Uploads (spec §3 upload descriptor, §4 upload, §8 upload failure): kinds of
 * file we take, how each is recognised from a MIME type or a name, and the
 * descriptor the client sends to /api-auth/upload/option.
 */

export const UPLOAD_KINDS = ['image', 'pdf', 'doc', 'docx'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Suffixes whose width and height the descriptor carries (spec §3). */
export const IMAGE_SIZE_SUFFIXES = ['bmp', 'png', 'jpg', 'jpeg', 'gif'] as const;

const BY_MIME: Record<string, UploadKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/bmp': 'image',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
const BY_SUFFIX: Record<string, UploadKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};

/** Largest file of each kind, in bytes. */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  doc: 20 * 1024 * 1024,
  docx: 20 * 1024 * 1024,
};

export const MSG_UNSUPPORTED_FILE = '不支持的文件类型';
export const msgFileTooLarge = (kind: UploadKind) => `文件过大，${kind === 'image' ? '图片' : '文档'}不能超过${Math.round(UPLOAD_MAX_BYTES[kind] / 1024 / 1024)}MB`;

/** The lower-case suffix of a file name, without the dot ('' when none). */
export function suffixOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/** The kind of a file from its MIME type, else its name (spec §5: neither known → 不支持的文件类型). */
export function uploadKindOf(type: string, name: string): UploadKind | null {
  return BY_MIME[type.toLowerCase()] ?? BY_SUFFIX[suffixOf(name)] ?? null;
}

/** The upload descriptor (spec §3): md5, type, size, name, suffix, and width/height for bmp, png, jpg, jpeg, gif. */
export const uploadDescriptorSchema = z.object({
  md5: z.string({ error: '文件校验值无效' }).regex(/^[0-9a-f]{32}$/i, '文件校验值无效').transform((s) => s.toLowerCase()),
  /** MIME type as the browser reports it ('' when it does not know). */
  type: z.string().max(100).default(''),
  size: z.number({ error: '文件大小无效' }).int('文件大小无效').positive('文件为空').max(1024 * 1024 * 1024, '文件过大'),
  name: z.string({ error: '文件名无效' }).trim().min(1, '文件名无效').max(200, '文件名过长'),
  suffix: z.string().max(10).default(''),
  width: z.number().int().min(0).max(100_000).optional(),
  height: z.number().int().min(0).max(100_000).optional(),
});
export type UploadDescriptor = z.input<typeof uploadDescriptorSchema>;

/** A stored file as calls answer it. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  kind: z.enum(UPLOAD_KINDS),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** /api-auth/upload/option: 'speed' (the tenant has this file already) or where and how to post it. */
export const uploadOptionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('speed'), result: uploadedFileSchema }),
  z.object({
    type: z.literal('form'),
    data: z.object({
      action: z.string(),
      /** The form field the file goes in. */
      name: z.string(),
      formData: z.record(z.string(), z.string()),
      headers: z.record(z.string(), z.string()),
    }),
  }),
]);
export type UploadOption = z.infer<typeof uploadOptionSchema>;
