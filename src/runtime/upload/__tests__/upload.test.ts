/** @vitest-environment jsdom */
/** Node's File: jsdom's lacks Blob.arrayBuffer, which every browser has. */
import { File } from 'node:buffer';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeFile, md5Of, uploadErrorDialog, UploadError } from '../index';

describe('upload pipeline (client)', () => {
  it('hashes a file in chunks to the same md5 as a one-shot hash', async () => {
    const bytes = new Uint8Array(5 * 1024 * 1024 + 123).map((_, i) => (i * 31) % 251);
    expect(await md5Of(new Blob([bytes]))).toBe(createHash('md5').update(bytes).digest('hex'));
  });

  it('describes a document by md5, type, size, name and suffix', async () => {
    const file = new File(['%PDF-1.4 hello'], '简历.PDF', { type: 'application/pdf' });
    expect(await describeFile(file as unknown as globalThis.File)).toEqual({
      md5: createHash('md5').update('%PDF-1.4 hello').digest('hex'),
      type: 'application/pdf',
      size: 14,
      name: '简历.PDF',
      suffix: 'pdf',
    });
  });

  it('tells a file without a MIME type by its name', async () => {
    const d = await describeFile(new File(['x'], 'cv.docx', { type: '' }) as unknown as globalThis.File);
    expect(d.suffix).toBe('docx');
  });

  it('refuses a file whose type cannot be told from type or name, before any request', async () => {
    await expect(describeFile(new File(['x'], 'README', { type: '' }) as unknown as globalThis.File)).rejects.toThrow('不支持的文件类型');
    await expect(describeFile(new File(['x'], 'run.exe', { type: 'application/x-msdownload' }) as unknown as globalThis.File)).rejects.toThrow('不支持的文件类型');
  });

  it("shows failures as 'Error' with the code appended, the message, or 'Unknown error'", () => {
    expect(uploadErrorDialog(new UploadError('文件过大', 413))).toEqual({ title: 'Error 413', content: '文件过大' });
    expect(uploadErrorDialog(new Error('network down'))).toEqual({ title: 'Error', content: 'network down' });
    expect(uploadErrorDialog('???')).toEqual({ title: 'Error', content: 'Unknown error' });
  });
});
