/**
 * Sites screen strings that are not in `@app/contracts` MESSAGES (the spec is silent on them).
 * Listed in the hand-over report so they can move into contracts.
 */
export const SITES_STRINGS = {
  tryAgain: 'Try again',
  showInactive: 'Show inactive sites',
  inactive: 'Inactive',
  editSite: (site: string) => `Edit ${site}`,
  deactivateSite: (site: string) => `Deactivate ${site}`,
  cancel: 'Cancel',
  chooseType: 'Choose a site type',
  chooseState: 'Choose a state',
  managersLoading: 'Loading managers...',
  managersFailed: 'Could not load the list of managers',
  sitesLabel: 'Sites',
} as const;
