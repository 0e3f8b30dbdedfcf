/** The spec's words for the chat, evidence uploads and voice (spec 01 sections 2, 8; spec 02 sections 5, 8). */
export const REPORTING_MESSAGES = {
  chat: {
    /** Spec 01 section 2 (Chat screen). */
    title: (clientName: string) => `${clientName} AI`,
    subtitle: 'Your workplace safety assistant',
    greeting: (clientName: string) =>
      `Hello! I'm ${clientName} AI, your workplace safety assistant. I'm here to help you report incidents, answer safety questions, and ensure compliance. What can I help you with today?`,
    placeholder: 'Ask about workplace safety, report an incident, or get compliance help...',
    /** Spec 01 section 8 (Chat). */
    failed: 'Sorry, something went wrong. Please try again.',
    stopSpeaking: 'Stop speaking',
    /** Spec 01 section 2: seven phrases, every 2 s; the spec does not give their words. */
    thinkingPhrases: [
      'Analysing incident details...',
      'Reviewing safety protocols...',
      'Checking Queensland WHS requirements...',
      'Assessing notifiability...',
      'Matching your site and location...',
      'Preparing compliance documentation...',
      'Drafting a response...',
    ],
    thinkingRotationMs: 2_000,
  },
  evidence: {
    /** Spec 02 section 5 and 8 (upload, attachment errors). */
    typeNotSupported: 'File type not supported. Please upload JPG, PNG, MP4, or PDF files.',
    sizeExceeded: 'File size exceeds 50MB limit.',
    noIncidentNumber: 'No incident Number provided',
    uploadFailed: 'Failed to upload file',
    uploadFailedShort: 'Upload failed',
    deleteConfirm: 'Are you sure you want to delete this attachment?',
    deleteFailed: 'Failed to delete attachment',
    deleteError: 'Error deleting attachment',
    /** Not in the spec: the upload arrived incomplete (the client hung up or the body was cut). */
    incomplete: 'The upload did not finish. Please try again.',
    notAllowed: 'Evidence can no longer be added to or removed from this incident.',
    notFound: 'Attachment not found',
    linkExpired: 'This download link has expired. Open the incident again for a fresh link.',
  },
  voice: {
    /** Spec 01 section 8 (Voice), exact. */
    failedInit: 'Failed to initialize voice service',
    failedStart: 'Failed to start speech recognition',
    micDenied: 'Microphone access denied',
    noStream: 'No transcription stream received from AWS',
    streamInitFailed: 'Failed to initialize transcription stream',
    streamError: 'Transcription stream error',
    streamErrors: {
      BadRequest: (message: string) => `Bad request: ${message}`,
      InternalFailure: (message: string) => `Internal failure: ${message}`,
      LimitExceeded: (message: string) => `Limit exceeded: ${message}`,
      ServiceUnavailable: (message: string) => `Service unavailable: ${message}`,
    },
  },
} as const;
