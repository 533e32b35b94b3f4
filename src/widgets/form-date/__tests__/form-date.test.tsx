/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormScope, useFormScope, type FormScopeApi } from '../../../runtime/forms';
import { PopupProvider, type PopupManager, type PopupResult } from '../../../runtime/popups';
import { FormDateWidget } from '../form-date';
import { formDateWidget } from '../index';
import { formDatePropsSchema } from '../schema';

let scope: FormScopeApi | null = null;
function Spy() {
  scope = useFormScope();
  return null;
}

function setup(props: Record<string, unknown>, answer: PopupResult = { confirmed: true, value: '2030-06-01' }) {
  const open = vi.fn(async () => answer);
  render(
    <PopupProvider manager={{ open } as unknown as PopupManager}>
      <FormScope toast={vi.fn()}>
        <FormDateWidget {...formDatePropsSchema.parse(props)} />
        <Spy />
      </FormScope>
    </PopupProvider>,
  );
  return { open };
}

afterEach(() => vi.useRealTimers());

describe('form-date', () => {
  it('parses empty props and refuses an unreadable date', () => {
    expect(formDateWidget.type).toBe('form-date');
    expect(formDatePropsSchema.parse({})).toEqual({ name: 'date', label: '日期', placeholder: '', required: false, fromToday: false });
    expect(formDatePropsSchema.safeParse({ min: 'tomorrow' }).success).toBe(false);
  });

  it('asks for a required date', async () => {
    setup({ name: 'arrivalDate', label: '期望到岗日期', required: true });
    let r: unknown;
    await act(async () => {
      r = await scope!.submit();
    });
    expect(r).toEqual({ ok: false, reason: 'invalid', message: '请选择期望到岗日期' });
  });

  it("opens the 'date-picker' popup from today when fromToday, and returns the date text", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 20, 10, 0));
    const { open } = setup({ name: 'arrivalDate', label: '期望到岗日期', required: true, fromToday: true });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '期望到岗日期' })));
    expect(open).toHaveBeenCalledWith('date-picker', { title: '期望到岗日期', precision: 'day', min: '2030-05-20' });
    expect(screen.getByRole('button', { name: '期望到岗日期' }).textContent).toBe('2030-06-01');
    let r: unknown;
    await act(async () => {
      r = await scope!.submit();
    });
    expect(r).toEqual({ ok: true, values: { arrivalDate: '2030-06-01' } });
  });

  it('passes min and max, and the current value when opened again', async () => {
    const { open } = setup({ name: 'birthday', label: '出生日期', min: '1960-01-01', max: '2010-12-31' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '出生日期' })));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '出生日期' })));
    expect(open).toHaveBeenLastCalledWith('date-picker', { title: '出生日期', precision: 'day', value: '2030-06-01', min: '1960-01-01', max: '2010-12-31' });
  });
});
