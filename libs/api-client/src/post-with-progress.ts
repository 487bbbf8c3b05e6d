import { ApiError } from './api-error';

export interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

export interface PostWithProgressOptions {
  bearer?: string | null;
  /** Fraction of the body sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** fetch cannot report upload progress in browsers, so uploads go through XMLHttpRequest. */
export function postWithProgress(url: string, body: FormData, { bearer, onProgress, signal }: PostWithProgressOptions): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(ApiError.fromFailure(new TypeError('The upload could not reach the server.')));
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
