import { describe, expect, it } from 'vitest';
import { accessResult, accessWords } from './access-words.js';

describe('the access log in plain German', () => {
  it('names the report, its grouping, period and step', () => {
    const q = 'from=2026-05-01&to=2026-05-31';
    expect(accessWords('GET', `/v1/operator/report?${q}&by=offer&period=day`)).toBe(
      'Bericht nach Angebot, 01.05.2026–31.05.2026',
    );
    expect(accessWords('GET', `/v1/operator/report?${q}&by=region&period=week`)).toBe(
      'Bericht nach Region, 01.05.2026–31.05.2026, je Woche',
    );
    expect(accessWords('GET', `/v1/operator/report?${q}`)).toBe('Bericht nach Angebot, 01.05.2026–31.05.2026');
    expect(accessWords('GET', '/v1/operator/report?from=2026-05-01&to=2026-05-01&by=agency')).toBe(
      'Bericht nach Agentur, 01.05.2026',
    );
  });

  it('names the files', () => {
    const q = 'from=2026-05-01&to=2026-05-31&by=agency&period=month';
    expect(accessWords('GET', `/v1/operator/report/xlsx?${q}`)).toBe(
      'Bericht als Excel-Datei nach Agentur, 01.05.2026–31.05.2026',
    );
    expect(accessWords('GET', `/v1/operator/report/csv?${q}`)).toBe(
      'Bericht als CSV-Datei nach Agentur, 01.05.2026–31.05.2026',
    );
    expect(accessWords('GET', `/v1/operator/report/pdf?${q}`)).toBe(
      'Bericht als PDF nach Agentur, 01.05.2026–31.05.2026',
    );
  });

  it("names an offer's images, image files and archive records by the offer", () => {
    const q = 'from=2026-05-01&to=2026-05-31';
    expect(accessWords('GET', `/v1/operator/offers/T100/images?${q}`)).toBe(
      'Gelaufene Bilder des Angebots T100 angesehen',
    );
    expect(accessWords('GET', `/v1/operator/offers/T%20100/evidence?${q}`)).toBe(
      'Nachweis des Angebots T 100 angesehen',
    );
    expect(accessWords('GET', `/v1/operator/offers/T100/images/${'a'.repeat(64)}?size=thumb`)).toBe(
      'Bild des Angebots T100 geladen',
    );
  });

  it('leaves out what the address does not say right', () => {
    expect(accessWords('GET', '/v1/operator/report?from=gestern&to=2026-05-31&by=quatsch')).toBe('Bericht');
    expect(accessWords('GET', '/v1/operator/report')).toBe('Bericht nach Angebot');
  });

  it('names the portal’s other steps', () => {
    expect(accessWords('GET', '/v1/operator/me')).toBe('Portal geöffnet');
    expect(accessWords('GET', '/v1/operator/accesses?page=2')).toBe('Zugriffe der eigenen Benutzer angesehen');
    expect(accessWords('GET', '/v1/operator/tokens')).toBe('Zugangsschlüssel angesehen');
    expect(accessWords('POST', '/v1/operator/tokens')).toBe('Zugangsschlüssel angelegt');
    expect(accessWords('DELETE', '/v1/operator/tokens/0b0e6a52-7d0c-4d43-9d36-5f0f5d0e8a11')).toBe(
      'Zugangsschlüssel widerrufen',
    );
    expect(accessWords('GET', '/v1/user/logout')).toBe('Abgemeldet');
    expect(accessWords('GET', '/v1/user/me')).toBe('Anmeldung geprüft');
  });

  it('says something sensible for any other address, never the address', () => {
    expect(accessWords('GET', '/v1/operator/neu?x=1')).toBe('Sonstiger Abruf im Portal');
    expect(accessWords('PUT', '/v1/operator/neu')).toBe('Sonstige Änderung im Portal');
    expect(accessWords('GET', '/v1/companies/list?token=…')).toBe('Abruf außerhalb des Portals');
    expect(accessWords('POST', '/v1/companies')).toBe('Änderung außerhalb des Portals');
    expect(accessWords('GET', '%%%kaputt')).toBe('Abruf außerhalb des Portals');
  });

  it('says how the server answered', () => {
    expect(accessResult('200')).toEqual({ ok: true, result: 'Ausgeführt' });
    expect(accessResult('403')).toEqual({ ok: false, result: 'Abgelehnt: keine Berechtigung' });
    expect(accessResult('401').result).toBe('Abgelehnt: nicht angemeldet oder Schlüssel ungültig');
    expect(accessResult('404').result).toBe('Nicht gefunden');
    expect(accessResult('429').result).toBe('Abgelehnt: zu viele Anfragen');
    expect(accessResult('400').result).toBe('Abgelehnt: ungültige Angaben');
    expect(accessResult('500').result).toBe('Fehler des Servers');
  });
});
