// Runs on the audio thread. Plain JavaScript on purpose: it is loaded by URL with
// audioWorklet.addModule, and the build copies it as a hashed asset without compiling it. It only
// mixes to mono and batches; resampling and chunking happen in tested TypeScript on the main thread.

const BATCH_FRAMES = 1024;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.batch = new Float32Array(BATCH_FRAMES);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let i = 0; i < frames; i++) {
      let sum = 0;
      for (const channel of channels) sum += channel[i];
      this.batch[this.filled++] = sum / channels.length;
      if (this.filled === BATCH_FRAMES) {
        this.port.postMessage(this.batch, [this.batch.buffer]);
        this.batch = new Float32Array(BATCH_FRAMES);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
