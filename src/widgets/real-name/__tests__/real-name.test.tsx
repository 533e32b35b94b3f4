/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { RealName } from '../real-name';
import { realNamePropsSchema } from '../schema';

afterEach(cleanup);
const props = realNamePropsSchema.parse({});
const notVerified = { verified: false, name: null, idCard: null, verifiedAt: null };

describe('real-name', () => {
  it('checks the ID number with the server rules before sending anything', async () => {
    const api = withApi((path) => (path === '/api-user/user/realName/valid' ? notVerified : null));
    api.rt.session.update(storyUser);
    render(api.wrap(<RealName {...props} host={fakeHost()} />));
    fireEvent.change(await screen.findByLabelText('真实姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '110105194912310021' } });
    fireEvent.click(screen.getByText('提交认证'));
    expect(await screen.findByText('身份证号校验位不正确')).toBeTruthy();
    expect(api.calls.map(([p]) => p)).not.toContain('/api-user/user/realName');
  });

  it('sends a valid pair and shows the verified state', async () => {
    let verified = false;
    const api = withApi((path) => {
      if (path === '/api-user/user/realName') {
        verified = true;
        return { verified: true, name: '张*', idCard: '110***********002X', verifiedAt: new Date().toISOString() };
      }
      if (path === '/api-user/user/infoGet') return { ...storyUser, profile: { realName: verified } };
      return notVerified;
    });
    api.rt.session.update({ ...storyUser, profile: { realName: false } });
    render(api.wrap(<RealName {...props} host={fakeHost()} />));
    fireEvent.change(await screen.findByLabelText('真实姓名'), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '11010519491231002x' } });
    fireEvent.click(screen.getByText('提交认证'));
    expect(await screen.findByText('已完成实名认证')).toBeTruthy();
    expect(api.calls.find(([p]) => p === '/api-user/user/realName')![1]).toEqual({ name: '张三', idCard: '11010519491231002X' });
    expect(api.rt.session.getState().user!.profile).toEqual({ realName: true });
  });
});
