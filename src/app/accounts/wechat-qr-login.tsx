import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ROLE_SWITCH_POLL_MS } from '../../runtime/constants';
import { useRuntime } from '../../runtime/runtime';
import { QrCode } from '../../runtime/ui/qr-code';

const qrSchema = z.object({ key: z.string(), url: z.string(), expiresAt: z.string() });
const statusSchema = z.object({ status: z.enum(['waiting', 'scanned', 'confirmed', 'expired']) }).passthrough();

const STATUS_TEXT = {
  waiting: '请使用微信扫描二维码登录',
  scanned: '已扫码：该微信尚未绑定账号，请在手机上登录完成绑定后重新扫码',
  expired: '二维码已失效',
} as const;

/**
 * WeChat scan login (login/wechatQrcode + wechatStatus): the phone's WeChat
 * opens the code, returns to the site and confirms it; this device then gets
 * its own session from the status call.
 */
export function WechatQrLogin({ onLoggedIn }: { onLoggedIn(): void }) {
  const { api, session } = useRuntime();
  const [qr, setQr] = useState<z.infer<typeof qrSchema> | null>(null);
  const [status, setStatus] = useState<keyof typeof STATUS_TEXT>('waiting');
  // The parent's callback changes every render; the polling must not restart with it.
  const done = useRef(onLoggedIn);
  done.current = onLoggedIn;

  async function fetchCode() {
    try {
      setQr(qrSchema.parse(await api.request('/api-auth/user/login/wechatQrcode', {})));
      setStatus('waiting');
    } catch {
      // Shown by the request wrapper (暂未开通微信登录, …).
    }
  }

  useEffect(() => {
    if (!qr || status === 'expired') return;
    const timer = setInterval(() => {
      api.request('/api-auth/user/login/wechatStatus', { key: qr.key }, { silent: true }).then(
        (raw) => {
          const s = statusSchema.parse(raw);
          if (s.status === 'confirmed') {
            clearInterval(timer);
            session.adopt(raw);
            done.current();
          } else setStatus(s.status);
        },
        () => undefined,
      );
    }, ROLE_SWITCH_POLL_MS);
    return () => clearInterval(timer);
  }, [qr, status, api, session]);

  if (!qr) {
    return (
      <div className="login-qr">
        <Button block shape="rounded" style={{ '--background-color': '#07c160', '--text-color': '#fff', '--border-color': '#07c160' }} onClick={() => void fetchCode()}>
          微信扫码登录
        </Button>
      </div>
    );
  }
  return (
    <div className="login-qr" data-testid="wechat-qr">
      {status === 'expired' ? (
        <Button color="primary" fill="outline" onClick={() => void fetchCode()}>
          刷新二维码
        </Button>
      ) : (
        <QrCode text={qr.url} label="微信登录二维码" />
      )}
      <p className="login-qr__hint">{STATUS_TEXT[status]}</p>
    </div>
  );
}
