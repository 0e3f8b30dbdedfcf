import {
  AnalysisStatusResponseSchema,
  IdParamsSchema,
  IdSchema,
  IncidentAnalysisResponseSchema,
  RecommendationDecisionBodySchema,
  RecommendationDecisionResponseSchema,
  RecommendationParamsSchema,
  StartAnalysisResponseSchema,
  UpdateCorrectiveActionBodySchema,
  UpdateCorrectiveActionResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext } from '../admin/context.js';
import { updateCorrectiveAction } from './rca.actions.js';
import { decideRecommendation } from './rca.decisions.js';
import {
  ANALYSE_ROLES,
  DECIDE_ROLES,
  incidentAnalysis,
  incidentAnalysisStatus,
  runStatus,
  startAnalysis,
} from './rca.service.js';

const secured = { security: [{ bearer: [] }], tags: ['analysis'] };
/** Not in the contracts yet: PUT returns the action as stored after the change. */
/** The analysis API (spec 02 section 7): jobs, recommendations, corrective actions. */
export const rcaRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof adminContext>[1]) => adminContext(deps, request);

  app.post(
    '/rca/analyze/:id',
    {
      config: { access: ANALYSE_ROLES },
      schema: { ...secured, params: IdParamsSchema, response: { 202: StartAnalysisResponseSchema } },
    },
    async (request, reply) => {
      const started = await startAnalysis(ctx(request), principalOf(request), request.params.id);
      return reply.status(202).send(started);
    },
  );

  // Anyone who can see the incident may follow its analysis; visibility is checked per incident.
  app.get(
    '/rca/analyze/:id/status',
    {
      config: { access: 'authenticated' },
      schema: { ...secured, params: IdParamsSchema, response: { 200: AnalysisStatusResponseSchema } },
    },
    async (request) => incidentAnalysisStatus(ctx(request), principalOf(request), request.params.id),
  );

  app.get(
    '/rca/runs/:runId',
    {
      config: { access: 'authenticated' },
      schema: {
        ...secured,
        params: z.object({ runId: IdSchema }),
        response: { 200: AnalysisStatusResponseSchema },
      },
    },
    async (request) => runStatus(ctx(request), principalOf(request), request.params.runId),
  );

  app.get(
    '/rca/incidents/:id',
    {
      config: { access: 'authenticated' },
      schema: { ...secured, params: IdParamsSchema, response: { 200: IncidentAnalysisResponseSchema } },
    },
    async (request) => incidentAnalysis(ctx(request), principalOf(request), request.params.id),
  );

  app.post(
    '/rca/recommendations/:incidentId/:recId/:decision',
    {
      config: { access: DECIDE_ROLES },
      schema: {
        ...secured,
        params: RecommendationParamsSchema,
        body: RecommendationDecisionBodySchema.optional(),
        response: { 200: RecommendationDecisionResponseSchema },
      },
    },
    async (request) =>
      decideRecommendation(ctx(request), principalOf(request), request.params, request.body ?? {}),
  );

  app.put(
    '/rca/corrective-actions/:id',
    {
      config: { access: DECIDE_ROLES },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: UpdateCorrectiveActionBodySchema,
        response: { 200: UpdateCorrectiveActionResponseSchema },
      },
    },
    async (request) => ({
      corrective_action: await updateCorrectiveAction(
        ctx(request),
        principalOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
