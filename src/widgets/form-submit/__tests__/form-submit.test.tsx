/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fieldRules, FormScope, useFormField, type FormSubmitHandler } from '../../../runtime/forms';
import type { WidgetHost } from '../../../runtime/registry';
import { FormSubmitWidget } from '../form-submit';
import { formSubmitWidget } from '../index';
import { formSubmitPropsSchema } from '../schema';

/** A bare field (widgets do not import one another; the field widgets have their own tests). */
function Field({ name, label, preset }: { name: string; label: string; preset: 'name' | 'phone' }) {
  const rules = useMemo(() => fieldRules({ label, required: true, preset }), [label, preset]);
  const f = useFormField({ name, label, rules });
  return <input aria-label={label} value={typeof f.value === 'string' ? f.value : ''} onChange={(e) => f.setValue(e.target.value)} />;
}

const host: WidgetHost = { nodeId: 'submit-node', preview: false, runLink: vi.fn() };

function setup(props: Record<string, unknown> = {}) {
  const toast = vi.fn<(text: string) => void>();
  const onSubmit = vi.fn<FormSubmitHandler>();
  render(
    <FormScope onSubmit={onSubmit} toast={toast}>
      <Field name="name" label="姓名" preset="name" />
      <Field name="mobile" label="手机号" preset="phone" />
      <FormSubmitWidget {...formSubmitPropsSchema.parse(props)} host={host} />
    </FormScope>,
  );
  return { toast, onSubmit };
}

const tap = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('form-submit', () => {
  it('parses empty props and refuses an unsafe link', () => {
    expect(formSubmitWidget.type).toBe('form-submit');
    expect(formSubmitPropsSchema.parse({})).toEqual({ text: '提交' });
    expect(formSubmitPropsSchema.safeParse({ link: { type: 'api', api: '/api-admin/x' } }).success).toBe(false);
  });

  it('shows the first error as a toast and does not complete', async () => {
    const { toast, onSubmit } = setup({ text: '提交报名' });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '123' } });
    await tap('提交报名');
    expect(toast.mock.calls).toEqual([['请输入姓名']]);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '123' } });
    await tap('提交报名');
    expect(toast).toHaveBeenLastCalledWith('名称不能为纯数字');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('completes with the values, its node id and its link when every field passes', async () => {
    const link = { type: 'api' as const, api: '/api-user/userForm/submit', data: { name: '{{form.name}}' } };
    const { toast, onSubmit } = setup({ text: '提交', link });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李雷' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800138000' } });
    await tap('提交');
    expect(toast).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith({ name: '李雷', mobile: '13800138000' }, { nodeId: 'submit-node', link });
  });

  it('is disabled outside a form page', () => {
    render(<FormSubmitWidget {...formSubmitPropsSchema.parse({ text: '提交' })} host={{ ...host, preview: true }} />);
    expect(screen.getByRole('button', { name: '提交' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('提交按钮需放在表单页（/public/form）中')).toBeTruthy();
  });
});
