import { nextPathAfterLogin } from './next-path-after-login';

describe('nextPathAfterLogin', () => {
  it('returns a remembered path of the same area', () => {
    expect(nextPathAfterLogin('?next=%2Fstaff%2Floans%2F7%3Ftab%3Dplan', 'staff')).toBe('/staff/loans/7?tab=plan');
  });
  it.each(['', '?next=//evil.example/staff', '?next=https://evil.example', '?next=/admin/dashboard', '?next=/staff/auth/login', '?next=staff/x'])(
    'falls back to the dashboard for %j',
    (search) => {
      expect(nextPathAfterLogin(search, 'staff')).toBe('/staff/dashboard');
    },
  );
});
