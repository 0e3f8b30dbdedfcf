import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest at the HTTP boundary: records each request and lets the test
 * report upload progress and answer it, the way the browser would.
 */
export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];

  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The file the request carries in its `file` field. */
  get file(): File | null {
    const value = this.body?.get('file');
    return value instanceof File ? value : null;
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export function stubXhr(): typeof FakeXhr.sent {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

/** A File whose reported size is `size` without allocating that many bytes. */
export function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
