import { EmailSchema, PersonNameSchema } from './common.js';
import { RoleSchema } from './enums.js';
import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';
import type { Role } from './roles.js';

export const INVITATION_CSV_REQUIRED = ['email', 'first_name', 'last_name'] as const;
export const INVITATION_CSV_TEMPLATE =
  'email,first_name,last_name,role\njane.citizen@example.com,Jane,Citizen,STAFF\nsam.lee@example.com,Sam,Lee,MANAGER\n';

export interface CsvInviteRow {
  line: number;
  email: string;
  first_name: string;
  last_name: string;
  role?: Role;
}
export interface CsvParseResult {
  rows: CsvInviteRow[];
  errors: { line: number; message: string }[];
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (inQuotes) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        inQuotes = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      fields.push(field);
      records.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else {
      field += ch;
    }
  }
  if (field.length > 0 || fields.length > 0) {
    fields.push(field);
    records.push({ line: recordLine, fields });
  }
  return records.filter((r) => r.fields.some((f) => f.trim().length > 0));
}

export function parseInvitationCsv(text: string): CsvParseResult {
  const records = parseCsvRecords(text);
  const header = records.shift();
  if (!header) return { rows: [], errors: [{ line: 1, message: MESSAGES.invitations.csvEmpty }] };
  const columns = header.fields.map((f) => f.trim().toLowerCase());
  const missing = INVITATION_CSV_REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [{ line: header.line, message: MESSAGES.invitations.csvMissingColumns(missing) }],
    };
  }
  if (records.length === 0)
    return { rows: [], errors: [{ line: 1, message: MESSAGES.invitations.csvEmpty }] };
  if (records.length > LIMITS.invitationCsvMaxRows) {
    return {
      rows: [],
      errors: [{ line: 1, message: MESSAGES.invitations.csvTooMany(LIMITS.invitationCsvMaxRows) }],
    };
  }
  const at = (fields: string[], name: string) => fields[columns.indexOf(name)]?.trim() ?? '';
  const rows: CsvInviteRow[] = [];
  const errors: CsvParseResult['errors'] = [];
  for (const { line, fields } of records) {
    const email = EmailSchema.safeParse(at(fields, 'email'));
    const first = PersonNameSchema('First name').safeParse(at(fields, 'first_name'));
    const last = PersonNameSchema('Last name').safeParse(at(fields, 'last_name'));
    const roleText = columns.includes('role') ? at(fields, 'role').toUpperCase() : '';
    const role = roleText ? RoleSchema.safeParse(roleText) : null;
    const problems = [email, first, last, role]
      .filter((r) => r && !r.success)
      .map((r) => (r && !r.success ? (r.error.issues[0]?.message ?? 'Invalid value') : ''));
    if (role && !role.success) problems[problems.length - 1] = `Unknown role "${roleText}"`;
    if (problems.length > 0 || !email.success || !first.success || !last.success) {
      errors.push({ line, message: problems.join('; ') });
      continue;
    }
    rows.push({
      line,
      email: email.data,
      first_name: first.data,
      last_name: last.data,
      ...(role?.success ? { role: role.data } : {}),
    });
  }
  return { rows, errors };
}
