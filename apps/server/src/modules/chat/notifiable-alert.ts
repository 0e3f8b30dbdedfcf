import type { IntakeNotifiability } from '../../ai/agent/notifiable-statement.js';
import type { Tenant } from '../../platform/context.js';
import type { EmailMessage } from '../../platform/mailer.js';

const CATEGORY: Record<NonNullable<IntakeNotifiability['category']>, string> = {
  death: 'Death (WHS Act 2011 (Qld) s35(a))',
  serious_injury_or_illness: 'Serious injury or illness (WHS Act 2011 (Qld) s36)',
  dangerous_incident: 'Dangerous incident (WHS Act 2011 (Qld) s37)',
};

/**
 * The alert to the tenant's notification contacts when a chat report first looks notifiable: the
 * s38 clock runs from when the business becomes aware, so a person must look at it now.
 */
export function notifiableAlertEmails(input: {
  tenant: Pick<Tenant, 'id' | 'name'>;
  recipients: readonly string[];
  incidentNumber: string;
  reporterName: string;
  notifiability: IntakeNotifiability;
  link: string;
}): EmailMessage[] {
  const { notifiability: n } = input;
  const level = n.notifiable === 'yes' ? 'Notifiable incident' : 'Possibly notifiable incident';
  const category = n.category ? CATEGORY[n.category] : 'Not determined';
  const reasons = n.reasons.length > 0 ? n.reasons.map((r) => `- ${r}`).join('\n') : '- (none given)';
  const check =
    n.notifiable === 'yes'
      ? 'The business must notify Workplace Health and Safety Queensland (WHSQ) immediately on 1300 362 128 (WHS Act s38).'
      : 'A manager must check now whether it is notifiable; if it is, the business must notify Workplace Health and Safety Queensland (WHSQ) immediately on 1300 362 128 (WHS Act s38).';
  const text = [
    `${level} reported in the chat by ${input.reporterName}: ${input.incidentNumber}.`,
    `Category: ${category}`,
    `Why:\n${reasons}`,
    check,
    'The reporter has been told not to disturb the site until an inspector arrives or directs otherwise (s39).',
    `Open the draft: ${input.link}`,
  ].join('\n\n');
  return input.recipients.map((to) => ({
    tenantId: input.tenant.id,
    to,
    kind: 'notifiable-alert',
    subject: `${level}: ${input.incidentNumber} (${input.tenant.name})`,
    text,
  }));
}
