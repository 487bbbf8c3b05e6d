import { systemApi, type UploadMediaOptions } from '@crewbase/api-client';
import type { MediaUpload } from '@crewbase/domain';
import { act, renderHook } from '@testing-library/react';
import { freshQueryClient } from './testing/query-wrapper';
import { useUploadMedia } from './use-upload-media';

const uploaded: MediaUpload = { key: 'k1', url: '/api/system/media/k1', name: 'me.png', size: 4, mimeType: 'image/png' };

afterEach(() => vi.restoreAllMocks());

describe('useUploadMedia', () => {
  it('exposes the upload progress from 0 to 1, then resets it', async () => {
    let report: UploadMediaOptions['onProgress'];
    let finish: (value: MediaUpload) => void = () => undefined;
    vi.spyOn(systemApi, 'uploadMedia').mockImplementation((_file, options) => {
      report = options?.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useUploadMedia(), { wrapper });
    expect(result.current.progress).toBeNull();

    let pending: Promise<MediaUpload> = Promise.resolve(uploaded);
    act(() => {
      pending = result.current.upload(new File(['1234'], 'me.png', { type: 'image/png' }));
    });
    await vi.waitFor(() => expect(result.current.progress).toBe(0));
    expect(result.current.isUploading).toBe(true);

    act(() => report?.(0.5));
    expect(result.current.progress).toBe(0.5);
    act(() => report?.(1));
    expect(result.current.progress).toBe(1);

    await act(async () => {
      finish(uploaded);
      await expect(pending).resolves.toEqual(uploaded);
    });
    expect(result.current.progress).toBeNull();
    expect(result.current.uploaded).toEqual(uploaded);
    expect(result.current.isUploading).toBe(false);
  });

  it('resets the progress after a refused upload and keeps the error', async () => {
    vi.spyOn(systemApi, 'uploadMedia').mockRejectedValue(new Error('That file is too large.'));
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useUploadMedia(), { wrapper });

    await act(async () => {
      await result.current.upload(new Blob(['x'])).catch(() => undefined);
    });
    expect(result.current.progress).toBeNull();
    expect(result.current.error?.message).toBe('That file is too large.');

    // The query library tells the hook of the reset in a timer of its own, so the act that resets is awaited.
    await act(async () => result.current.reset());
    expect(result.current.error).toBeNull();
  });
});
