import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import nodemailer from 'nodemailer';
import { type Db, type Executor, withTenant } from '../db/client.js';
import { outbox } from '../db/schema/ops.js';
import { newId } from './ids.js';

export interface EmailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export interface MailTransport {
  readonly name: 'smtp' | 'log';
  send(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<void>;
}

const MAX_ATTEMPTS = 5;

export function createTransport(options: {
  smtpUrl?: string | undefined;
  logger: Pick<Logger, 'info'>;
  /** Where the log transport prints the message for a person to read; tests pass a no-op. */
  print?: (text: string) => void;
}): MailTransport {
  if (options.smtpUrl) {
    // nodemailer reads host, port, credentials and TLS options (smtps:, ?ignoreTLS=true) from the URL.
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      name: 'smtp',
      async send(message) {
        await transport.sendMail(message);
      },
    };
  }
  return {
    name: 'log',
    async send(message) {
      options.logger.info(
        { mail: { to: message.to, subject: message.subject } },
        'e-mail printed (no SMTP_URL set)',
      );
      const print = options.print ?? ((text: string) => process.stdout.write(text));
      const rule = '-'.repeat(72);
      print(
        `\n${rule}\nE-mail (no SMTP_URL set; also kept in the outbox table)\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n${rule}\n\n`,
      );
    },
  };
}

/**
 * E-mail goes through the outbox table: it is written in the same transaction as the change that
 * caused it, then delivered after commit, so a failed send never loses the message.
 */
export class Mailer {
  private readonly pending = new Set<string>();
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
  ) {}

  async queue(tx: Executor, message: EmailMessage): Promise<string> {
    const id = newId();
    await tx.insert(outbox).values({ id, ...message, html: message.html ?? null });
    return id;
  }

  /** Delivers the tenant's unsent mail in the background; call after the transaction commits. */
  kick(tenantId: string): void {
    this.pending.add(tenantId);
    this.running = this.running.then(() => this.drain()).catch(() => undefined);
  }

  /** Resolves when every kicked delivery has been attempted (used by shutdown and tests). */
  async idle(): Promise<void> {
    await this.running;
  }

  private async drain(): Promise<void> {
    for (const tenantId of [...this.pending]) {
      this.pending.delete(tenantId);
      await this.deliverTenant(tenantId);
    }
  }

  private async deliverTenant(tenantId: string): Promise<void> {
    const unsent = await withTenant(this.db, tenantId, (tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.tenantId, tenantId), isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(outbox.createdAt))
        .limit(50),
    );
    for (const mail of unsent) {
      let error: string | null = null;
      try {
        await this.transport.send({
          from: this.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
        this.logger.warn({ outboxId: mail.id, error }, 'e-mail delivery failed; it stays in the outbox');
      }
      await withTenant(this.db, tenantId, (tx) =>
        tx
          .update(outbox)
          .set({ attempts: mail.attempts + 1, sentAt: error ? null : new Date(), error })
          .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, mail.id))),
      );
    }
  }
}
