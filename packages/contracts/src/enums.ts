import { z } from 'zod';
import { ROLES } from './roles.js';

export const RoleSchema = z.enum(ROLES, { message: 'Choose a valid role' });

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'REVOKED'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const AuStateSchema = z.enum(AU_STATES, { message: 'Choose a state' });

export const VENUE_TYPES = ['OFFICE', 'WAREHOUSE', 'FACTORY', 'RETAIL', 'CONSTRUCTION', 'OTHER'] as const;
export const VenueTypeSchema = z.enum(VENUE_TYPES, { message: 'Site type is required' });

export const LOGIN_PROVIDERS = ['email', 'oidc'] as const;
export const LoginProviderSchema = z.enum(LOGIN_PROVIDERS);
export type LoginProvider = z.infer<typeof LoginProviderSchema>;
