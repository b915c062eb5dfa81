import { describe, expect, it } from 'vitest';
import { findViolations } from './check-dependencies.mjs';

/** The rules on a few files written here: the repository's own sources are checked by `npm test`. */
const check = (files: Record<string, string>) =>
  findViolations(Object.keys(files), (path: string) => files[path] ?? '');

describe('the dependency rules', () => {
  it('let a feature use shared code and a module use another one through its public surface', () => {
    expect(
      check({
        'apps/web/src/features/accounts/page.tsx': "import { call } from '../../lib/call';",
        'apps/api/src/modules/transfers/transfers.routes.ts':
          "import { requireAuth } from '../identity/index.ts';",
        'apps/api/src/modules/identity/index.ts': "export { requireAuth } from './session.ts';",
      }),
    ).toEqual([]);
  });

  it('refuse a feature importing another feature', () => {
    expect(
      check({ 'apps/web/src/features/accounts/page.tsx': "import { X } from '../transfers/components/x';" }),
    ).toEqual([
      'feature imports another feature: apps/web/src/features/accounts/page.tsx -> apps/web/src/features/transfers/components/x',
    ]);
  });

  it('refuse the browser code importing server code', () => {
    expect(check({ 'apps/web/src/lib/x.ts': "import { db } from '../../../api/src/db/client.ts';" })).toEqual(
      ['browser code imports server code: apps/web/src/lib/x.ts -> apps/api/src/db/client.ts'],
    );
  });

  it('refuse a module reaching inside another one, and name each cycle once', () => {
    expect(
      check({
        'apps/api/src/modules/a/a.ts': "import { b } from '../b/b.ts';",
        'apps/api/src/modules/b/b.ts': "import { a } from '../a/index.ts';",
        'apps/api/src/modules/a/index.ts': "export { a } from './a.ts';",
      }),
    ).toEqual([
      'cycle: api:module:a -> api:module:b -> api:module:a',
      'module reaches inside another module: apps/api/src/modules/a/a.ts -> apps/api/src/modules/b/b.ts',
    ]);
  });
});
