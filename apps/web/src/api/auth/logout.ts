import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/user/logout: the server revokes the token. */
export const logout = () => api.get<{ success: boolean }>('/v1/user/logout');

export const useLogout = () => useMutation({ mutationFn: logout, meta: { silent: true } });
