/**
 * What the web app's build takes from @baraka/contracts. Two rewrites, both about the first download:
 * - an endpoint definition keeps only what `call()` reads, its method and path. Its schemas, access
 *   rule and OpenAPI texts serve the API; left in, they bring zod and every answer schema to any
 *   page that makes a call (the session check, the sign-out);
 * - a module-level value (a schema, a derived schema `base.extend(...)`, a table of them) is marked
 *   pure, as the package has no side effects: the bundler drops what no page uses. It otherwise keeps
 *   every `someSchema.optional()` it cannot prove harmless, and zod with it.
 * Forms that validate import their schema directly, so zod still comes with the pages that use it.
 */
import type { Plugin } from 'vite';

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^?]+\.ts$/;
const KEPT_KEYS = new Set(['method', 'path']);
const PURE = '/* @__PURE__ */ ';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

/** `defineEndpoint({ method, path, ... })` reduced to `{ method, path }`; null when not plain pairs. */
function keepRoute(code: string, node: Node): Edit | null {
  const callee = node.callee as Node | undefined;
  const [definition] = (node.arguments as Node[] | undefined) ?? [];
  if (
    callee?.type !== 'Identifier' ||
    callee.name !== 'defineEndpoint' ||
    definition?.type !== 'ObjectExpression'
  ) {
    return null;
  }
  const kept: string[] = [];
  for (const property of definition.properties as Node[]) {
    const key = property.key as Node | undefined;
    if (property.type !== 'Property' || property.computed || key?.type !== 'Identifier') {
      return null;
    }
    if (KEPT_KEYS.has(key.name as string)) {
      kept.push(code.slice(property.start, property.end));
    }
  }
  return { start: definition.start, end: definition.end, text: `{ ${kept.join(', ')} }` };
}

/**
 * The calls inside a call marked pure: a pure call's arguments are still evaluated, so
 * `z.object({ key: z.string().min(20) })` would keep `z.string().min(20)` once the object is dropped.
 * Each argument is marked as a value; a chain (`z.string().min(20)`) is covered by the mark at its
 * start, and the arguments of its inner calls are walked. An endpoint definition's arguments are
 * replaced whole.
 */
function editCallParts(code: string, call: Node, edits: Edit[]): void {
  const callee = call.callee as Node;
  if (callee.type === 'Identifier' && callee.name === 'defineEndpoint') {
    return;
  }
  for (const argument of call.arguments as Node[]) {
    editValue(code, argument, edits);
  }
  let current = callee;
  while (current.type === 'MemberExpression') {
    current = current.object as Node;
    if (current.type === 'CallExpression' || current.type === 'NewExpression') {
      editCallParts(code, current, edits);
      return;
    }
  }
}

/** The edits of one value: calls marked pure (endpoint definitions reduced), objects and arrays walked. */
function editValue(code: string, node: Node | null | undefined, edits: Edit[]): void {
  if (!node) {
    return;
  }
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    edits.push({ start: node.start, end: node.start, text: PURE });
    editCallParts(code, node, edits);
    return;
  }
  if (node.type === 'ObjectExpression') {
    for (const property of node.properties as Node[]) {
      editValue(code, property.type === 'Property' ? (property.value as Node) : null, edits);
    }
  } else if (node.type === 'ArrayExpression') {
    for (const element of node.elements as (Node | null)[]) {
      editValue(code, element, edits);
    }
  }
}

/** Every endpoint definition of the module reduced, in a table or in a function that builds one. */
function reduceDefinitions(code: string, node: Node, edits: Edit[]): void {
  const route = node.type === 'CallExpression' ? keepRoute(code, node) : null;
  if (route) {
    edits.push(route);
    return;
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (typeof child === 'object' && child !== null && typeof (child as Node).type === 'string') {
        reduceDefinitions(code, child as Node, edits);
      }
    }
  }
}

/** Edits of the module: definitions reduced, top-level `const`/`let` values marked pure. */
function editModule(code: string, program: Node): Edit[] {
  const edits: Edit[] = [];
  reduceDefinitions(code, program, edits);
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') {
      continue;
    }
    for (const declarator of declaration.declarations as Node[]) {
      editValue(code, declarator.init as Node | null, edits);
    }
  }
  return edits;
}

/**
 * Removals of the imports nothing uses once the definitions are reduced: an import alone places the
 * imported module in the importer's chunk, and with it every schema a later page takes from it.
 */
function pruneImports(program: Node, rewritten: string, edits: Edit[]): Edit[] {
  const removals: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const specifiers = (statement.specifiers as Node[] | undefined) ?? [];
    if (statement.type !== 'ImportDeclaration' || specifiers.length === 0) {
      continue;
    }
    const names = specifiers.map((specifier) => (specifier.local as Node).name as string);
    const rest = rewritten.replace(IMPORT_STATEMENT, '');
    if (!names.some((name) => new RegExp(`\\b${name}\\b`).test(rest))) {
      removals.push({ start: statement.start, end: statement.end, text: '' });
    }
  }
  return edits.length === 0 ? [] : removals;
}

const IMPORT_STATEMENT = /^import[^;]*;/gm;

/** Applies edits that never overlap except at one point (an insertion where a replacement starts). */
function applyEdits(code: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let last = 0;
  for (const edit of sorted) {
    result += code.slice(last, edit.start) + edit.text;
    last = edit.end;
  }
  return result + code.slice(last);
}

/** The module's source as the web build takes it, or null when nothing changes. */
export function rewriteContractsModule(code: string, parse: (code: string) => unknown): string | null {
  const program = parse(code) as Node;
  const edits = editModule(code, program);
  edits.push(...pruneImports(program, applyEdits(code, edits), edits));
  return edits.length === 0 ? null : applyEdits(code, edits);
}

export function contractsForWeb(): Plugin {
  return {
    name: 'baraka:contracts-for-web',
    apply: 'build',
    transform: {
      filter: { id: CONTRACTS_SOURCE },
      handler(code) {
        const rewritten = rewriteContractsModule(code, (source) => this.parse(source));
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
