import { WEEKLY_THRESHOLDS, type WeeklySummary } from '@app/contracts';

export type TrendLevel = 'good' | 'warning' | 'critical';
export type WorksafeStatus = 'critical' | 'attention' | 'compliant';

function level(value: number, limits: { goodAtMost: number; warningAtMost: number }): TrendLevel {
  if (value <= limits.goodAtMost) return 'good';
  if (value <= limits.warningAtMost) return 'warning';
  return 'critical';
}

/** Spec 02 section 9: total incidents good at 3 or fewer a week, warning 4 to 6, critical above 6. */
export function totalIncidentsLevel(total: number): TrendLevel {
  return level(total, WEEKLY_THRESHOLDS.total);
}

/** Spec 02 section 9: high severity good at 0, warning at 1, critical above 1. */
export function highSeverityLevel(high: number): TrendLevel {
  return level(high, WEEKLY_THRESHOLDS.highSeverity);
}

/**
 * Spec 02 section 9: critical when there are high-severity incidents and no notifications;
 * attention when there are notifications; otherwise compliant.
 */
export function worksafeStatus(
  summary: Pick<WeeklySummary, 'high_severity_count' | 'worksafe_notifications'>,
): WorksafeStatus {
  if (summary.high_severity_count > 0 && summary.worksafe_notifications === 0) return 'critical';
  if (summary.worksafe_notifications > 0) return 'attention';
  return 'compliant';
}

/** Spec 02 section 9 'Incidents Managed Internally': (total - high) / total as a whole percent; 100 when none. */
export function managedInternallyPercent(
  summary: Pick<WeeklySummary, 'total_incidents' | 'high_severity_count'>,
): number {
  const { total_incidents: total, high_severity_count: high } = summary;
  if (total === 0) return 100;
  return Math.round(((total - high) / total) * 100);
}
