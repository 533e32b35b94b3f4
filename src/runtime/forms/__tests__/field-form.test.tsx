/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldForm, FormField, useFieldForm, type FieldFormInstance } from '../field-form';

afterEach(cleanup);

interface Values {
  name: string;
  city: string;
}

let held: FieldFormInstance<Values> | null = null;

function Form({ onFinish, onFinishFailed }: { onFinish: (v: Values) => void; onFinishFailed?: (names: string[]) => void }) {
  const [form] = useFieldForm<Values>();
  held = form;
  return (
    <FieldForm<Values>
      form={form}
      initialValues={{ name: '', city: '杭州' }}
      onFinish={onFinish}
      onFinishFailed={({ errorFields }) => onFinishFailed?.(errorFields.map((f) => String(f.name[0])))}
    >
      <FormField form={form} name="name" label="姓名" required check={(v) => (v.trim() ? null : '请输入姓名')} extra={(v) => `${v.length}/20`}>
        {(f) => <input id={f.id} value={f.value} onChange={(e) => f.onChange(e.target.value)} />}
      </FormField>
      <FormField form={form} name="city" label="城市" check={async (v) => (v === '火星' ? '没有这个城市' : null)}>
        {(f) => <input id={f.id} value={f.value} onChange={(e) => f.onChange(e.target.value)} />}
      </FormField>
      <button type="submit">提交</button>
    </FieldForm>
  );
}

const errorOf = (field: string) => document.querySelector(`[data-field="${field}"] [role="alert"]`)?.textContent ?? null;

describe('FieldForm and FormField', () => {
  it('shows each field its first problem at submit, under it, and sends nothing', async () => {
    const onFinish = vi.fn();
    const onFinishFailed = vi.fn();
    render(<Form onFinish={onFinish} onFinishFailed={onFinishFailed} />);
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '火星' } });
    // Nothing is said while typing: the checks run at submit.
    expect(errorOf('city')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(errorOf('name')).toBe('请输入姓名'));
    expect(errorOf('city')).toBe('没有这个城市');
    expect(onFinishFailed).toHaveBeenCalledWith(['name', 'city']);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("takes a field's error away when its value changes, and leaves the others", async () => {
    render(<Form onFinish={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '火星' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(errorOf('city')).toBe('没有这个城市'));
    fireEvent.change(screen.getByLabelText('城市'), { target: { value: '火' } });
    expect(errorOf('city')).toBeNull();
    expect(errorOf('name')).toBe('请输入姓名');
  });

  it('hands the values to onFinish when every check passes, and draws the label, star and extra', async () => {
    const onFinish = vi.fn();
    render(<Form onFinish={onFinish} />);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王五' } });
    expect(screen.getByText('2/20')).toBeTruthy();
    expect(document.querySelector('[data-field="name"] .rm-form-item__label--required')).not.toBeNull();
    expect(document.querySelector('[data-field="city"] .rm-form-item__label--required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: '王五', city: '杭州' }));
  });

  it("puts an error given from outside (the server's answer) under its field", () => {
    render(<Form onFinish={vi.fn()} />);
    act(() => held!.setFields([{ name: 'city', errors: ['该城市暂未开通'] }]));
    expect(errorOf('city')).toBe('该城市暂未开通');
  });

  it('leaves the browser’s own checks off, so every problem is ours to say', () => {
    render(<Form onFinish={vi.fn()} />);
    expect(document.querySelector('form')!.noValidate).toBe(true);
  });
});
