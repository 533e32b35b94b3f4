import { Alert, Button, Input, Space, Statistic, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { attendancePageSchema, checkInResultSchema, ticketCodeOf, type CheckInResult } from '../../../schemas/events';
import { errorMessage, request } from '../api';
import { formatTime } from '../format';

/** The browser's barcode reader (Chromium on Android, Safari 17+); not in TypeScript's DOM library yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (opts: { formats: string[] }) => BarcodeDetectorLike;
const detectorCtor = (): BarcodeDetectorCtor | null => (typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector : null);

/** Reads QR codes from the camera while open; each new code is handed to onCode once. */
function Scanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const Ctor = detectorCtor();
    if (!Ctor) return;
    const detector = new Ctor({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let live = true;
    let last = '';
    let timer = 0;
    const tick = async () => {
      if (!live || !video.current) return;
      try {
        const [hit] = await detector.detect(video.current);
        if (hit && hit.rawValue !== last) {
          last = hit.rawValue;
          onCode(hit.rawValue);
        }
      } catch {
        // A frame that is not ready yet: the next one will do.
      }
      timer = window.setTimeout(() => void tick(), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!live || !video.current) return;
        video.current.srcObject = s;
        await video.current.play();
        void tick();
      })
      .catch(() => setError('无法打开摄像头，请检查权限，或手动输入票码'));
    return () => {
      live = false;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode]);
  return (
    <div className="studio-checkin__scanner">
      {error ? <Alert type="warning" message={error} /> : <video ref={video} muted playsInline aria-label="扫码画面" />}
      <Button onClick={onClose}>关闭摄像头</Button>
    </div>
  );
}

/**
 * Door check-in of one event: type the short code or scan the ticket's QR code
 * (where the browser has BarcodeDetector). The server checks each ticket in
 * once; a second scan says when it was used.
 */
export function CheckInPanel({ eventId }: { eventId: number }) {
  const qc = useQueryClient();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [last, setLast] = useState<{ ok: true; r: CheckInResult } | { ok: false; msg: string } | null>(null);
  const stats = useQuery({
    queryKey: ['studio', 'event-attendance', eventId],
    queryFn: async () => attendancePageSchema.parse(await request('/api-admin/event/attendance', { eventId, limit: 1 })),
  });
  const checkIn = useMutation({
    mutationFn: async (raw: string) => checkInResultSchema.parse(await request('/api-admin/event/checkIn', { code: raw, eventId })),
    onSuccess: (r) => {
      setLast({ ok: true, r });
      setCode('');
      void qc.invalidateQueries({ queryKey: ['studio', 'event-attendance', eventId] });
    },
    onError: (e) => setLast({ ok: false, msg: errorMessage(e) }),
  });
  const submit = (raw: string) => {
    if (!ticketCodeOf(raw)) {
      setLast({ ok: false, msg: '票码格式不正确：8 位字母数字' });
      return;
    }
    checkIn.mutate(raw);
  };
  const canScan = detectorCtor() !== null && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);

  return (
    <div className="studio-checkin">
      <Space size="large" wrap>
        <Statistic title="已报名" value={stats.data?.signed ?? '—'} />
        <Statistic title="已签到" value={stats.data?.checked ?? '—'} />
        <Statistic title="候补" value={stats.data?.waiting ?? '—'} />
      </Space>
      <Space.Compact style={{ width: '100%', marginTop: 16 }}>
        <Input
          size="large"
          placeholder="输入 8 位票码，如 K7M2 QX9P"
          aria-label="票码"
          value={code}
          maxLength={64}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={() => submit(code)}
          style={{ fontFamily: 'ui-monospace, Menlo, monospace', letterSpacing: 2 }}
        />
        <Button size="large" type="primary" loading={checkIn.isPending} onClick={() => submit(code)}>
          签到
        </Button>
      </Space.Compact>
      {canScan ? (
        scanning ? (
          <Scanner onCode={submit} onClose={() => setScanning(false)} />
        ) : (
          <Button block style={{ marginTop: 12 }} onClick={() => setScanning(true)}>
            扫描二维码
          </Button>
        )
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          当前浏览器不支持扫码，请输入票码。
        </Typography.Paragraph>
      )}
      {last && (
        <Alert
          role="status"
          style={{ marginTop: 16 }}
          showIcon
          type={last.ok ? 'success' : 'error'}
          message={last.ok ? `签到成功：${last.r.name}` : last.msg}
          description={last.ok ? `票码 ${last.r.code} · ${formatTime(last.r.checkedInAt)}` : undefined}
        />
      )}
    </div>
  );
}
