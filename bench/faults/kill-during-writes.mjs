// Fault (a): 50 clients each create an incident and then edit its title, over and over; the server
// is killed with SIGKILL while they are in flight, then started again. What the server acknowledged
// must be there; what was in flight may be there or not, but never half of it.
import { FORKLIFT, request, sleep } from './rig.mjs';

const CLIENTS = 50;
const KILL_AFTER_ACKS = 150;

export async function killDuringWrites(rig) {
  const server = await rig.startServer();
  const acked = new Map(); // incident id -> { number, titles: titles it may now have }
  let acks = 0;
  let dropped = 0;
  let refused = 0;
  let stop = false;

  const client = async (n) => {
    for (let round = 0; !stop; round++) {
      let id;
      try {
        const created = await request(rig.port, 'POST', '/api/incidents', {
          token: rig.token,
          body: { ...FORKLIFT, title: `c${n} r${round}` },
        });
        if (created.status !== 201) {
          refused++;
          continue;
        }
        id = created.json.incident.id;
        acked.set(id, { number: created.json.incident.incident_number, titles: [`c${n} r${round}`] });
        acks++;
      } catch {
        dropped++;
        return;
      }
      const edited = `c${n} r${round} edited`;
      // In flight until answered: after a crash the row may hold either title.
      acked.get(id).titles.push(edited);
      try {
        const res = await request(rig.port, 'PUT', `/api/manager/incidents/${id}`, {
          token: rig.token,
          body: { title: edited },
        });
        if (res.status === 200) {
          acked.get(id).titles = [edited];
          acks++;
        } else refused++;
      } catch {
        dropped++;
        return;
      }
    }
  };

  const running = Array.from({ length: CLIENTS }, (_, n) => client(n));
  const deadline = Date.now() + 60_000;
  while (acks < KILL_AFTER_ACKS && Date.now() < deadline) await sleep(5);
  await rig.kill9(server);
  stop = true;
  await Promise.all(running);
  const restarted = await rig.startServer();

  const rows = await rig.sql(
    `select i.id, i.incident_number, i.title, i.status, i.reporter_user_id, i.created_at,
            (select count(*)::int from audit_log a where a.entity_id = i.id::text and a.action = 'incident.created') as created_audits,
            (select a.after->>'title' from audit_log a where a.entity_id = i.id::text order by a.id desc limit 1) as audited_title,
            (select count(*)::int from incident_events e where e.incident_id = i.id) as events
       from incidents i join tenants t on t.id = i.tenant_id where t.slug = $1`,
    ['faults'],
  );
  const problems = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, want] of acked) {
    const row = byId.get(id);
    if (!row) problems.push(`acknowledged incident ${want.number} is missing`);
    else if (!want.titles.includes(row.title))
      problems.push(`${want.number}: title "${row.title}", expected one of ${want.titles.join(' | ')}`);
  }
  for (const r of rows) {
    if (!r.incident_number || !r.title || !r.status || !r.reporter_user_id || !r.created_at)
      problems.push(`${r.id}: incomplete row`);
    if (r.created_audits !== 1)
      problems.push(`${r.incident_number}: ${r.created_audits} creation audit rows`);
    if (r.audited_title !== r.title)
      problems.push(`${r.incident_number}: row title "${r.title}" but last audit says "${r.audited_title}"`);
    if (r.events < 1) problems.push(`${r.incident_number}: no timeline event`);
  }
  const orphanAudits = await rig.sql(
    `select count(*)::int as n from audit_log a
      where a.entity_type = 'incident' and not exists (select 1 from incidents i where i.id::text = a.entity_id)`,
  );
  if (orphanAudits[0].n) problems.push(`${orphanAudits[0].n} audit rows for incidents that do not exist`);
  const seqs = rows.map((r) => Number(/(\d+)$/.exec(r.incident_number)[1])).sort((a, b) => a - b);
  const unique = new Set(seqs).size === seqs.length;
  const gapless = seqs.every((s, i) => s === i + 1);
  const [counter] = await rig.sql(
    'select c.last from incident_counters c join tenants t on t.id = c.tenant_id where t.slug = $1',
    ['faults'],
  );
  if (!unique) problems.push('duplicate incident numbers');
  if (!gapless) problems.push(`numbering has gaps: ${seqs.length} incidents, highest ${seqs.at(-1)}`);
  if (counter?.last !== seqs.length)
    problems.push(`counter says ${counter?.last}, ${seqs.length} incidents exist`);
  const after = await request(rig.port, 'POST', '/api/incidents', { token: rig.token, body: FORKLIFT });
  const nextOk =
    after.status === 201 && Number(/(\d+)$/.exec(after.json.incident.incident_number)[1]) === seqs.length + 1;
  if (!nextOk)
    problems.push(
      `a new incident after restart got ${after.status} ${after.json?.incident?.incident_number}`,
    );
  await rig.stopServer(restarted);

  return {
    fault: 'SIGKILL the server during 50 concurrent incident creations and edits',
    tried: `${acks} writes acknowledged, ${dropped} connections dropped by the kill, ${refused} refused; restarted in ${restarted.startMs} ms`,
    found: `${rows.length} incidents, numbers 1..${seqs.at(-1)} ${gapless ? 'gapless' : 'WITH GAPS'}, each with one creation audit row and the audit matching the row; new incident after restart ${nextOk ? `got ${seqs.length + 1}` : 'FAILED'}`,
    lost: problems.length ? problems.slice(0, 10).join('; ') : 'nothing',
    ok: problems.length === 0,
  };
}
