// `npm start`: build the web app if its sources changed, then run the API, which migrates,
// seeds an empty database and serves everything on one port.
import { register } from 'tsx/esm/api';
import { buildWebIfChanged } from './web-build.mjs';

buildWebIfChanged();
register();
await import('../apps/api/src/server.ts');
