import { vi } from 'vitest';

export class FakeUtterance {
  lang = '';
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

export function voice(name: string, lang: string): SpeechSynthesisVoice {
  return { name, lang, default: false, localService: true, voiceURI: name } as SpeechSynthesisVoice;
}

/** speechSynthesis and SpeechSynthesisUtterance, which jsdom lacks. */
export function installFakeSynthesis(voices: SpeechSynthesisVoice[] = []) {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    getVoices: () => voices,
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
  };
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synthesis, spoken };
}

export class FakeAudio {
  static instances: FakeAudio[] = [];
  static refusePlay = false;
  paused = true;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly pause = vi.fn(() => {
    this.paused = true;
  });
  constructor(readonly src: string) {
    FakeAudio.instances.push(this);
  }
  async play() {
    if (FakeAudio.refusePlay) throw new DOMException('not allowed', 'NotAllowedError');
    this.paused = false;
  }
}

/** Audio elements and blob: URLs, which jsdom cannot play or make. */
export function installFakeAudioElement() {
  FakeAudio.instances = [];
  FakeAudio.refusePlay = false;
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  vi.stubGlobal('Audio', FakeAudio);
  // jsdom has no object URLs; a subclass keeps the rest of URL as it is.
  class UrlWithObjects extends URL {
    static override createObjectURL(blob: Blob): string {
      blobs.push(blob);
      return `blob:http://acme.localhost:5173/${blobs.length}`;
    }
    static override revokeObjectURL(url: string): void {
      revoked.push(url);
    }
  }
  vi.stubGlobal('URL', UrlWithObjects);
  return { blobs, revoked };
}
