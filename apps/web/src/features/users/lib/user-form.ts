import type { User, UserUpdate } from '@signage/shared';

export interface UserFormValues {
  username: string;
  forename: string;
  lastname: string;
  email: string;
  phonenumber: string;
  /** '' = no role yet (a new user): no rights and no login until one is chosen. */
  guidRole: string;
  /** '' = no network ('Globaler Benutzer'). */
  guidParent: string;
  resetPassword: boolean;
  password: string;
  /** Asked only when users change their own password. */
  currentPassword: string;
}

export const USER_FORM_FIELDS = [
  'username',
  'forename',
  'lastname',
  'email',
  'phonenumber',
  'guidRole',
  'guidParent',
  'password',
  'currentPassword',
] as const;

export function toFormValues(user: User): UserFormValues {
  return {
    username: user.username,
    forename: user.forename ?? '',
    lastname: user.lastname ?? '',
    email: user.email ?? '',
    phonenumber: user.phonenumber ?? '',
    guidRole: user.guidRole ?? '',
    guidParent: user.guidParent ?? '',
    resetPassword: false,
    password: '',
    currentPassword: '',
  };
}

/**
 * The body of POST /v1/people/{guid}. SPEC §5: the password is sent only when
 * 'Passwort neu setzen' is checked, otherwise it is left out. The network is sent only
 * when the form could edit it (networkEditable), so a read-only field never moves a user.
 */
export function toUserUpdate(values: UserFormValues, networkEditable: boolean): UserUpdate {
  const body: UserUpdate = {
    username: values.username.trim(),
    forename: values.forename.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phonenumber: values.phonenumber.trim(),
  };
  if (values.guidRole) body.guidRole = values.guidRole;
  if (networkEditable) body.guidParent = values.guidParent || null;
  if (values.resetPassword) body.password = values.password;
  if (values.resetPassword && values.currentPassword) body.currentPassword = values.currentPassword;
  return body;
}
