import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { auditRoutes } from '../audit/audit.routes.js';
import { outboxRoutes } from '../outbox/outbox.routes.js';
import { sitesRoutes } from '../sites/sites.routes.js';
import { usersRoutes } from '../users/users.routes.js';
import { settingsRoutes } from './settings.routes.js';

/** Everything under /api/admin: users, sites, tenant settings, the audit log and the e-mail outbox. */
export const adminRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(usersRoutes, { deps });
  await app.register(sitesRoutes, { deps });
  await app.register(settingsRoutes, { deps });
  await app.register(auditRoutes, { deps });
  await app.register(outboxRoutes, { deps });
};
