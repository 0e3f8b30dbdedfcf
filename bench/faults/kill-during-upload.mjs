// Fault (b): a 50 MB multipart upload is half sent when the server is killed with SIGKILL. After a
// restart there must be no attachment row and no file left behind in the upload folder.
import { readFileSync, utimesSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { filesUnder, request, sleep, submittedIncident } from './rig.mjs';

const SIZE = 50 * 1024 * 1024;
const KILL_AT = 25 * 1024 * 1024;
const CHUNK = 1024 * 1024;

/** Sends the multipart head and KILL_AT bytes of a JPEG, then resolves while the body is incomplete. */
function startUpload(rig, incidentNumber, jpegHead) {
  const boundary = `----faults${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request({
    host: '127.0.0.1',
    port: rig.port,
    method: 'POST',
    path: `/api/upload?incidentNumber=${encodeURIComponent(incidentNumber)}`,
    headers: {
      authorization: `Bearer ${rig.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + SIZE + tail.length,
    },
  });
  const outcome = new Promise((resolve) => {
    req.on('response', (res) => resolve(`answered ${res.statusCode}`));
    req.on('error', (e) => resolve(`connection ended (${e.code ?? e.message})`));
  });
  const write = (buf) => new Promise((r) => (req.write(buf) ? r() : req.once('drain', r)));
  const sent = (async () => {
    await write(head);
    await write(jpegHead);
    let written = jpegHead.length;
    const filler = Buffer.alloc(CHUNK, 0x5a);
    while (written < KILL_AT) {
      await write(filler);
      written += filler.length;
    }
    return written;
  })();
  return { req, outcome, sent };
}

export async function killDuringUpload(rig, root) {
  const server = await rig.startServer();
  const incident = await submittedIncident(rig);
  const photo = readFileSync(path.join(root, 'apps/server/test/fixtures/photo.jpg'));
  const jpegHead = photo.subarray(0, 4096);
  const upload = startUpload(rig, incident.incident_number, jpegHead);
  const sentBytes = await upload.sent;
  // The server must actually be writing the file when it dies.
  let during = [];
  for (let i = 0; i < 100 && during.length === 0; i++) {
    during = filesUnder(rig.uploadDir);
    if (during.length === 0) await sleep(20);
  }
  await rig.kill9(server);
  const outcome = await upload.outcome;
  upload.req.destroy();
  // The start-up sweep removes only temporary files older than an hour (another node may be
  // writing a fresh one), so the crash's leftovers are aged by two hours before the restart.
  const twoHoursAgo = (Date.now() - 2 * 3_600_000) / 1000;
  for (const f of filesUnder(rig.uploadDir).filter((f) => path.basename(f).endsWith('.part'))) {
    utimesSync(path.join(rig.uploadDir, f), twoHoursAgo, twoHoursAgo);
  }
  const restarted = await rig.startServer();
  await sleep(500);

  const [rows] = await rig.sql('select count(*)::int as n from attachments where incident_id = $1', [
    incident.id,
  ]);
  const left = filesUnder(rig.uploadDir);
  const parts = left.filter((f) => path.basename(f).endsWith('.part'));
  const known = new Set((await rig.sql('select storage_key from attachments')).map((r) => r.storage_key));
  const orphans = left.filter((f) => !parts.includes(f) && !known.has(f.split(path.sep).join('/')));

  // The server still takes uploads after the crash.
  const small = await request(rig.port, 'POST', '/api/upload', {
    token: rig.token,
    body: {
      incidentNumber: incident.incident_number,
      fileName: 'after.jpg',
      fileData: photo.toString('base64'),
    },
  });
  await rig.stopServer(restarted);

  const lost = [];
  if (rows.n !== 0) lost.push(`${rows.n} attachment row(s) for the interrupted upload`);
  if (parts.length) {
    lost.push(
      `FINDING: ${parts.length} temporary file(s) left after the restart (${parts.join(', ')}); ` +
        'the start-up sweep did not remove them',
    );
  }
  if (orphans.length)
    lost.push(`${orphans.length} stored file(s) with no attachment row: ${orphans.join(', ')}`);
  if (small.status !== 201) lost.push(`an upload after restart got ${small.status}`);
  return {
    fault: 'SIGKILL the server half way through a 50 MB multipart upload',
    tried: `${(sentBytes / 1048576).toFixed(0)} MB of 50 MB sent, ${during.length} file(s) being written at the kill; client saw: ${outcome}; restarted in ${restarted.startMs} ms`,
    found: `${rows.n} attachment rows, ${left.length} file(s) in the upload folder (${parts.length} *.part, ${orphans.length} without a row); upload after restart: ${small.status}`,
    lost: lost.length ? lost.join('; ') : 'nothing',
    ok: lost.length === 0,
  };
}
