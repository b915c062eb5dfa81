// `npm start`: build the web app if its sources changed, then run the API, which migrates,
// seeds an empty database and serves everything on one port. `WEB_BUILD=skip` serves the API
// without building the web app first.
import { register } from 'tsx/esm/api';
import { buildWebIfChanged } from './web-build.mjs';

if (process.env.WEB_BUILD !== 'skip') {
  buildWebIfChanged();
}
register();
await import('../apps/api/src/server.ts');
