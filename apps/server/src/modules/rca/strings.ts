/** Our own messages for the analysis API (not the spec's; those live in MESSAGES.analysis). */
export const RCA_STRINGS = {
  assigneeInactive: 'Choose an active person of this organisation.',
  completedIsFinal: 'A completed corrective action cannot be changed.',
  reasonLabel: 'reason',
} as const;
