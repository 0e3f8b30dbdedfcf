/** Roles and their labels, free of zod so the sign-in page can use them without the validator. */
export const ROLES = ['STAFF', 'MANAGER', 'INVESTIGATOR', 'ADMIN', 'INSURER'] as const;
export type Role = (typeof ROLES)[number];

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
