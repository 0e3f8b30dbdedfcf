import {
  IdParamsSchema,
  ListUsersQuerySchema,
  ListUsersResponseSchema,
  UpdateUserBodySchema,
  UserResponseSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AppDeps, principalOf } from '../../platform/context.js';
import { adminContext } from '../admin/context.js';
import { listUsers, updateUser } from './users.service.js';

const secured = { security: [{ bearer: [] }], tags: ['users'] };

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Spec 01 section 6: managers view the user list; only administrators edit.
  app.get(
    '/admin/users',
    {
      config: { access: ['MANAGER', 'ADMIN'] },
      schema: { ...secured, querystring: ListUsersQuerySchema, response: { 200: ListUsersResponseSchema } },
    },
    async (request) => listUsers(adminContext(deps, request), request.query),
  );

  app.put(
    '/admin/users/:id',
    {
      config: { access: ['ADMIN'] },
      schema: {
        ...secured,
        params: IdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => ({
      user: await updateUser(
        adminContext(deps, request),
        principalOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
