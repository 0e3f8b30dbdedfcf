import { DEFAULT_CLIENT_DISPLAY_NAME } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getClientInfo, resolveClient } from './api-client';

export type ClientContext = {
  /** The client (tenant) identifier, or null when none could be determined. */
  client: string | null;
  /** The display name; the default display name when client info could not be loaded. */
  name: string;
  isClientReady: boolean;
};

export const clientQueryOptions = queryOptions({
  queryKey: ['client'],
  queryFn: async () => {
    const [client, info] = await Promise.all([resolveClient(), getClientInfo()]);
    return { client, name: info?.name || DEFAULT_CLIENT_DISPLAY_NAME };
  },
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The client context (spec 01 section 3): client, display name and readiness. */
export function useClient(): ClientContext {
  const { data } = useQuery(clientQueryOptions);
  return data
    ? { client: data.client, name: data.name, isClientReady: true }
    : { client: null, name: DEFAULT_CLIENT_DISPLAY_NAME, isClientReady: false };
}
