import { configureApiClient, fetchMedia } from '@crewbase/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import { API_URL, freshQueryClient } from './testing/query-wrapper';
import { useMediaUrl } from './use-media-url';

vi.mock('@crewbase/api-client', async (original) => ({ ...(await original<typeof import('@crewbase/api-client')>()), fetchMedia: vi.fn() }));

beforeEach(() => {
  configureApiClient({ baseUrl: API_URL, area: 'staff' });
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:http://localhost/${(made += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe('useMediaUrl', () => {
  it('shows a private upload through an object URL of the file fetched with the bearer, freed when the cache lets it go', async () => {
    vi.mocked(fetchMedia).mockResolvedValue(new Blob(['png']));
    const { wrapper, queryClient } = freshQueryClient();
    const { result } = renderHook(() => useMediaUrl('/api/system/media/abcdefghijklmnop.png'), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('blob:http://localhost/1'));
    expect(fetchMedia).toHaveBeenCalledWith('/api/system/media/abcdefghijklmnop.png');
    queryClient.clear();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('passes data: and blob: URLs through and gives nothing for no avatar', () => {
    const { wrapper } = freshQueryClient();
    expect(renderHook(() => useMediaUrl('blob:http://localhost:4200/x'), { wrapper }).result.current).toBe('blob:http://localhost:4200/x');
    expect(renderHook(() => useMediaUrl(null), { wrapper }).result.current).toBeUndefined();
    expect(fetchMedia).not.toHaveBeenCalled();
  });
});
