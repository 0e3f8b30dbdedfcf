/**
 * Issue 7's figures: what one live transcription stream costs the server, and how many streams one
 * server process holds. The server runs in a child process (so its CPU and memory are its own) with
 * SPEECH_STT=pocketsphinx and the test grammar; this process opens N streams at once, each sending
 * espeak-ng speech at real-time pace in 3,200-byte frames (as a browser does), then {"type":"stop"}.
 * Server cost = the Node process plus its decoder processes, read from /proc.
 * Run: `npx tsx scripts/speech-streams.ts [N ...]` (from apps/server; default 1 5 10 20).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TranscribeServerMessageSchema } from '@app/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, withTenant } from '../src/db/client.js';
import { insertSession } from '../src/modules/auth/sessions.repository.js';
import { insertUser } from '../src/modules/users/users.repository.js';
import { ensureTenant } from '../src/platform/bootstrap.js';
import { newId } from '../src/platform/ids.js';
import { createTransport, Mailer } from '../src/platform/mailer.js';
import { AccessTokens } from '../src/platform/tokens.js';
import { wsClient } from '../src/speech/ws.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const GRAMMAR = path.join(here, '../test/fixtures/speech/phrases.jsgf');
const SENTENCE = 'i slipped on a wet floor in the warehouse';
const FRAME_BYTES = 3_200;
const FRAME_MS = 100;
const TICKS = 100;
const PAGE_KB = 4;

/** Child mode: the app on a fresh data dir, one signed-in user; prints {port, token, pid}. */
async function serve(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-speech-streams-'));
  const silent = { info: () => {}, warn: () => {} };
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DEFAULT_CLIENT: 'demo',
    SPEECH_STT: 'pocketsphinx',
    POCKETSPHINX_GRAMMAR: GRAMMAR,
    TRANSCRIBE_MAX_STREAMS: '1000',
    CHAT_RATE_LIMIT: '100000',
  });
  const database = await openDatabase({ dataDir: path.join(dir, 'data') });
  const mailer = new Mailer(
    database.db,
    createTransport({ smtpUrl: undefined, logger: silent, print: () => {} }),
    config.MAIL_FROM,
    silent,
  );
  const deps = { config, database, mailer };
  const app = await buildApp(deps, { webDist: null });
  const tenantId = await ensureTenant(deps, 'demo', 'Demo Pty Ltd');
  const userId = newId();
  const sessionId = newId();
  const expiresAt = new Date(Date.now() + 3_600_000);
  await withTenant(database.db, tenantId, async (tx) => {
    await insertUser(tx, {
      id: userId,
      tenantId,
      email: 'voice@demo.test',
      firstName: 'Vi',
      lastName: 'Oice',
      role: 'STAFF',
      locationId: null,
    });
    await insertSession(tx, { id: sessionId, tenantId, userId, expiresAt });
  });
  const token = await new AccessTokens(config.jwtSecret).sign({ userId, tenantId, sessionId }, expiresAt);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ port, token, pid: process.pid })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void app.close().then(async () => {
      await mailer.idle();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

interface ProcStat {
  comm: string;
  ppid: number;
  cpuTicks: number;
  rssKb: number;
}

function readProcs(): Map<number, ProcStat> {
  const procs = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(entry), {
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        ppid: Number(fields[1]),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
        rssKb: Number(fields[21]) * PAGE_KB,
      });
    } catch {
      // Gone while being read.
    }
  }
  return procs;
}

/** The server process and everything under it (decoders), with the CPU of children already reaped. */
function serverUsage(pid: number): {
  cpuTicks: number;
  rssKb: number;
  nodeRssKb: number;
  processes: number;
  decoders: number;
} {
  const procs = readProcs();
  const inTree = (p: number): boolean => {
    for (let at: number | undefined = p; at !== undefined && at > 1; at = procs.get(at)?.ppid)
      if (at === pid) return true;
    return false;
  };
  let cpuTicks = 0;
  let rssKb = 0;
  let processes = 0;
  let decoders = 0;
  for (const [p, s] of procs) {
    if (!inTree(p)) continue;
    if (s.comm.startsWith('pocketsphinx')) decoders++;
    cpuTicks += s.cpuTicks;
    rssKb += s.rssKb;
    processes++;
  }
  // cutime/cstime of the server: CPU of decoders that have already exited.
  const own = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = own.slice(own.lastIndexOf(')') + 2).split(' ');
  cpuTicks += Number(fields[13]) + Number(fields[14]);
  return { cpuTicks, rssKb, nodeRssKb: procs.get(pid)?.rssKb ?? 0, processes, decoders };
}

