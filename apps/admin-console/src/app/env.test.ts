import { parseEnv } from './env';

describe('parseEnv', () => {
  it('falls back to the local defaults, also for empty values', () => {
    expect(parseEnv({ VITE_API_URL: '', VITE_PRIVACY_URL: '' })).toEqual({
      apiUrl: 'http://localhost:3000/api',
      staffAppUrl: 'http://localhost:4200',
      adminAppUrl: 'http://localhost:4300',
      privacyUrl: '/admin/privacy',
    });
  });

  it('takes configured URLs without their trailing slash', () => {
    const env = parseEnv({ VITE_API_URL: 'https://api.example.com/api/', VITE_STAFF_APP_URL: 'https://staff.example' });

    expect(env.apiUrl).toBe('https://api.example.com/api');
    expect(env.staffAppUrl).toBe('https://staff.example');
  });

  it('fails at boot naming the variable that is wrong', () => {
    expect(() => parseEnv({ VITE_API_URL: 'localhost:3000' })).toThrow(/VITE_API_URL/);
    expect(() => parseEnv({ VITE_STAFF_APP_URL: 'ftp://files.example' })).toThrow(/VITE_STAFF_APP_URL/);
  });
});
