import { Button, Result, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useAuthorizeConfirm, useAuthorizeScan } from '../../runtime/data-hooks/use-account';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime, useSession } from '../../runtime/runtime';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { DeviceAuthorizeProps } from './schema';
import './device-authorize.css';

/**
 * A logged-in phone opened the code another device shows: the scan is
 * reported at once (that device then says 已扫码), and nothing logs in until
 * the user taps 确认登录.
 */
export function DeviceAuthorize(props: WidgetRenderProps<DeviceAuthorizeProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const key = new URLSearchParams(window.location.search).get('key') ?? '';
  const scan = useAuthorizeScan();
  const answerCall = useAuthorizeConfirm();
  // An answer that failed means the code is gone too; one that went through leaves the page.
  const phase = !key || scan.isError || answerCall.isError ? 'failed' : scan.isSuccess ? 'ask' : 'scanning';

  const { mutate: report, isIdle: notReported } = scan;
  useEffect(() => {
    if (user && key && notReported) report(key);
  }, [user, key, notReported, report]);

  if (!user) return <LoginPrompt host={props.host} text="登录后才能为其他设备确认登录" button="去登录" />;
  if (phase === 'failed') return <Result status="warning" title="二维码已失效" description="请在另一台设备上刷新二维码后重新扫码" />;
  if (phase === 'scanning') return <div className="w-authorize" aria-busy="true" />;

  async function answer(confirm: boolean) {
    if (answerCall.isPending) return;
    try {
      await answerCall.mutateAsync({ key, confirm });
      Toast.show({ content: confirm ? '已确认登录' : '已取消' });
      rt.navigator.navigate?.(props.doneLink, { replace: true });
    } catch {
      // Shown by the request wrapper; the page says the code is gone.
    }
  }

  return (
    <div className="w-authorize">
      <Result status="info" title="登录确认" description={`另一台设备正在请求登录你的账号（${user.account.name}），如非本人操作请取消。`} />
      <div className="w-authorize__actions">
        <Button block color="primary" loading={answerCall.isPending && answerCall.variables.confirm} disabled={answerCall.isPending} onClick={() => void answer(true)}>
          确认登录
        </Button>
        <Button block loading={answerCall.isPending && !answerCall.variables.confirm} disabled={answerCall.isPending} onClick={() => void answer(false)}>
          取消
        </Button>
      </div>
    </div>
  );
}
