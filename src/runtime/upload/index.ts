// Infrastructure, allowed to call api.request directly (eslint.config.js): the upload pipeline (option, then the multipart POST or 秒传): a plain function any widget or popup hands a file.
import SparkMD5 from 'spark-md5';
import {
  IMAGE_SIZE_SUFFIXES,
  MSG_UNSUPPORTED_FILE,
  suffixOf,
  uploadedFileSchema,
  uploadKindOf,
  uploadOptionSchema,
  type UploadDescriptor,
  type UploadedFile,
} from '../../../schemas/upload';
import type { ApiClient } from '../api/client';
import { UPLOAD_ERROR_TITLE, UPLOAD_HASH_CHUNK_BYTES, UPLOAD_TIMEOUT_MS, UPLOAD_UNKNOWN_ERROR } from '../constants';

/** An upload that failed, with the server's code when it answered one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** The failure dialog of spec §8: title 'Error' (the code appended when present); the server's message, the error's, or 'Unknown error'. */
export function uploadErrorDialog(e: unknown): { title: string; content: string } {
  const code = e instanceof UploadError ? e.code : undefined;
  const content = (e instanceof Error && e.message) || UPLOAD_UNKNOWN_ERROR;
  return { title: code === undefined ? UPLOAD_ERROR_TITLE : `${UPLOAD_ERROR_TITLE} ${code}`, content };
}

/** md5 of a file, read in chunks. */
export async function md5Of(file: Blob): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let at = 0; at < file.size; at += UPLOAD_HASH_CHUNK_BYTES) {
    spark.append(await file.slice(at, at + UPLOAD_HASH_CHUNK_BYTES).arrayBuffer());
  }
  return spark.end();
}

async function imageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The upload descriptor of a file (spec §3): md5, type, size, name, suffix, and
 * width/height for bmp, png, jpg, jpeg, gif. A file whose type cannot be told
 * from its type or its name is refused here, before any request (spec §5).
 */
export async function describeFile(file: File): Promise<UploadDescriptor> {
  const suffix = suffixOf(file.name);
  if (!uploadKindOf(file.type, file.name)) throw new UploadError(MSG_UNSUPPORTED_FILE);
  const d: UploadDescriptor = { md5: await md5Of(file), type: file.type, size: file.size, name: file.name, suffix };
  if ((IMAGE_SIZE_SUFFIXES as readonly string[]).includes(suffix)) {
    const size = await imageSize(file);
    if (size) Object.assign(d, size);
  }
  return d;
}

export interface UploadOptions {
  /** 0…1 while the bytes go up. */
  onProgress?: (fraction: number) => void;
  /** Where relative action URLs resolve (the API base). */
  baseUrl?: string;
}

/** Normalises an upload answer: resp_code/resp_msg are taken as code/msg (spec §8). */
function readEnvelope(text: string): { code: number; msg: string; data?: unknown } {
  try {
    const raw = JSON.parse(text) as { code?: number; msg?: string; resp_code?: number; resp_msg?: string; data?: unknown };
    return { code: raw.code ?? raw.resp_code ?? 500, msg: raw.msg ?? raw.resp_msg ?? '', data: raw.data };
  } catch {
    return { code: 500, msg: '' };
  }
}

function postForm(url: string, form: FormData, headers: Record<string, string>, onProgress?: (f: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      const env = readEnvelope(xhr.responseText);
      if (env.code !== 200) return reject(new UploadError(env.msg || `HTTP ${xhr.status}`, env.code));
      const file = uploadedFileSchema.safeParse(env.data);
      return file.success ? resolve(file.data) : reject(new UploadError(UPLOAD_UNKNOWN_ERROR));
    };
    xhr.onerror = () => reject(new UploadError('网络不给力~'));
    xhr.ontimeout = () => reject(new UploadError('请求超时了'));
    xhr.send(form);
  });
}

/**
 * Uploads a file (spec §4): hash and inspect it, ask upload/option, then either
 * the server already holds it ('speed', complete at once) or the file is posted
 * as a multipart form to the returned action.
 */
export async function uploadFile(api: ApiClient, file: File, opts: UploadOptions = {}): Promise<UploadedFile & { speed: boolean }> {
  const descriptor = await describeFile(file);
  let raw: unknown;
  try {
    raw = await api.request('/api-auth/upload/option', descriptor, { silent: true });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new UploadError((e as Error).message, typeof code === 'number' ? code : undefined);
  }
  const option = uploadOptionSchema.parse(raw);
  if (option.type === 'speed') {
    opts.onProgress?.(1);
    return { ...option.result, speed: true };
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(option.data.formData)) form.append(k, v);
  form.append(option.data.name, file, file.name);
  const url = new URL(option.data.action, opts.baseUrl ?? window.location.origin).toString();
  return { ...(await postForm(url, form, option.data.headers, opts.onProgress)), speed: false };
}
