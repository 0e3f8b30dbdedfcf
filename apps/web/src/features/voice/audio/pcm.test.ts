import { describe, expect, it } from 'vitest';
import { floatToPcm16, PcmChunker, pcm16Bytes } from './pcm';

describe('PCM conversion', () => {
  it('maps [-1, 1] onto the full 16-bit range and clips beyond it', () => {
    expect(Array.from(floatToPcm16(Float32Array.from([0, 1, -1, 0.5, -0.5, 2, -2])))).toEqual([
      0, 32_767, -32_768, 16_384, -16_384, 32_767, -32_768,
    ]);
  });

  it('writes little-endian bytes', () => {
    const bytes = new Uint8Array(pcm16Bytes(Int16Array.from([0x1234, -2])));
    expect(Array.from(bytes)).toEqual([0x34, 0x12, 0xfe, 0xff]);
  });
});

describe('chunker', () => {
  const ramp = (from: number, count: number) => Int16Array.from({ length: count }, (_, i) => from + i);

  it('cuts exactly 1,600 samples per chunk and keeps the remainder in order', () => {
    const chunker = new PcmChunker();
    expect(chunker.push(ramp(0, 1_000))).toEqual([]);
    expect(chunker.remainder).toBe(1_000);
    const chunks = chunker.push(ramp(1_000, 2_500));
    expect(chunks.map((c) => c.length)).toEqual([1_600, 1_600]);
    expect(chunks[0]?.[0]).toBe(0);
    expect(chunks[1]?.[0]).toBe(1_600);
    expect(chunks[1]?.[1_599]).toBe(3_199);
    expect(chunker.remainder).toBe(300);
    expect(chunker.push(ramp(3_500, 1_300))[0]?.[0]).toBe(3_200);
    expect(chunker.remainder).toBe(0);
  });

  it('pads the last chunk with silence on flush, once', () => {
    const chunker = new PcmChunker();
    chunker.push(ramp(1, 10));
    const last = chunker.flush();
    expect(last).toHaveLength(1_600);
    expect(last?.[9]).toBe(10);
    expect(last?.[10]).toBe(0);
    expect(chunker.flush()).toBeNull();
  });
});
