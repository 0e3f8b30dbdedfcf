import {
  INCIDENT_STATUSES,
  REPORT_TYPE_LABELS,
  type ReportType,
  SEVERITIES,
  type WeeklyDetails,
  type WeeklySummary,
} from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { WEEKLY_STRINGS } from './strings.js';

/**
 * What counts, decided here once (the spec does not say):
 * - an incident belongs to the week in which it was reported (`created_at`, read in the tenant's
 *   zone), not its `incident_date`, which is optional, has no zone and may be back-dated;
 * - drafts are not counted: nobody has submitted them yet;
 * - high severity is CRITICAL plus HIGH; SECURITY is a security incident, every other type (or none)
 *   a safety incident;
 * - a WorkSafe notification is an incident of the week with a recorded notification (`notified_at`)
 *   or the reporter's 'WorkSafe notified' box ticked;
 * - corrective actions: opened = created in the week, closed = completed in the week, overdue =
 *   open at the week's end with a target date on or before its last day.
 */
export interface WeekWindow {
  tenantId: string;
  weekStart: string;
  weekEnd: string;
  from: Date;
  to: Date;
  timeZone: string;
}

interface Row {
  total: number;
  security: number;
  high: number;
  medium: number;
  low: number;
  worksafe: number;
  by_day: { date: string; count: number }[];
  by_type: { key: string | null; count: number }[];
  by_site: { key: string | null; label: string | null; count: number }[];
  by_status: { key: string; count: number }[];
  by_severity: { key: string; count: number }[];
  notifiable: {
    id: string;
    incident_number: string;
    title: string | null;
    notifiable: 'yes' | 'possible';
    notifiable_category: string | null;
    created_at: string;
    notified_at: string | null;
    notification_method: string | null;
  }[];
  incidents: {
    id: string;
    incident_number: string;
    title: string | null;
    report_type: string | null;
    severity: string;
    status: string;
    location_name: string | null;
    created_at: string;
  }[];
  ca_opened: number;
  ca_closed: number;
  ca_overdue: number;
}

const iso = (value: string) => new Date(value).toISOString();
const titleCase = (key: string) =>
  key
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const rank = (order: readonly string[], key: string) => {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
};

