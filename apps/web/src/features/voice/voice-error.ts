/** An error whose message is one of the spec's voice messages, ready to show. */
export class VoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoiceError';
  }
}
