import { loginRequest, loginResponse, meResponse } from '../schemas/auth.js';
import { successSchema } from '../schemas/common.js';
import { defineCall } from './define.js';

const tags = ['Anmeldung'];
const signedIn = { authenticated: true } as const;

export const authCalls = {
  login: defineCall({
    method: 'POST',
    path: '/v1/user/login',
    access: { public: true },
    tags,
    summary: 'Anmelden; falsche Zugangsdaten ergeben success:false (HTTP 200)',
    body: loginRequest,
    answer: loginResponse,
  }),
  logout: defineCall({
    method: 'GET',
    path: '/v1/user/logout',
    access: signedIn,
    tags,
    summary: 'Abmelden; der Token wird ungültig',
    answer: successSchema,
  }),
  me: defineCall({
    method: 'GET',
    path: '/v1/user/me',
    access: signedIn,
    tags,
    summary: 'Der angemeldete Benutzer und seine Rechte',
    answer: meResponse,
  }),
};
