import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';

/** Spec 02 section 9: a report covers seven days, end = start + 6. */
export const WEEK_LENGTH_DAYS = 7;
export const WEEKLY_PAGE_SIZES = [10, 25, 50] as const;
export const WEEKLY_REPORT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

/** Spec 02 section 9: trend thresholds per week. */
export const WEEKLY_THRESHOLDS = {
  total: { goodAtMost: 3, warningAtMost: 6 },
  highSeverity: { goodAtMost: 0, warningAtMost: 1 },
} as const;

/** Spec 02 section 9: fixed sample targets, shown as targets because we do not measure them. */
export const WEEKLY_SAMPLE_TARGETS = {
  sameDayReporting: { target: '100%' },
  trainingCompletion: { target: '95%', shown: '98%' },
  observations: { target: 'at least 5 per week', shown: '7' },
  engagement: { target: 'at least 90%', shown: '94%' },
  lostTimeInjuryRate: { target: '0' },
} as const;

/** POST /api/weekly-reports/generate (spec 02 section 7); the generating user comes from the token. */
export const GenerateWeeklyReportBodySchema = z
  .object({
    week_start: z.iso.date(),
    week_end: z.iso.date(),
    /** Sent by the spec's client (default 1); ignored: the generator is the caller. */
    generated_by_id: z.unknown().optional(),
  })
  .refine((b) => b.week_start <= b.week_end, {
    message: 'Please select a valid week start date',
    path: ['week_start'],
  });

/** Spec 02 section 3: the seven counts. */
export const WeeklySummarySchema = z.object({
  total_incidents: z.number().int().min(0),
  safety_incidents: z.number().int().min(0),
  security_incidents: z.number().int().min(0),
  high_severity_count: z.number().int().min(0),
  medium_severity_count: z.number().int().min(0),
  low_severity_count: z.number().int().min(0),
  worksafe_notifications: z.number().int().min(0),
});
export type WeeklySummary = z.infer<typeof WeeklySummarySchema>;

const CountRowSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int().min(0) });

/** What the viewer needs beyond the counts; every figure lists the incidents behind it. */
export const WeeklyDetailsSchema = z.object({
  time_zone: z.string(),
  /** Seven rows, week_start first; `date` is YYYY-MM-DD in the tenant's zone. */
  by_day: z.array(z.object({ date: z.iso.date(), count: z.number().int().min(0) })),
  by_type: z.array(CountRowSchema),
  by_site: z.array(CountRowSchema),
  by_status: z.array(CountRowSchema),
  by_severity: z.array(CountRowSchema),
  corrective_actions: z.object({
    opened: z.number().int().min(0),
    closed: z.number().int().min(0),
    overdue: z.number().int().min(0),
  }),
  notifiable_incidents: z.array(
    z.object({
      id: IdSchema,
      incident_number: z.string(),
      title: z.string().nullable(),
      notifiable: z.enum(['yes', 'possible']),
      notifiable_category: z.string().nullable(),
      created_at: TimestampSchema,
      notified_at: TimestampSchema.nullable(),
      notification_method: z.string().nullable(),
    }),
  ),
  /** The week's incidents (id, number, title, type, severity, site, status): every figure links to these. */
  incidents: z.array(
    z.object({
      id: IdSchema,
      incident_number: z.string(),
      title: z.string().nullable(),
      report_type: z.string().nullable(),
      severity: z.string(),
      status: z.string(),
      location_name: z.string().nullable(),
      created_at: TimestampSchema,
    }),
  ),
});
export type WeeklyDetails = z.infer<typeof WeeklyDetailsSchema>;

/** Spec 02 section 3 Weekly report. */
export const WeeklyReportSchema = WeeklySummarySchema.extend({
  id: IdSchema,
  report_number: z.string(),
  report_week_start: z.iso.date(),
  report_week_end: z.iso.date(),
  generated_at: TimestampSchema,
  generated_by_name: z.string().nullable(),
  report_status: z.enum(WEEKLY_REPORT_STATUSES),
});
export type WeeklyReport = z.infer<typeof WeeklyReportSchema>;

export const WeeklyReportDetailSchema = WeeklyReportSchema.extend({ details: WeeklyDetailsSchema });
export type WeeklyReportDetail = z.infer<typeof WeeklyReportDetailSchema>;

export const GenerateWeeklyReportResponseSchema = z.object({
  report_id: IdSchema,
  summary: WeeklySummarySchema,
  report: WeeklyReportSchema,
});

export const ListWeeklyReportsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(WEEKLY_REPORT_STATUSES).optional(),
});
export const WeeklyReportListSchema = z.object({ reports: z.array(WeeklyReportSchema) });
