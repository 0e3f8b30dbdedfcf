import type { TranscribeServerMessage } from '@app/contracts';

/** A WebSocket the test plays the server for. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: (string | ArrayBuffer)[] = [];
  closedByClient = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static last(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }

  send(data: string | ArrayBuffer) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close() {
    this.closedByClient = true;
    this.readyState = FakeWebSocket.CLOSED;
  }

  // --- the server's side ---
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }

  receive(message: TranscribeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }

  /** The connection fails or drops. */
  drop() {
    this.readyState = FakeWebSocket.CLOSED;
    this.onerror?.();
    this.onclose?.();
  }

  binaryFrames(): ArrayBuffer[] {
    return this.sent.filter((frame): frame is ArrayBuffer => frame instanceof ArrayBuffer);
  }

  textFrames(): string[] {
    return this.sent.filter((frame): frame is string => typeof frame === 'string');
  }
}
