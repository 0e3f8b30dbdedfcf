/**
 * Scores the built-in root-cause analyzer against labelled narratives (OSHA severe injury reports,
 * OIICS-coded). Usage: npx tsx apps/server/scripts/eval-rca.ts ../shared/data/osha-severe-injury-dev.jsonl
 * The path resolves from the current directory; the data stays outside the repository.
 */
import { performance } from 'node:perf_hooks';
import { isAboveAdministrative } from '@app/contracts';
import { analyzeIncident } from '../src/ai/analysis/analyze.js';
import { isBlameCause } from '../src/ai/analysis/guard.js';
import type { AnalysisInput } from '../src/ai/analysis/types.js';
import { acceptedMechanisms, type OshaRow, pct, percentile, readOshaRows } from './osha-labels.js';

const inputOf = (r: OshaRow): AnalysisInput => ({
  id: r.id,
  title: null,
  report_type: 'INJURY',
  severity: 'HIGH',
  description: r.narrative,
  nature_of_injury: null,
  body_part: null,
  immediate_actions_taken: null,
  injured_party_name: null,
  witness_names: null,
  incident_date: r.date,
  incident_time: null,
  location_name: null,
  medical_treatment: null,
  notifiable: null,
  notifiable_category: null,
  toocs: null,
  conversation: [],
  attachments: [],
});

const main = () => {
  const { rows } = readOshaRows('npm run eval:rca -- <file.jsonl>');
  const now = new Date('2026-01-15T00:00:00Z');
  const times: number[] = [];
  let labelled = 0;
  let agree = 0;
  let aboveAdmin = 0;
  let blame = 0;
  let notifiable = 0;
  let preliminary = 0;
  const confusion = new Map<string, number>();
  for (const r of rows) {
    const t0 = performance.now();
    const result = analyzeIncident(inputOf(r), { now, timeZone: 'Australia/Brisbane' });
    times.push(performance.now() - t0);
    const mech = result.analysis.toocs.mechanism.code;
    const accepted = acceptedMechanisms(r);
    if (accepted) {
      labelled += 1;
      if (accepted.includes(mech)) agree += 1;
      else {
        const key = `${accepted.join('/')} -> ${mech}`;
        confusion.set(key, (confusion.get(key) ?? 0) + 1);
      }
    }
    if (
      result.recommendations.some((x) => x.type === 'preventive' && isAboveAdministrative(x.control_level))
    ) {
      aboveAdmin += 1;
    }
    const causes = [result.analysis.primary_root_cause, result.five_whys.root_cause_summary];
    if (causes.some(isBlameCause)) blame += 1;
    if (result.compliance.notifiable !== 'no') notifiable += 1;
    if (result.analysis.ai_scores.confidence_score < 0.5) preliminary += 1;
  }
  times.sort((a, b) => a - b);
  const lines = [
    `Narratives: ${rows.length} (${labelled} with a mappable OIICS event)`,
    `Mechanism-group agreement: ${pct(agree, labelled)}`,
    `Analyses with a preventive control above administrative: ${pct(aboveAdmin, rows.length)}`,
    `Analyses with a "human error" style root cause: ${pct(blame, rows.length)}`,
    `Flagged notifiable (yes or possible; every row is s36): ${pct(notifiable, rows.length)}`,
    `Preliminary (confidence under 0.5): ${preliminary}/${rows.length}`,
    `Analysis time per incident: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
    'Top disagreements (label groups -> analyzer group):',
    ...[...confusion.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `  ${k}: ${v}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
};

main();
