import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Input, Upload } from 'antd';
import { useState } from 'react';
import { uploadStudioImage } from '../upload';
import './image-field.css';

export interface ImageFieldProps {
  value?: string | undefined;
  onChange?: ((v: string) => void) | undefined;
  /** The accessible name of the address box (the upload button is "上传<label>"). */
  label?: string | undefined;
  placeholder?: string | undefined;
  /** Uploads the file and answers its address; the operator's upload door unless given. */
  upload?: ((file: File) => Promise<string>) | undefined;
  /** A narrow column: the button shows its icon only. */
  compact?: boolean | undefined;
}

const looksLikeImage = (v: string) => /^(https?:\/\/|\/(?!\/)|data:image\/)/.test(v);

/**
 * A picture of a page, a tab bar or the site: its address (pasted, or filled in by an upload
 * from the operator's computer), a small preview, and the reason when an upload is refused.
 * Works as an antd Form.Item control (value / onChange).
 */
export function ImageField({ value = '', onChange, label = '图片', placeholder = '/files/… 或 https://…', upload = uploadStudioImage, compact }: ImageFieldProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="st-image">
      {looksLikeImage(value) && <Image src={value} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }} alt={`${label}预览`} />}
      <div className="st-image__inputs">
        <Input aria-label={label} value={value} placeholder={placeholder} onChange={(e) => onChange?.(e.target.value)} allowClear />
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            setBusy(true);
            setProblem(null);
            upload(file)
              .then((url) => onChange?.(url))
              .catch((e: unknown) => setProblem((e as Error).message || '上传失败'))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} aria-label={`上传${label}`}>
            {compact ? null : '上传图片'}
          </Button>
        </Upload>
        {problem && (
          <div className="st-image__error" role="alert">
            {problem}
          </div>
        )}
      </div>
    </div>
  );
}
