/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormScope, useFormField, useFormScope, type FormScopeApi, type FormSubmitHandler } from '../form-scope';
import { FormItem } from '../form-item';
import { fieldRules } from '../rules';

function Field({ name, label, group, required = false, preset }: { name: string; label: string; group?: string; required?: boolean; preset?: 'name' | 'phone' }) {
  const rules = useMemo(() => fieldRules({ label, required, preset }), [label, required, preset]);
  const f = useFormField({ name, group, label, rules });
  return (
    <label>
      {label}
      <input aria-label={label} value={typeof f.value === 'string' ? f.value : ''} onChange={(e) => f.setValue(e.target.value)} />
      {f.error && <span role="alert">{f.error}</span>}
    </label>
  );
}

let scope: FormScopeApi | null = null;
function Spy() {
  scope = useFormScope();
  return null;
}

function setup(children: React.ReactNode, onSubmit?: FormSubmitHandler) {
  const toast = vi.fn();
  render(
    <FormScope onSubmit={onSubmit} toast={toast}>
      {children}
      <Spy />
    </FormScope>,
  );
  return { toast, scope: () => scope! };
}

/** A field drawn as the form widgets draw theirs (FormItem), mounted once `ready`: a widget whose chunk came late. */
function LateField({ name, label }: { name: string; label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(t);
  }, []);
  return ready ? <ItemField name={name} label={label} /> : <div className="rm-form-item" />;
}
function ItemField({ name, label }: { name: string; label: string }) {
  const rules = useMemo(() => fieldRules({ label, required: true }), [label]);
  const f = useFormField({ name, label, rules });
  return (
    <FormItem field={f.key} label={label} required error={f.error}>
      <input aria-label={label} value={typeof f.value === 'string' ? f.value : ''} onChange={(e) => f.setValue(e.target.value)} />
    </FormItem>
  );
}

describe('FormScope', () => {
  it('names the topmost problem on the screen even when a field below it mounted first', async () => {
    const { scope } = setup(
      <>
        <LateField name="name" label="姓名" />
        <ItemField name="date" label="期望到岗日期" />
      </>,
    );
    await screen.findByLabelText('姓名');
    let r: Awaited<ReturnType<FormScopeApi['submit']>> | undefined;
    await act(async () => {
      r = await scope().submit();
    });
    expect(r).toMatchObject({ ok: false, reason: 'invalid', message: '请输入姓名' });
  });

  it('reports the first error in field order and shows each field its own', async () => {
    const onSubmit = vi.fn();
    const { scope } = setup(
      <>
        <Field name="name" label="姓名" required preset="name" />
        <Field name="mobile" label="手机号" required preset="phone" />
      </>,
      onSubmit,
    );
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '123' } });
    let r: Awaited<ReturnType<FormScopeApi['submit']>> | undefined;
    await act(async () => {
      r = await scope().submit();
    });
    expect(r).toEqual({ ok: false, reason: 'invalid', message: '请输入姓名' });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入姓名', '手机号格式不正确']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error when its value changes', async () => {
    const { scope } = setup(<Field name="name" label="姓名" required />);
    await act(async () => void (await scope().validateAll()));
    expect(screen.getByRole('alert').textContent).toBe('请输入姓名');
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands the values to onSubmit, fields with a group nested under it, with the request', async () => {
    const onSubmit = vi.fn<FormSubmitHandler>();
    const { scope } = setup(
      <>
        <Field name="name" label="姓名" group="basic" />
        <Field name="position" label="职位" group="intent" />
        <Field name="note" label="备注" />
      </>,
      onSubmit,
    );
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '李雷' } });
    fireEvent.change(screen.getByLabelText('职位'), { target: { value: '会计' } });
    let r: Awaited<ReturnType<FormScopeApi['submit']>> | undefined;
    await act(async () => {
      r = await scope().submit({ nodeId: 'submit-1' });
    });
    const values = { basic: { name: '李雷' }, intent: { position: '会计' }, note: '' };
    expect(r).toEqual({ ok: true, values });
    expect(onSubmit).toHaveBeenCalledWith(values, { nodeId: 'submit-1' });
  });

  it('drops fields that unmounted', async () => {
    const onSubmit = vi.fn<FormSubmitHandler>();
    const { rerender } = render(
      <FormScope onSubmit={onSubmit}>
        <Field name="a" label="甲" required />
        <Field name="b" label="乙" />
        <Spy />
      </FormScope>,
    );
    rerender(
      <FormScope onSubmit={onSubmit}>
        <Field name="b" label="乙" />
        <Spy />
      </FormScope>,
    );
    await act(async () => void (await scope!.submit()));
    expect(onSubmit).toHaveBeenCalledWith({ b: '' }, {});
  });

  it('is rejected when onSubmit says no, and ignores a second submit while one runs', async () => {
    let finish: (v: boolean) => void = () => {};
    const onSubmit = vi.fn<FormSubmitHandler>(() => new Promise<boolean>((r) => (finish = r)));
    const { scope } = setup(<Field name="a" label="甲" />, onSubmit);
    let first: Promise<unknown> = Promise.resolve();
    let second: unknown;
    await act(async () => {
      first = scope().submit();
      await Promise.resolve();
      second = await scope().submit();
    });
    expect(second).toEqual({ ok: false, reason: 'busy' });
    await act(async () => {
      finish(false);
      await expect(first).resolves.toEqual({ ok: false, reason: 'rejected' });
    });
  });
});
