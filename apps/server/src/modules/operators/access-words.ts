import { OPERATOR_GROUP_LABELS, type OperatorGroup } from '@signage/shared';

/**
 * What an operator's request did, in the words of the people reading the access log (the agency, the operator's
 * administrator): never the address itself. Pure, so the wording is tested on its own.
 */

const FILES: Record<string, string> = {
  csv: 'Bericht als CSV-Datei',
  xlsx: 'Bericht als Excel-Datei',
  pdf: 'Bericht als PDF',
};
const STEPS: Record<string, string> = { week: 'je Woche', month: 'je Monat' };

/** 2026-05-01 → 01.05.2026; anything else → null. */
function germanDay(value: string | null): string | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : null;
}

function reportWords(kind: string, query: URLSearchParams): string {
  const by = query.get('by') ?? 'offer';
  const label = OPERATOR_GROUP_LABELS[by as OperatorGroup];
  const parts = [`${FILES[kind] ?? 'Bericht'}${label ? ` nach ${label}` : ''}`];
  const from = germanDay(query.get('from'));
  const to = germanDay(query.get('to'));
  if (from && to) parts.push(from === to ? from : `${from}–${to}`);
  const step = STEPS[query.get('period') ?? ''];
  if (step && kind === 'report') parts.push(step);
  return parts.join(', ');
}

/** The plain German of one request (method and address as the log holds them). */
export function accessWords(method: string, address: string): string {
  const url = new URL(address, 'http://log.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  const get = method.toUpperCase() === 'GET';
  const report = /^\/v1\/operator\/report(?:\/(csv|xlsx|pdf))?$/.exec(path);
  if (report && get) return reportWords(report[1] ?? 'report', url.searchParams);
  const offer = /^\/v1\/operator\/offers\/([^/]+)\/(images|evidence)(\/[^/]+)?$/.exec(path);
  if (offer && get) {
    const id = decodeURIComponent(offer[1] ?? '');
    if (offer[3]) return `Bild des Angebots ${id} geladen`;
    return offer[2] === 'images'
      ? `Gelaufene Bilder des Angebots ${id} angesehen`
      : `Nachweis des Angebots ${id} angesehen`;
  }
  if (path === '/v1/operator/me' && get) return 'Portal geöffnet';
  if (path === '/v1/operator/accesses' && get) return 'Zugriffe der eigenen Benutzer angesehen';
  if (path === '/v1/operator/tokens') {
    if (get) return 'Zugangsschlüssel angesehen';
    if (method.toUpperCase() === 'POST') return 'Zugangsschlüssel angelegt';
  }
  if (/^\/v1\/operator\/tokens\/[^/]+$/.test(path) && method.toUpperCase() === 'DELETE') {
    return 'Zugangsschlüssel widerrufen';
  }
  if (path === '/v1/user/logout') return 'Abgemeldet';
  if (path === '/v1/user/me' && get) return 'Anmeldung geprüft';
  const inPortal = path.startsWith('/v1/operator/');
  if (get) return inPortal ? 'Sonstiger Abruf im Portal' : 'Abruf außerhalb des Portals';
  return inPortal ? 'Sonstige Änderung im Portal' : 'Änderung außerhalb des Portals';
}

/** The answer's status in plain German, and whether the request was carried out. */
export function accessResult(status: string | number): { ok: boolean; result: string } {
  const code = Number(status);
  if (code >= 200 && code < 400) return { ok: true, result: 'Ausgeführt' };
  if (code === 401) return { ok: false, result: 'Abgelehnt: nicht angemeldet oder Schlüssel ungültig' };
  if (code === 403) return { ok: false, result: 'Abgelehnt: keine Berechtigung' };
  if (code === 404) return { ok: false, result: 'Nicht gefunden' };
  if (code === 429) return { ok: false, result: 'Abgelehnt: zu viele Anfragen' };
  if (code >= 400 && code < 500) return { ok: false, result: 'Abgelehnt: ungültige Angaben' };
  return { ok: false, result: 'Fehler des Servers' };
}
