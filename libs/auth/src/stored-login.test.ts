import { clearStoredLogin } from './clear-stored-login';
import { getStoredLogin } from './get-stored-login';
import { hasAreaMarker } from './has-area-marker';
import { setStoredLogin } from './set-stored-login';
import { subscribeToLogin } from './subscribe-to-login';

const tokens = { access_token: 'a1', refresh_token: 'r1' };

describe('stored login', () => {
  it('stores the login with the area marker under the agreed keys', () => {
    setStoredLogin('staff', tokens);
    expect(JSON.parse(localStorage.getItem('crewbase.staff.login')!)).toEqual(tokens);
    expect(localStorage.getItem('crewbase.staff.marker')).toBe('1');
    expect(getStoredLogin('staff')).toEqual(tokens);
    expect(hasAreaMarker('staff')).toBe(true);
  });

  it('keeps the two areas apart', () => {
    setStoredLogin('admin', tokens);
    expect(getStoredLogin('staff')).toBeNull();
    expect(hasAreaMarker('staff')).toBe(false);
    expect(hasAreaMarker('admin')).toBe(true);
  });

  it('clears login and marker together', () => {
    setStoredLogin('admin', tokens);
    clearStoredLogin('admin');
    expect(getStoredLogin('admin')).toBeNull();
    expect(localStorage.getItem('crewbase.admin.marker')).toBeNull();
  });

  it('treats an unreadable stored login as none', () => {
    localStorage.setItem('crewbase.staff.login', '{not json');
    expect(getStoredLogin('staff')).toBeNull();
    localStorage.setItem('crewbase.staff.login', JSON.stringify({ access_token: 'a' }));
    expect(getStoredLogin('staff')).toBeNull();
  });

  it('reports sign-ins and sign-outs made in other tabs, for its own area only', () => {
    const listener = vi.fn();
    const stop = subscribeToLogin('staff', listener);
    const fire = (key: string | null, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

    fire('crewbase.staff.login', JSON.stringify(tokens));
    fire('crewbase.admin.login', JSON.stringify(tokens));
    fire('crewbase.staff.login', null);
    fire(null, null);
    expect(listener.mock.calls).toEqual([[tokens], [null], [null]]);

    stop();
    fire('crewbase.staff.login', null);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
