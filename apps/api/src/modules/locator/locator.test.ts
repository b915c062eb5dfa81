import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atms } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { locatorModule } from './locator.routes.ts';

type BranchBody = {
  branchID: string;
  mainBranch: boolean;
  branchType: string;
  status: string;
  westernUnion: boolean;
  address: { governorate: string; latitude: number; longitude: number };
  scheduleList: { type: string; indexes: number[]; firstSessionStart: string }[];
  services: { code: string; serviceName: { ar: string } }[];
  contact: { email: string };
  bankHolidays?: { dateFrom: string; dateTo: string }[];
};

describe('branch and ATM locator', () => {
  let testApp: TestApp;
  const post = (url: string, payload?: object) =>
    testApp.app.inject({ method: 'POST', url: `/gateway${url}`, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [locatorModule] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists at least 25 branches across the governorates, one main branch and a regional direction', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/api/form/bank/branch' });
    const branches = response.json<{ body: { result: BranchBody[] } }>().body.result;
    const agencies = branches.filter((branch) => branch.branchType === 'AGENCY');
    expect(agencies.length).toBeGreaterThanOrEqual(25);
    expect(new Set(branches.map((branch) => branch.address.governorate)).size).toBeGreaterThanOrEqual(20);
    expect(branches.filter((branch) => branch.mainBranch).map((branch) => branch.branchID)).toEqual(['001']);
    expect(branches.some((branch) => branch.branchType === 'REGIONAL_DIR')).toBe(true);
    for (const branch of branches) {
      // Inside Tunisia's bounding box.
      expect(branch.address.latitude).toBeGreaterThan(30.2);
      expect(branch.address.latitude).toBeLessThan(37.6);
      expect(branch.address.longitude).toBeGreaterThan(7.5);
      expect(branch.address.longitude).toBeLessThan(11.7);
      expect(new Set(branch.scheduleList.map((schedule) => schedule.type))).toEqual(
        new Set(['WINTER', 'SUMMER', 'RAMADAN']),
      );
      expect(branch.services.length).toBeGreaterThan(0);
    }
    expect(branches.some((branch) => branch.westernUnion)).toBe(true);
    expect(branches.some((branch) => !branch.westernUnion)).toBe(true);
  });

  it('details a branch with its contact, services and the holidays from today on', async () => {
    const response = await post('/bank/branch/detail', { branchId: '017' });
    expect(response.statusCode).toBe(200);
    const branch = response.json<{ body: { result: BranchBody } }>().body.result;
    expect(branch.branchID).toBe('017');
    expect(branch.contact.email).toMatch(/@/);
    expect(branch.services[0]?.serviceName.ar).toMatch(/[\u0600-\u06FF]/);
    expect(branch.scheduleList.some((schedule) => schedule.indexes.includes(6))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(branch.bankHolidays?.length).toBeGreaterThan(5);
    expect(branch.bankHolidays?.every((holiday) => holiday.dateTo >= today)).toBe(true);
  });

  it('answers 404 for an unknown branch and 400 without a branch id', async () => {
    expect((await post('/bank/branch/detail', { branchId: '999' })).statusCode).toBe(404);
    const invalid = await post('/bank/branch/detail', {});
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid.json<{ body: { result: { fieldErrors: { field: string }[] } } }>().body.result.fieldErrors[0]
        ?.field,
    ).toBe('branchId');
  });

  it('lists at least 40 ATMs, and details one with its cash availability', async () => {
    const listed = await post('/api/bank/atm', {});
    const list = listed.json<{ body: { type: string; result: { code: string; services: unknown[] }[] } }>()
      .body;
    expect(list.type).toBe('LIST_RESPONSE');
    expect(list.result.length).toBeGreaterThanOrEqual(40);
    expect(list.result.every((atm) => atm.services.length > 0)).toBe(true);
    expect((await post('/api/bank/atm')).statusCode).toBe(200);

    await testApp.database.db.update(atms).set({ hasCash: false }).where(eq(atms.code, 'GAB-001'));
    const empty = (await post('/api/bank/atm', { code: 'GAB-001' })).json<{
      body: { type: string; result: { cashDispo: boolean } };
    }>().body;
    expect(empty).toMatchObject({ type: 'OBJECT_RESPONSE', result: { cashDispo: false } });
    const full = (await post('/api/bank/atm', { code: 'GAB-TUN-AIR' })).json<{
      body: { result: { cashDispo: boolean } };
    }>();
    expect(full.body.result.cashDispo).toBe(true);
    expect((await post('/api/bank/atm', { code: 'NOPE' })).statusCode).toBe(404);
  });

  it('serves the map settings: the configured tile template and the default position of §9', async () => {
    type Config = {
      body: { result: { tileUrl: string; defaultPosition: { latitude: number; longitude: number } } };
    };
    const standard = await testApp.app.inject({ method: 'GET', url: '/gateway/api/locator/config' });
    expect(standard.json<Config>().body.result).toMatchObject({
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      defaultPosition: { latitude: 35.7901, longitude: 10.6061 },
    });
    const variant = await testApp.buildVariant({ mapTileUrl: '/tiles/{z}/{x}/{y}.png' });
    const custom = await variant.inject({ method: 'GET', url: '/gateway/api/locator/config' });
    expect(custom.json<Config>().body.result.tileUrl).toBe('/tiles/{z}/{x}/{y}.png');
  });
});
