import { SPEECH_AUDIO } from '@app/contracts';

/** Float samples in [-1, 1] to signed 16-bit, clipped; the negative side reaches -32768. */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
  }
  return out;
}

/** The bytes of one frame, little-endian whatever the machine's own byte order. */
export function pcm16Bytes(samples: Int16Array): ArrayBuffer {
  const buffer = new ArrayBuffer(samples.length * 2);
  const view = new DataView(buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i] ?? 0, true);
  return buffer;
}

/** Cuts a stream of samples into chunks of exactly `size`, keeping the remainder for later. */
export class PcmChunker {
  private pending = new Int16Array(0);

  constructor(private readonly size: number = SPEECH_AUDIO.chunkSamples) {}

  push(samples: Int16Array): Int16Array[] {
    const all = new Int16Array(this.pending.length + samples.length);
    all.set(this.pending);
    all.set(samples, this.pending.length);
    const chunks: Int16Array[] = [];
    let offset = 0;
    for (; offset + this.size <= all.length; offset += this.size) {
      chunks.push(all.slice(offset, offset + this.size));
    }
    this.pending = all.slice(offset);
    return chunks;
  }

  get remainder(): number {
    return this.pending.length;
  }

  /** The remainder padded with silence to a whole chunk, so every frame has the same size. */
  flush(): Int16Array | null {
    if (this.pending.length === 0) return null;
    const chunk = new Int16Array(this.size);
    chunk.set(this.pending);
    this.pending = new Int16Array(0);
    return chunk;
  }
}
