// Fault (d): PostgreSQL is stopped (pg_ctl stop -m fast) while autocannon loads /api/user-info, then
// started again. The health check must say the database is down, and the same server process must
// recover by itself: healthy again and answering without errors, with no restart.
import autocannon from 'autocannon';
import { request, sleep } from './rig.mjs';

function cannon(rig, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${rig.port}/api/user-info`,
        connections: 20,
        duration: seconds,
        headers: { authorization: `Bearer ${rig.token}` },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function databaseOutage(rig) {
  const server = await rig.startServer();
  const load = cannon(rig, 12);
  await sleep(3_000);
  await rig.stopDatabase();
  const stoppedAt = Date.now();
  let downSeen = null;
  for (let i = 0; i < 50 && !downSeen; i++) {
    const health = await request(rig.port, 'GET', '/api/health').catch(() => null);
    if (health?.status === 503 && health.json?.database?.status === 'down') downSeen = health.json;
    else await sleep(100);
  }
  await sleep(Math.max(0, 4_000 - (Date.now() - stoppedAt)));
  await rig.startDatabase();
  const startedAt = Date.now();
  let recoveredMs = null;
  while (Date.now() - startedAt < 30_000) {
    const health = await request(rig.port, 'GET', '/api/health').catch(() => null);
    if (health?.status === 200 && health.json?.database?.status === 'up') {
      recoveredMs = Date.now() - startedAt;
      break;
    }
    await sleep(50);
  }
  const during = await load;
  const afterLoad = await cannon(rig, 5);
  const sameProcess = server.child.exitCode === null && server.child.signalCode === null;
  await rig.stopServer(server);
  const afterErrors = afterLoad.errors + afterLoad.non2xx;
  const lost = [];
  if (!downSeen) lost.push('health never reported the database down');
  if (recoveredMs === null) lost.push('health never came back');
  if (afterErrors) lost.push(`${afterErrors} failed requests after recovery`);
  if (!sameProcess) {
    const tail = server.stderr
      .join('')
      .split('\n')
      .filter((l) => /error|code:/i.test(l) && !/^\s+at |: undefined/.test(l))
      .slice(-4)
      .join('\n    ');
    lost.push(
      `the server process died (exit ${server.child.exitCode ?? server.child.signalCode}); its last output:\n    ${tail}`,
    );
  }
  return {
    fault: 'pg_ctl stop -m fast under 20-connection load on /api/user-info, start again 4 s later',
    tried: `12 s of load: ${during.requests.total} requests, ${during['2xx']} ok, ${during.non2xx} non-2xx and ${during.errors} errors during the outage`,
    found: `health said ${downSeen ? `503 "${downSeen.status}", database ${downSeen.database.status}` : 'NOTHING'}; healthy ${recoveredMs ?? '∞'} ms after the start, same process ${sameProcess ? 'yes' : 'NO'}; 5 s after: ${afterLoad.requests.total} requests, ${afterErrors} errors, p99 ${afterLoad.latency.p99} ms`,
    lost: lost.length ? lost.join('; ') : 'nothing',
    ok: lost.length === 0,
  };
}
