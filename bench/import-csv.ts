// CSV import of 10,000 locations: preview, import, re-import (all updates) times and the process's peak RSS
// (sampled every 10 ms). Targets: each < 5 s, peak RSS < 200 MB.
// Run: node --import tsx bench/import-csv.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { randomUUID } from 'node:crypto';
import { addBenchNetwork, startBenchApp } from './companies-setup.js';

const ROWS = 10_000;
const MB = 1024 * 1024;

function csvFile(): Buffer {
  const lines = ['Standort;Büroadresse Straße;PLZ;Ort;Ansprechpartner;Telefonnummer;Büro E-Mailadresse;Firmen-ID'];
  for (let i = 0; i < ROWS; i++) {
    const name = i % 10 === 0 ? `"Reisebüro ""Sonne"" ${i}; Filiale"` : `Reisebüro Größe ${i}`;
    lines.push(
      `${name};Hauptstraße ${i};${String(10000 + (i % 89999))};München ${i % 97};Jürgen Müller ${i};089 ${i};filiale${i}@example.de;R-${i}`,
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

function multipart(content: Buffer) {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="standorte.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const bench = await startBenchApp();
const network = await addBenchNetwork(bench.database, 'Import-Netz');
const token = await bench.signIn('Netzwerk-Administrator', network);
const file = csvFile();
const body = multipart(file);
// warm-up on a small file so code loading is not measured
await bench.as(token, { method: 'POST', url: `/v1/companies/upload/${network}`, ...multipart(file.subarray(0, 2000)) });

async function step(
  label: string,
  query: string,
  expect: (json: { totals: Record<string, number>; imported: boolean }) => boolean,
) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const res = await bench.as(token, { method: 'POST', url: `/v1/companies/upload/${network}${query}`, ...body });
  const elapsed = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const json = res.json();
  if (res.statusCode !== 200 || !expect(json)) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const time = elapsed < 5000 ? 'time OK' : 'TOO SLOW';
  const rss = peak < 200 * MB ? 'RSS OK' : 'RSS over 200 MB';
  console.log(
    `${label.padEnd(34)} ${(elapsed / 1000).toFixed(2)} s  ${time};  RSS baseline ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (import itself +${((peak - baseline) / MB).toFixed(0)} MB)  ${rss}`,
  );
  return { elapsed, peak };
}

console.log(`CSV import benchmark on ${bench.kind}, node ${process.version}`);
console.log(
  `file: ${ROWS} rows, ${(file.length / MB).toFixed(2)} MB, UTF-8 with BOM, ';', CRLF, quoted fields every 10th row`,
);
const results = [
  await step('preview (isPreview=true)', '?isPreview=true', (j) => j.totals.create === ROWS && !j.imported),
  await step('import (isPreview=false)', '?isPreview=false', (j) => j.totals.create === ROWS && j.imported),
  await step('re-import same file (all updates)', '?isPreview=false', (j) => j.totals.update === ROWS && j.imported),
];
await bench.close();
console.log('RSS is the whole process: the app as loaded under tsx, and with PGlite its in-process database engine.');
process.exitCode = results.every((r) => r.elapsed < 5000 && r.peak < 200 * MB) ? 0 : 1;
