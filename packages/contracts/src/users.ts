import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { RoleSchema } from './enums.js';

export const AdminUserSchema = z.object({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: RoleSchema,
  location_id: IdSchema.nullable(),
  location_name: z.string().nullable(),
  is_active: z.boolean(),
  last_login_at: TimestampSchema.nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const USER_PAGE_SIZES = [25, 50, 100] as const;

/** Filtering and paging happen in the database: a tenant may have thousands of users. */
export const ListUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: RoleSchema.optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuerySchema>;

export const ListUsersResponseSchema = z.object({ users: z.array(AdminUserSchema), total: z.number().int() });
export type ListUsersResponse = z.infer<typeof ListUsersResponseSchema>;

export const UpdateUserBodySchema = z
  .object({
    role: RoleSchema.optional(),
    location_id: IdSchema.nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .refine((b) => b.role !== undefined || b.location_id !== undefined || b.is_active !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

export const UserResponseSchema = z.object({ user: AdminUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;
