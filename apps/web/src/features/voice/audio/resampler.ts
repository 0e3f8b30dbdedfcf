/** Taps on each side of the output instant; 16 keeps the 48 kHz -> 16 kHz transition band narrow. */
const HALF_TAPS = 16;

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** Blackman window over [-1, 1]. */
function blackman(u: number): number {
  if (Math.abs(u) >= 1) return 0;
  const t = (u + 1) / 2;
  return 0.42 - 0.5 * Math.cos(2 * Math.PI * t) + 0.08 * Math.cos(4 * Math.PI * t);
}

/**
 * A streaming windowed-sinc resampler. Linear interpolation alone would fold everything above
 * 8 kHz back into the speech band when going down from 48 kHz; the low-pass here removes it first.
 * Input arrives in blocks of any size and the output is the same as for one long block.
 */
export class StreamingResampler {
  private readonly step: number;
  /** Cut-off as a fraction of the input rate: the lower Nyquist of the two rates. */
  private readonly cutoff: number;
  private readonly reach: number;
  private buffer = new Float32Array(0);
  /** Absolute input index of buffer[0]. */
  private bufferStart = 0;
  /** Absolute index of the next output sample. */
  private produced = 0;

  constructor(inputRate: number, outputRate: number) {
    if (inputRate <= 0 || outputRate <= 0) throw new RangeError('Sample rates must be positive');
    this.step = inputRate / outputRate;
    this.cutoff = 0.5 * Math.min(1, outputRate / inputRate);
    // Going down, each tap spans more input samples, so the filter reaches further.
    this.reach = Math.ceil(HALF_TAPS * Math.max(1, this.step));
  }

  push(input: Float32Array): Float32Array {
    const merged = new Float32Array(this.buffer.length + input.length);
    merged.set(this.buffer);
    merged.set(input, this.buffer.length);
    this.buffer = merged;
    return this.drain(this.bufferStart + this.buffer.length);
  }

  /** The last samples, as if the input were followed by silence. */
  flush(): Float32Array {
    return this.push(new Float32Array(this.reach + 1));
  }

  private drain(available: number): Float32Array {
    const out: number[] = [];
    for (;;) {
      const position = this.produced * this.step;
      const centre = Math.floor(position);
      if (centre + this.reach >= available) break;
      out.push(this.sampleAt(position, centre));
      this.produced++;
    }
    // Keep only what the next output still needs.
    const keepFrom = Math.max(this.bufferStart, Math.floor(this.produced * this.step) - this.reach);
    this.buffer = this.buffer.slice(keepFrom - this.bufferStart);
    this.bufferStart = keepFrom;
    return Float32Array.from(out);
  }

  private sampleAt(position: number, centre: number): number {
    let sum = 0;
    let weights = 0;
    for (let k = centre - this.reach + 1; k <= centre + this.reach; k++) {
      const distance = position - k;
      const weight = sinc(2 * this.cutoff * distance) * blackman(distance / this.reach);
      weights += weight;
      // Before the first sample the stream is silent.
      if (k >= this.bufferStart) sum += (this.buffer[k - this.bufferStart] ?? 0) * weight;
    }
    // Normalising keeps a constant signal constant whatever the fractional position.
    return weights === 0 ? 0 : sum / weights;
  }
}

/** One-shot resampling of a whole signal, flushed. */
export function resample(input: Float32Array, inputRate: number, outputRate: number): Float32Array {
  const resampler = new StreamingResampler(inputRate, outputRate);
  const head = resampler.push(input);
  const tail = resampler.flush();
  const expected = Math.ceil((input.length * outputRate) / inputRate);
  const out = new Float32Array(expected);
  out.set(head.subarray(0, expected));
  out.set(tail.subarray(0, Math.max(0, expected - head.length)), Math.min(head.length, expected));
  return out;
}
