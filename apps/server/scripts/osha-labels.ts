/**
 * The labelled narratives both evaluations read (OSHA Severe Injury Reports, OIICS-coded; the
 * data's README gives the OIICS -> TOOCS mapping). One mapping, so the intake and analysis figures
 * measure the same thing. The file is read where it lies and never copied into the repository.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface OshaRow {
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

/** OIICS body region -> TOOCS bodily location major group. */
export const REGION_TO_TOOCS: Record<string, string> = {
  Head: '1',
  'Neck, including throat': '2',
  Trunk: '3',
  'Upper extremities': '4',
  'Lower extremities': '5',
  'Multiple body parts': '6',
  'Body systems': '7',
};

/**
 * OIICS event -> the TOOCS mechanism groups that count as agreement. Where OIICS is coarser than
 * TOOCS (exposures, violence, unspecified contact) more than one group is accepted.
 */
export function acceptedMechanisms(row: OshaRow): string[] | null {
  const d = row.event_division;
  const g = row.event_group;
  if (d.startsWith('Falls')) return ['0'];
  if (d.startsWith('Contact with objects')) {
    if (g.startsWith('Struck against')) return ['1'];
    if (g.startsWith('Struck by') || g.startsWith('Caught in')) return ['2'];
    return ['1', '2'];
  }
  if (d.startsWith('Overexertion')) return ['4'];
  if (d.startsWith('Exposure')) {
    if (/temperature|electricity/i.test(g)) return ['5'];
    if (/substances/i.test(g)) return ['6'];
    return ['3', '5', '6', '7'];
  }
  if (d.startsWith('Fires')) return ['5'];
  if (d.startsWith('Transportation')) return ['9'];
  if (d.startsWith('Violence')) return /animal/i.test(g) ? ['2', '7'] : ['2', '8'];
  return null;
}

/** The rows of the JSONL file named on the command line, or a usage message and exit code 2. */
export function readOshaRows(usage: string): { path: string; rows: OshaRow[] } {
  const arg = process.argv[2];
  if (!arg) {
    process.stderr.write(
      `Usage: ${usage}\nExample: ${usage.replace('<file.jsonl>', '../shared/data/osha-severe-injury-dev.jsonl')}\n`,
    );
    process.exit(2);
  }
  const path = resolve(process.cwd(), arg);
  try {
    const rows = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => JSON.parse(line) as OshaRow);
    return { path: arg, rows };
  } catch (error) {
    process.stderr.write(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}

export const pct = (n: number, d: number): string =>
  d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`;

/** The p-th percentile (0-100) of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
