import type { AdminUser, ListUsersResponse, UpdateUserBody, UserResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersApiPaths } from './api-paths';
import { usersQueryKey } from './list-users';

/** `PUT /api/admin/users/:id` (ADMIN) with the changed fields -> `{ user }`. */
export function updateUser({ id, body }: { id: string; body: UpdateUserBody }): Promise<UserResponse> {
  return apiRequest<UserResponse>(usersApiPaths.user(id), { method: 'PUT', body, auth: true });
}

function replaceUser(page: ListUsersResponse | undefined, user: AdminUser): ListUsersResponse | undefined {
  if (!page) return page;
  return { ...page, users: page.users.map((u) => (u.id === user.id ? user : u)) };
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user }) => {
      // Show the saved row at once, then refetch: a role or status change can move it between filters.
      queryClient.setQueriesData<ListUsersResponse>({ queryKey: usersQueryKey }, (page) =>
        replaceUser(page, user),
      );
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
