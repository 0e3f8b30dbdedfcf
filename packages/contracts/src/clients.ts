import { z } from 'zod';

export const ClientInfoResponseSchema = z.object({
  name: z.string(),
  client_code: z.string(),
  slug: z.string(),
});
export type ClientInfoResponse = z.infer<typeof ClientInfoResponseSchema>;

export const LogoQuerySchema = z.object({ client: z.string().max(63).optional() });

export const LogoResponseSchema = z.object({
  logoUrl: z.string().nullable(),
  expiresIn: z.number().int().nonnegative(),
  logoSource: z.enum(['tenant', 'none']),
});
export type LogoResponse = z.infer<typeof LogoResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    engine: z.enum(['pglite', 'postgres']),
    latency_ms: z.number().nullable(),
    error: z.string().optional(),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
