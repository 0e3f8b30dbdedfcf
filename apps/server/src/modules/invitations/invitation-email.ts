import { MESSAGES } from '@app/contracts';
import type { Tenant } from '../../platform/context.js';
import type { EmailMessage } from '../../platform/mailer.js';

/** The invitation e-mail, shared by the API and the operations CLI so the wording lives once. */
export function invitationEmail(input: {
  tenant: Pick<Tenant, 'id' | 'name'>;
  timeZone: string;
  invitation: { email: string; firstName: string; expiresAt: Date };
  link: string;
}): EmailMessage {
  const { tenant, invitation } = input;
  const expires = invitation.expiresAt.toLocaleString('en-AU', {
    timeZone: input.timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const greeting = invitation.firstName ? `Hello ${invitation.firstName},` : 'Hello,';
  return {
    tenantId: tenant.id,
    to: invitation.email,
    kind: 'invitation',
    subject: MESSAGES.invitations.emailSubject(tenant.name),
    text: `${greeting}\n\nYou have been invited to ${tenant.name}, the workplace safety system.\n\nAccept your invitation: ${input.link}\n\nThe invitation expires on ${expires}.`,
  };
}
