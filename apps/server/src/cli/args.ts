import { parseArgs } from 'node:util';
import { ROLES } from '@app/contracts';
import { z } from 'zod';

export const PROGRAM = 'npm run cli --';

/** Bad arguments: the message and the command's usage go to stderr, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

/** An expected refusal (unknown client, duplicate, ...): one line on stderr, exit code 1. */
export class CliError extends Error {}

/** `--help` anywhere: the usage goes to stdout and nothing else runs. */
export class HelpRequested extends Error {
  constructor(readonly usage: string) {
    super('help');
  }
}

export const ROLE_LIST = ROLES.join(', ');
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** The contract's RoleSchema says "Choose a valid role", which suits a form; a terminal needs the list. */
export const CliRoleSchema = z.enum(ROLES, { message: `must be one of ${ROLE_LIST}` });

export interface ParsedCommand {
  values: Record<string, string | undefined>;
  positionals: string[];
}

/** Every option is a string; unknown options and a wrong number of positionals are usage errors. */
export function parseCommand(
  argv: string[],
  spec: { options: readonly string[]; positionals: number; usage: string },
): ParsedCommand {
  if (argv.includes('--help') || argv.includes('-h')) throw new HelpRequested(spec.usage);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      options: Object.fromEntries(spec.options.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // node:util explains the problem well ("Unknown option '--x'"); only its hint about "--" is noise here.
    const message = error instanceof Error ? error.message.split('. To specify')[0] : String(error);
    throw new UsageError(message ?? 'Invalid arguments', spec.usage);
  }
  if (parsed.positionals.length !== spec.positionals) {
    const extra = parsed.positionals.slice(spec.positionals);
    throw new UsageError(
      extra.length > 0 ? `Unexpected argument "${extra[0]}"` : 'Missing argument',
      spec.usage,
    );
  }
  const values: Record<string, string | undefined> = {};
  for (const name of spec.options) {
    const value = parsed.values[name];
    values[name] = typeof value === 'string' ? value : undefined;
  }
  return { values, positionals: parsed.positionals };
}

/** Validates one option with the same schema the API uses, so both say the same thing. */
export function required<S extends z.ZodType>(
  schema: S,
  value: string | undefined,
  flag: string,
  usage: string,
) {
  if (value === undefined) throw new UsageError(`${flag} is required`, usage);
  return check(schema, value, flag, usage);
}

export function optional<S extends z.ZodType>(
  schema: S,
  value: string | undefined,
  flag: string,
  usage: string,
) {
  return value === undefined ? undefined : check(schema, value, flag, usage);
}

function check<S extends z.ZodType>(schema: S, value: string, flag: string, usage: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new UsageError(`${flag}: ${result.error.issues[0]?.message ?? 'invalid value'}`, usage);
  return result.data;
}

export function parseSlug(value: string | undefined, flag: string, usage: string): string {
  if (value === undefined) throw new UsageError(`${flag} is required`, usage);
  if (!SLUG_PATTERN.test(value)) {
    throw new UsageError(
      `${flag}: "${value}" is not a client slug (lower-case letters, digits and "-", like "acme")`,
      usage,
    );
  }
  return value;
}
