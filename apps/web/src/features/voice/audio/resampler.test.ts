import { describe, expect, it } from 'vitest';
import { resample, StreamingResampler } from './resampler';

function sine(frequency: number, rate: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate);
  return out;
}

/** Frequency from rising zero crossings, away from the edges. */
function frequencyOf(samples: Float32Array, rate: number): number {
  const crossings: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1] ?? 0;
    const after = samples[i] ?? 0;
    if (before < 0 && after >= 0) crossings.push(i - 1 + before / (before - after));
  }
  const inner = crossings.slice(2, -2);
  const periods = (inner.at(-1)! - inner[0]!) / (inner.length - 1);
  return rate / periods;
}

function peak(samples: Float32Array, from: number, to: number): number {
  let max = 0;
  for (let i = from; i < to; i++) max = Math.max(max, Math.abs(samples[i] ?? 0));
  return max;
}

describe('resampler', () => {
  for (const rate of [48_000, 44_100, 22_050, 16_000, 8_000]) {
    it(`turns one second at ${rate} Hz into 16,000 samples and keeps a 440 Hz tone`, () => {
      const out = resample(sine(440, rate, 1), rate, 16_000);
      expect(out).toHaveLength(16_000);
      expect(frequencyOf(out, 16_000)).toBeCloseTo(440, 0);
      expect(peak(out, 1_000, 15_000)).toBeGreaterThan(0.48);
      expect(peak(out, 1_000, 15_000)).toBeLessThan(0.52);
    });
  }

  it('keeps a 3 kHz tone from 48 kHz', () => {
    const out = resample(sine(3_000, 48_000, 0.5), 48_000, 16_000);
    expect(frequencyOf(out, 16_000)).toBeCloseTo(3_000, -1);
  });

  it('filters out a 12 kHz tone that would alias into the speech band', () => {
    const out = resample(sine(12_000, 48_000, 0.5), 48_000, 16_000);
    expect(peak(out, 500, 7_500)).toBeLessThan(0.02);
  });

  it('gives the same output whatever the block sizes', () => {
    const input = sine(523, 44_100, 0.3);
    const whole = new StreamingResampler(44_100, 16_000).push(input);
    const streaming = new StreamingResampler(44_100, 16_000);
    const parts: number[] = [];
    for (let offset = 0, size = 1; offset < input.length; offset += size, size = (size * 7) % 1_013 || 3) {
      parts.push(...streaming.push(input.subarray(offset, offset + size)));
    }
    expect(parts).toHaveLength(whole.length);
    for (let i = 0; i < whole.length; i++) expect(parts[i]).toBeCloseTo(whole[i] ?? Number.NaN, 5);
  });

  it('passes 16 kHz through unchanged', () => {
    const input = sine(1_000, 16_000, 0.1);
    const out = resample(input, 16_000, 16_000);
    for (let i = 0; i < input.length - 20; i++) expect(out[i]).toBeCloseTo(input[i] ?? Number.NaN, 4);
  });

  it('rejects a zero rate', () => {
    expect(() => new StreamingResampler(0, 16_000)).toThrow(RangeError);
  });
});
