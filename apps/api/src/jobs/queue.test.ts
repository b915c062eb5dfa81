import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta, setMeta } from '../db/app-meta.queries.ts';
import { MIGRATED } from '../test/snapshot-contents.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { PURGE_EXPIRED_QUEUE } from './purge-expired.ts';
import { openQueue, type Queue, startQueue } from './queue.ts';

const waitForState = async (queue: Queue, name: string, id: string, state: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const job = await queue.boss.getJobById(name, id);
    if (job?.state === state || Date.now() > deadline) {
      return job;
    }
    await sleep(100);
  }
};

const LOCAL_URL = 'http://127.0.0.1:8080';

describe('job queue', () => {
  let testDatabase: TestDatabase;
  let queue: Queue;
  beforeAll(async () => {
    testDatabase = await openTestDatabase(MIGRATED);
    queue = await startQueue(testDatabase.database, LOCAL_URL, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue.stop();
    await testDatabase.drop();
  });

  it('starts healthy and schedules the hourly purge', async () => {
    expect(queue.isHealthy()).toBe(true);
    const schedules = await queue.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: PURGE_EXPIRED_QUEUE, cron: '0 * * * *' }),
    );
  });

  it('works a purge job sent through pg-boss: expired rows go, the others stay', async () => {
    const { db } = testDatabase.database;
    await setMeta(db, 'test.expired', 'x', new Date(Date.now() - 60_000));
    await setMeta(db, 'test.current', 'y', new Date(Date.now() + 3_600_000));

    const id = await queue.boss.send(PURGE_EXPIRED_QUEUE, {});
    expect(id).toEqual(expect.any(String));
    const job = await waitForState(queue, PURGE_EXPIRED_QUEUE, String(id), 'completed');

    expect(job?.state).toBe('completed');
    expect(job?.output).toEqual({ deleted: 1 });
    expect(await getMeta(db, 'test.expired')).toBeUndefined();
    expect(await getMeta(db, 'test.current')).toBe('y');
  });

  it('made before it starts (the server listens first): down until started, a job sent meanwhile waits for it', async () => {
    const opened = openQueue(testDatabase.database, LOCAL_URL, { jobs: [] });
    expect(opened.isHealthy()).toBe(false);
    let sentId: string | null | undefined;
    const sending = opened.send(PURGE_EXPIRED_QUEUE, {}).then((id) => {
      sentId = id;
    });
    await sleep(200);
    expect(sentId).toBeUndefined();

    await opened.start();
    await sending;
    expect(opened.isHealthy()).toBe(true);
    expect(sentId).toEqual(expect.any(String));
    const job = await waitForState(queue, PURGE_EXPIRED_QUEUE, String(sentId), 'completed');
    expect(job?.state).toBe('completed');
    await opened.stop();
  });

  it('stops at once when it never started', async () => {
    const opened = openQueue(testDatabase.database, LOCAL_URL, { jobs: [] });
    await opened.stop();
    expect(opened.isHealthy()).toBe(false);
  });

  it('reports unhealthy once stopped', async () => {
    const database = testDatabase.database;
    const second = await startQueue(database, LOCAL_URL, { jobs: [] });
    await second.stop();

    expect(second.isHealthy()).toBe(false);
  });
});

describe('a quiet job queue (no other worker on its database)', () => {
  let quietDatabase: TestDatabase;
  beforeAll(async () => {
    quietDatabase = await openTestDatabase(MIGRATED);
  });
  afterAll(async () => {
    await quietDatabase.drop();
  });

  it('works a job sent through the queue at once, though idle workers look for work only every 30 s', async () => {
    const { db } = quietDatabase.database;
    const quiet = await startQueue(quietDatabase.database, LOCAL_URL, { pollingIntervalSeconds: 30 });
    try {
      // Let the new worker's first look for work pass, so only the wake-up can find the job.
      await sleep(1_000);
      await setMeta(db, 'test.expired-again', 'x', new Date(Date.now() - 60_000));
      const sentAt = Date.now();

      const id = await quiet.send(PURGE_EXPIRED_QUEUE, {});
      const job = await waitForState(quiet, PURGE_EXPIRED_QUEUE, String(id), 'completed');

      expect(job?.state).toBe('completed');
      expect(Date.now() - sentAt).toBeLessThan(10_000);
      expect(await getMeta(db, 'test.expired-again')).toBeUndefined();
    } finally {
      await quiet.stop();
    }
  });
});
