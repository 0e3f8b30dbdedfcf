import { DEFAULT_SITE_COUNTRY, type Site, type SiteInput, SiteInputSchema } from '@app/contracts';

/** What the site form holds: plain strings, '' meaning "not chosen". */
export type SiteFormValues = {
  venue_name: string;
  venue_type: string;
  address: string;
  city: string;
  state: string;
  country: string;
  manager_user_id: string;
};

export type SiteFormErrors = Partial<Record<keyof SiteFormValues, string>>;

/** A blank form (country defaults to Australia, spec 01 section 9) or the site being edited. */
export function toFormValues(site: Site | null): SiteFormValues {
  return {
    venue_name: site?.venue_name ?? '',
    venue_type: site?.venue_type ?? '',
    address: site?.address ?? '',
    city: site?.city ?? '',
    state: site?.state ?? '',
    country: site?.country ?? DEFAULT_SITE_COUNTRY,
    manager_user_id: site?.manager_user_id ?? '',
  };
}

/**
 * Validates with the contract's schema (STYLE rule 19), so the form shows the server's messages:
 * the request body, or the first message per field.
 */
export function parseSiteForm(
  values: SiteFormValues,
): { ok: true; body: SiteInput } | { ok: false; errors: SiteFormErrors } {
  const result = SiteInputSchema.safeParse({
    ...values,
    venue_type: values.venue_type || undefined,
    state: values.state || null,
    manager_user_id: values.manager_user_id || null,
  });
  if (result.success) return { ok: true, body: result.data };
  const errors: SiteFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SiteFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
