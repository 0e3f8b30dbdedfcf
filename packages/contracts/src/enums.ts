import { z } from 'zod';

export const ROLES = ['STAFF', 'MANAGER', 'INVESTIGATOR', 'ADMIN', 'INSURER'] as const;
export const RoleSchema = z.enum(ROLES, { message: 'Choose a valid role' });
export type Role = z.infer<typeof RoleSchema>;

/** Spec 01 section 6: the labels users see for each role. */
export const ROLE_LABELS: Record<Role, string> = {
  STAFF: 'Staff',
  MANAGER: 'Manager',
  INVESTIGATOR: 'Investigator',
  ADMIN: 'Administrator',
  INSURER: 'Insurer',
};

/** The invite form's role selector labels ADMIN as 'Admin' (spec 01, Send Invitations modal). */
export const INVITE_ROLE_LABELS: Record<Role, string> = { ...ROLE_LABELS, ADMIN: 'Admin' };

export const MANAGEMENT_ROLES = ['MANAGER', 'ADMIN'] as const satisfies readonly Role[];
export const ADMIN_ROLES = ['ADMIN'] as const satisfies readonly Role[];

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
