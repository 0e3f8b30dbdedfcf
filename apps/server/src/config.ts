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
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
  return { ...config, jwtSecret: config.JWT_SECRET ?? readOrCreateSecret(config.DATA_DIR) };
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
