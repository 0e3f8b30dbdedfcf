import { describe, expect, it } from 'vitest';
import {
  highSeverityLevel,
  managedInternallyPercent,
  totalIncidentsLevel,
  worksafeStatus,
} from './indicators';

describe('safety performance indicators (spec 02 section 9)', () => {
  it('rates total incidents: good <= 3, warning 4-6, critical > 6', () => {
    expect([0, 3, 4, 6, 7, 40].map(totalIncidentsLevel)).toEqual([
      'good',
      'good',
      'warning',
      'warning',
      'critical',
      'critical',
    ]);
  });

  it('rates high severity: good 0, warning 1, critical > 1', () => {
    expect([0, 1, 2, 9].map(highSeverityLevel)).toEqual(['good', 'warning', 'critical', 'critical']);
  });

  it('derives the WorkSafe status from high severity and notifications', () => {
    expect(worksafeStatus({ high_severity_count: 2, worksafe_notifications: 0 })).toBe('critical');
    expect(worksafeStatus({ high_severity_count: 2, worksafe_notifications: 1 })).toBe('attention');
    expect(worksafeStatus({ high_severity_count: 0, worksafe_notifications: 1 })).toBe('attention');
    expect(worksafeStatus({ high_severity_count: 0, worksafe_notifications: 0 })).toBe('compliant');
  });

  it('computes incidents managed internally, 100% for an empty week', () => {
    expect(managedInternallyPercent({ total_incidents: 0, high_severity_count: 0 })).toBe(100);
    expect(managedInternallyPercent({ total_incidents: 4, high_severity_count: 1 })).toBe(75);
    expect(managedInternallyPercent({ total_incidents: 3, high_severity_count: 1 })).toBe(67);
    expect(managedInternallyPercent({ total_incidents: 2, high_severity_count: 2 })).toBe(0);
  });
});
