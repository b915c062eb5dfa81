// `npm run check:dependencies`: the rules of the layout, checked on every import of the sources.
// - the browser code (apps/web) never imports server code (apps/api);
// - a web feature never imports another feature (shared code lives in components/, lib/ or api/);
// - an API module reaches another module only through its public surface (`modules/<area>/index.ts`);
// - no cycle between API modules, nor between web features.
// Violations that predate the rules are listed in dependency-baseline.json: that list may only
// shrink. A new violation fails, and so does a listed one that is gone (take it off the list).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASELINE_FILE = join(ROOT, 'scripts/dependency-baseline.json');
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

/** Compares with the baseline; returns the lines to print, empty when the rules hold. */
export function checkDependencies(violations = findViolations()) {
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));
  const known = new Set(baseline.violations);
  const fresh = violations.filter((line) => !known.has(line));
  const gone = baseline.violations.filter((line) => !violations.includes(line));
  return [
    ...fresh.map((line) => `new violation: ${line}`),
    ...gone.map((line) => `fixed, take it off scripts/dependency-baseline.json: ${line}`),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write-baseline')) {
    const violations = findViolations();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(BASELINE_FILE, `${JSON.stringify({ violations }, null, 2)}\n`);
    console.log(`${violations.length} violations written to scripts/dependency-baseline.json`);
  } else {
    const problems = checkDependencies();
    for (const line of problems) {
      console.error(line);
    }
    console.log(problems.length === 0 ? 'dependency rules hold' : `${problems.length} dependency problems`);
    process.exit(problems.length === 0 ? 0 : 1);
  }
}
