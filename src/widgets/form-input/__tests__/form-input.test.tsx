/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormScope, useFormScope, type FormScopeApi, type FormSubmitHandler } from '../../../runtime/forms';
import { FormInputWidget } from '../form-input';
import { formInputWidget } from '../index';
import { formInputPropsSchema } from '../schema';

let scope: FormScopeApi | null = null;
function Spy() {
  scope = useFormScope();
  return null;
}
function inForm(children: ReactNode, onSubmit: FormSubmitHandler = vi.fn()) {
  return render(
    <FormScope onSubmit={onSubmit} toast={vi.fn()}>
      {children}
      <Spy />
    </FormScope>,
  );
}
const input = (p: Record<string, unknown>) => <FormInputWidget {...formInputPropsSchema.parse(p)} />;
async function submit() {
  let r: Awaited<ReturnType<FormScopeApi['submit']>> | undefined;
  await act(async () => {
    r = await scope!.submit();
  });
  return r!;
}

describe('form-input', () => {
  it('parses empty props to a usable text field, and refuses a bad field name', () => {
    expect(formInputWidget.type).toBe('form-input');
    expect(formInputPropsSchema.parse({})).toEqual({ name: 'field', label: '输入项', placeholder: '', required: false, inputType: 'text' });
    expect(formInputPropsSchema.safeParse({ name: 'a.b' }).success).toBe(false);
    expect(formInputPropsSchema.safeParse({ preset: 'idcard' }).success).toBe(false);
  });

  it('marks a required field and asks for it by label', async () => {
    const { container } = inForm(input({ name: 'position', label: '期望职位', required: true }));
    expect(container.querySelector('.rm-form-item__label--required')?.textContent).toBe('期望职位');
    expect(screen.getByPlaceholderText('请输入期望职位')).toBeTruthy();
    expect(await submit()).toEqual({ ok: false, reason: 'invalid', message: '请输入期望职位' });
    expect(screen.getByRole('alert').textContent).toBe('请输入期望职位');
  });

  it('name preset: pure digits and symbols are refused with the spec messages', async () => {
    inForm(input({ name: 'name', label: '姓名', required: true, preset: 'name' }));
    expect(await submit()).toMatchObject({ message: '请输入姓名' });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '123' } });
    expect(await submit()).toMatchObject({ message: '名称不能为纯数字' });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张#三' } });
    expect(await submit()).toMatchObject({ message: '名称不能包含特殊符号' });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张三' } });
    expect(await submit()).toEqual({ ok: true, values: { name: '张三' } });
  });

  it('phone preset: a tel keyboard and the phone messages', async () => {
    inForm(input({ name: 'mobile', label: '手机号', required: true, preset: 'phone' }));
    const box = screen.getByLabelText('手机号');
    expect(box.getAttribute('type')).toBe('tel');
    expect(await submit()).toMatchObject({ message: '请输入手机号' });
    fireEvent.change(box, { target: { value: '2380013800' } });
    expect(await submit()).toMatchObject({ message: '手机号格式不正确' });
  });

  it('description preset in a text area: pure digits refused', async () => {
    inForm(input({ name: 'intro', label: '自我介绍', inputType: 'textarea', preset: 'description' }));
    fireEvent.change(screen.getByLabelText('自我介绍'), { target: { value: '123456' } });
    expect(await submit()).toMatchObject({ message: '内容不能为纯数字' });
  });

  it('stops typing at the byte limit, a Chinese character counting 2, and shows the count in a text area', () => {
    inForm(
      <>
        {input({ name: 'nick', label: '昵称', maxLength: 5 })}
        {input({ name: 'intro', label: '自我介绍', inputType: 'textarea', maxLength: 10 })}
      </>,
    );
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '张三丰' } });
    expect(screen.getByLabelText('昵称')).toHaveProperty('value', '张三');
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: 'ab张三' } });
    expect(screen.getByLabelText('昵称')).toHaveProperty('value', 'ab张');
    fireEvent.change(screen.getByLabelText('自我介绍'), { target: { value: '我会Excel和PPT' } });
    expect(screen.getByLabelText('自我介绍')).toHaveProperty('value', '我会Excel');
    expect(screen.getByText('9/10')).toBeTruthy();
  });

  it('a number field keeps digits only', () => {
    inForm(input({ name: 'age', label: '年龄', inputType: 'number' }));
    fireEvent.change(screen.getByLabelText('年龄'), { target: { value: '2a5岁' } });
    expect(screen.getByLabelText('年龄')).toHaveProperty('value', '25');
  });

  it('design rules run after the built-in ones', async () => {
    inForm(input({ name: 'code', label: '工号', rules: [{ pattern: '^A\\d+$', message: '工号以 A 开头' }] }));
    fireEvent.change(screen.getByLabelText('工号'), { target: { value: 'B12' } });
    expect(await submit()).toMatchObject({ message: '工号以 A 开头' });
  });

  it('returns the value under its group', async () => {
    const onSubmit = vi.fn<FormSubmitHandler>();
    inForm(input({ name: 'name', label: '姓名', group: 'basic' }), onSubmit);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '韩梅梅' } });
    expect(await submit()).toEqual({ ok: true, values: { basic: { name: '韩梅梅' } } });
    expect(onSubmit).toHaveBeenCalledWith({ basic: { name: '韩梅梅' } }, {});
  });

  it('works outside a form scope, keeping its own value', () => {
    render(input({ name: 'x', label: '备注' }));
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '你好' } });
    expect(screen.getByLabelText('备注')).toHaveProperty('value', '你好');
  });
});
