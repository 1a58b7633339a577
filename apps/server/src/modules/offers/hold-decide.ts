import type { HoldState, OfferMode } from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { addAtLocation } from './add-service.js';
import { agencyByGuid } from './agency.js';
import { findHold, type HeldRequest, setHold } from './hold-repository.js';
import { requireApprover } from './policy.js';

export const HOLD_NOT_PENDING = 'Dieses Angebot wartet nicht (mehr) auf eine Freigabe.';
export const HOLD_LOCATION_GONE = 'Den Standort gibt es nicht mehr.';

/** The pending hold of a location in the actor's reach whose approval right holds (404 outside the reach). */
async function pendingHold(ctx: AppContext, actor: Actor, guid: string) {
  const hold = await findHold(ctx.db, guid);
  if (!hold) throw notFound('Das Angebot');
  await requireApprover(ctx, actor, hold.guidCompany);
  if (hold.state !== 'pending') throw conflict(HOLD_NOT_PENDING);
  return hold;
}

type Decided = { state: HoldState; message: string | null };

/**
 * 'Freigeben': the held offer goes into the chosen playlists now, through the offer tool's own path (targets and
 * period checked again, the provider asked again) with the editor values the approver saw. A refusal of those
 * checks leaves the hold 'failed' with its reason; a passing fault leaves it waiting (the answer is the error).
 */
export async function approveHold(ctx: AppContext, actor: Actor, ip: string, guid: string): Promise<Decided> {
  const hold = await pendingHold(ctx, actor, guid);
  const now = new Date(ctx.clock.now());
  // taken by one approval only: a second one at the same time finds it no longer pending
  if (
    !(await setHold(ctx.db, guid, { state: 'approved', decidedBy: actor.guid, decidedAt: now, changed: now }, [
      'pending',
    ]))
  )
    throw conflict(HOLD_NOT_PENDING);
  const fail = async (message: string): Promise<Decided> => {
    await setHold(ctx.db, guid, { state: 'failed', message, changed: new Date(ctx.clock.now()) });
    return { state: 'failed', message };
  };
  const agency = await agencyByGuid(ctx, hold.guidCompany);
  if (!agency) return fail(HOLD_LOCATION_GONE);
  const request = hold.request as HeldRequest;
  try {
    const answer = await addAtLocation(ctx, agency, ip, hold.mode as OfferMode, request, {
      approved: true,
      editor: request.editor,
    });
    if (answer.reasons.length > 0) return fail(answer.reasons.join('\n'));
  } catch (err) {
    // a passing fault (provider down, render queue full, the unexpected) leaves it waiting for another try; unless
    // the offer was added again meanwhile: then the newer hold waits
    if (!(err instanceof AppError) || err.statusCode >= 500 || err.statusCode === 429) {
      await setHold(ctx.db, guid, { state: 'pending', decidedBy: null, decidedAt: null }, ['approved']).catch(
        () => false,
      );
      throw err;
    }
    return fail(err.message);
  }
  return { state: 'approved', message: null };
}

/** 'Ablehnen': the held offer never plays. */
export async function declineHold(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  note: string | undefined,
): Promise<Decided> {
  await pendingHold(ctx, actor, guid);
  const now = new Date(ctx.clock.now());
  const message = note || 'Abgelehnt';
  if (
    !(await setHold(ctx.db, guid, { state: 'declined', message, decidedBy: actor.guid, decidedAt: now, changed: now }, [
      'pending',
    ]))
  )
    throw conflict(HOLD_NOT_PENDING);
  return { state: 'declined', message: null };
}
