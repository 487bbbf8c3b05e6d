import { ApiError, isApiError } from './api-error';

describe('ApiError', () => {
  it('maps each detail path to its message, first message per field', () => {
    const error = new ApiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Check the highlighted fields.',
      details: [
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'items.0.amount', message: 'Enter an amount' },
        { path: 'email', message: 'A second complaint' },
        { path: '', message: 'About the whole form' },
      ],
    });
    expect(error.fieldErrors()).toEqual({ email: 'Enter a valid email address', 'items.0.amount': 'Enter an amount' });
    expect(error.message).toBe('Check the highlighted fields.');
    expect(error.status).toBe(400);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('has no field errors without details', () => {
    expect(new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'No' }).fieldErrors()).toEqual({});
  });

  it('carries the envelope the API sent', async () => {
    const body = { statusCode: 403, error: 'Forbidden', message: 'Activate your account before signing in.' };
    const error = await ApiError.fromResponse(new Response(JSON.stringify(body), { status: 403 }));
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Activate your account before signing in.');
  });

  it('makes up a plain message when the answer is not an envelope (a proxy page, an empty body)', async () => {
    const error = await ApiError.fromResponse(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect(error).toMatchObject({ status: 502, body: { statusCode: 502, error: 'Bad Gateway' } });
    expect(error.message).toMatch(/went wrong on our side/);
  });

  it('turns a failed fetch into status 0 with a human message, and lets cancellations through', () => {
    const error = ApiError.fromFailure(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ status: 0, body: { statusCode: 0, error: 'Network Error' } });
    expect(error.message).toMatch(/check your internet connection/i);
    const abort = new DOMException('Aborted', 'AbortError');
    expect(() => ApiError.fromFailure(abort)).toThrow(abort);
  });
});
