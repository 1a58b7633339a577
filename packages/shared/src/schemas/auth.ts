import { z } from 'zod';
import { guid } from './common.js';

export const loginRequest = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(500),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  success: z.boolean(),
  authToken: z.string().optional(),
  username: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({
  guid,
  username: z.string(),
  forename: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  guidParent: z.string().nullable(),
  /** The user's network (guidParent, or its network for a location user); null for a global user. */
  networkGuid: z.string().nullable(),
  guidRole: z.string(),
  roleName: z.string().nullable(),
  companyName: z.string().nullable(),
  rights: z.record(z.string(), z.boolean()),
});
export type Me = z.infer<typeof meResponse>;
