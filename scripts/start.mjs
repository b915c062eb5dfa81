// `npm start`: build the web app if its sources changed, bundle the API if its sources changed, then
// run the API, which migrates, seeds an empty database and serves everything on one port.
// `WEB_BUILD=skip` serves the API without building the web app first.
import { API_BUNDLE, buildApiIfChanged } from './api-build.mjs';
import { buildWebIfChanged } from './web-build.mjs';

if (process.env.WEB_BUILD !== 'skip') {
  buildWebIfChanged();
}
await buildApiIfChanged();
// Stack traces name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
await import(API_BUNDLE);
