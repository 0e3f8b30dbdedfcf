import type { IncidentResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentQueryOptions } from './get-incident';

/**
 * A mutation that answers `{ incident }`: show the returned incident at once, then mark every
 * cached query stale. A change here moves the incident between lists other features own (drafts,
 * queue, all incidents, dashboard), and features do not know each other's keys; only queries on
 * screen refetch now, the rest when they are next shown.
 */
export function useIncidentMutation<TVars>(
  id: string,
  mutationFn: (vars: TVars) => Promise<IncidentResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      queryClient.setQueryData(incidentQueryOptions(id).queryKey, data);
      void queryClient.invalidateQueries();
    },
  });
}
