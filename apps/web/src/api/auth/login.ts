import type { LoginRequest, LoginResponse } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** POST /v1/user/login: wrong credentials answer 200 with success:false. */
export const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('/v1/user/login', { method: 'POST', body, public: true });

/** The page shows login errors itself (dialogs), so the global snackbar stays quiet. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { silent: true } });
