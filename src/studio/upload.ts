import type { ApiClient } from '../runtime/api/client';
import { uploadFile } from '../runtime/upload';
import { request } from './api';

/** The upload ticket call of src/runtime/upload, and the operator's door to the same service (pictures only). */
const USER_UPLOAD_OPTION = '/api-auth/upload/option';
const ADMIN_UPLOAD_OPTION = '/api-admin/upload/option';

/**
 * Uploads a picture as the signed-in operator through the app's upload flow (hash, ticket,
 * multipart POST; the same bytes again complete at once) and answers its address.
 */
export async function uploadStudioImage(file: File): Promise<string> {
  const api = { request: (path: string, data: unknown) => request(path === USER_UPLOAD_OPTION ? ADMIN_UPLOAD_OPTION : path, data) } as unknown as ApiClient;
  try {
    return (await uploadFile(api, file)).url;
  } catch (e) {
    throw new Error((e as { msg?: string }).msg ?? ((e as Error).message || '上传失败，可直接粘贴图片地址'));
  }
}
