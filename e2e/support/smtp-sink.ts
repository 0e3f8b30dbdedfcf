import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One received message as stored on disk (see mail.ts for reading it). */
export interface StoredMail {
  seq: number;
  receivedAt: number;
  from: string | null;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts everything and writes each message into `mailDir` as JSON,
 * so the tests (in the worker process) can read what the app (in the server process) sent.
 */
export async function startSmtpSink(mailDir: string): Promise<SmtpSink> {
  let seq = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: StoredMail = {
          seq: ++seq,
          receivedAt: Date.now(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const name = `${String(mail.seq).padStart(5, '0')}.json`;
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const tmp = path.join(mailDir, `.${name}.tmp`);
        writeFileSync(tmp, JSON.stringify(mail));
        renameSync(tmp, path.join(mailDir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => console.error('[e2e smtp]', error));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
