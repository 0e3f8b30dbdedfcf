import { createHash } from 'node:crypto';

/**
 * A job's ref_id is a uuid and the queue allows one active job per (kind, ref_id) across all
 * tenants, so a week's ref carries both: its first group is the week start's digits (YYYYMMDD, valid
 * hex, readable in the jobs table), the rest a hash of the tenant id.
 */
export function weekRef(tenantId: string, weekStart: string): string {
  const date = weekStart.replaceAll('-', '');
  const h = createHash('sha256').update(tenantId).digest('hex');
  return `${date}-${h.slice(0, 4)}-8${h.slice(4, 7)}-8${h.slice(7, 10)}-${h.slice(10, 22)}`;
}

/** The week start a ref names, or null when it is not a ref of this tenant. */
export function weekOfRef(tenantId: string, ref: string): string | null {
  const date = ref.slice(0, 8);
  if (!/^\d{8}$/.test(date)) return null;
  const weekStart = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  if (Number.isNaN(Date.parse(`${weekStart}T00:00:00Z`))) return null;
  return weekRef(tenantId, weekStart) === ref.toLowerCase() ? weekStart : null;
}
