import { MESSAGES } from '@app/contracts';

/** A user's initials for the nav bar avatar; 'UU' when there is no name (spec 01 section 2). */
export function userInitials(firstName?: string | null, lastName?: string | null): string {
  const initials = `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return initials || MESSAGES.nav.unknownInitials;
}

/** A user's full name; 'Unknown' when there is none (spec 01 section 2). */
export function userFullName(firstName?: string | null, lastName?: string | null): string {
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  return name || MESSAGES.nav.unknownName;
}

/** Up to two initials of an organisation name, for the logo fallback tile. */
export function nameInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]!.charAt(0)}${words[1]!.charAt(0)}`.toUpperCase();
}

const invitationExpiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** Invitation expiry in long en-US form, or 'N/A' (spec 01 sections 2 and 9). */
export function formatInvitationExpiry(value: string | null | undefined): string {
  if (!value) return MESSAGES.invite.notAvailable;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return MESSAGES.invite.notAvailable;
  return invitationExpiryFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-AU', { hour: '2-digit', minute: '2-digit' });

/** hour:minute stamp of a chat message (spec 01 section 2, chat screen). */
export function formatMessageTime(date: Date): string {
  return timeFormat.format(date);
}
