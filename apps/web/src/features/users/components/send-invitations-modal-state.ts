import {
  type CsvParseResult,
  DEFAULT_INVITE_ROLE,
  InviteRowSchema,
  MESSAGES,
  parseInvitationCsv,
  type Role,
  type SendInvitationsBody,
} from '@app/contracts';
import { useState } from 'react';
import { SEND_INVITATIONS_STRINGS } from './send-invitations-modal-strings';

export type InviteMethod = 'manual' | 'csv';
export type InviteField = 'first_name' | 'last_name' | 'email';
export type ManualRow = { key: number } & Record<InviteField, string>;
export type RowErrors = Record<number, Partial<Record<InviteField, string>>>;
export type CsvFile = { fileName: string; text: string; result: CsvParseResult };

/** Spec 01 section 3, invite form state; `csvError` and the error maps are what the form shows. */
export type InviteFormState = {
  method: InviteMethod;
  rows: ManualRow[];
  role: Role;
  locationId: string | null;
  csv: CsvFile | null;
  csvError: string | null;
  rowErrors: RowErrors;
  formError: string | null;
};

let nextRowKey = 1;
export function blankRow(): ManualRow {
  nextRowKey += 1;
  return { key: nextRowKey, first_name: '', last_name: '', email: '' };
}

/** Spec 01 section 4 (Invitation send): one blank row, role STAFF, no site, manual mode. */
export function initialInviteForm(): InviteFormState {
  return {
    method: 'manual',
    rows: [blankRow()],
    role: DEFAULT_INVITE_ROLE,
    locationId: null,
    csv: null,
    csvError: null,
    rowErrors: {},
    formError: null,
  };
}

const isComplete = (row: ManualRow) =>
  row.first_name.trim() !== '' && row.last_name.trim() !== '' && row.email.trim() !== '';

/**
 * The request for the current form, or the errors to show instead. Spec 01 section 5: rows with
 * any blank field are dropped; the rest are checked with the contract's row schema.
 */
export function buildInviteRequest(
  state: InviteFormState,
): { body: SendInvitationsBody } | { errors: Pick<InviteFormState, 'rowErrors' | 'formError' | 'csvError'> } {
  const common = { role: state.role, ...(state.locationId ? { location_id: state.locationId } : {}) };
  if (state.method === 'csv') {
    if (!state.csv)
      return { errors: { rowErrors: {}, formError: null, csvError: MESSAGES.invitationsTab.csvRequired } };
    if (state.csv.result.errors.length > 0)
      return { errors: { rowErrors: {}, formError: null, csvError: state.csvError } };
    return { body: { ...common, csvContent: state.csv.text } };
  }
  const complete = state.rows.filter(isComplete);
  if (complete.length === 0)
    return { errors: { rowErrors: {}, formError: MESSAGES.invitations.noRecipients, csvError: null } };
  const rowErrors: RowErrors = {};
  const emails: NonNullable<SendInvitationsBody['emails']> = [];
  for (const row of complete) {
    const parsed = InviteRowSchema.safeParse(row);
    if (parsed.success) {
      emails.push(parsed.data);
      continue;
    }
    const errors: Partial<Record<InviteField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as InviteField;
      errors[field] ??= issue.message;
    }
    rowErrors[row.key] = errors;
  }
  if (Object.keys(rowErrors).length > 0) return { errors: { rowErrors, formError: null, csvError: null } };
  return { body: { ...common, emails } };
}

/** The Send Invitations form: kept while the modal is closed, reset only after a successful send. */
export function useInviteForm() {
  const [state, setState] = useState(initialInviteForm);
  const patch = (next: Partial<InviteFormState>) => setState((s) => ({ ...s, ...next }));

  return {
    state,
    setMethod: (method: InviteMethod) => patch({ method, formError: null }),
    setRole: (role: Role) => patch({ role }),
    setLocationId: (locationId: string | null) => patch({ locationId }),
    addRow: (row: ManualRow) => setState((s) => ({ ...s, rows: [...s.rows, row] })),
    removeRow: (key: number) =>
      setState((s) => (s.rows.length > 1 ? { ...s, rows: s.rows.filter((r) => r.key !== key) } : s)),
    updateRow: (key: number, field: InviteField, value: string) =>
      setState((s) => ({
        ...s,
        formError: null,
        rows: s.rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)),
        rowErrors: { ...s.rowErrors, [key]: { ...s.rowErrors[key], [field]: undefined } },
      })),
    /** A chosen file: must be .csv (spec 01 section 5); parsed at once for the preview. */
    chooseFile: async (file: File | null) => {
      if (!file) return patch({ csv: null, csvError: null });
      if (!file.name.toLowerCase().endsWith('.csv'))
        return patch({ csv: null, csvError: MESSAGES.invitationsTab.csvMustBeCsv });
      let text: string;
      try {
        text = await file.text();
      } catch {
        return patch({ csv: null, csvError: SEND_INVITATIONS_STRINGS.readFailed });
      }
      patch({ csv: { fileName: file.name, text, result: parseInvitationCsv(text) }, csvError: null });
    },
    showErrors: (errors: Pick<InviteFormState, 'rowErrors' | 'formError' | 'csvError'>) => patch(errors),
    reset: () => setState(initialInviteForm()),
  };
}

export type InviteForm = ReturnType<typeof useInviteForm>;
