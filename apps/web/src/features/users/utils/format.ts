import { MESSAGES, type Site } from '@app/contracts';

// Spec 01 section 9: invitation expiry is shown in en-US (drafts use en-AU).
const expiryFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An invitation's expiry as an en-US date and time, or 'N/A'. */
export function formatExpiry(value: string | null | undefined): string {
  if (!value) return MESSAGES.invite.notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MESSAGES.invite.notAvailable : expiryFormat.format(date);
}

export type SiteOption = { value: string; label: string };

/** Options for a Site select: the active sites by name (spec: show venue_name). */
export function toSiteOptions(sites: Site[] | undefined): SiteOption[] {
  return (sites ?? [])
    .map((site) => ({ value: site.id, label: site.venue_name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
}

/**
 * Adds a person's current site when it is no longer active, so editing someone on an old site
 * neither hides nor silently changes it.
 */
export function withCurrentSite(options: SiteOption[], id: string | null, name: string | null): SiteOption[] {
  if (!id || options.some((o) => o.value === id)) return options;
  return [{ value: id, label: name ?? id }, ...options];
}
