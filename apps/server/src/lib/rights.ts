import { isRightName, type RightName } from '@signage/shared';
import type { Actor } from '../context.js';

/** Whether the actor's role holds this right (SPEC §6: false unless set). */
export const hasRight = (actor: Pick<Actor, 'rights'>, right: RightName): boolean => actor.rights[right] === true;

/**
 * For right names read from data (role settings, requests): held when the actor's role allows it, a right added to
 * the catalogue at run time too (the session's rights hold every catalogue row; else a custom right in one's own role
 * made one's own record 'mehr Rechte als Sie').
 */
export const holdsNamedRight = (actor: Pick<Actor, 'rights'>, name: string): boolean =>
  isRightName(name)
    ? hasRight(actor, name)
    : Object.hasOwn(actor.rights, name) && (actor.rights as Record<string, boolean>)[name] === true;
