import { vi } from 'vitest';

/** A fake microphone track and stream, as getUserMedia returns. */
export function fakeStream() {
  const track = { stop: vi.fn(), kind: 'audio' };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
}

export class FakeWorkletNode {
  static last: FakeWorkletNode | null = null;
  readonly port: { onmessage: ((event: MessageEvent<Float32Array>) => void) | null } = { onmessage: null };
  readonly connect = vi.fn();
  readonly disconnect = vi.fn();
  constructor(
    readonly context: FakeAudioContext,
    readonly name: string,
  ) {
    FakeWorkletNode.last = this;
  }

  /** What the processor posts from the audio thread. */
  emit(samples: Float32Array) {
    this.port.onmessage?.({ data: samples } as MessageEvent<Float32Array>);
  }
}

export class FakeAudioContext {
  static last: FakeAudioContext | null = null;
  static sampleRate = 48_000;
  static failAddModule = false;
  readonly sampleRate = FakeAudioContext.sampleRate;
  state: AudioContextState = 'running';
  readonly destination = {};
  readonly close = vi.fn(async () => {
    this.state = 'closed';
  });
  readonly resume = vi.fn(async () => {});
  readonly audioWorklet = {
    addModule: vi.fn(async (_url: string) => {
      if (FakeAudioContext.failAddModule) throw new DOMException('no module', 'AbortError');
    }),
  };
  readonly source = { connect: vi.fn(), disconnect: vi.fn() };
  readonly createMediaStreamSource = vi.fn(() => this.source);
  constructor() {
    FakeAudioContext.last = this;
  }
}

/**
 * Installs getUserMedia, AudioContext and AudioWorkletNode fakes. `deny` makes getUserMedia reject
 * as a browser does when the user blocks the microphone.
 */
export function installFakeAudio(options: { deny?: boolean; sampleRate?: number } = {}) {
  const { track, stream } = fakeStream();
  FakeAudioContext.sampleRate = options.sampleRate ?? 48_000;
  FakeAudioContext.failAddModule = false;
  FakeAudioContext.last = null;
  FakeWorkletNode.last = null;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => {
    if (options.deny) throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
  return {
    track,
    getUserMedia,
    uninstall() {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    },
  };
}
