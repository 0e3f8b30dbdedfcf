import type { WeeklyReport, WeeklyReportDetail, WeeklySummary } from '@app/contracts';
import type { weeklyReports } from '../../db/schema/weekly.js';
import { WEEKLY_STRINGS } from './strings.js';
import type { WeeklyReportHead, WeeklyReportWithDetails } from './weekly.repository.js';

type Counts = Pick<
  typeof weeklyReports.$inferSelect,
  | 'totalIncidents'
  | 'safetyIncidents'
  | 'securityIncidents'
  | 'highSeverityCount'
  | 'mediumSeverityCount'
  | 'lowSeverityCount'
  | 'worksafeNotifications'
>;

export const summaryOfRow = (r: Counts): WeeklySummary => ({
  total_incidents: r.totalIncidents,
  safety_incidents: r.safetyIncidents,
  security_incidents: r.securityIncidents,
  high_severity_count: r.highSeverityCount,
  medium_severity_count: r.mediumSeverityCount,
  low_severity_count: r.lowSeverityCount,
  worksafe_notifications: r.worksafeNotifications,
});

export function reportView(r: WeeklyReportHead): WeeklyReport {
  return {
    id: r.id,
    report_number: r.reportNumber,
    report_week_start: r.weekStart,
    report_week_end: r.weekEnd,
    ...summaryOfRow(r),
    generated_at: r.generatedAt.toISOString(),
    // The Monday schedule has no user; a deleted user's name is simply unknown.
    generated_by_name: r.generatedBy ? r.generatedByName : WEEKLY_STRINGS.scheduledBy,
    report_status: r.status === 'DRAFT' ? 'DRAFT' : 'PUBLISHED',
  };
}

export const reportDetailView = (r: WeeklyReportWithDetails): WeeklyReportDetail => ({
  ...reportView(r),
  details: r.details,
});
