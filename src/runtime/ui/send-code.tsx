import { Button } from 'antd-mobile';
import { useState } from 'react';
import { sendCodeResultSchema } from '../../../schemas/accounts';
import { ApiRequestError } from '../api/client';
import { useCountdown } from './use-countdown';

/**
 * "Send a code, then count down": one request for a code (SMS or e-mail), the
 * server's word that it went out (or the caller's), and the interval the server
 * names before another may be asked for. Envelope errors were shown by the
 * request wrapper; anything else says 验证码发送失败.
 */
export function useSendCode(toast: (text: string) => void) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async (request: () => Promise<unknown>, sentText?: string): Promise<boolean> => {
    if (sending || countdown.left > 0) return false;
    setSending(true);
    try {
      const sent = sendCodeResultSchema.parse(await request());
      toast(sentText ?? sent.msg);
      countdown.start(sent.interval);
      return true;
    } catch (e) {
      if (!(e instanceof ApiRequestError)) toast('验证码发送失败');
      return false;
    } finally {
      setSending(false);
    }
  };
  return { left: countdown.left, sending, send };
}

/** The button beside a code field: 获取验证码, then "N秒后重发" until the interval has passed. */
export function SendCodeButton({ code, onClick }: { code: { left: number; sending: boolean }; onClick: () => void }) {
  return (
    <Button size="small" fill="none" color="primary" disabled={code.left > 0} loading={code.sending} onClick={onClick}>
      {code.left > 0 ? `${code.left}秒后重发` : '获取验证码'}
    </Button>
  );
}
