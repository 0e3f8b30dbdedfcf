import type { InvitationStatus } from '@app/contracts';

/**
 * User Management strings that are not in `@app/contracts` MESSAGES (the spec is silent on them).
 * Listed in the hand-over report so they can move into contracts.
 */
export const USERS_STRINGS = {
  tabsLabel: 'User management sections',
  loadingUsers: 'Loading users...',
  loadingInvitations: 'Loading invitations...',
  tryAgain: 'Try again',
  searchLabel: 'Search users',
  searchPlaceholder: 'Name or e-mail',
  roleFilter: 'Role',
  allRoles: 'All roles',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  showing: (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`,
  pagesLabel: 'Users pages',
  invitationPagesLabel: 'Invitations pages',
  page: (page: number) => `Page ${page}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  editUser: (name: string) => `Edit ${name}`,
  saveUser: (name: string) => `Save changes to ${name}`,
  cancelEdit: (name: string) => `Cancel editing ${name}`,
  roleFor: (name: string) => `Role for ${name}`,
  siteFor: (name: string) => `Site for ${name}`,
  activeFor: (name: string) => `Active: ${name}`,
  saved: (name: string) => `Changes to ${name} saved`,
  copyLinkFor: (email: string) => `Copy Link for ${email}`,
  resendFor: (email: string) => `Resend invitation to ${email}`,
  revokeFor: (email: string) => `Revoke invitation for ${email}`,
  resent: (email: string) => `Invitation resent to ${email}`,
  revoked: (email: string) => `Invitation for ${email} revoked`,
  copyFailed: (link: string) => `The link could not be copied automatically. Copy it from here: ${link}`,
  invitationStatus: {
    PENDING: 'Pending',
    ACCEPTED: 'Accepted',
    EXPIRED: 'Expired',
    REVOKED: 'Revoked',
  } satisfies Record<InvitationStatus, string>,
} as const;
