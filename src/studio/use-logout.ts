import { useNavigate } from 'react-router-dom';
import { request } from './api';
import { studioPaths } from './constants';
import { operatorSession } from './session';

/** Ends the operator session on the server (best effort) and here, then shows the login screen. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    try {
      await request('/api-admin/auth/logout');
    } catch {
      /* the token is dropped here either way */
    }
    operatorSession.clear();
    navigate(studioPaths.login.href(), { replace: true });
  };
}
