import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ROLE_SWITCH_POLL_MS } from '../../runtime/constants';
import { useRuntime } from '../../runtime/runtime';
import { QrCode } from '../../runtime/ui/qr-code';

const qrSchema = z.object({ key: z.string(), url: z.string(), expiresAt: z.string() });
const statusSchema = z.object({ status: z.enum(['waiting', 'scanned', 'confirmed', 'expired']) }).passthrough();

type Status = 'waiting' | 'scanned' | 'expired';

/** The two scan logins: WeChat's (login/wechatQrcode) and our app's on a logged-in phone (authorizeCodeurl). */
export const QR_LOGINS = {
  wechat: {
    button: '微信扫码登录',
    color: '#07c160',
    codePath: '/api-auth/user/login/wechatQrcode',
    statusPath: '/api-auth/user/login/wechatStatus',
    label: '微信登录二维码',
    text: { waiting: '请使用微信扫描二维码登录', scanned: '已扫码：该微信尚未绑定账号，请在手机上登录完成绑定后重新扫码', expired: '二维码已失效' },
  },
  app: {
    button: '手机扫码登录',
    color: '#1677ff',
    codePath: '/api-user/user/authorizeCodeurl',
    statusPath: '/api-user/user/authorizeStatus',
    label: '手机登录二维码',
    text: { waiting: '请用已登录本站的手机扫码（相机或微信扫一扫），在手机上确认登录', scanned: '已扫码，请在手机上确认登录', expired: '二维码已失效' },
  },
} as const satisfies Record<string, { button: string; color: string; codePath: string; statusPath: string; label: string; text: Record<Status, string> }>;

/**
 * Scan login. WeChat's (login/wechatQrcode + wechatStatus): the phone's WeChat
 * opens the code, returns to the site and confirms it. The app's (authorizeCodeurl
 * + authorizeStatus): a logged-in phone opens /me/authorize and confirms. Either
 * way this device then gets its own session from the status call.
 */
export function QrLogin({ kind, onLoggedIn }: { kind: keyof typeof QR_LOGINS; onLoggedIn(): void }) {
  const flow = QR_LOGINS[kind];
  const { api, session } = useRuntime();
  const [qr, setQr] = useState<z.infer<typeof qrSchema> | null>(null);
  const [status, setStatus] = useState<Status>('waiting');
  // The parent's callback changes every render; the polling must not restart with it.
  const done = useRef(onLoggedIn);
  done.current = onLoggedIn;

  async function fetchCode() {
    try {
      setQr(qrSchema.parse(await api.request(flow.codePath, {})));
      setStatus('waiting');
    } catch {
      // Shown by the request wrapper (暂未开通微信登录, …).
    }
  }

  useEffect(() => {
    if (!qr || status === 'expired') return;
    const timer = setInterval(() => {
      api.request(flow.statusPath, { key: qr.key }, { silent: true }).then(
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
  }, [qr, status, api, session, flow]);

  if (!qr) {
    return (
      <div className="login-qr">
        <Button block shape="rounded" fill="outline" style={{ '--text-color': flow.color, '--border-color': flow.color }} onClick={() => void fetchCode()}>
          {flow.button}
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
        <QrCode text={qr.url} label={flow.label} />
      )}
      <p className="login-qr__hint">{flow.text[status]}</p>
    </div>
  );
}
