import { randomUUID } from 'node:crypto';
import {
  checkImportRows,
  IMPORT_FIELDS,
  IMPORT_LABELS,
  type ImportField,
  type ImportResult,
  type ImportRowResult,
  mapImportHeader,
  missingColumnsMessage,
  rowValues,
} from '@signage/shared';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { readCsv } from './csv-records.js';
import { type ExistingLocation, locationsByImportKey, upsertLocations } from './import-repository.js';
import { canUseTab } from './policy.js';
import { type CompanyRow, companyRef } from './repository.js';
import { NETWORK, visibleCompany } from './service.js';
import type { Spooled } from './upload-spool.js';

/** Import mode refused because rows are invalid: 400 with the whole result, nothing written. */
export class ImportRejected extends AppError {
  constructor(readonly result: ImportResult) {
    super('IMPORT_INVALID', `Der Import wurde nicht ausgeführt: ${result.totals.error} Zeile(n) sind fehlerhaft.`);
  }
}

/** The network a file may be imported into by this actor (checked before the upload is read). */
export async function importTarget(ctx: AppContext, actor: Actor, companyId: string): Promise<CompanyRow> {
  const network = await visibleCompany(ctx, actor, companyId, NETWORK);
  if (network.isMother !== 1) throw badRequest('Der Import ist nur für Netzwerke möglich.');
  if (network.typ === 1) throw badRequest('Ein Veranstalter-Netzwerk hat keine Standorte.');
  if (!canUseTab(actor, 'IMPORT', companyRef(network))) {
    throw forbidden('Dafür fehlt Ihnen die Berechtigung für den Reiter Import.');
  }
  return network;
}

function changedLabels(existing: ExistingLocation, values: Partial<Record<ImportField, string>>): string[] {
  return IMPORT_FIELDS.filter((f) => values[f] !== undefined && (values[f] || null) !== (existing[f] || null)).map(
    (f) => IMPORT_LABELS[f],
  );
}

/**
 * SPEC §4: preview (default) creates nothing and says per row what would happen; import writes every row in
 * one transaction, or nothing when any row is invalid. A row whose company id matches a location of the
 * network updates it, so importing the same file twice creates no duplicates.
 */
export async function importLocations(
  ctx: AppContext,
  actor: Actor,
  network: CompanyRow,
  file: Spooled & { fileName: string },
  isPreview: boolean,
): Promise<ImportResult> {
  const csv = await readCsv(file.path, file.encoding);
  const mapping = mapImportHeader(csv.header);
  if (mapping.missing.length > 0) throw badRequest(missingColumnsMessage(mapping.missing));
  const fields = IMPORT_FIELDS.filter((f) => mapping.columns.includes(f));
  const checks = checkImportRows(
    csv.records.map((r) => ({ line: r.line, values: rowValues(mapping.columns, r.cells) })),
  );
  const existing = await locationsByImportKey(ctx.db, network.guid);
  const rows: ImportRowResult[] = checks.map((check) => {
    const match = check.values.importKey ? existing.get(check.values.importKey) : undefined;
    const action = check.problems.length > 0 ? 'error' : match ? 'update' : 'create';
    return {
      line: check.line,
      action,
      name: check.values.name ?? '',
      importKey: check.values.importKey ?? '',
      guid: match?.guid ?? null,
      changes: match ? changedLabels(match, check.values) : [],
      problems: check.problems,
      warnings: check.warnings,
      values: check.values,
    };
  });
  const count = (action: ImportRowResult['action']) => rows.filter((r) => r.action === action).length;
  const result: ImportResult = {
    success: true,
    isPreview,
    imported: false,
    fileName: file.fileName,
    encoding: file.encoding,
    delimiter: csv.delimiter,
    columns: mapping.columns,
    ignoredColumns: mapping.ignored,
    totals: {
      rows: rows.length,
      create: count('create'),
      update: count('update'),
      error: count('error'),
      warnings: rows.reduce((n, r) => n + r.warnings.length, 0),
    },
    rows,
  };
  if (isPreview) return result;
  if (result.totals.error > 0) throw new ImportRejected({ ...result, success: false });
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    await upsertLocations(
      tx,
      network.guid,
      fields,
      rows.map((r) => ({ guid: randomUUID(), values: r.values })),
      now,
    );
    await audit(tx, actor, 'import', 'company', network.guid, null, {
      fileName: file.fileName,
      created: result.totals.create,
      updated: result.totals.update,
    });
  });
  return { ...result, imported: true };
}