/** Everything in one statement: the week's incidents are read once (a materialised CTE) and counted every way. */
export async function aggregateWeek(
  tx: Executor,
  w: WeekWindow,
): Promise<{ summary: WeeklySummary; details: WeeklyDetails }> {
  const [row] = await queryRows<Row>(
    tx,
    sql`with wk as materialized (
          select i.id, i.incident_number, i.title, i.report_type, i.severity, i.status, i.notifiable,
            i.notifiable_category, i.created_at, i.notified_at, i.notification_method, i.worksafe_notified,
            i.location_id, s.venue_name,
            (i.created_at at time zone ${w.timeZone})::date as local_day
          from incidents i
          left join sites s on s.tenant_id = i.tenant_id and s.id = i.location_id
          where i.tenant_id = ${w.tenantId} and i.created_at >= ${w.from.toISOString()}::timestamptz
            and i.created_at < ${w.to.toISOString()}::timestamptz and i.status <> 'DRAFT'
        ), ca as (
          select created_at, completed_at, status, target_completion_date from corrective_actions
          where tenant_id = ${w.tenantId}
        )
        select
          count(*)::int as total,
          (count(*) filter (where report_type = 'SECURITY'))::int as security,
          (count(*) filter (where severity in ('CRITICAL', 'HIGH')))::int as high,
          (count(*) filter (where severity = 'MEDIUM'))::int as medium,
          (count(*) filter (where severity = 'LOW'))::int as low,
          (count(*) filter (where notified_at is not null or worksafe_notified))::int as worksafe,
          (select jsonb_agg(jsonb_build_object('date', d.day, 'count',
              (select count(*) from wk where wk.local_day = d.day)) order by d.day)
            from (select g::date as day from generate_series(${w.weekStart}::date, ${w.weekEnd}::date, interval '1 day') g) d
          ) as by_day,
          (select coalesce(jsonb_agg(jsonb_build_object('key', k, 'count', c)), '[]'::jsonb)
            from (select report_type as k, count(*) as c from wk group by 1) x) as by_type,
          (select coalesce(jsonb_agg(jsonb_build_object('key', k, 'label', l, 'count', c)), '[]'::jsonb)
            from (select location_id::text as k, min(venue_name) as l, count(*) as c from wk group by 1) x) as by_site,
          (select coalesce(jsonb_agg(jsonb_build_object('key', k, 'count', c)), '[]'::jsonb)
            from (select status as k, count(*) as c from wk group by 1) x) as by_status,
          (select coalesce(jsonb_agg(jsonb_build_object('key', k, 'count', c)), '[]'::jsonb)
            from (select severity as k, count(*) as c from wk group by 1) x) as by_severity,
          (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'incident_number', incident_number,
              'title', title, 'notifiable', notifiable, 'notifiable_category', notifiable_category,
              'created_at', created_at, 'notified_at', notified_at, 'notification_method', notification_method)
              order by created_at, incident_number), '[]'::jsonb)
            from wk where notifiable in ('yes', 'possible')) as notifiable,
          (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'incident_number', incident_number,
              'title', title, 'report_type', report_type, 'severity', severity, 'status', status,
              'location_name', venue_name, 'created_at', created_at)
              order by created_at, incident_number), '[]'::jsonb)
            from wk) as incidents,
          (select count(*) from ca where created_at >= ${w.from.toISOString()}::timestamptz
              and created_at < ${w.to.toISOString()}::timestamptz)::int as ca_opened,
          (select count(*) from ca where completed_at >= ${w.from.toISOString()}::timestamptz
              and completed_at < ${w.to.toISOString()}::timestamptz)::int as ca_closed,
          (select count(*) from ca where created_at < ${w.to.toISOString()}::timestamptz
              and target_completion_date <= ${w.weekEnd}::date
              and ((completed_at is null and status <> 'COMPLETED')
                or completed_at >= ${w.to.toISOString()}::timestamptz))::int as ca_overdue
        from wk`,
  );
  if (!row) throw new Error('the weekly aggregate returned no row');
  return { summary: summaryOf(row), details: detailsOf(row, w.timeZone) };
}

function summaryOf(row: Row): WeeklySummary {
  return {
    total_incidents: row.total,
    safety_incidents: row.total - row.security,
    security_incidents: row.security,
    high_severity_count: row.high,
    medium_severity_count: row.medium,
    low_severity_count: row.low,
    worksafe_notifications: row.worksafe,
  };
}

const byCount = (a: { count: number; label: string }, b: { count: number; label: string }) =>
  b.count - a.count || a.label.localeCompare(b.label);

function detailsOf(row: Row, timeZone: string): WeeklyDetails {
  const severities = new Map(row.by_severity.map((r) => [r.key, r.count]));
  return {
    time_zone: timeZone,
    by_day: row.by_day.map((d) => ({ date: d.date, count: Number(d.count) })),
    by_type: row.by_type
      .map((r) => ({
        key: r.key ?? 'NONE',
        label: r.key ? (REPORT_TYPE_LABELS[r.key as ReportType] ?? titleCase(r.key)) : WEEKLY_STRINGS.noType,
        count: r.count,
      }))
      .sort(byCount),
    by_site: row.by_site
      .map((r) => ({ key: r.key ?? 'NONE', label: r.label ?? WEEKLY_STRINGS.noSite, count: r.count }))
      .sort(byCount),
    by_status: row.by_status
      .map((r) => ({ key: r.key, label: titleCase(r.key), count: r.count }))
      .sort((a, b) => rank(INCIDENT_STATUSES, a.key) - rank(INCIDENT_STATUSES, b.key)),
    // Every severity, in the spec's colour order, so the chart always has its four bars.
    by_severity: SEVERITIES.map((key) => ({ key, label: titleCase(key), count: severities.get(key) ?? 0 })),
    corrective_actions: { opened: row.ca_opened, closed: row.ca_closed, overdue: row.ca_overdue },
    notifiable_incidents: row.notifiable.map((n) => ({
      ...n,
      created_at: iso(n.created_at),
      notified_at: n.notified_at ? iso(n.notified_at) : null,
    })),
    incidents: row.incidents.map((i) => ({ ...i, created_at: iso(i.created_at) })),
  };
}
