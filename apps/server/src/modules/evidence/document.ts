import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatEuro } from '@signage/shared';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { unwrapWoff } from '../../lib/offer-render/fonts.js';
import type { Storage } from '../../lib/storage.js';
import { readBytes } from '../../lib/storage.js';
import type { EvidenceGlass, EvidenceReport, EvidenceVersion } from './report.js';

/** The document "Nachweis der Schaufensterwerbung" as PDF (pdfkit) and XLSX (exceljs). */
export const DOCUMENT_TITLE = 'Nachweis der Schaufensterwerbung';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** Roboto (latin, with umlauts and €) from the bundled @fontsource package, as TrueType, embedded in the PDF. */
export function robotoFonts() {
  const load = (weight: number) =>
    unwrapWoff(readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`)));
  fonts ??= { regular: load(400), bold: load(700) };
  return fonts;
}

const ZONE = 'Europe/Berlin';
/** Date and time in Berlin as the document writes them, with or without the seconds. */
const berlinFormat = (seconds: boolean) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  });
const dateTime = berlinFormat(false);
const dateTimeSeconds = berlinFormat(true);
export const germanTime = (iso: string) => `${dateTime.format(new Date(iso))} Uhr`;
/** A play's start to the second (the JSON has the milliseconds). */
export const germanSecond = (iso: string) => `${dateTimeSeconds.format(new Date(iso))} Uhr`;
const secondsText = (n: number) => `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(n)} Sekunden`;
export const germanDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
const SIDES = { h: 'horizontal', v: 'vertikal' } as const;
const RESULTS: Record<string, string> = {
  confirmed: 'bestätigt (unverändert)',
  changed: 'geändert, Bilder erneuert',
  failing: 'Anbieter nicht erreichbar',
  'taken-down': 'abgenommen',
};
export const resultText = (r: string) => RESULTS[r] ?? r;
const period = (v: EvidenceVersion) => `${germanTime(v.from)} – ${v.to ? germanTime(v.to) : 'läuft noch'}`;
/** What 'Prüfung auf dem Glas' is, in one sentence for the reader of the document. */
const GLASS_INTRO =
  'Der Web-Player sendet beim ersten Zeigen des Bildes je Bildschirm und Tag sowie auf Anforderung ein kleines ' +
  'Abbild dessen, was er angezeigt hat; der Server vergleicht es mit der Datei, die der Bildschirm zeigen soll ' +
  '(Abstand 0–255). Andere Player (Android) senden kein Abbild: nicht prüfbar.';
/** The file a check was compared with: the version, the item and the file's SHA-256 (what an old entry has). */
const comparedWith = (g: EvidenceGlass) =>
  [g.version ? `Version ${g.version}` : '', g.itemName ?? '', g.expectedSha256 ? `SHA-256 ${g.expectedSha256}` : '']
    .filter(Boolean)
    .join(', ');
const distanceText = (g: EvidenceGlass) =>
  g.distance === null ? '' : `${g.distance}${g.maxDistance === null ? '' : ` (bestätigt bis ${g.maxDistance})`}`;
const glassLine = (g: EvidenceGlass) => {
  if (!g.shownAt) return 'nicht prüfbar (kein Web-Player)';
  const distance = distanceText(g);
  const compared = comparedWith(g);
  return (
    `${germanSecond(g.shownAt)}: ${g.result}${distance ? `, Abstand ${distance}` : ''}` +
    `${compared ? `, verglichen mit ${compared}` : ''}${g.requested ? ', angefordert' : ''}`
  );
};
/** The bundled font has no arrow: the change summaries' '→' is written '->'. */
const pdfText = (s: string) => s.replaceAll('→', '->');

async function thumbnailOf(files: Storage, key: string): Promise<Buffer | null> {
  try {
    const png = await readBytes(files, key);
    return await sharp(png).resize({ width: 360, height: 360, fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}

export async function evidencePdf(report: EvidenceReport, files: Storage): Promise<Buffer> {
  const { regular, bold } = robotoFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: DOCUMENT_TITLE, Author: report.location.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('R', regular);
  doc.registerFont('B', bold);
  const text = (s: string, options?: PDFKit.Mixins.TextOptions) => doc.font('R').fontSize(10).text(pdfText(s), options);
  const heading = (s: string, size = 13) => doc.moveDown(0.6).font('B').fontSize(size).text(pdfText(s)).moveDown(0.2);
  const line = (label: string, value: string) =>
    doc.font('B').fontSize(10).text(`${label}: `, { continued: true }).font('R').text(pdfText(value));

  doc.font('B').fontSize(18).text(DOCUMENT_TITLE);
  doc.moveDown(0.3);
  line('Standort', report.location.name);
  line('Angebot', report.offerId);
  line('Erstellt', germanTime(report.createdAt));
  line('Prüfung der Hash-Kette', report.chain.sentence);

  for (const [i, v] of report.versions.entries()) {
    heading(`Version ${i + 1} (Eintrag ${v.seq})`);
    const f = v.fields;
    line('Hotel', `${f.hotelName}, ${f.destination}${f.region ? ` (${f.region})` : ''}`);
    line('Preis', `${formatEuro(f.price)} ${f.priceInfo}`);
    line('Reisezeitraum', `${germanDay(f.departureDate)} – ${germanDay(f.arrivalDate)}, ${f.nights} Nächte`);
    line('Verpflegung, Zimmer, Abflug', `${f.board}; ${f.roomType}; ${f.departureAirport}`);
    line('Stand', germanTime(v.stand));
    line('Gezeigt', period(v));
    line('Anbieter', `${v.provider}, SHA-256 der Antwort ${v.answerSha256}`);
    for (const img of v.images) line(`Bild ${SIDES[img.side]}`, `SHA-256 ${img.sha256} (${img.bytes} Bytes)`);
    const thumbs = await Promise.all(v.images.map((img) => thumbnailOf(files, img.key)));
    if (thumbs.some(Boolean)) {
      if (doc.y + 130 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const top = doc.y + 4;
      let x = doc.page.margins.left;
      for (const t of thumbs) {
        if (!t) continue;
        doc.image(t, x, top, { fit: [180, 120] });
        x += 190;
      }
      doc.y = top + 124;
    }
    doc.x = doc.page.margins.left;
    if (v.screens.length === 0) text('Ausspielungen: keine gemeldet.');
    for (const s of v.screens) {
      text(
        `Bildschirm ${s.name}: ${s.plays} Ausspielungen (${secondsText(s.seconds)}, ${s.securedPlays} mit Gerätegeheimnis), ` +
          `erste am ${germanSecond(s.firstPlay)}, letzte am ${germanSecond(s.lastPlay)}`,
      );
    }
    line('Ausspielungen gesamt', `${v.plays} (${secondsText(v.seconds)}, ${v.securedPlays} mit Gerätegeheimnis)`);
  }

  heading('Platzierung');
  for (const p of report.placements) {
    text(
      `${germanTime(p.at)}: hinzugefügt von Agentur ${p.advisoryId} (SHA-256 der IP-Adresse ${p.ipSha256}), ` +
        `Zeitraum von ${germanTime(p.from)} bis ${germanTime(p.till)}, Playlists: ${p.playlists.map((l) => `${l.name} (${SIDES[l.side as 'h' | 'v'] ?? l.side})`).join(', ')}`,
    );
  }
  heading('Prüfungen beim Anbieter');
  if (report.rechecks.length === 0) text('Keine.');
  for (const r of report.rechecks)
    text(`${germanTime(r.at)}: ${resultText(r.result)}${r.summary ? ` – ${r.summary}` : ''}`);
  heading('Abnahme');
  if (report.takedowns.length === 0) text('Das Angebot wurde nicht abgenommen.');
  for (const t of report.takedowns) text(`${germanTime(t.at)}: aus der Schleife genommen. Grund: ${t.reason}`);

  heading('Prüfung auf dem Glas');
  text(GLASS_INTRO);
  if (report.glass.length === 0) text('Keine Prüfung gemeldet.');
  let screen: string | null = null;
  for (const g of report.glass) {
    if (g.guidDevice !== screen) {
      screen = g.guidDevice;
      doc
        .moveDown(0.3)
        .font('B')
        .fontSize(10)
        .text(pdfText(`Bildschirm ${g.name}`));
    }
    text(glassLine(g), { indent: 12 });
  }

  heading('Einträge der Hash-Kette');
  for (const e of report.entries) {
    doc
      .font('R')
      .fontSize(8)
      .text(`${e.seq} · ${e.kind} · ${germanTime(e.createdAt)} · ${e.hash}`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

export async function evidenceWorkbook(report: EvidenceReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Digital-Signage-Plattform';
  book.title = DOCUMENT_TITLE;
  const bold = (sheet: ExcelJS.Worksheet) => {
    sheet.getRow(1).font = { bold: true };
  };
  const summary = book.addWorksheet('Nachweis');
  summary.columns = [
    { header: DOCUMENT_TITLE, key: 'label', width: 28 },
    { header: '', key: 'value', width: 90 },
  ];
  summary.addRows([
    { label: 'Standort', value: report.location.name },
    { label: 'Angebot', value: report.offerId },
    { label: 'Erstellt', value: germanTime(report.createdAt) },
    { label: 'Hash-Kette intakt', value: report.chain.intact ? 'ja' : 'nein' },
    { label: 'Prüfung der Hash-Kette', value: report.chain.sentence },
    {
      label: 'Abnahme',
      value: report.takedowns.map((t) => `${germanTime(t.at)}: ${t.reason}`).join('\n') || 'nicht abgenommen',
    },
  ]);
  bold(summary);
  const versions = book.addWorksheet('Versionen', { views: [{ state: 'frozen', ySplit: 1 }] });
  versions.columns = [
    { header: 'Version', key: 'n', width: 9 },
    { header: 'Gezeigt von', key: 'from', width: 20 },
    { header: 'Gezeigt bis', key: 'to', width: 20 },
    { header: 'Stand', key: 'stand', width: 20 },
    { header: 'Hotel', key: 'hotel', width: 30 },
    { header: 'Preis (€)', key: 'price', width: 12, style: { numFmt: '#,##0.00' } },
    { header: 'Preisangabe', key: 'priceInfo', width: 14 },
    { header: 'Reisezeitraum', key: 'travel', width: 24 },
    { header: 'SHA-256 Bild horizontal', key: 'h', width: 66 },
    { header: 'SHA-256 Bild vertikal', key: 'v', width: 66 },
    { header: 'Ausspielungen', key: 'plays', width: 14 },
    { header: 'Sekunden', key: 'seconds', width: 12 },
    { header: 'mit Gerätegeheimnis', key: 'secured', width: 20 },
  ];
  const plays = book.addWorksheet('Ausspielungen', { views: [{ state: 'frozen', ySplit: 1 }] });
  plays.columns = [
    { header: 'Version', key: 'n', width: 9 },
    { header: 'Bildschirm', key: 'name', width: 30 },
    { header: 'Erste Ausspielung (Beginn)', key: 'first', width: 26 },
    { header: 'Letzte Ausspielung (Beginn)', key: 'last', width: 26 },
    { header: 'Ausspielungen', key: 'plays', width: 14 },
    { header: 'Sekunden', key: 'seconds', width: 12 },
    { header: 'mit Gerätegeheimnis', key: 'secured', width: 20 },
  ];
  for (const [i, v] of report.versions.entries()) {
    const image = (side: 'h' | 'v') => v.images.find((img) => img.side === side)?.sha256 ?? '';
    versions.addRow({
      n: i + 1,
      from: germanTime(v.from),
      to: v.to ? germanTime(v.to) : 'läuft noch',
      stand: germanTime(v.stand),
      hotel: v.fields.hotelName,
      price: v.fields.price,
      priceInfo: v.fields.priceInfo,
      travel: `${germanDay(v.fields.departureDate)} – ${germanDay(v.fields.arrivalDate)}`,
      h: image('h'),
      v: image('v'),
      plays: v.plays,
      seconds: v.seconds,
      secured: v.securedPlays,
    });
    for (const s of v.screens) {
      plays.addRow({
        n: i + 1,
        name: s.name,
        first: germanSecond(s.firstPlay),
        last: germanSecond(s.lastPlay),
        plays: s.plays,
        seconds: s.seconds,
        secured: s.securedPlays,
      });
    }
  }
  bold(versions);
  bold(plays);
  const checks = book.addWorksheet('Prüfungen');
  checks.columns = [
    { header: 'Zeit', key: 'at', width: 20 },
    { header: 'Ergebnis', key: 'result', width: 28 },
    { header: 'Änderung', key: 'summary', width: 60 },
  ];
  checks.addRows(
    report.rechecks.map((r) => ({ at: germanTime(r.at), result: resultText(r.result), summary: r.summary ?? '' })),
  );
  bold(checks);
  const glass = book.addWorksheet('Glasprüfung', { views: [{ state: 'frozen', ySplit: 1 }] });
  glass.columns = [
    { header: 'Bildschirm', key: 'name', width: 30 },
    { header: 'Gezeigt', key: 'at', width: 26 },
    { header: 'Ergebnis', key: 'result', width: 14 },
    { header: 'Abstand', key: 'distance', width: 10 },
    { header: 'Bestätigt bis', key: 'max', width: 13 },
    { header: 'Version', key: 'version', width: 9 },
    { header: 'Bild', key: 'item', width: 30 },
    { header: 'SHA-256 der verglichenen Datei', key: 'sha', width: 66 },
    { header: 'Angefordert', key: 'requested', width: 12 },
    { header: 'Eintrag der Hash-Kette', key: 'seq', width: 22 },
  ];
  glass.addRows(
    report.glass.map((g) => ({
      name: g.name,
      at: g.shownAt ? germanSecond(g.shownAt) : '',
      result: g.result,
      distance: g.distance ?? '',
      max: g.maxDistance ?? '',
      version: g.version ?? '',
      item: g.itemName ?? '',
      sha: g.expectedSha256 ?? '',
      requested: g.seq === null ? '' : g.requested ? 'ja' : 'nein',
      seq: g.seq ?? '',
    })),
  );
  bold(glass);
  const chain = book.addWorksheet('Hash-Kette');
  chain.columns = [
    { header: 'Eintrag', key: 'seq', width: 9 },
    { header: 'Art', key: 'kind', width: 10 },
    { header: 'Zeit', key: 'at', width: 20 },
    { header: 'Hash', key: 'hash', width: 66 },
    { header: 'Vorheriger Hash', key: 'prev', width: 66 },
    { header: 'Daten (JSON)', key: 'data', width: 80 },
  ];
  chain.addRows(
    report.entries.map((e) => ({
      seq: e.seq,
      kind: e.kind,
      at: germanTime(e.createdAt),
      hash: e.hash,
      prev: e.prevHash,
      data: JSON.stringify(e.data),
    })),
  );
  bold(chain);
  return Buffer.from(await book.xlsx.writeBuffer());
}
