import {
  GenerateWeeklyReportBodySchema,
  GenerateWeeklyReportResponseSchema,
  IdParamsSchema,
  ListWeeklyReportsQuerySchema,
  MANAGEMENT_ROLES,
  WeeklyReportDetailSchema,
  WeeklyReportListSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext, timeZoneOf } from '../admin/context.js';
import { generateWeeklyReport, getWeeklyReport, listWeeklyReports } from './weekly.service.js';

const secured = { security: [{ bearer: [] }], tags: ['weekly-reports'] };

/** The weekly report service (spec 02 section 7); MANAGER and ADMIN only (spec 02 section 6). */
export const weeklyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const db = deps.database.db;

  app.post(
    '/weekly-reports/generate',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: {
        ...secured,
        body: GenerateWeeklyReportBodySchema,
        response: { 200: GenerateWeeklyReportResponseSchema },
      },
    },
    async (request) => {
      const generated = await generateWeeklyReport(db, {
        tenantId: request.tenant.id,
        timeZone: timeZoneOf(adminContext(deps, request)),
        weekStart: request.body.week_start,
        weekEnd: request.body.week_end,
        // DESIGN section 8: the generator is the caller; the spec's generated_by_id is ignored.
        generatedBy: principalOf(request).userId,
        requestId: request.id,
        now: new Date(),
      });
      return { report_id: generated.reportId, summary: generated.summary, report: generated.report };
    },
  );

  app.get(
    '/weekly-reports',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: {
        ...secured,
        querystring: ListWeeklyReportsQuerySchema,
        response: { 200: WeeklyReportListSchema },
      },
    },
    async (request) => ({ reports: await listWeeklyReports(db, request.tenant.id, request.query) }),
  );

  app.get(
    '/weekly-reports/:id',
    {
      config: { access: MANAGEMENT_ROLES },
      schema: { ...secured, params: IdParamsSchema, response: { 200: WeeklyReportDetailSchema } },
    },
    async (request) => getWeeklyReport(db, request.tenant.id, request.params.id),
  );
};
