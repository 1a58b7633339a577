import { isRightName, type RightName } from '@signage/shared';
import type { Actor } from '../context.js';

/** Whether the actor's role holds this right (SPEC §6: false unless set). */
export const hasRight = (actor: Pick<Actor, 'rights'>, right: RightName): boolean => actor.rights[right] === true;

/** For right names read from data (role settings, requests): a name outside the catalogue is never held. */
export const holdsNamedRight = (actor: Pick<Actor, 'rights'>, name: string): boolean =>
  isRightName(name) && hasRight(actor, name);
