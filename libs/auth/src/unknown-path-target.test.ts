import { unknownPathTarget } from './unknown-path-target';

const apps = { staffAppUrl: 'http://localhost:4200', adminAppUrl: 'http://localhost:4300/' };

describe('unknownPathTarget', () => {
  describe('in the staff portal', () => {
    const options = { ...apps, currentArea: 'staff' as const };
    it('sends a staff-looking path to the staff login in the same app', () => {
      expect(unknownPathTarget('/staff/nope', options)).toEqual({ external: false, to: '/staff/auth/login' });
      expect(unknownPathTarget('/', options)).toEqual({ external: false, to: '/staff/auth/login' });
    });
    it('sends an admin-looking path to the admin console', () => {
      expect(unknownPathTarget('/admin/dashboard', options)).toEqual({
        external: true,
        to: 'http://localhost:4300/admin/auth/login',
      });
    });
  });

  describe('in the admin console', () => {
    const options = { ...apps, currentArea: 'admin' as const };
    it('sends an admin-looking path to the admin login in the same app', () => {
      expect(unknownPathTarget('/admin/unknown', options)).toEqual({ external: false, to: '/admin/auth/login' });
    });
    it('sends any other path to the staff portal', () => {
      expect(unknownPathTarget('/staff/dashboard', options)).toEqual({
        external: true,
        to: 'http://localhost:4200/staff/auth/login',
      });
      expect(unknownPathTarget('/', options)).toEqual({ external: true, to: 'http://localhost:4200/staff/auth/login' });
    });
  });
});
