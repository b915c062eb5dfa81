/**
 * pg's pool, made safe for connections the server ends while they are checked out (a failover, an
 * operator's pg_terminate_backend):
 * - pg then emits 'error' on the client, which the pool only listens to while it is idle: unheard,
 *   it would end the process;
 * - drizzle's transaction() runs BEGIN before the try that releases the client, so a BEGIN on a
 *   dead connection would keep its pool slot forever, and a few of those would hang every call.
 * A checked-out client that loses its connection is therefore handed back at once to be discarded;
 * the release its user calls later does nothing. The user still learns of it: its next query fails.
 * The listener is attached in the pool's own callback, in the same tick that takes the client out of
 * the idle list: one packet can carry both the end of the connection's start-up and the server's
 * FATAL message, and a listener attached a promise-tick later would miss it.
 */
import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean): void => {
    if (released) {
      return;
    }
    released = true;
    client.removeListener('error', onLost);
    release(error);
  };
  const onLost = (error: Error): void => releaseOnce(error);
  client.on('error', onLost);
  client.release = releaseOnce;
  return client;
}

export class PostgresPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return new Promise((resolve, reject) => {
      super.connect((error, client) => {
        if (error || !client) {
          reject(error ?? new Error('the pool handed back no client'));
          return;
        }
        resolve(releasedWhenLost(client));
      });
    });
  }
}
