import { type IncidentDetail, MESSAGES, REPORT_TYPE_LABELS, type ReportType } from '@app/contracts';
import { INCIDENT_STRINGS } from '../strings';

// Date-only values carry no zone; format them in UTC so the calendar day never shifts.
const dateFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec 02 section 2: the incident date in en-AU form (dd/mm/yyyy). */
export function formatIncidentDate(value: string | null): string {
  if (!value) return INCIDENT_STRINGS.notSet;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Spec 02 sections 2 and 9: time shown HH:MM (first five characters). */
export function formatIncidentTime(value: string | null): string {
  return value ? value.slice(0, 5) : INCIDENT_STRINGS.notSet;
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

export function incidentTypeName(type: string | null): string {
  if (type && type in REPORT_TYPE_LABELS) return REPORT_TYPE_LABELS[type as ReportType];
  return MESSAGES.incident.unknownType(type ?? INCIDENT_STRINGS.noType);
}

/** The location name, else the looked-up venue, else text built from the id (spec 02 section 2). */
export function locationText(incident: IncidentDetail, venueName: string | undefined): string {
  if (incident.location_name) return incident.location_name;
  if (venueName) return venueName;
  return incident.location_id
    ? INCIDENT_STRINGS.locationFallback(incident.location_id)
    : INCIDENT_STRINGS.notSet;
}

/** "Reported 3 hours ago" for the notifiability panel. */
export function timeSince(from: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / 60_000));
  const { ago } = INCIDENT_STRINGS;
  if (minutes < 60) return ago.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return ago.hours(hours);
  return ago.days(Math.floor(hours / 24));
}

/** A `datetime-local` value (local time, minutes precision). */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
