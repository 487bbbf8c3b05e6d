import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { applyFieldErrors } from './apply-field-errors';

interface SignUp {
  email: string;
  password: string;
  phoneNumber: string;
}

describe('applyFieldErrors', () => {
  it('puts each listed field’s message on that field as a server error and counts them', () => {
    const { result } = renderHook(() => useForm<SignUp>());
    let placed = 0;
    act(() => {
      placed = applyFieldErrors(
        result.current.setError,
        { email: 'That email is taken.', password: 'Too short.' },
        ['email', 'password', 'phoneNumber'],
      );
    });

    expect(placed).toBe(2);
    expect(result.current.getFieldState('email').error).toMatchObject({ type: 'server', message: 'That email is taken.' });
    expect(result.current.getFieldState('password').error).toMatchObject({ type: 'server', message: 'Too short.' });
    expect(result.current.getFieldState('phoneNumber').error).toBeUndefined();
  });

  it('leaves messages for fields the form does not list to the caller', () => {
    const setError = vi.fn();
    const placed = applyFieldErrors<SignUp>(setError, { 'items.0.amount': 'Must be positive.', avatar: 'Too big.' }, ['email']);

    expect(placed).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });

  it('focuses only the first field it places, in the order the fields are listed', () => {
    const setError = vi.fn();
    applyFieldErrors<SignUp>(setError, { email: 'Taken.', phoneNumber: 'Not a number.', password: 'Too short.' }, [
      'phoneNumber',
      'email',
    ]);

    expect(setError.mock.calls).toEqual([
      ['phoneNumber', { type: 'server', message: 'Not a number.' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Taken.' }, { shouldFocus: false }],
    ]);
  });

  it('skips an empty message rather than setting a blank error', () => {
    const setError = vi.fn();
    expect(applyFieldErrors<SignUp>(setError, { email: '' }, ['email'])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
