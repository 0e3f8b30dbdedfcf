import { INVITATION_CSV_TEMPLATE, MESSAGES } from '@app/contracts';

/** Saves invitation-template.csv (spec 01 section 2, Send Invitations modal) through a temporary link. */
export function downloadInvitationTemplate(): void {
  const blob = new Blob([INVITATION_CSV_TEMPLATE], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = MESSAGES.invitationsTab.templateFileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; release the URL on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
