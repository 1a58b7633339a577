import type { LoginRequest } from '@signage/shared';
import { authCalls } from '@signage/shared/calls/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/user/login: wrong credentials answer 200 with success:false. */
export const login = (body: LoginRequest) => call(authCalls.login, { body });

/** The page shows login errors itself (dialogs), so the global snackbar stays quiet. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { silent: true } });
