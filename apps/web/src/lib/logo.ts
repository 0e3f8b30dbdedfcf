import type { LogoResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { apiRequest } from './api-client';

/** Spec 01 section 7: a logo is cached per client until 5 minutes before its URL expires. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

const cache = new Map<string, { value: LogoResponse; validUntil: number }>();

export async function fetchLogo(client: string, now: () => number = Date.now): Promise<LogoResponse> {
  const hit = cache.get(client);
  if (hit && hit.validUntil > now()) return hit.value;
  const value = await apiRequest<LogoResponse>(apiPaths.logo, { client });
  cache.set(client, { value, validUntil: now() + value.expiresIn * 1000 - EXPIRY_MARGIN_MS });
  return value;
}

export function clearLogoCache(): void {
  cache.clear();
}

/** The client's logo URL (null for none) and whether fetching it failed. */
export function useClientLogo(client: string | null): { logoUrl: string | null; failed: boolean } {
  const { data, isError } = useQuery({
    queryKey: ['logo', client],
    queryFn: () => fetchLogo(client as string),
    enabled: Boolean(client),
    retry: false,
  });
  return { logoUrl: data?.logoUrl ?? null, failed: isError };
}
