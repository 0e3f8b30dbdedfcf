import type { PendingIncident, Severity } from '@app/contracts';
import { QUEUE_STRINGS as S } from '../strings';

export type DaysSort = 'asc' | 'desc' | null;

/** The server's order (notifiable first, then severity) until the Days Pending header is used. */
export function sortQueue(incidents: PendingIncident[], sort: DaysSort): PendingIncident[] {
  if (!sort) return incidents;
  const sign = sort === 'asc' ? 1 : -1;
  return [...incidents].sort((a, b) => sign * (a.days_since_created - b.days_since_created));
}

export const nextSort = (sort: DaysSort): DaysSort => (sort === 'asc' ? 'desc' : 'asc');

export function notifiableLabel(value: PendingIncident['notifiable']): string | null {
  if (value === 'yes') return S.notifiable;
  if (value === 'possible') return S.possiblyNotifiable;
  return null;
}

export const SEVERITY_COLOURS: Record<Severity, string> = {
  CRITICAL: 'red',
  HIGH: 'orange',
  MEDIUM: 'yellow',
  LOW: 'green',
};

/** Tells the incident detail page the user came from the queue (its back button reads this). */
export function rememberQueueOrigin(id: string): void {
  sessionStorage.setItem('incidentOrigin', JSON.stringify({ from: 'manager-queue', id }));
}
