import { MESSAGES, REPORT_TYPE_LABELS, type ReportType } from '@app/contracts';
import { ApiError } from '../../../lib/api-client';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** dd/mm/yyyy in en-AU, or 'N/A' (spec 02 section 2, All Incidents). */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return MESSAGES.incidentsList.notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MESSAGES.incidentsList.notAvailable : dateFormat.format(date);
}

export function typeLabel(type: ReportType | null | undefined): string {
  return type ? REPORT_TYPE_LABELS[type] : MESSAGES.incidentsList.notAvailable;
}

/** 'Failed to fetch incidents: {status}', or the message when there is no HTTP status. */
export function fetchFailedMessage(error: Error): string {
  const status = error instanceof ApiError && error.status > 0 ? error.status : error.message;
  return MESSAGES.incidentsList.fetchFailed(status);
}

/** Tells the incident detail page the user came from the list (its back button reads this). */
export function rememberListOrigin(id: string): void {
  sessionStorage.setItem('incidentOrigin', JSON.stringify({ from: 'all-incidents', id }));
}
