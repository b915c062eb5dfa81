import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../plugins/envelope.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MODULES } from '../../index.ts';
import { defineModule } from '../../module.ts';

/** Routes guarded like the business areas will be: a permission each. */
const guardedModule = defineModule('test-guarded', async (app) => {
  app.post(
    '/secure/test/local-transfer',
    { config: { access: { permission: { service: 'LOCAL_TRANSFER', process: 'CREATE' } } } },
    async () => ok({ done: true }),
  );
  app.post(
    '/secure/test/bulk-transfer',
    { config: { access: { permission: { service: 'MULTIPLE_TRANSFER', process: 'CREATE' } } } },
    async () => ok({ done: true }),
  );
});

type Person = Awaited<ReturnType<typeof signIn>>;
const permissionKeys = (person: Person) =>
  person.result.permissions.map((permission) => `${permission.serviceName}:${permission.processName}`);

describe('roles and permissions (spec §6)', () => {
  let testApp: TestApp;
  const people: Record<string, Person> = {};
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, modules: [...MODULES, guardedModule] });
    for (const [key, username, channel] of [
      ['amina', 'amina', 'WEB'],
      ['youssef', 'youssef', 'WEB'],
      ['admin', 'nour.admin', 'WEB'],
      ['adminMob', 'nour.admin', 'MOB'],
      ['viewer', 'nour.viewer', 'WEB'],
    ] as const) {
      people[key] = await signIn(testApp.app, username, channel);
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const person = (key: string): Person => {
    const found = people[key];
    if (!found) {
      throw new Error(key);
    }
    return found;
  };
  const call = (key: string, url: string, method: 'GET' | 'POST' | 'PUT' = 'POST', payload?: object) =>
    testApp.app.inject({
      method,
      url: `/gateway/${url}`,
      headers: person(key).headers,
      ...(payload ? { payload } : {}),
    });

  it('tells the web app what each pack offers: transfers with Basic Plus, not with Basic', () => {
    expect(person('amina').result.features).toContain('TRANSFER');
    expect(person('youssef').result.features).not.toContain('TRANSFER');
    expect(person('youssef').result.features).not.toContain('BENEFICIARIES');
    expect(person('youssef').result.features).toEqual(
      expect.arrayContaining(['ACCOUNTS', 'CARDS', 'PROFILE']),
    );
    expect(permissionKeys(person('amina'))).toContain('LOCAL_TRANSFER:CREATE');
    expect(permissionKeys(person('youssef'))).not.toContain('LOCAL_TRANSFER:CREATE');
    expect(person('admin').result.features).toContain('TRADE');
  });

  it('enforces the permission on the server: 403 without it, the call with it', async () => {
    expect((await call('amina', 'secure/test/local-transfer')).statusCode).toBe(200);
    const refused = await call('youssef', 'secure/test/local-transfer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().header.statusCode).toBe('COMMON.FORBIDDEN');
  });

  it('grants per channel: bulk transfers on the web, not on the phone', async () => {
    expect((await call('admin', 'secure/test/bulk-transfer')).statusCode).toBe(200);
    expect((await call('adminMob', 'secure/test/bulk-transfer')).statusCode).toBe(403);
  });

  it('limits a company user to the rights its holder granted: viewing only', async () => {
    expect(permissionKeys(person('viewer')).every((key) => key.endsWith(':VIEW'))).toBe(true);
    expect(person('viewer').result.features).toEqual(
      expect.arrayContaining(['ACCOUNTS', 'TRANSFER', 'TRADE']),
    );
    expect((await call('viewer', 'secure/test/local-transfer')).statusCode).toBe(403);
  });

  it('lets the holder, and only the holder, list its users and their rights', async () => {
    const list = await call('admin', 'secure/api/company/users', 'GET');
    expect(list.statusCode).toBe(200);
    const [viewer] = list.json().body.result;
    expect(viewer).toMatchObject({ username: 'nour.viewer', status: 'ACTIVE', isInvited: false });
    expect(viewer.rights).toContainEqual({
      service: 'ACCOUNT_MANAGEMENT',
      process: 'VIEW',
      channels: ['MOB', 'WEB'],
    });
    // Changes need a code and are tested in company.test.ts.
    const unconfirmed = await call('admin', 'secure/api/company/users/rights', 'PUT', {
      userId: viewer.id,
      rights: [{ service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' }],
    });
    expect(unconfirmed.json().header.statusCode).toBe('OTP.300');

    for (const key of ['amina', 'viewer']) {
      expect((await call(key, 'secure/api/company/users', 'GET')).statusCode).toBe(403);
    }
  });
});
