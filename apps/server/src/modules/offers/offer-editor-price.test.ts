import { formatEuro, type OfferEditorField, type OfferField } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueJob, JobName } from '../../db/job-queue.js';
import { auditLog, jobs, offerChecks, offerEditorValues } from '../../db/schema.js';
import { type OfferAgency, offerAgency, offerCall, providerOffer, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { startHttpServer } from '../../test/http-test-server.js';
import { runOfferChecks } from './recheck-job.js';

/** Every text set the renderer was given (what the images show), in order. */
const spy = vi.hoisted(() => ({ drawn: [] as Array<Partial<Record<OfferField, string>>> }));
vi.mock('../../lib/offer-render/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/offer-render/index.js')>();
  return {
    ...real,
    renderOffer: (...args: Parameters<typeof real.renderOffer>) => {
      spy.drawn.push({ ...args[1].fields });
      return real.renderOffer(...args);
    },
  };
});

const BASE = { ...providerOffer('7'), price: 2049.99 };
let answer: typeof BASE = BASE;
const provider = await startHttpServer((req, res) => {
  res.writeHead(req.url?.startsWith('/offers/7?') ? 200 : 404, { 'content-type': 'application/json' });
  res.end(req.url?.startsWith('/offers/7?') ? JSON.stringify(answer) : '{}');
});
afterAll(() => provider.close());

const h = useHarness({ OFFER_PROVIDER: 'http', OFFER_PROVIDER_URL: provider.origin, OFFER_PROVIDER_TIMEOUT_MS: '500' });
const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);
const HOUR = 3_600_000;
beforeEach(() => {
  answer = BASE;
  spy.drawn.length = 0;
});

