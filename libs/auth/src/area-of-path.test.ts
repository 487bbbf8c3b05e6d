import { areaOfPath } from './area-of-path';
import { loginPathOf } from './login-path-of';

describe('areaOfPath', () => {
  it.each([
    ['/admin/dashboard', 'admin'],
    ['/admin/auth/login', 'admin'],
    ['/reports/admin-things', 'admin'],
    ['/staff/dashboard', 'staff'],
    ['/', 'staff'],
    ['/nowhere', 'staff'],
  ] as const)('%s belongs to the %s area', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });

  it('names each area login path', () => {
    expect(loginPathOf('staff')).toBe('/staff/auth/login');
    expect(loginPathOf('admin')).toBe('/admin/auth/login');
  });
});
