// `npm run check:dependencies`: the rules of the layout, checked on every import of the sources.
// - the browser code (apps/web) never imports server code (apps/api);
// - a web feature never imports another feature (shared code lives in components/, lib/ or api/);
// - an API module reaches another module only through its public surface (`modules/<area>/index.ts`);
// - no cycle between API modules, nor between web features.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_ROOTS = ['apps/web/src', 'apps/api/src', 'packages/domain/src', 'packages/contracts/src'];
const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Every source file under `dir`, as a path relative to the repository. */
function listSources(dir) {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : listSources(path);
    }
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The repository path an import points to, or the package name for a bare one. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) {
    return specifier;
  }
  return relative(ROOT, resolve(ROOT, dirname(from), specifier))
    .split(sep)
    .join('/');
}

/** The unit a file belongs to for the rules: `web:feature:<name>`, `api:module:<name>`, or null. */
function unitOf(path) {
  const feature = /^apps\/web\/src\/features\/([^/]+)/.exec(path);
  if (feature) {
    return `web:feature:${feature[1]}`;
  }
  const module = /^apps\/api\/src\/modules\/([^/.]+)\//.exec(path);
  return module ? `api:module:${module[1]}` : null;
}

const isPublicSurface = (target) => /^apps\/api\/src\/modules\/[^/]+\/index(\.ts)?$/.test(target);

/** The violations of the rules, one line each, and the edges between units for the cycle check. */
export function findViolations(
  files = SOURCE_ROOTS.flatMap(listSources),
  read = (path) => readFileSync(join(ROOT, path), 'utf8'),
) {
  const violations = new Set();
  const edges = new Map();
  for (const file of files) {
    const text = read(file);
    const fromUnit = unitOf(file);
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const target = resolveImport(file, specifier);
      if (
        file.startsWith('apps/web/') &&
        (target.startsWith('apps/api/') || specifier.startsWith('@baraka/api'))
      ) {
        violations.add(`browser code imports server code: ${file} -> ${target}`);
      }
      const toUnit = unitOf(target);
      if (!fromUnit || !toUnit || fromUnit === toUnit) {
        continue;
      }
      if (fromUnit.startsWith('web:feature:') && toUnit.startsWith('web:feature:')) {
        violations.add(`feature imports another feature: ${file} -> ${target}`);
      }
      if (
        fromUnit.startsWith('api:module:') &&
        toUnit.startsWith('api:module:') &&
        !isPublicSurface(target)
      ) {
        violations.add(`module reaches inside another module: ${file} -> ${target}`);
      }
      if (!edges.has(fromUnit)) {
        edges.set(fromUnit, new Set());
      }
      edges.get(fromUnit).add(toUnit);
    }
  }
  for (const cycle of findCycles(edges)) {
    violations.add(`cycle: ${cycle.join(' -> ')}`);
  }
  return [...violations].sort();
}

/** Each cycle once, as the units around it, starting from its smallest name. */
function findCycles(edges) {
  const cycles = new Map();
  const walk = (start, node, path) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const rotated = rotate(path);
        cycles.set(rotated.join(' '), [...rotated, rotated[0]]);
      } else if (!path.includes(next) && next > start) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) {
    walk(start, start, [start]);
  }
  return [...cycles.values()];
}

function rotate(path) {
  const smallest = path.indexOf([...path].sort()[0]);
  return [...path.slice(smallest), ...path.slice(0, smallest)];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = findViolations();
  for (const line of violations) {
    console.error(line);
  }
  console.log(violations.length === 0 ? 'dependency rules hold' : `${violations.length} dependency problems`);
  process.exit(violations.length === 0 ? 0 : 1);
}
