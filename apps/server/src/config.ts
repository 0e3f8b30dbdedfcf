import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  DEFAULT_CLIENT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a lower-case host label such as "demo"')
    .default('demo'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Vigil <no-reply@vigil.localhost>'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  TZ_DEFAULT: z.string().default('Australia/Brisbane'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalText,
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Evidence files: `disk` under UPLOAD_DIR (default DATA_DIR/uploads) or an S3 bucket. */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  UPLOAD_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('ap-southeast-2'),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  /** The chat agent: the built-in engine, or any OpenAI-compatible server (DESIGN section 9). */
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  OPENAI_API_KEY: optionalText,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Chat messages per user per minute. */
  CHAT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Analysis jobs (DESIGN section 13): run them in this web process too, or only in `npm run worker`. */
  JOBS_IN_PROCESS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** A claimed job is another worker's to reclaim once its lease lapses without a heartbeat. */
  JOBS_LEASE_MS: z.coerce.number().int().min(1_000).default(60_000),
  JOBS_POLL_BUSY_MS: z.coerce.number().int().min(0).default(0),
  JOBS_POLL_IDLE_MS: z.coerce.number().int().min(10).default(1_000),
  JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Speech (DESIGN section 10): `browser` leaves both directions to the browser's own speech APIs. */
  SPEECH_STT: z.enum(['aws', 'openai', 'pocketsphinx', 'browser']).default('browser'),
  SPEECH_TTS: z.enum(['polly', 'openai', 'espeak', 'browser']).default('browser'),
  /** JSGF grammar of the phrases pocketsphinx may hear; it is useless for free dictation. */
  POCKETSPHINX_GRAMMAR: optionalText,
  OPENAI_STT_MODEL: z.string().default('whisper-1'),
  OPENAI_TTS_MODEL: z.string().default('tts-1'),
  OPENAI_TTS_VOICE: z.string().default('alloy'),
  /** An en-AU neural voice. */
  POLLY_VOICE: z.string().default('Olivia'),
  AWS_REGION: z.string().default('ap-southeast-2'),
  /** Live transcription streams one process holds at once. */
  TRANSCRIBE_MAX_STREAMS: z.coerce.number().int().positive().default(20),
});

export type AppConfig = z.infer<typeof EnvSchema> & { jwtSecret: string };

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad variable stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.STORAGE === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  }
  if (config.AI_PROVIDER === 'openai' && !config.OPENAI_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  OPENAI_BASE_URL: required when AI_PROVIDER=openai');
  }
  const speechProblem = speechConfigProblem(config);
  if (speechProblem) throw new ConfigError(`Invalid configuration:\n  ${speechProblem}`);
  return { ...config, jwtSecret: config.JWT_SECRET ?? readOrCreateSecret(config.DATA_DIR) };
}

function speechConfigProblem(config: z.infer<typeof EnvSchema>): string | null {
  if (config.SPEECH_STT === 'pocketsphinx' && !config.POCKETSPHINX_GRAMMAR) {
    return 'POCKETSPHINX_GRAMMAR: required when SPEECH_STT=pocketsphinx';
  }
  const usesOpenAi = config.SPEECH_STT === 'openai' || config.SPEECH_TTS === 'openai';
  if (usesOpenAi && !config.OPENAI_BASE_URL) {
    return 'OPENAI_BASE_URL: required when SPEECH_STT or SPEECH_TTS is openai';
  }
  const usesAws = config.SPEECH_STT === 'aws' || config.SPEECH_TTS === 'polly';
  if (usesAws && !(config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY)) {
    return 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: required when SPEECH_STT=aws or SPEECH_TTS=polly';
  }
  return null;
}

/** The signing key is generated once per data directory so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
