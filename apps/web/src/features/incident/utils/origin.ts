/** Where the user opened the incident from, remembered by the list screens (spec 02 section 2). */
export type IncidentOrigin = 'manager-queue' | 'all-incidents' | 'drafts';

const ORIGIN_KEY = 'incidentOrigin';
const ORIGINS: readonly string[] = ['manager-queue', 'all-incidents', 'drafts'];

/** The stored origin, trusted only when it was recorded for this incident. */
export function readIncidentOrigin(incidentId: string): IncidentOrigin | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(ORIGIN_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { from, id } = parsed as { from?: unknown; id?: unknown };
    if (String(id) !== incidentId || typeof from !== 'string' || !ORIGINS.includes(from)) return null;
    return from as IncidentOrigin;
  } catch {
    return null;
  }
}
