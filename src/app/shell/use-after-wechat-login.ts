import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';

/**
 * Spec §2: after a successful WeChat login on the login page the user goes to
 * /. The accounts issue brings the WeChat login itself and calls this hook's
 * function when it succeeds; the login page is replaced in history so Back
 * does not return to it.
 */
export function useAfterWechatLogin(): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate(paths.home.href(), { replace: true }), [navigate]);
}