const offer7 = (a: OfferAgency) => ({ ...target(a, '7'), provider: 'http' });
async function editorInit(a: OfferAgency): Promise<OfferEditorField[]> {
  const res = await offerCall(h, 'updateMode', { ...offer7(a), mode: 'INIT_EDITOR', taskFolder: 'x' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().editorFields;
}
/** 'Übernehmen' as the web app sends it: every field of the editor, some changed. */
async function apply(a: OfferAgency, changes: Partial<Record<OfferEditorField['key'], string>>) {
  const fields = (await editorInit(a)).map((f) => ({ key: f.key, value: changes[f.key] ?? f.value }));
  const res = await offerCall(h, 'updateMode', {
    ...offer7(a),
    mode: 'USE_EDITOR_VALUES',
    taskFolder: 'x',
    editorFields: JSON.stringify(fields),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().editorFields as OfferEditorField[];
}
async function add(a: OfferAgency) {
  const res = await offerCall(h, 'addToOffice', {
    ...offer7(a),
    agencyId: a.advisoryId,
    start: BERLIN_0('2026-06-01'),
    end: BERLIN_0('2026-06-08') + 23 * HOUR,
    targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** The provider changes the offer, the scheduled re-check runs: the texts of both images it drew. */
async function providerChanges(next: typeof BASE) {
  answer = next;
  h.clock.advance(HOUR);
  const drawnBefore = spy.drawn.length;
  expect(await runOfferChecks(h.app.ctx)).toMatchObject({ changed: 1, errors: 0 });
  const drawn = spy.drawn.slice(drawnBefore);
  expect(drawn).toHaveLength(2); // vertical and horizontal
  return drawn;
}
const rerenders = () =>
  h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'offer-rerender'), eq(auditLog.entityGuid, '7')));

describe("the editor does not freeze the provider's fields", () => {
  it("after an agent's edit, a new provider price reaches both images; Stammdaten and images agree", {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await apply(a, { hotelName: 'Hotel Testküste (unser Tipp)' });
    await add(a);
    expect(spy.drawn.at(-1)?.price).toBe(formatEuro(2049.99));
    const drawn = await providerChanges({ ...BASE, price: 1899 });
    for (const fields of drawn) {
      expect(fields.price).toBe(formatEuro(1899));
      expect(fields.hotelName).toBe('Hotel Testküste (unser Tipp)'); // the agency's own text stays
      expect(fields.confirmedAt).toMatch(/^Stand: /);
    }
    const [check] = await h.database.db.select().from(offerChecks);
    expect(check.changeSummary).toBe(`Preis: ${formatEuro(2049.99)} → ${formatEuro(1899)}`);
    // the background re-render is audited: offer, location, what changed
    expect(await rerenders()).toEqual([
      expect.objectContaining({
        entity: 'offer',
        guidUser: null,
        after: expect.objectContaining({ agency: a.location, changes: check.changeSummary, price: 1899 }),
      }),
    ]);
  });

  it('a price typed into the editor is never drawn or stored; the provider moving it reaches the screens', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const answered = await apply(a, { price: '11.999 €', board: 'All inclusive', offerHost: 'Wir' });
    expect(answered.find((f) => f.key === 'price')?.value).toBe(formatEuro(2049.99));
    const [stored] = await h.database.db.select().from(offerEditorValues);
    const storedKeys = (stored.fields as OfferEditorField[]).map((f) => f.key);
    expect(storedKeys).not.toContain('price');
    expect(storedKeys).not.toContain('board');
    expect(storedKeys).not.toContain('offerHost');
    expect((await editorInit(a)).find((f) => f.key === 'price')?.value).toBe(formatEuro(2049.99));
    await add(a);
    const added = spy.drawn.at(-1);
    expect(added).toMatchObject({ price: formatEuro(2049.99), board: 'Halbpension', offerHost: 'Reisebüro Test' });
    for (const fields of await providerChanges({ ...BASE, price: 13000.5 })) {
      expect(fields.price).toBe(formatEuro(13000.5));
    }
  });

  it('editor values stored before (price among them) do not win at the re-check either', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await add(a);
    // a row as the old code stored it, and a check row from before the added values were kept
    await h.database.db.insert(offerEditorValues).values({
      guidCompany: a.location,
      offerId: '7',
      fields: [
        { key: 'price', value: '11.999 €' },
        { key: 'travelDates', value: '01.01.2027 – 08.01.2027' },
        { key: 'hotelName', value: 'Altes Hotel' },
      ],
    });
    await h.database.db.update(offerChecks).set({ editor: null });
    for (const fields of await providerChanges({ ...BASE, price: 13000.5 })) {
      expect(fields).toMatchObject({
        price: formatEuro(13000.5),
        travelDates: '01.07.2026 – 08.07.2026',
        hotelName: 'Altes Hotel',
      });
    }
  });

  it('editor changes only previewed, never added, do not reach the running screens', { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await apply(a, { hotelName: 'Hinzugefügt' });
    await add(a);
    // a later edit, previewed (both images rendered with it), but not added
    await apply(a, { hotelName: 'Nur Vorschau', imageIndex: '0' });
    const preview = await offerCall(h, 'createOfferImage', { ...offer7(a), cache: false });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(spy.drawn.at(-1)?.hotelName).toBe('Nur Vorschau');
    for (const fields of await providerChanges({ ...BASE, price: 1899 })) {
      expect(fields.hotelName).toBe('Hinzugefügt');
      expect(fields.price).toBe(formatEuro(1899));
    }
    // adding it makes it the running one
    await add(a);
    for (const fields of await providerChanges({ ...BASE, price: 1799 })) expect(fields.hotelName).toBe('Nur Vorschau');
  });
});

describe('a new offer check interval applies at once', () => {
  const waitingRun = async () =>
    (
      await h.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.status, 'waiting'), eq(jobs.kind, JobName.offerCheck)))
    ).map((j) => j.runAt.getTime());
  const save = async (data: object) => {
    const res = await h.call('admin', {
      method: 'POST',
      url: '/v1/system/config',
      payload: { name: 'offerCheck', data: JSON.stringify(data) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('re-plans the waiting run: one new interval after the last run started, at once if that has passed', async () => {
    await save({ intervalMinutes: 60 });
    const started = h.clock.now();
    await enqueueJob(h.database.db, h.clock, JobName.offerCheck, {});
    await h.app.jobs.runOnce();
    expect(await waitingRun()).toEqual([started + 60 * 60_000]);
    h.clock.advance(5 * 60_000);
    await save({ intervalMinutes: 10 });
    expect(await waitingRun()).toEqual([started + 10 * 60_000]);
    await save({ intervalMinutes: 120, mailContact: true });
    expect(await waitingRun()).toEqual([started + 120 * 60_000]);
    await save({ intervalMinutes: 120 }); // same interval: the plan stays
    expect(await waitingRun()).toEqual([started + 120 * 60_000]);
    h.clock.advance(20 * 60_000);
    await save({ intervalMinutes: 15 }); // the last run started 25 minutes ago: due now
    expect(await waitingRun()).toEqual([h.clock.now()]);
  });
});
