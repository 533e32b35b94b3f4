import { Button, Input, List, Result, Toast } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { contactSaveInputSchema } from '../../../schemas/profile';
import { maskPhone } from '../../../schemas/identity';
import { useContactCard, useContactQr, useContactSave, useScannedContactCard } from '../../runtime/data-hooks/use-profile';
import { FormItem } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { QrCode } from '../../runtime/ui/qr-code';
import type { ContactCardProps } from './schema';
import './contact-card.css';

type Field = 'wechat' | 'mobile' | 'email';

/** The card of the person whose code was scanned (contact/qrcodeScan). */
function ScannedCard({ scanKey }: { scanKey: string }) {
  const scanned = useScannedContactCard(scanKey);
  const card = scanned.data;
  if (scanned.isPending) return <div className="w-contact" aria-busy="true" />;
  if (!card) return <Result status="warning" title="名片二维码已失效" description="请对方刷新二维码后重新扫码" />;
  return (
    <List header={`${card.name}的名片`} className="w-contact__scanned">
      <List.Item extra={card.mobile || '未填写'}>手机</List.Item>
      <List.Item extra={card.wechat || '未填写'}>微信</List.Item>
      <List.Item extra={card.email || '未填写'}>邮箱</List.Item>
    </List>
  );
}

/** Your own card: saved with the server's rules, and a QR code others scan to get it (valid 2 minutes). */
export function ContactCard(props: WidgetRenderProps<ContactCardProps>) {
  const { user } = useSession();
  const ids = { wechat: useId(), mobile: useId(), email: useId() };
  const scanKey = new URLSearchParams(window.location.search).get('key');
  const [values, setValues] = useState<Record<Field, string>>({ wechat: '', mobile: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const own = useContactCard(user !== null && !scanKey);
  const contactSave = useContactSave();
  const qr = useContactQr();
  const [filled, setFilled] = useState(false);

  // The form starts from the saved card once it is read (a failed read leaves it empty to fill in). Until
  // then its fields wait (disabled), so a late answer never replaces what the user typed.
  useEffect(() => {
    if (filled || !own.data) return;
    const c = own.data;
    setValues({ wechat: c.wechat, mobile: c.mobile, email: c.email });
    setFilled(true);
  }, [own.data, filled]);
  const waiting = !filled && own.isPending;

  if (!user) return <LoginPrompt host={props.host} button="登录后查看名片" />;
  if (scanKey) return <ScannedCard scanKey={scanKey} />;

  const set = (k: Field) => (v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function save() {
    const parsed = contactSaveInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const i of parsed.error.issues) next[String(i.path[0]) as Field] ??= i.message;
      return setErrors(next);
    }
    if (contactSave.isPending) return;
    try {
      await contactSave.mutateAsync(parsed.data);
      Toast.show({ content: '名片已保存' });
    } catch {
      // Shown by the request wrapper.
    }
  }


  return (
    <div className="w-contact">
      <p className="w-contact__intro">{props.intro}</p>
      <FormItem field="wechat" label="微信号" error={errors.wechat} htmlFor={ids.wechat}>
        <Input id={ids.wechat} disabled={waiting} maxLength={20} placeholder="字母开头，6-20 位" value={values.wechat} onChange={set('wechat')} />
      </FormItem>
      <FormItem field="mobile" label="联系电话" error={errors.mobile} htmlFor={ids.mobile}>
        <Input id={ids.mobile} disabled={waiting} type="tel" maxLength={11} placeholder={`默认 ${maskPhone(user.info.mobile)}`} value={values.mobile} onChange={set('mobile')} />
      </FormItem>
      <FormItem field="email" label="邮箱" error={errors.email} htmlFor={ids.email}>
        <Input id={ids.email} disabled={waiting} type="email" maxLength={254} placeholder="选填" value={values.email} onChange={set('email')} />
      </FormItem>
      <div className="w-contact__actions">
        <Button block color="primary" disabled={waiting} loading={contactSave.isPending} onClick={() => void save()}>
          保存名片
        </Button>
        {/* A refusal is shown by the request wrapper. */}
        <Button block fill="outline" loading={qr.isPending} onClick={() => qr.mutate()}>
          我的名片二维码
        </Button>
      </div>
      {qr.data && (
        <div className="w-contact__qr">
          <QrCode text={qr.data.url} label="名片二维码" />
          <p>请对方用本应用扫码，2 分钟内有效</p>
        </div>
      )}
    </div>
  );
}
