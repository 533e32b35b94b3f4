/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormScope, useFormScope, type FormScopeApi } from '../../../runtime/forms';
import { PopupProvider, type PopupManager, type PopupResult } from '../../../runtime/popups';
import { FormSelectWidget } from '../form-select';
import { formSelectWidget } from '../index';
import { formSelectPropsSchema } from '../schema';

const EDUCATION = [
  { label: '大专', value: 'college' },
  { label: '本科', value: 'bachelor' },
];

let scope: FormScopeApi | null = null;
function Spy() {
  scope = useFormScope();
  return null;
}

function setup(props: Record<string, unknown>, answer: PopupResult = { confirmed: true, value: { value: ['bachelor'], labels: ['本科'] } }) {
  const open = vi.fn(async () => answer);
  const popups = { open } as unknown as PopupManager;
  render(
    <PopupProvider manager={popups}>
      <FormScope toast={vi.fn()}>
        <FormSelectWidget {...formSelectPropsSchema.parse(props)} />
        <Spy />
      </FormScope>
    </PopupProvider>,
  );
  return { open };
}

/** The field's button is named by its label; its text is the choice or the placeholder. */
const field = () => screen.getByRole('button', { name: '学历' });

describe('form-select', () => {
  it('parses empty props', () => {
    expect(formSelectWidget.type).toBe('form-select');
    expect(formSelectPropsSchema.parse({})).toEqual({ name: 'option', label: '选择项', placeholder: '', options: [], required: false });
  });

  it('asks for a required choice with 请选择<label>', async () => {
    setup({ name: 'education', label: '学历', required: true, options: EDUCATION });
    expect(field().textContent).toBe('请选择学历');
    let r: unknown;
    await act(async () => {
      r = await scope!.submit();
    });
    expect(r).toEqual({ ok: false, reason: 'invalid', message: '请选择学历' });
  });

  it("opens the built-in 'picker' popup and keeps the chosen option's value", async () => {
    const { open } = setup({ name: 'education', label: '学历', required: true, options: EDUCATION });
    await act(async () => void fireEvent.click(field()));
    expect(open).toHaveBeenCalledWith('picker', { title: '学历', columns: [EDUCATION] });
    expect(field().textContent).toBe('本科');
    let r: unknown;
    await act(async () => {
      r = await scope!.submit();
    });
    expect(r).toEqual({ ok: true, values: { education: 'bachelor' } });
    // Opened again, the wheel starts at the current choice.
    await act(async () => void fireEvent.click(field()));
    expect(open).toHaveBeenLastCalledWith('picker', { title: '学历', columns: [EDUCATION], value: ['bachelor'] });
  });

  it('keeps the value when the picker is cancelled', async () => {
    setup({ name: 'education', label: '学历', options: EDUCATION }, { confirmed: false });
    await act(async () => void fireEvent.click(field()));
    expect(field().textContent).toBe('请选择学历');
  });
});
