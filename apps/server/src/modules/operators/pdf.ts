import { OPERATOR_GROUP_LABELS, type OperatorReport } from '@signage/shared';
import PDFDocument from 'pdfkit';
import { germanDay, germanTime, robotoFonts } from '../evidence/document.js';

/** The operator's report as PDF: the same engine and font as the evidence document (pdfkit, Roboto). */
export const OPERATOR_PDF_TITLE = 'Nachweis der eigenen Angebote';

const whole = new Intl.NumberFormat('de-DE');
const hours = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const STEPS = { day: 'Tag', week: 'Woche', month: 'Monat' } as const;

type Figures = Omit<OperatorReport['total'], 'scans'> & { scans: number | null };

export async function operatorPdf(report: OperatorReport, operatorName: string, createdAt: number): Promise<Buffer> {
  const { regular, bold } = robotoFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: OPERATOR_PDF_TITLE, Author: operatorName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('R', regular);
  doc.registerFont('B', bold);
  const line = (label: string, value: string) =>
    doc.font('B').fontSize(10).text(`${label}: `, { continued: true }).font('R').text(value);

  doc.font('B').fontSize(18).text(OPERATOR_PDF_TITLE);
  doc.moveDown(0.3);
  line('Veranstalter', operatorName);
  line('Zeitraum', `${germanDay(report.from)} – ${germanDay(report.to)}`);
  line('Gruppiert nach', `${OPERATOR_GROUP_LABELS[report.by]}, Zeitraster ${STEPS[report.period]}`);
  line('Erstellt', germanTime(new Date(createdAt).toISOString()));
  doc
    .moveDown(0.3)
    .font('R')
    .fontSize(9)
    .text(
      'Nur die eigenen Angebote, nur aus Agenturen, die Nachweise für Sie freigeben, ab dem freigegebenen Tag; ' +
        'bei Freigabe „nur Region“ statt der Agentur das PLZ-Gebiet.',
    );
  doc.moveDown(0.8);

  const offers = report.by === 'offer';
  const columns: Array<{
    head: string;
    width: number;
    value: (r: Figures & { label: string; context: string }) => string;
  }> = [
    { head: OPERATOR_GROUP_LABELS[report.by], width: 250, value: (r) => r.label },
    { head: 'Zuordnung', width: 80, value: (r) => r.context },
    { head: 'Wiedergaben', width: 80, value: (r) => whole.format(r.plays) },
    { head: 'Bildschirmstunden', width: 100, value: (r) => hours.format(r.seconds / 3600) },
    { head: 'Bildschirme', width: 70, value: (r) => whole.format(r.screens) },
    { head: 'Standorte', width: 70, value: (r) => whole.format(r.locations) },
    ...(offers ? [{ head: 'QR-Scans', width: 60, value: (r: Figures) => whole.format(r.scans ?? 0) }] : []),
  ];
  const row = (cells: string[], font: 'R' | 'B') => {
    if (doc.y + 18 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = doc.page.margins.left;
    let height = 0;
    for (const [i, c] of columns.entries()) {
      const align = i < 2 ? 'left' : 'right';
      doc
        .font(font)
        .fontSize(9)
        .text(cells[i] ?? '', x, top, { width: c.width - 6, align });
      height = Math.max(height, doc.y - top);
      x += c.width;
    }
    doc.y = top + height + 3;
    doc.x = doc.page.margins.left;
  };
  row(
    columns.map((c) => c.head),
    'B',
  );
  for (const r of report.rows)
    row(
      columns.map((c) => c.value(r)),
      'R',
    );
  row(
    columns.map((c, i) => (i === 0 ? 'Gesamt' : i === 1 ? '' : c.value({ ...report.total, label: '', context: '' }))),
    'B',
  );
  if (report.rows.length === 0) doc.moveDown().font('R').fontSize(10).text('Keine Wiedergaben in diesem Zeitraum.');

  doc.moveDown(1).font('B').fontSize(12).text(`Wiedergaben je ${STEPS[report.period]}`, doc.page.margins.left);
  doc.moveDown(0.2);
  const played = report.series.filter((p) => p.plays > 0);
  if (played.length < report.series.length)
    doc
      .font('R')
      .fontSize(9)
      .text(`Ohne Wiedergaben: ${report.series.length - played.length} weitere (nicht aufgeführt).`);
  for (const p of played) {
    if (doc.y + 14 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc
      .font('R')
      .fontSize(9)
      .text(
        `${germanDay(p.day)}: ${whole.format(p.plays)} Wiedergaben, ${hours.format(p.seconds / 3600)} Bildschirmstunden`,
      );
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
