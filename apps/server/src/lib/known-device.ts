import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser in which a user has logged in successfully gets a signed cookie for that user. Failed
 * guesses for a username from everywhere lock that username only for browsers without it, so an
 * attacker with many addresses cannot keep the real user out of a place they used before.
 */
export const KNOWN_DEVICE_MS = 30 * 24 * 3_600_000;
const PATH = '/v1/user/login';

/** One cookie per username (several users may share a browser); the name reveals nothing. */
const cookieName = (username: string) =>
  `kd_${createHash('sha256').update(username.toLowerCase()).digest('base64url').slice(0, 16)}`;

export function rememberDevice(reply: FastifyReply, request: FastifyRequest, username: string, now: number): void {
  const value = `${Buffer.from(username.toLowerCase()).toString('base64url')}.${now}`;
  reply.setCookie(cookieName(username), value, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: PATH,
    maxAge: KNOWN_DEVICE_MS / 1000,
  });
}

/** Whether the request carries an intact, recent known-device cookie for this username. */
export function isKnownDevice(request: FastifyRequest, username: string, now: number): boolean {
  const raw = request.cookies[cookieName(username)];
  if (!raw) return false;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return false;
  const [user, issued] = value.split('.');
  const issuedAt = Number(issued);
  return (
    Buffer.from(user ?? '', 'base64url').toString() === username.toLowerCase() &&
    Number.isFinite(issuedAt) &&
    issuedAt <= now &&
    now - issuedAt < KNOWN_DEVICE_MS
  );
}
