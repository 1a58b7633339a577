import type { Company } from '@signage/shared';

/** Value of the company choice for a playlist without company (global users only). */
export const GLOBAL_CHOICE = '__global__';

export interface CompanyChoice {
  value: string;
  label: string;
  depth: 0 | 1;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Networks with their locations indented below; locations without a network at the end. */
export function companyChoices(companies: readonly Company[], allowGlobal: boolean): CompanyChoice[] {
  const byName = [...companies].sort((a, b) => collator.compare(a.name, b.name));
  const networks = byName.filter((c) => c.isMother === 1);
  const known = new Set(networks.map((n) => n.guid));
  const out: CompanyChoice[] = allowGlobal ? [{ value: GLOBAL_CHOICE, label: '', depth: 0 }] : [];
  for (const network of networks) {
    out.push({ value: network.guid, label: network.name, depth: 0 });
    for (const location of byName.filter((c) => c.isMother === 0 && c.guidParent === network.guid)) {
      out.push({ value: location.guid, label: location.name, depth: 1 });
    }
  }
  for (const orphan of byName.filter((c) => c.isMother === 0 && !(c.guidParent && known.has(c.guidParent)))) {
    out.push({ value: orphan.guid, label: orphan.name, depth: 0 });
  }
  return out;
}
