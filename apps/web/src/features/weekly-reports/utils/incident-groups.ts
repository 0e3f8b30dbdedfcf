import type { WeeklyDetails, WeeklyReportDetail } from '@app/contracts';
import { WEEKLY_STRINGS } from '../strings';
import { dayInZone, dayLabelAu } from './format';

export type WeeklyIncident = WeeklyDetails['incidents'][number];
export type IncidentGroup = { id: string; title: string; incidents: WeeklyIncident[] };

const A = WEEKLY_STRINGS.appendix;
/** Severities counted as 'high' in the weekly summary: a critical incident is at least high. */
const HIGH = new Set(['CRITICAL', 'HIGH']);

/** Anchor ids must be stable and valid whatever the key holds (site names have spaces). */
export function groupAnchor(kind: string, key = ''): string {
  return `weekly-incidents-${kind}${key ? `-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : ''}`;
}

function rowGroups(
  kind: string,
  rows: { key: string; label: string }[],
  title: (label: string) => string,
  fieldOf: (incident: WeeklyIncident) => string | null,
  incidents: WeeklyIncident[],
): IncidentGroup[] {
  return rows.map((row) => ({
    id: groupAnchor(kind, row.key),
    title: title(row.label),
    incidents: incidents.filter((i) => {
      const value = fieldOf(i);
      return value === row.key || value === row.label || (value === null && row.key === '');
    }),
  }));
}

/**
 * Every figure in the report links to one of these lists, so a reader can open the incidents
 * behind any count (issue 8 item 4). Rows match an incident by their key or label.
 */
export function incidentGroups(report: WeeklyReportDetail): IncidentGroup[] {
  const { incidents, time_zone: zone } = report.details;
  const notifiableIds = new Set(report.details.notifiable_incidents.map((n) => n.id));
  const isSecurity = (i: WeeklyIncident) => i.report_type === 'SECURITY';
  return [
    { id: groupAnchor('all'), title: A.all, incidents },
    { id: groupAnchor('safety'), title: A.safety, incidents: incidents.filter((i) => !isSecurity(i)) },
    { id: groupAnchor('security'), title: A.security, incidents: incidents.filter(isSecurity) },
    { id: groupAnchor('high'), title: A.high, incidents: incidents.filter((i) => HIGH.has(i.severity)) },
    {
      id: groupAnchor('medium'),
      title: A.medium,
      incidents: incidents.filter((i) => i.severity === 'MEDIUM'),
    },
    { id: groupAnchor('low'), title: A.low, incidents: incidents.filter((i) => i.severity === 'LOW') },
    {
      id: groupAnchor('notifiable'),
      title: A.notifiable,
      incidents: incidents.filter((i) => notifiableIds.has(i.id)),
    },
    ...report.details.by_day.map((day) => ({
      id: groupAnchor('day', day.date),
      title: A.day(dayLabelAu(day.date)),
      incidents: incidents.filter((i) => dayInZone(i.created_at, zone) === day.date),
    })),
    ...rowGroups('type', report.details.by_type, A.type, (i) => i.report_type, incidents),
    ...rowGroups('site', report.details.by_site, A.site, (i) => i.location_name, incidents),
    ...rowGroups('severity', report.details.by_severity, A.severity, (i) => i.severity, incidents),
    ...rowGroups('status', report.details.by_status, A.status, (i) => i.status, incidents),
  ];
}
