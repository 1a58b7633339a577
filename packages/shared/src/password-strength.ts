import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as de from '@zxcvbn-ts/language-de';

/**
 * Password rule for every password set through the API (server, authoritative) and the user form
 * (immediate feedback): at least 8 characters, not containing the username, and rated at least
 * "safely unguessable" (score 3 of 4) by zxcvbn-ts with its common and German dictionaries.
 * A separate entry (@signage/shared/password-strength) so the web app loads the dictionaries only
 * where a password is entered.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_SCORE = 3;

export type PasswordProblem = 'tooShort' | 'containsUsername' | 'weak';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  tooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen haben.`,
  containsUsername: 'Das Passwort darf den Benutzernamen nicht enthalten.',
  weak: 'Das Passwort ist zu leicht zu erraten. Bitte wählen Sie ein längeres Passwort, z. B. mehrere Wörter mit Zahlen oder Zeichen.',
};

let factory: ZxcvbnFactory | null = null;
const zxcvbn = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
    translations: de.translations,
  });
  return factory;
};

/** The first problem of a new password, or null when it may be used. */
export function passwordProblem(password: string, username?: string | null): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  const name = username?.trim().toLowerCase() ?? '';
  if (name.length >= 3 && password.toLowerCase().includes(name)) return 'containsUsername';
  const { score } = zxcvbn().check(password, name ? [name] : []);
  return score < PASSWORD_MIN_SCORE ? 'weak' : null;
}
