import { parseEnv } from './env';

describe('parseEnv', () => {
  it('falls back to the local defaults when nothing (or an empty value) is set', () => {
    expect(parseEnv({ VITE_API_URL: '' })).toEqual({
      apiUrl: 'http://localhost:3000/api',
      adminAppUrl: 'http://localhost:4300',
      staffAppUrl: 'http://localhost:4200',
      privacyUrl: '/privacy',
    });
  });

  it('trims trailing slashes', () => {
    const env = parseEnv({ VITE_API_URL: 'https://api.crewbase.example/api/', VITE_ADMIN_APP_URL: 'https://admin.crewbase.example/' });
    expect(env.apiUrl).toBe('https://api.crewbase.example/api');
    expect(env.adminAppUrl).toBe('https://admin.crewbase.example');
  });

  it('fails fast, naming the variable, when a URL is not a URL', () => {
    expect(() => parseEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL/);
  });
});
