import { HealthResponseSchema } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/context.js';

const VERSION = process.env.npm_package_version ?? '0.0.0';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { tenantless: true },
      schema: { tags: ['platform'], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    },
    async (_request, reply) => {
      const started = performance.now();
      const engine = deps.database.engine;
      try {
        await deps.database.db.execute(sql`select 1`);
        const latency = Math.round((performance.now() - started) * 100) / 100;
        return {
          status: 'ok' as const,
          database: { status: 'up' as const, engine, latency_ms: latency },
          version: VERSION,
        };
      } catch (error) {
        return reply.status(503).send({
          status: 'degraded',
          database: { status: 'down', engine, latency_ms: null, error: (error as Error).message },
          version: VERSION,
        });
      }
    },
  );
};
