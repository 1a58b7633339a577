import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDevice, addLocation, addPlaylist, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

/** Netz A: 1 device on the network, Standort A1 (no cost centre) 2 devices + 3 items, A2 1 device. */
async function seedCosts() {
  const a2 = await addLocation(h.database.db, { guidParent: h.fx.networkA, name: 'Standort A2', costCenter: 'A-200' });
  await addDevice(h.database.db, { guidParent: h.fx.networkA });
  await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
  await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
  await addDevice(h.database.db, { guidCompany: a2, guidParent: h.fx.networkB });
  await addPlaylist(h.database.db, { guidCompany: h.fx.locationA }, 3);
  await addPlaylist(h.database.db, { guidCompany: h.fx.locationB }, 1);
  return a2;
}

describe('cost accounting', () => {
  it('kav/ksttraeger lists the companies carrying a cost centre with their counts', async () => {
    const a2 = await seedCosts();
    const res = await h.call('admin', { method: 'GET', url: '/v1/kav/ksttraeger' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        costCenter: 'A-100',
        guid: h.fx.networkA,
        isMother: 1,
        cntLocations: 2,
        cntDevices: 1,
        cntPlaylistItems: 0,
      }),
      expect.objectContaining({ costCenter: 'A-200', guid: a2, networkName: 'Netz A', cntLocations: 0, cntDevices: 1 }),
      expect.objectContaining({ costCenter: 'B-100', guid: h.fx.networkB, cntDevices: 0 }),
    ]);
    const onlyA = await h.call('admin', { method: 'GET', url: `/v1/kav/ksttraeger?guid=${h.fx.networkA}` });
    expect(onlyA.json().map((r: { costCenter: string }) => r.costCenter)).toEqual(['A-100', 'A-200']);
  });

  it('kav/kstart/sum totals per cost centre, companies without one under null', async () => {
    await seedCosts();
    const res = await h.call('admin', { method: 'POST', url: '/v1/kav/kstart/sum', payload: {} });
    expect(res.json()).toEqual({
      rows: [
        { costCenter: 'A-100', cntCompanies: 1, cntNetworks: 1, cntLocations: 0, cntDevices: 1, cntPlaylistItems: 0 },
        { costCenter: 'A-200', cntCompanies: 1, cntNetworks: 0, cntLocations: 1, cntDevices: 1, cntPlaylistItems: 0 },
        { costCenter: 'B-100', cntCompanies: 1, cntNetworks: 1, cntLocations: 0, cntDevices: 0, cntPlaylistItems: 0 },
        { costCenter: null, cntCompanies: 2, cntNetworks: 0, cntLocations: 2, cntDevices: 2, cntPlaylistItems: 4 },
      ],
      total: { cntCompanies: 5, cntNetworks: 2, cntLocations: 3, cntDevices: 4, cntPlaylistItems: 4 },
    });
  });

  it('kav/VerteilungSummen distributes each network total over the network and its locations', async () => {
    await seedCosts();
    const [a, b] = (await h.call('admin', { method: 'GET', url: '/v1/kav/VerteilungSummen' })).json();
    expect(a.total).toEqual({ cntLocations: 2, cntDevices: 4, cntPlaylistItems: 3 });
    expect(
      a.parts.map((p: { name: string; cntDevices: number; shareDevices: number; sharePlaylistItems: number }) => [
        p.name,
        p.cntDevices,
        p.shareDevices,
        p.sharePlaylistItems,
      ]),
    ).toEqual([
      ['Netz A', 1, 25, 0],
      ['Standort A1', 2, 50, 100],
      ['Standort A2', 1, 25, 0],
    ]);
    expect(b.parts.map((p: { shareDevices: number }) => p.shareDevices)).toEqual([0, 0]);
  });

  it('kav/test reports what keeps the figures from adding up', async () => {
    await seedCosts();
    await addDevice(h.database.db, {});
    await addLocation(h.database.db, { guidParent: null, costCenter: 'A-100' });
    const res = (await h.call('admin', { method: 'GET', url: '/v1/kav/test' })).json();
    const counts = Object.fromEntries(res.checks.map((c: { key: string; count: number }) => [c.key, c.count]));
    expect(res.ok).toBe(false);
    expect(counts).toEqual({
      networksWithoutCostCenter: 0,
      locationsWithoutCostCenter: 2,
      locationsWithoutNetwork: 1,
      costCentersInSeveralNetworks: 1,
      devicesWithoutCompany: 1,
      devicesInWrongNetwork: 1,
    });
  });

  it('exports a real .xlsx with typed columns, bold header and autofilter', async () => {
    await seedCosts();
    await addLocation(h.database.db, { guidParent: h.fx.networkB, name: 'Formel', costCenter: '=1+1' });
    const res = await h.call('admin', { method: 'POST', url: '/v1/kav/kstktr/exportToExcel', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="kostenrechnung.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Kostenträger', 'Summen', 'Verteilung']);
    const sheet = book.getWorksheet('Kostenträger');
    if (!sheet) throw new Error('sheet missing');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getCell('A2').value).toBe('=1+1');
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('E3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('H3').value).toBeInstanceOf(Date);
    const shares = book.getWorksheet('Verteilung');
    expect(shares?.getCell('E2').numFmt).toBe('0.00%');
    expect(shares?.getCell('E2').type).toBe(ExcelJS.ValueType.Number);
  });

  it('needs RIGHT_NETWORK_CREATE and limits a network user to the own network', async () => {
    await seedCosts();
    for (const [method, url] of [
      ['GET', '/v1/kav/ksttraeger'],
      ['GET', '/v1/kav/test'],
      ['GET', '/v1/kav/VerteilungSummen'],
      ['POST', '/v1/kav/kstart/sum'],
      ['POST', '/v1/kav/kstktr/exportToExcel'],
    ] as const) {
      expect((await h.call('netA', { method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(403);
    }
    const creator = await userWithRights(h, {
      rights: ['RIGHT_NETWORK_CREATE', 'RIGHT_NETWORK_VISIBLE_OWN'],
      at: h.fx.networkA,
    });
    const own = (await creator({ method: 'GET', url: '/v1/kav/ksttraeger' })).json();
    expect(own.map((r: { costCenter: string }) => r.costCenter)).toEqual(['A-100', 'A-200']);
    const sums = (await creator({ method: 'POST', url: '/v1/kav/kstart/sum', payload: {} })).json();
    expect(sums.total.cntCompanies).toBe(3);
    expect((await creator({ method: 'GET', url: '/v1/kav/VerteilungSummen' })).json()).toHaveLength(1);
    for (const [method, url, payload] of [
      ['GET', `/v1/kav/ksttraeger?guid=${h.fx.networkB}`, undefined],
      ['POST', '/v1/kav/kstart/sum', { guid: h.fx.networkB }],
      ['POST', '/v1/kav/kstktr/exportToExcel', { guid: h.fx.networkB }],
      ['GET', `/v1/kav/VerteilungSummen?guid=${h.fx.locationB}`, undefined],
    ] as const) {
      expect((await creator({ method, url, payload })).statusCode, url).toBe(404);
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      (await creator({ method: 'POST', url: '/v1/kav/kstktr/exportToExcel', payload: {} }))
        .rawPayload as unknown as ArrayBuffer,
    );
    const values = JSON.stringify(book.worksheets.map((s) => s.getSheetValues()));
    expect(values).toContain('Netz A');
    expect(values).not.toContain('Netz B');
    expect((await h.call('admin', { method: 'GET', url: '/v1/kav/ksttraeger?guid=x' })).statusCode).toBe(400);
    expect(
      (await h.call('admin', { method: 'POST', url: '/v1/kav/kstart/sum', payload: { guid: 1 } })).statusCode,
    ).toBe(400);
  });
});
