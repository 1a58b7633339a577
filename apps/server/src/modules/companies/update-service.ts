import type { AuditAction, CompanyUpdate, DeviceSecretSwitch } from '@signage/shared';
import { eq } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { companies } from '../../db/schema.js';
import { rowsWritten } from '../../db/write-unit.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { assertChangesNetworkRecords } from '../../tenancy/index.js';
import { devicesOfCompany } from '../device-records/writes.js';
import { templateNetworkOf } from '../templates/repository.js';
import { canCreateNetwork, canUseTab } from './policy.js';
import { companyRef, findByImportKey, findCompany, networkOfRow, toCompany } from './repository.js';
import { visibleCompany } from './service.js';

type Patch = Partial<typeof companies.$inferInsert>;

const TEXT_FIELDS = [
  'costCenter',
  'street',
  'city',
  'contactPerson',
  'email',
  'advisoryId',
  'timeZone',
  'departureAirport',
  'comment',
] as const;

const orNull = (value: string | null | undefined) => (value ? value : null);

/** The fields of the body that change something; aliases zip/phone count when postcode/phonenumber are absent. */
function patchOf(input: CompanyUpdate): Patch {
  const patch: Patch = {};
  if (input.name !== undefined) patch.name = input.name;
  for (const key of TEXT_FIELDS) if (input[key] !== undefined) patch[key] = orNull(input[key]);
  const postcode = input.postcode !== undefined ? input.postcode : input.zip;
  if (postcode !== undefined) patch.postcode = orNull(postcode);
  const phone = input.phonenumber !== undefined ? input.phonenumber : input.phone;
  if (phone !== undefined) patch.phonenumber = orNull(phone);
  if (input.offerApproval !== undefined) patch.offerApproval = input.offerApproval || null;
  if (input.templateId !== undefined) patch.templateId = orNull(input.templateId);
  if (input.importKey !== undefined) patch.importKey = orNull(input.importKey);
  if (input.tags !== undefined) patch.tags = input.tags;
  if (input.typ !== undefined) patch.typ = input.typ;
  return patch;
}

/** The template must exist and be global or the network's own. */
async function checkTemplate(ctx: AppContext, templateId: string, network: string | null) {
  const owner = await templateNetworkOf(ctx.db, templateId);
  if (owner === undefined || (owner !== null && owner !== network)) {
    throw badRequest('Das gewählte Template gibt es nicht.');
  }
}

/** Stammdaten (tab right STAMMDATA): every field of SPEC §3; the network assignment changes only through link. */
export async function updateCompany(ctx: AppContext, actor: Actor, guid: string, input: CompanyUpdate) {
  const row = await visibleCompany(ctx, actor, guid);
  const network = networkOfRow(row);
  if (!canUseTab(actor, 'STAMMDATA', companyRef(row))) throw forbidden('Sie dürfen die Stammdaten nicht ändern.');
  if (input.isMother !== undefined && input.isMother !== row.isMother) {
    throw badRequest('Ein Netzwerk kann nicht in einen Standort umgewandelt werden und umgekehrt.');
  }
  if (input.guidParent !== undefined && (input.guidParent ?? null) !== row.guidParent) {
    throw badRequest('Die Zuordnung zu einem Netzwerk ändern Sie über „zuweisen“ (companies/link).');
  }
  const patch = patchOf(input);
  if (patch.typ !== undefined && patch.typ !== row.typ) {
    if (row.isMother !== 1) throw badRequest('Nur ein Netzwerk kann ein Veranstalter-Netzwerk sein.');
    if (!canCreateNetwork(actor)) throw forbidden('Den Typ eines Netzwerks dürfen Sie nicht ändern.');
    if (patch.typ === 1 && row.cntLocations > 0) {
      throw conflict('Ein Netzwerk mit Standorten kann kein Veranstalter-Netzwerk werden.');
    }
  }
  if (patch.templateId && patch.templateId !== row.templateId) await checkTemplate(ctx, patch.templateId, network);
  if (patch.importKey && row.guidParent && patch.importKey !== row.importKey) {
    if (await findByImportKey(ctx.db, row.guidParent, patch.importKey, row.guid)) {
      throw conflict(`Die Firmen-ID „${patch.importKey}“ hat in diesem Netzwerk bereits ein anderer Standort.`);
    }
  }
  patch.changed = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await tx.update(companies).set(patch).where(eq(companies.guid, guid));
    // Its time zone, hours or name are in its screens' answers (player/table-map.ts): those screens are told.
    rowsWritten(tx, companies, await devicesOfCompany(tx, { guid, isNetwork: row.isMother === 1 }));
    await audit(tx, actor, 'update', 'company', guid, toCompany(row), patch);
  });
  const updated = await findCompany(ctx.db, guid);
  return toCompany(updated ?? row);
}

/**
 * The network's device-secret switch (Stammdaten of a network, tab right STAMMDATA): when on, its screens
 * get content only with their X-Device-Secret; screens without one get 401 until they are given one.
 */
export async function switchDeviceSecret(ctx: AppContext, actor: Actor, guid: string, input: DeviceSecretSwitch) {
  assertChangesNetworkRecords(actor);
  const row = await visibleCompany(ctx, actor, guid);
  if (row.isMother !== 1)
    throw badRequest('Das Gerätegeheimnis wird für ein ganzes Netzwerk eingestellt, nicht je Standort.');
  if (!canUseTab(actor, 'STAMMDATA', companyRef(row))) throw forbidden('Sie dürfen die Stammdaten nicht ändern.');
  if (row.deviceSecretRequired !== input.deviceSecretRequired) {
    const patch = { deviceSecretRequired: input.deviceSecretRequired, changed: new Date(ctx.clock.now()) };
    // Every device of the network (its own and its locations') answers differently now.
    await patchCompanyForScreens(
      ctx,
      actor,
      { guid, isNetwork: true, patch, action: 'device-secret' },
      { deviceSecretRequired: row.deviceSecretRequired },
      { deviceSecretRequired: input.deviceSecretRequired },
    );
  }
  const updated = await findCompany(ctx.db, guid);
  return toCompany(updated ?? row);
}

/**
 * Writes a company setting that the screens' answers contain (device secret, opening hours): the row and its
 * audit entry in one transaction, after whose commit the company's devices are told (a network's: all of its screens).
 */
export async function patchCompanyForScreens(
  ctx: AppContext,
  actor: Actor,
  change: { guid: string; isNetwork: boolean; patch: Patch; action: AuditAction },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await ctx.db.transaction(async (tx) => {
    await tx.update(companies).set(change.patch).where(eq(companies.guid, change.guid));
    rowsWritten(tx, companies, await devicesOfCompany(tx, change));
    await audit(tx, actor, change.action, 'company', change.guid, before, after);
  });
}
