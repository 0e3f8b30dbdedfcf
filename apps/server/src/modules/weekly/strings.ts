/** Our own words for the weekly reports (not the spec's; those live in MESSAGES.weekly). */
export const WEEKLY_STRINGS = {
  noSite: 'No site recorded',
  noType: 'Type not recorded',
  scheduledBy: 'Scheduled',
  emailSubject: (reportNumber: string, orgName: string) => `${orgName}: weekly safety report ${reportNumber}`,
  emailBody: (input: {
    reportNumber: string;
    period: string;
    total: number;
    worksafe: number;
    link: string;
  }) =>
    [
      `The weekly safety report ${input.reportNumber} for ${input.period} is ready.`,
      '',
      `Incidents: ${input.total}. WorkSafe notifications: ${input.worksafe}.`,
      '',
      `Open the report: ${input.link}`,
      '',
      'You receive this because you are a manager or administrator of this organisation in Vigil.',
    ].join('\n'),
} as const;
