import { authCalls } from '@signage/shared/calls/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/user/logout: the server revokes the token. */
export const logout = () => call(authCalls.logout);

export const useLogout = () => useMutation({ mutationFn: logout, meta: { silent: true } });
