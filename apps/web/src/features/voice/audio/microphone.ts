import { MESSAGES, SPEECH_AUDIO } from '@app/contracts';
import { VoiceError } from '../voice-error';
import { floatToPcm16, PcmChunker } from './pcm';
import { StreamingResampler } from './resampler';

/** Spec 01 section 7: echo cancellation and noise suppression on, auto gain off, mono. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: false, channelCount: 1 },
};

/**
 * The worklet module as a same-origin URL. Without ?no-inline Vite inlines a file this small as a
 * data: URL in the build, which the CSP (script-src 'self') refuses for audioWorklet.addModule.
 */
const WORKLET_URL = new URL('./pcm-capture.worklet.js?no-inline', import.meta.url);
const PROCESSOR_NAME = 'pcm-capture';

export type MicrophoneCapture = {
  /** Stops the tracks and closes the audio context; returns the padded last chunk, if any. */
  stop(): Int16Array | null;
};

function isPermissionError(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
  );
}

/**
 * Captures the microphone as 16 kHz mono PCM16 and hands over chunks of exactly 1,600 samples.
 * Throws VoiceError with the spec's message: denied permission, or anything else failing to start.
 */
export async function startMicrophone(onChunk: (chunk: Int16Array) => void): Promise<MicrophoneCapture> {
  if (!navigator.mediaDevices?.getUserMedia) throw new VoiceError(MESSAGES.voice.failedStart);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
  } catch (error) {
    throw new VoiceError(isPermissionError(error) ? MESSAGES.voice.micDenied : MESSAGES.voice.failedStart);
  }
  const stopTracks = () => {
    for (const track of stream.getTracks()) track.stop();
  };

  let context: AudioContext | null = null;
  try {
    // The context runs at the device's rate (often 48 kHz); asking for 16 kHz is not portable.
    context = new AudioContext();
    await context.audioWorklet.addModule(WORKLET_URL.href);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, PROCESSOR_NAME, { numberOfInputs: 1, numberOfOutputs: 1 });
    const resampler = new StreamingResampler(context.sampleRate, SPEECH_AUDIO.sampleRate);
    const chunker = new PcmChunker(SPEECH_AUDIO.chunkSamples);
    node.port.onmessage = (event: MessageEvent<Float32Array>) => {
      for (const chunk of chunker.push(floatToPcm16(resampler.push(event.data)))) onChunk(chunk);
    };
    source.connect(node);
    // A node that reaches the destination is pulled by the graph; its output is silence.
    node.connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    const running = context;
    return {
      stop() {
        node.port.onmessage = null;
        source.disconnect();
        node.disconnect();
        stopTracks();
        void running.close();
        chunker.push(floatToPcm16(resampler.flush()));
        return chunker.flush();
      },
    };
  } catch {
    stopTracks();
    void context?.close();
    throw new VoiceError(MESSAGES.voice.failedStart);
  }
}
