/**
 * Measures the built-in intake extractor against labelled narratives (OSHA Severe Injury Reports,
 * OIICS-coded; see /work/shared/data/README.md). Usage, from the repo root:
 *   npm run eval:intake -- ../shared/data/osha-severe-injury-dev.jsonl
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { classifyIntent } from '../src/ai/intake/classify-intent.js';
import { extractFacts } from '../src/ai/intake/extract-facts.js';
import { assessIntakeNotifiability } from '../src/ai/intake/intake-notifiability.js';
import { EMPTY_SLOTS, type ExtractContext, type IntakeSlots } from '../src/ai/intake/slots.js';

interface Row {
  id: string;
  narrative: string;
  date: string;
  event_label: string;
  event_group: string;
  event_division: string;
  body_part_region: string;
  hospitalized: boolean;
  amputation: boolean;
}

/** OIICS body region -> TOOCS bodily location major group (data README). */
const REGION_TO_TOOCS: Record<string, string> = {
  Head: '1',
  'Neck, including throat': '2',
  Trunk: '3',
  'Upper extremities': '4',
  'Lower extremities': '5',
  'Multiple body parts': '6',
  'Body systems': '7',
};

/** OIICS event -> TOOCS mechanism major group (data README); exposures split by group and label. */
function expectedMechanism(row: Row): string | null {
  const division = row.event_division;
  const text = `${row.event_group} ${row.event_label}`.toLowerCase();
  if (division.startsWith('Falls')) return '0';
  if (division.startsWith('Transportation')) return '9';
  if (division.startsWith('Overexertion')) return '4';
  if (division.startsWith('Fires')) return /explosion/.test(text) ? '3' : '5';
  if (division.startsWith('Violence')) return '2';
  if (division.startsWith('Contact')) return /struck against|stepping on/.test(text) ? '1' : '2';
  if (division.startsWith('Exposure')) {
    if (/noise|pressure/.test(text)) return '3';
    if (/temperature|electric|heat|cold|radiation|fire|light/.test(text)) return '5';
    if (/infect|biolog|needle|blood|virus|bacteria/.test(text)) return '7';
    return '6';
  }
  return null;
}

function readRows(path: string): Row[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as Row);
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function main(): void {
  const arg = process.argv[2];
  if (!arg) {
    console.error('Usage: npm run eval:intake -- <path to narratives .jsonl>');
    console.error('Example: npm run eval:intake -- ../shared/data/osha-severe-injury-dev.jsonl');
    process.exit(2);
  }
  const path = resolve(process.cwd(), arg);
  let rows: Row[];
  try {
    rows = readRows(path);
  } catch (err) {
    console.error(`Cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  }

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
    const mech = expectedMechanism(row);
    if (mech) {
      mechN++;
      const got = slots.mechanism?.code ?? '-';
      if (got === mech) mechOk++;
      else {
        const key = `expected ${mech} (${row.event_group}) got ${got}`;
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
    `time per narrative (wall)     p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms`,
  );
  console.log(
    `time per narrative (CPU)      p50 ${quantile(cpuTimes, 0.5).toFixed(2)} ms, p95 ${quantile(cpuTimes, 0.95).toFixed(2)} ms`,
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
