// Fault (c): an analysis job is running (its model call is held open by a stub model server) when
// the server is killed with SIGKILL. A restarted server must take the job over once the lease lapses
// and complete it, exactly once.
import http from 'node:http';
import { request, sleep, submittedIncident } from './rig.mjs';

/** An OpenAI-compatible endpoint that takes the request and never answers: the job stays mid-call. */
function hangingModel() {
  const held = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls++;
    req.resume();
    held.push(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/v1`,
        calls: () => calls,
        close: () => {
          for (const res of held) res.destroy();
          server.close();
        },
      }),
    );
  });
}

export async function killDuringJob(rig) {
  const model = await hangingModel();
  const server = await rig.startServer({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: model.url,
    AI_TIMEOUT_MS: '600000',
  });
  let summary;
  try {
    const incident = await submittedIncident(rig);
    const started = await request(rig.port, 'POST', `/api/rca/analyze/${incident.id}`, { token: rig.token });
    if (started.status !== 202) throw new Error(`analyze: ${started.status} ${started.text}`);
    for (let i = 0; i < 200 && model.calls() === 0; i++) await sleep(25);
    const [before] = await rig.sql('select status, attempts, locked_by from jobs where ref_id = $1', [
      started.json.run_id,
    ]);
    await rig.kill9(server);
    const killedAt = Date.now();
    // Restarted as an installation whose model is back (the built-in analyser): the fault under test
    // is the process dying, not the model.
    const restarted = await rig.startServer();
    let status = 'processing';
    let view;
    while (Date.now() - killedAt < 30_000) {
      view = await request(rig.port, 'GET', `/api/rca/analyze/${incident.id}/status`, { token: rig.token });
      status = view.json?.status;
      if (status !== 'processing') break;
      await sleep(200);
    }
    const takeoverMs = Date.now() - killedAt;
    const [job] = await rig.sql('select status, attempts, locked_by from jobs where ref_id = $1', [
      started.json.run_id,
    ]);
    const runs = await rig.sql('select status from analysis_runs where incident_id = $1', [incident.id]);
    const [recs] = await rig.sql('select count(*)::int as n from recommendations where incident_id = $1', [
      incident.id,
    ]);
    await rig.stopServer(restarted);
    const lost = [];
    if (status !== 'completed') lost.push(`analysis ended "${status}" (${view?.text})`);
    if (job?.status !== 'done') lost.push(`job row is "${job?.status}"`);
    if (runs.length !== 1) lost.push(`${runs.length} analysis runs for the incident`);
    if (!recs.n) lost.push('no recommendations stored');
    summary = {
      fault: 'SIGKILL the server while an analysis job is mid model call',
      tried: `job ${before?.status} (attempt ${before?.attempts}, held by ${before?.locked_by?.slice(0, 18)}…) when killed; model calls seen ${model.calls()}; lease 3 s`,
      found: `after restart: run ${status}, job ${job?.status} on attempt ${job?.attempts} by another worker ${job?.locked_by !== before?.locked_by ? '(yes)' : '(NO)'}, ${recs.n} recommendations, ${runs.length} run; completed ${takeoverMs} ms after the kill`,
      lost: lost.length ? lost.join('; ') : 'nothing',
      ok: lost.length === 0,
    };
  } finally {
    model.close();
  }
  return summary;
}
