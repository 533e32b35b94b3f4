import { App, Button, Input, Modal, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { formatTime } from './revisions';

export interface PreviewLink {
  url: string;
  expiresAt: string;
}

/** The signed, expiring preview link of the saved draft: a QR code to scan with a phone, and the link to copy. */
export function PreviewDialog({ link, onClose }: { link: PreviewLink | null | 'loading'; onClose(): void }) {
  const { message } = App.useApp();
  const [qr, setQr] = useState<string | null>(null);
  const absolute = link && link !== 'loading' ? new URL(link.url, window.location.origin).toString() : '';
  useEffect(() => {
    if (!absolute) return void setQr(null);
    let live = true;
    void QRCode.toDataURL(absolute, { width: 220, margin: 1 }).then((d) => live && setQr(d));
    return () => {
      live = false;
    };
  }, [absolute]);
  return (
    <Modal open={link !== null} onCancel={onClose} footer={null} title="手机预览" width={460}>
      {link === 'loading' || !link ? (
        <Spin />
      ) : (
        <div className="se-preview">
          <Typography.Paragraph type="secondary">用手机扫码打开草稿（页面顶部有“预览草稿”标记，用户看不到）。链接 {formatTime(link.expiresAt)} 前有效。</Typography.Paragraph>
          <div className="se-preview__qr">{qr ? <img src={qr} alt="预览二维码" width={220} height={220} /> : <Spin />}</div>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={absolute} aria-label="预览链接" />
            <Button
              type="primary"
              onClick={() =>
                void navigator.clipboard
                  .writeText(absolute)
                  .then(() => message.success('已复制预览链接'))
                  .catch(() => message.error('复制失败，请手动选择链接复制'))
              }
            >
              复制
            </Button>
          </Space.Compact>
          <Button type="link" href={absolute} target="_blank" rel="noreferrer">
            在新窗口打开
          </Button>
        </div>
      )}
    </Modal>
  );
}
