// Test double for uploads: the API client sends files with XMLHttpRequest (fetch cannot report upload
// progress), so tests replace XMLHttpRequest and drive progress and the answer themselves.
type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

export type SentUpload = { url: string; authorization: string | null; file: File | null };

export function stubUpload() {
  const sent: SentUpload[] = [];
  const opened: FakeXhr[] = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    upload: { onprogress: Listener; onload: (() => void) | null } = { onprogress: null, onload: null };
    private url = '';
    private headers = new Map<string, string>();

    constructor() {
      opened.push(this);
    }

    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }
    send(body: FormData) {
      const file = body.get('file');
      sent.push({ url: this.url, authorization: this.headers.get('authorization') ?? null, file: file instanceof File ? file : null });
    }
    abort() {
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  const active = () => {
    const latest = opened.at(-1);
    if (!latest) throw new Error('No upload has been sent');
    return latest;
  };

  return {
    sent,
    progress(fraction: number) {
      active().upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
    },
    respond(status: number, body: unknown) {
      const xhr = active();
      xhr.upload.onload?.();
      xhr.status = status;
      xhr.responseText = JSON.stringify(body);
      xhr.onload?.();
    },
  };
}
