import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/lock.js';
import { CliError, HelpRequested, PROGRAM, UsageError } from './args.js';
import { type CliContext, createCliMailer, type TextSink } from './context.js';
import { inviteUsage, prepareInvite } from './invite.js';
import { loginLinkUsage, prepareLoginLink } from './login-link.js';
import { prepareSeedDemo, seedDemoUsage } from './seed-demo.js';
import { prepareTenantCreate, tenantCreateUsage } from './tenant.js';
import { prepareTokenCreate, tokenCreateUsage } from './token.js';
import { prepareUserCreate, userCreateUsage } from './users.js';

type Prepare = (argv: string[]) => (ctx: CliContext) => Promise<void>;

const COMMANDS: { words: readonly string[]; usage: string; prepare: Prepare }[] = [
  { words: ['tenant', 'create'], usage: tenantCreateUsage, prepare: prepareTenantCreate },
  { words: ['invite'], usage: inviteUsage, prepare: prepareInvite },
  { words: ['login-link'], usage: loginLinkUsage, prepare: prepareLoginLink },
  { words: ['user', 'create'], usage: userCreateUsage, prepare: prepareUserCreate },
  { words: ['token', 'create'], usage: tokenCreateUsage, prepare: prepareTokenCreate },
  { words: ['seed-demo'], usage: seedDemoUsage, prepare: prepareSeedDemo },
];

const firstLine = (usage: string) => (usage.split('\n')[0] ?? '').replace(`Usage: ${PROGRAM} `, '');

export const GENERAL_USAGE = `Usage: ${PROGRAM} <command> [options]

Commands:
${COMMANDS.map((c) => `  ${firstLine(c.usage)}`).join('\n')}

It uses the server's configuration (DATA_DIR or DATABASE_URL, PUBLIC_URL, DEFAULT_CLIENT, SMTP_URL).
Results go to stdout, explanations to stderr. "${PROGRAM} <command> --help" describes one command.`;

export interface RunCliOptions {
  env?: NodeJS.ProcessEnv;
  stdout?: TextSink;
  stderr?: TextSink;
  /** An open database the caller owns and closes; tests share one with the app under test. */
  database?: Database;
}

/** Runs one command and returns the exit code: 0 done, 1 refused or failed, 2 bad usage. */
export async function runCli(argv: string[], options: RunCliOptions = {}): Promise<number> {
  const stdout = options.stdout ?? process.stdout;
  const stderr = options.stderr ?? process.stderr;
  try {
    const execute = prepare(argv);
    const config = loadConfig(options.env ?? process.env);
    const database =
      options.database ??
      (await openDatabase(
        config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR) },
      ));
    const note = (line: string) => stderr.write(`${line}\n`);
    const mailer = createCliMailer(config, database, note);
    try {
      await execute({ config, db: database.db, mailer, note, result: (line) => stdout.write(`${line}\n`) });
    } finally {
      await mailer.mailer.idle();
      if (!options.database) await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof HelpRequested) {
      stdout.write(`${error.usage}\n`);
      return 0;
    }
    if (error instanceof UsageError) {
      stderr.write(`error: ${error.message}\n\n${error.usage}\n`);
      return 2;
    }
    const known =
      error instanceof CliError || error instanceof ConfigError || error instanceof DataDirLockedError;
    const message = error instanceof Error ? error.message : String(error);
    stderr.write(`error: ${known ? message : message.split('\n')[0]}\n`);
    return 1;
  }
}

/** Parses before anything is opened, so a typo never waits for (or locks) the database. */
function prepare(argv: string[]): (ctx: CliContext) => Promise<void> {
  const [first] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    if (first === undefined) throw new UsageError('Missing command', GENERAL_USAGE);
    throw new HelpRequested(GENERAL_USAGE);
  }
  const command = COMMANDS.find((c) => c.words.every((word, i) => argv[i] === word));
  if (!command) {
    const group = COMMANDS.find((c) => c.words.length > 1 && c.words[0] === first);
    const hint = group
      ? `"${first}" needs a sub-command: ${group.words.join(' ')}`
      : `Unknown command "${first}"`;
    throw new UsageError(hint, group?.usage ?? GENERAL_USAGE);
  }
  return command.prepare(argv.slice(command.words.length));
}