function speechPcm(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-speech-pcm-'));
  try {
    execFileSync('espeak-ng', ['-w', path.join(dir, 's.wav'), 'I slipped on a wet floor in the warehouse']);
    execFileSync('sox', [
      path.join(dir, 's.wav'),
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      '-e',
      'signed-integer',
      '-t',
      'raw',
      path.join(dir, 's.raw'),
    ]);
    return readFileSync(path.join(dir, 's.raw'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface StreamResult {
  correct: boolean;
  refused: boolean;
  /** From {"type":"stop"} to the final transcript. */
  finalLatencyMs: number;
}

async function oneStream(port: number, token: string, pcm: Buffer): Promise<StreamResult> {
  const ticketResponse = await fetch(`http://127.0.0.1:${port}/api/speech/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { ticket } = (await ticketResponse.json()) as { ticket: string };
  const WebSocket = wsClient();
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/speech/transcribe?ticket=${ticket}`);
  let text = '';
  let refused = false;
  let stoppedAt = 0;
  let finalAt = 0;
  const done = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const message = TranscribeServerMessageSchema.parse(JSON.parse(data.toString('utf8')));
      if (message.type === 'ready') resolve();
      if (message.type === 'transcript' && !message.partial) {
        text = [text, message.text].filter(Boolean).join(' ');
        finalAt = performance.now();
      }
      if (message.type === 'error') {
        refused = true;
        resolve();
      }
    });
  });
  socket.on('error', () => {});
  await ready;
  if (!refused) {
    const started = performance.now();
    for (let at = 0, n = 0; at < pcm.length; at += FRAME_BYTES, n++) {
      const due = started + n * FRAME_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      socket.send(pcm.subarray(at, at + FRAME_BYTES));
    }
    stoppedAt = performance.now();
    socket.send(JSON.stringify({ type: 'stop' }));
  }
  await done;
  return {
    correct: text === SENTENCE,
    refused,
    finalLatencyMs: finalAt && stoppedAt ? finalAt - stoppedAt : Number.NaN,
  };
}

async function measure(): Promise<void> {
  const counts = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  const levels = counts.length > 0 ? counts : [1, 5, 10, 20];
  const pcm = speechPcm();
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const info = await new Promise<{ port: number; token: string; pid: number }>((resolve, reject) => {
    let buffered = '';
    server.stdout.setEncoding('utf8');
    server.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line)
        resolve(JSON.parse(line) as { port: number; token: string; pid: number });
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const audioSeconds = pcm.length / 32_000;
  process.stdout.write(
    `speech: ${audioSeconds.toFixed(2)} s per stream, sent in real time; server pid ${info.pid}\n`,
  );
  // One warm-up stream so module loading and JIT are not counted.
  await oneStream(info.port, info.token, pcm);
  const idle = serverUsage(info.pid);
  process.stdout.write(`idle server: RSS ${(idle.nodeRssKb / 1024).toFixed(1)} MB\n\n`);
  process.stdout.write(
    'streams | correct | wall s | server CPU (cores) | CPU per stream | peak live ' +
      '| peak RSS (node + decoders) | node RSS Δ    | RSS per stream | stop->final p50/max ms\n',
  );
  for (const n of levels) {
    const before = serverUsage(info.pid);
    let peakRss = before.rssKb;
    let peakDecoders = 0;
    let peakNodeRss = before.nodeRssKb;
    const sampler = setInterval(() => {
      const now = serverUsage(info.pid);
      peakRss = Math.max(peakRss, now.rssKb);
      peakDecoders = Math.max(peakDecoders, now.decoders);
      peakNodeRss = Math.max(peakNodeRss, now.nodeRssKb);
    }, 50);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: n }, () => oneStream(info.port, info.token, pcm)));
    const wallSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = serverUsage(info.pid);
    const cores = (after.cpuTicks - before.cpuTicks) / TICKS / wallSeconds;
    const latencies = results
      .map((r) => r.finalLatencyMs)
      .filter((v) => !Number.isNaN(v))
      .sort((a, b) => a - b);
    const p50 = latencies[Math.floor(latencies.length / 2)] ?? Number.NaN;
    const max = latencies[latencies.length - 1] ?? Number.NaN;
    const correct = results.filter((r) => r.correct).length;
    process.stdout.write(
      `${[
        String(n).padStart(7),
        `${correct}/${n}`.padStart(7),
        wallSeconds.toFixed(2).padStart(6),
        cores.toFixed(3).padStart(18),
        (cores / n).toFixed(3).padStart(14),
        String(peakDecoders).padStart(12),
        `${(peakRss / 1024).toFixed(1)} MB`.padStart(26),
        `+${((peakNodeRss - before.nodeRssKb) / 1024).toFixed(1)} MB`.padStart(13),
        `${((peakRss - before.rssKb) / 1024 / n).toFixed(1)} MB`.padStart(14),
        `${p50.toFixed(0)}/${max.toFixed(0)}`.padStart(22),
      ].join(' | ')}\n`,
    );
    if (results.some((r) => r.refused))
      process.stdout.write(`  ${results.filter((r) => r.refused).length} refused\n`);
  }
  server.stdin.end();
  await new Promise((r) => server.once('exit', r));
}

(process.argv.includes('--serve') ? serve() : measure()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
