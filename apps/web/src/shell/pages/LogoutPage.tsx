import { useEffect } from 'react';
import { Spin } from 'antd';
import { logout } from '../../kit/session/logout';

/** /logout: signs out and reloads at /login; the signing-out guard makes a second mount harmless. */
export function LogoutPage() {
  useEffect(() => {
    void logout();
  }, []);
  return (
    <div className="page-centered full-height" data-testid="logout-page">
      <Spin size="large" />
    </div>
  );
}
