import { queryOptions } from '@tanstack/react-query';
import { staffCall } from '../api.ts';

/** The admin's users screen and the signed-in user's account, under the back-office's `['staff']` root. */
export const usersKeys = {
  users: () => ['staff', 'users'] as const,
  account: () => ['staff', 'account'] as const,
};

export const usersQuery = () =>
  queryOptions({
    queryKey: usersKeys.users(),
    queryFn: ({ signal }) => staffCall((client) => client.getStaffUsers({ signal })),
  });

export const accountQuery = () =>
  queryOptions({
    queryKey: usersKeys.account(),
    queryFn: ({ signal }) => staffCall((client) => client.verifyToken({ signal })),
  });
