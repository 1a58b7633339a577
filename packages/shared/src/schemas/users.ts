import { z } from 'zod';
import { guid, longText, optionalText, shortText } from './common.js';

export const user = z.object({
  guid,
  guidParent: z.string().nullable(),
  /** Null until a role is chosen for a user made by 'Neu erstellen' (no rights, no login until then). */
  guidRole: z.string().nullable(),
  username: z.string(),
  forename: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
  created: z.number(),
  companyName: z.string().nullable(),
  roleName: z.string().nullable(),
});
export type User = z.infer<typeof user>;

export const userListRequest = z.object({ guidParent: guid.nullish(), keyWord: shortText.optional() }).default({});
/** What the web sends to POST /v1/people/list. */
export type UserListRequest = NonNullable<z.input<typeof userListRequest>>;
export const userCreate = z.object({ guidParent: guid.nullish(), guidRole: guid.optional() });
export type UserCreate = z.input<typeof userCreate>;
export const userUpdate = z.object({
  guidParent: guid.nullish(),
  guidRole: guid.optional(),
  username: z
    .string()
    .trim()
    .min(1, { error: 'Der Benutzername darf nicht leer sein' })
    .max(100, { error: 'Höchstens 100 Zeichen' })
    .optional(),
  forename: optionalText,
  lastname: optionalText,
  email: z.union([z.email({ error: 'Ungültige E-Mail-Adresse' }), z.literal('')]).nullish(),
  phonenumber: optionalText,
  password: z.string().min(8, { error: 'Das Passwort muss mindestens 8 Zeichen haben' }).max(500).optional(),
  /** Needed when users change their own password. */
  currentPassword: z.string().max(500).optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;

export const role = z.object({
  guid,
  name: z.string(),
  comment: z.string().nullable(),
  guidParent: z.string().nullable(),
  cntUsers: z.number().optional(),
});
export type Role = z.infer<typeof role>;
export const roleListRequest = z.object({ guidParent: guid.nullish() }).default({});
/** What the web sends to POST /v1/roles/list. */
export type RoleListRequest = NonNullable<z.input<typeof roleListRequest>>;
export const roleCreate = z.object({ guidParent: guid.nullish() });
export type RoleCreate = z.input<typeof roleCreate>;
export const roleUpdate = z.object({
  name: shortText.min(1, { error: 'Der Name darf nicht leer sein' }).optional(),
  comment: longText.nullish(),
  guidParent: guid.nullish(),
});
export type RoleUpdate = z.input<typeof roleUpdate>;

export const rightGroup = z.enum(['NETWORK', 'COMPONENT', 'DASHBOARD', 'OPERATOR']);
export const right = z.object({
  guid,
  guidRight: z.string(),
  name: z.string(),
  groupName: rightGroup,
  comment: z.string().nullable(),
  allowed: z.number().int().min(0).max(1),
  guidParent: z.string(),
});
export type Right = z.infer<typeof right>;
export const rightListRequest = z.object({ guidRole: guid.optional(), groupName: rightGroup.optional() }).default({});
/** What the web sends to POST /v1/rights/list. */
export type RightListRequest = NonNullable<z.input<typeof rightListRequest>>;
export const rightCreate = z.object({
  guidRight: z
    .string()
    .regex(/^RIGHT_[A-Z0-9_]{1,95}$/, {
      error: 'Der Name muss mit RIGHT_ beginnen und darf nur A-Z, 0-9 und _ enthalten',
    })
    .optional(),
  name: shortText.optional(),
  groupName: rightGroup.optional(),
  comment: longText.nullish(),
});
/**
 * `allowed` is a role's setting, so it needs the role: guidRole, or guidParent as an entry of a role's
 * right list carries it (the catalogue itself, guidParent DEFAULT_ALL, has no allowed of its own).
 */
export const rightUpdate = rightCreate.extend({
  guidRole: guid.optional(),
  guidParent: z.union([z.literal('DEFAULT_ALL'), guid]).optional(),
  allowed: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});
