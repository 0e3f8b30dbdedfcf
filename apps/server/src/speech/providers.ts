import type { AppConfig } from '../config.js';
import type { AwsCredentials } from '../platform/storage/sigv4.js';
import { awsTranscribeProvider } from './aws-transcribe.js';
import { openAiSttProvider } from './openai-stt.js';
import { pocketsphinxProvider } from './pocketsphinx.js';
import { espeakSynthesizer, openAiSynthesizer, pollySynthesizer, type Synthesizer } from './tts.js';
import type { SttProvider } from './types.js';

export type SpeechConfig = Pick<
  AppConfig,
  | 'SPEECH_STT'
  | 'SPEECH_TTS'
  | 'POCKETSPHINX_GRAMMAR'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_API_KEY'
  | 'OPENAI_STT_MODEL'
  | 'OPENAI_TTS_MODEL'
  | 'OPENAI_TTS_VOICE'
  | 'POLLY_VOICE'
  | 'AWS_REGION'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
>;

function awsCredentials(config: SpeechConfig): AwsCredentials {
  return {
    accessKeyId: config.AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.AWS_SECRET_ACCESS_KEY ?? '',
    sessionToken: config.AWS_SESSION_TOKEN,
  };
}

/** The configured server-side recogniser, or null when the browser recognises speech itself. */
export function sttProviderFor(config: SpeechConfig): SttProvider | null {
  switch (config.SPEECH_STT) {
    case 'pocketsphinx':
      return pocketsphinxProvider({ grammarPath: config.POCKETSPHINX_GRAMMAR ?? '' });
    case 'openai':
      return openAiSttProvider({
        baseUrl: config.OPENAI_BASE_URL ?? '',
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_STT_MODEL,
      });
    case 'aws':
      return awsTranscribeProvider({ region: config.AWS_REGION, credentials: awsCredentials(config) });
    case 'browser':
      return null;
  }
}

/** The configured synthesiser, or null when the browser speaks replies itself. */
export function synthesizerFor(config: SpeechConfig): Synthesizer | null {
  switch (config.SPEECH_TTS) {
    case 'espeak':
      return espeakSynthesizer();
    case 'polly':
      return pollySynthesizer({
        region: config.AWS_REGION,
        voice: config.POLLY_VOICE,
        credentials: awsCredentials(config),
      });
    case 'openai':
      return openAiSynthesizer({
        baseUrl: config.OPENAI_BASE_URL ?? '',
        apiKey: config.OPENAI_API_KEY,
        model: config.OPENAI_TTS_MODEL,
        voice: config.OPENAI_TTS_VOICE,
      });
    case 'browser':
      return null;
  }
}
