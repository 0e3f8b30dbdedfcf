import type { IncidentResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { incidentQueryKey, incidentQueryOptions } from './get-incident';

/**
 * A mutation that answers `{ incident }`: show the returned incident at once, then refetch the
 * incident's queries (the history list gains an entry on most changes).
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
      void queryClient.invalidateQueries({ queryKey: incidentQueryKey(id) });
    },
  });
}
