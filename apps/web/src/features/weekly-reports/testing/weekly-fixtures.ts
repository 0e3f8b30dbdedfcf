import type { WeeklyReport, WeeklyReportDetail } from '@app/contracts';

export const REPORT_ID = '0190f5a2-0000-7000-8000-00000000aa01';

export function weeklyReport(overrides: Partial<WeeklyReport> = {}): WeeklyReport {
  return {
    id: REPORT_ID,
    report_number: 'W-2026-47',
    report_week_start: '2026-11-16',
    report_week_end: '2026-11-22',
    total_incidents: 5,
    safety_incidents: 4,
    security_incidents: 1,
    high_severity_count: 2,
    medium_severity_count: 2,
    low_severity_count: 1,
    worksafe_notifications: 1,
    generated_at: '2026-11-23T20:00:00.000Z',
    generated_by_name: 'Sam Taylor',
    report_status: 'PUBLISHED',
    ...overrides,
  };
}

const incident = (n: number, fields: Partial<WeeklyReportDetail['details']['incidents'][number]>) => ({
  id: `0190f5a2-0000-7000-8000-0000000000${String(n).padStart(2, '0')}`,
  incident_number: `INC-2026-00${n}`,
  title: `Incident ${n}`,
  report_type: 'INJURY',
  severity: 'MEDIUM',
  status: 'SUBMITTED',
  location_name: 'North Depot',
  created_at: '2026-11-17T01:00:00.000Z',
  ...fields,
});

export function weeklyReportDetail(overrides: Partial<WeeklyReport> = {}): WeeklyReportDetail {
  const incidents = [
    incident(1, { severity: 'CRITICAL', created_at: '2026-11-16T00:30:00.000Z' }),
    incident(2, { severity: 'HIGH', report_type: 'HAZARD' }),
    incident(3, { location_name: 'South Yard' }),
    incident(4, { severity: 'LOW', report_type: 'SECURITY', status: 'CLOSED' }),
    incident(5, { report_type: 'NEAR_MISS', created_at: '2026-11-20T23:00:00.000Z' }),
  ];
  return {
    ...weeklyReport(overrides),
    details: {
      time_zone: 'Australia/Brisbane',
      by_day: [
        { date: '2026-11-16', count: 1 },
        { date: '2026-11-17', count: 3 },
        { date: '2026-11-18', count: 0 },
        { date: '2026-11-19', count: 0 },
        { date: '2026-11-20', count: 0 },
        { date: '2026-11-21', count: 1 },
        { date: '2026-11-22', count: 0 },
      ],
      by_type: [
        { key: 'INJURY', label: 'Injury', count: 2 },
        { key: 'HAZARD', label: 'Hazard', count: 1 },
        { key: 'NEAR_MISS', label: 'Near miss', count: 1 },
        { key: 'SECURITY', label: 'Security', count: 1 },
      ],
      by_site: [
        { key: 'north', label: 'North Depot', count: 4 },
        { key: 'south', label: 'South Yard', count: 1 },
      ],
      by_status: [
        { key: 'SUBMITTED', label: 'Submitted', count: 4 },
        { key: 'CLOSED', label: 'Closed', count: 1 },
      ],
      by_severity: [
        { key: 'CRITICAL', label: 'Critical', count: 1 },
        { key: 'HIGH', label: 'High', count: 1 },
        { key: 'MEDIUM', label: 'Medium', count: 2 },
        { key: 'LOW', label: 'Low', count: 1 },
      ],
      corrective_actions: { opened: 3, closed: 1, overdue: 2 },
      notifiable_incidents: [
        {
          id: incidents[0]!.id,
          incident_number: incidents[0]!.incident_number,
          title: incidents[0]!.title,
          notifiable: 'yes',
          notifiable_category: 'Serious injury or illness',
          created_at: incidents[0]!.created_at,
          notified_at: '2026-11-16T01:15:00.000Z',
          notification_method: 'Phone',
        },
      ],
      incidents,
    },
  };
}
