import { z } from 'zod';
import { IdSchema } from './common.js';
import { AuStateSchema, VenueTypeSchema } from './enums.js';
import { DEFAULT_SITE_COUNTRY } from './limits.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const SiteSchema = z.object({
  id: IdSchema,
  venue_name: z.string(),
  venue_type: VenueTypeSchema,
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: AuStateSchema.nullable(),
  country: z.string(),
  manager_user_id: IdSchema.nullable(),
  manager_name: z.string().nullable(),
  user_count: z.number().int(),
  is_active: z.boolean(),
});
export type Site = z.infer<typeof SiteSchema>;

/** Spec 01 section 5: site name and type are required; state from the eight; country defaults to Australia. */
export const SiteInputSchema = z.object({
  venue_name: z.string({ message: 'Site name is required' }).trim().min(1, 'Site name is required').max(120),
  venue_type: VenueTypeSchema,
  address: optionalText(200),
  city: optionalText(100),
  state: AuStateSchema.nullish().transform((v) => v ?? null),
  country: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || DEFAULT_SITE_COUNTRY),
  manager_user_id: IdSchema.nullish().transform((v) => v ?? null),
  /** Only on update: true brings a deactivated site back. */
  is_active: z.boolean().optional(),
});
export type SiteInput = z.input<typeof SiteInputSchema>;

export const ListSitesQuerySchema = z.object({
  include_inactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ListSitesResponseSchema = z.object({ sites: z.array(SiteSchema) });
export type ListSitesResponse = z.infer<typeof ListSitesResponseSchema>;

export const SiteResponseSchema = z.object({ site: SiteSchema });
export type SiteResponse = z.infer<typeof SiteResponseSchema>;
