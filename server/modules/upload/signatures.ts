import type { UploadKind } from '../../../schemas/upload';

/** What the first bytes say a file is: the kind and the MIME type we serve it with, or null. */
export function sniff(bytes: Buffer): { kind: UploadKind; mime: string; ext: string } | null {
  const at = (offset: number, sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  const ascii = (offset: number, text: string) => bytes.subarray(offset, offset + text.length).toString('latin1') === text;
  if (at(0, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  if (ascii(0, 'BM') && bytes.length > 26) return { kind: 'image', mime: 'image/bmp', ext: 'bmp' };
  if (ascii(0, '%PDF-')) return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  // OLE compound file: the old Word format.
  if (at(0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: 'doc', mime: 'application/msword', ext: 'doc' };
  // A zip holding word/: a Word document (other Office zips are not taken).
  if (at(0, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes(Buffer.from('word/'))) {
    return { kind: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
  }
  return null;
}

/** MIME type of a stored file by its extension (paths are ours, so the extension is trusted). */
export const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
