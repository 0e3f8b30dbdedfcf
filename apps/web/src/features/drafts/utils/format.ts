import { MESSAGES, REPORT_TYPE_LABELS, type ReportType } from '@app/contracts';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd/mm/yyyy in en-AU, or 'N/A' when missing or unreadable (spec 01 section 2, My Drafts). */
export function formatDraftDate(value: string | null | undefined): string {
  if (!value) return MESSAGES.drafts.notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MESSAGES.drafts.notAvailable : dateFormat.format(date);
}

export function draftTypeLabel(type: ReportType | null | undefined): string {
  return type ? (REPORT_TYPE_LABELS[type] ?? MESSAGES.drafts.notAvailable) : MESSAGES.drafts.notAvailable;
}

export function draftTitle(title: string | null | undefined): string {
  return title?.trim() || MESSAGES.drafts.untitled;
}

/** Tells the incident detail page where the user came from (its back button reads this). */
export function rememberDraftOrigin(id: string): void {
  sessionStorage.setItem('incidentOrigin', JSON.stringify({ from: 'drafts', id }));
}
