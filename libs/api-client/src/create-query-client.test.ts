import { createQueryClient } from './create-query-client';

describe('createQueryClient', () => {
  it('uses the spec defaults: refetch on reconnect and every 10 minutes only, no retries', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions()).toEqual({
      queries: {
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchInterval: 600_000,
        retry: false,
      },
      mutations: { retry: false },
    });
  });

  it('gives each caller its own cache', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
