/**
 * Send Invitations modal strings that are not in `@app/contracts` MESSAGES (the spec is silent on
 * them). Listed in the hand-over report so they can move into contracts.
 */
export const SEND_INVITATIONS_STRINGS = {
  person: (n: number) => `Person ${n}`,
  removePerson: (n: number) => `Remove person ${n}`,
  cancel: 'Cancel',
  close: 'Close',
  line: 'Line',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  roleFromForm: 'Role from the form',
  csvErrorsTitle: 'Fix these lines in the file, then choose it again',
  previewLabel: 'People in the CSV file',
  readFailed: 'The file could not be read.',
} as const;
