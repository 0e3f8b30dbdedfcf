/**
 * Measures the built-in intake extractor against labelled narratives (OSHA Severe Injury Reports,
 * OIICS-coded; see /work/shared/data/README.md). Usage, from the repo root:
 *   npm run eval:intake -- ../shared/data/osha-severe-injury-dev.jsonl
 */
import { performance } from 'node:perf_hooks';
import { classifyIntent } from '../src/ai/intake/classify-intent.js';
import { extractFacts } from '../src/ai/intake/extract-facts.js';
import { assessIntakeNotifiability } from '../src/ai/intake/intake-notifiability.js';
import { EMPTY_SLOTS, type ExtractContext, type IntakeSlots } from '../src/ai/intake/slots.js';
import { acceptedMechanisms, pct, percentile, REGION_TO_TOOCS, readOshaRows } from './osha-labels.js';

function main(): void {
  const { path: arg, rows } = readOshaRows('npm run eval:intake -- <file.jsonl>');

  let intentOk = 0;
  let regionOk = 0;
  let regionN = 0;
  let mechOk = 0;
  let mechN = 0;
  let hospN = 0;
  let hospOk = 0;
  let ampN = 0;
  let ampOk = 0;
  let yes = 0;
  let yesOrPossible = 0;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const regionMiss = new Map<string, number>();
  const mechMiss = new Map<string, number>();
  const notNotifiable: string[] = [];
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const examples = new Map<string, string>();

  for (const row of rows) {
    const ctx: ExtractContext = {
      now: new Date(`${row.date}T12:00:00+10:00`),
      timeZone: 'Australia/Brisbane',
      sites: [],
      reporterName: 'Worker',
    };
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const intent = classifyIntent(row.narrative, false);
    const found = extractFacts(row.narrative, ctx, EMPTY_SLOTS, null);
    const slots: IntakeSlots = { ...EMPTY_SLOTS, ...found };
    const notif = assessIntakeNotifiability(slots);
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);

    if (intent === 'incident_report') intentOk++;
    const region = REGION_TO_TOOCS[row.body_part_region];
    if (region) {
      regionN++;
      const got = slots.bodilyLocation?.code ?? '-';
      if (got === region) regionOk++;
      else {
        const key = `expected ${region} got ${got}`;
        bump(regionMiss, key);
        if (!examples.has(key)) examples.set(key, row.narrative.slice(0, 160));
      }
    }
    const mech = acceptedMechanisms(row);
    if (mech) {
      mechN++;
      const got = slots.mechanism?.code ?? '-';
      if (mech.includes(got)) mechOk++;
      else {
        const key = `expected ${mech.join('/')} (${row.event_group}) got ${got}`;
        bump(mechMiss, key);
        if (!examples.has(key)) examples.set(key, row.narrative.slice(0, 160));
      }
    }
    if (row.hospitalized) {
      hospN++;
      if (slots.treatment === 'hospital_inpatient') hospOk++;
    }
    if (row.amputation) {
      ampN++;
      if (/amputat/i.test(slots.natureOfInjury ?? '') || /amputat/i.test(slots.nature?.label ?? '')) ampOk++;
    }
    if (notif.notifiable === 'yes') yes++;
    if (notif.notifiable !== 'no') yesOrPossible++;
    else notNotifiable.push(row.narrative.slice(0, 160));
  }

  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(`Intake eval: ${rows.length} narratives from ${arg}`);
  console.log(`intent = incident_report      ${pct(intentOk, rows.length)}`);
  console.log(`body region (TOOCS location)  ${pct(regionOk, regionN)}`);
  console.log(`mechanism group (TOOCS)       ${pct(mechOk, mechN)}`);
  console.log(`hospitalised recall           ${pct(hospOk, hospN)}`);
  console.log(`amputation recall             ${pct(ampOk, ampN)}`);
  console.log(`notifiable: yes               ${pct(yes, rows.length)}`);
  console.log(`notifiable: yes or possible   ${pct(yesOrPossible, rows.length)}`);
  // Wall time includes other processes on a shared machine; CPU time is the extractor's own cost.
  console.log(
    `time per narrative (wall)     p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
  console.log(
    `time per narrative (CPU)      p50 ${percentile(cpuTimes, 50).toFixed(2)} ms, p95 ${percentile(cpuTimes, 95).toFixed(2)} ms`,
  );

  const top = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log('\nTop body region misses:');
  for (const [k, n] of top(regionMiss)) console.log(`  ${n}x ${k}  e.g. "${examples.get(k)}"`);
  console.log('Top mechanism misses:');
  for (const [k, n] of top(mechMiss)) console.log(`  ${n}x ${k}  e.g. "${examples.get(k)}"`);
  console.log(`Not flagged notifiable (${notNotifiable.length}):`);
  for (const n of notNotifiable.slice(0, 5)) console.log(`  "${n}"`);
}

main();
