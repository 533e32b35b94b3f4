import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import sharp, { type Metadata } from 'sharp';
import { MSG_UNSUPPORTED_FILE, type UploadKind } from '../../../schemas/upload';
import { CODE_BAD_REQUEST, IMAGE_MAX_PIXELS, IMAGE_WORK_CONCURRENCY } from '../../constants';
import { ApiError } from '../../http/errors';

const inflate = promisify(inflateRaw);
const unsupported = () => new ApiError(CODE_BAD_REQUEST, MSG_UNSUPPORTED_FILE, 400);
export const MSG_IMAGE_TOO_LARGE = `图片尺寸过大（不能超过${IMAGE_MAX_PIXELS / 10_000}万像素），请缩小后再上传`;

/** At most `limit` tasks run at once; the others wait their turn in order. */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
/** Every sharp decode and resize of this process goes through here (sharp works on libuv's threads, not the event loop). */
export const imageWork = createGate(IMAGE_WORK_CONCURRENCY);

/** sharp's name of each format the signature allows. */
const SHARP_FORMAT: Record<string, string> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * A BMP's headers must describe exactly the file: the declared size, a known
 * info header, a sane bit depth and pixel data that fits. 'BM' and an HTML
 * page after it is not a picture.
 */
function bmpSize(b: Buffer): { width: number; height: number } {
  if (b.length < 54) throw unsupported();
  const fileSize = b.readUInt32LE(2);
  const dataOffset = b.readUInt32LE(10);
  const infoSize = b.readUInt32LE(14);
  if (fileSize !== b.length || ![40, 52, 56, 108, 124].includes(infoSize) || dataOffset < 14 + infoSize || dataOffset >= b.length) throw unsupported();
  const width = b.readInt32LE(18);
  const height = Math.abs(b.readInt32LE(22));
  const planes = b.readUInt16LE(26);
  const bpp = b.readUInt16LE(28);
  const compression = b.readUInt32LE(30);
  if (width <= 0 || height <= 0 || planes !== 1 || ![1, 4, 8, 16, 24, 32].includes(bpp) || compression > 3) throw unsupported();
  if (width * height > IMAGE_MAX_PIXELS) throw new ApiError(CODE_BAD_REQUEST, MSG_IMAGE_TOO_LARGE, 400);
  // Uncompressed rows are padded to 4 bytes; the pixels must all be there.
  if ((compression === 0 || compression === 3) && dataOffset + Math.ceil((width * bpp) / 32) * 4 * height > b.length) throw unsupported();
  return { width, height };
}

/** The picture decodes in full as the format its signature says, within the pixel limit. */
async function imageSize(bytes: Buffer, ext: string): Promise<{ width: number; height: number }> {
  if (ext === 'bmp') return bmpSize(bytes);
  return imageWork(async () => {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw unsupported();
    }
    if (meta.format !== SHARP_FORMAT[ext] || !meta.width || !meta.height) throw unsupported();
    const height = meta.pageHeight ?? meta.height;
    if (meta.width * height > IMAGE_MAX_PIXELS) throw new ApiError(CODE_BAD_REQUEST, MSG_IMAGE_TOO_LARGE, 400);
    try {
      // Reads every pixel without keeping the picture: a truncated or corrupt body fails here.
      await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' }).stats();
    } catch {
      throw new ApiError(CODE_BAD_REQUEST, '图片已损坏，请重新选择', 400);
    }
    return { width: meta.width, height };
  });
}

/** pdfjs opens the document and reads its first page. */
async function checkPdf(bytes: Buffer): Promise<void> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, stopAtErrors: true, verbosity: 0 }).promise;
    try {
      if (doc.numPages < 1) throw unsupported();
      await doc.getPage(1);
    } finally {
      await doc.destroy();
    }
  } catch {
    throw unsupported();
  }
}

/**
 * A Word package: a zip whose central directory lists [Content_Types].xml and
 * word/document.xml, and whose document part inflates to a w:document.
 */
async function checkDocx(b: Buffer): Promise<void> {
  // The end-of-central-directory record sits in the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 65_557); i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unsupported();
  const count = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  const names = new Map<string, { method: number; compressed: number; local: number }>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) throw unsupported();
    const nameLen = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    names.set(b.subarray(at + 46, at + 46 + nameLen).toString('utf8'), { method: b.readUInt16LE(at + 10), compressed: b.readUInt32LE(at + 20), local: b.readUInt32LE(at + 42) });
    at += 46 + nameLen + extra + comment;
  }
  const doc = names.get('word/document.xml');
  if (!names.has('[Content_Types].xml') || !doc) throw unsupported();
  const l = doc.local;
  if (l + 30 > b.length || b.readUInt32LE(l) !== 0x04034b50) throw unsupported();
  const start = l + 30 + b.readUInt16LE(l + 26) + b.readUInt16LE(l + 28);
  const raw = b.subarray(start, start + doc.compressed);
  if (raw.length !== doc.compressed) throw unsupported();
  let xml: Buffer;
  try {
    xml = doc.method === 0 ? raw : doc.method === 8 ? await inflate(raw) : Buffer.alloc(0);
  } catch {
    throw unsupported();
  }
  if (!/<w:document[\s>]/.test(xml.subarray(0, 4096).toString('utf8'))) throw unsupported();
}

/**
 * The whole file is what its signature claims: images decode (and stay within
 * IMAGE_MAX_PIXELS), PDFs parse, DOCX is a Word package. Refusals answer
 * 不支持的文件类型 (or the pixel limit's own message).
 */
export async function verifyWhole(kind: UploadKind, ext: string, bytes: Buffer): Promise<{ width: number | null; height: number | null }> {
  switch (kind) {
    case 'image':
      return imageSize(bytes, ext);
    case 'pdf':
      await checkPdf(bytes);
      return { width: null, height: null };
    case 'docx':
      await checkDocx(bytes);
      return { width: null, height: null };
    default:
      // The old OLE Word format: its signature is all we read (nothing here parses it).
      return { width: null, height: null };
  }
}
