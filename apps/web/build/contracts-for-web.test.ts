import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { rewriteContractsModule } from './contracts-for-web.ts';

const parse = (code: string) => parseSync('module.js', code).program;

const ENDPOINTS = `import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { newsSchema, NEWS_LIMIT } from './schemas.ts';
const legal = (path) => defineEndpoint({ method: 'GET', path, area: 'content', answer: objectAnswer(newsSchema) });
export const contentEndpoints = {
  news: defineEndpoint({ method: 'GET', path: 'api/news', area: 'content', summary: 'News', answer: objectAnswer(newsSchema) }),
  legal: legal('api/legal'),
};
export const LIMIT = NEWS_LIMIT;
`;

describe('contracts for the web build', () => {
  it('keeps only the method and path of each definition, also in a function that builds one', () => {
    const rewritten = rewriteContractsModule(ENDPOINTS, parse) ?? '';
    expect(rewritten).toContain("news: /* @__PURE__ */ defineEndpoint({ method: 'GET', path: 'api/news' })");
    expect(rewritten).toContain("defineEndpoint({ method: 'GET', path })");
    expect(rewritten).not.toContain('objectAnswer(');
    expect(rewritten).not.toContain('summary');
  });

  it('keeps an import still used and drops one only the schemas used', () => {
    const rewritten = rewriteContractsModule(ENDPOINTS, parse) ?? '';
    expect(rewritten).toContain("import { newsSchema, NEWS_LIMIT } from './schemas.ts';");
    const withoutLimit = rewriteContractsModule(
      ENDPOINTS.replace('export const LIMIT = NEWS_LIMIT;', ''),
      parse,
    );
    expect(withoutLimit).not.toContain("from './schemas.ts'");
    expect(withoutLimit).toContain("from '../shared/endpoint.ts'");
  });

  it('marks the module-level values pure, the ones in tables too, and leaves statements alone', () => {
    const code = `import { z } from 'zod';
const base = z.object({ a: z.string() });
export const derived = base.extend({ b: base.optional() });
export const table = { one: base.optional(), list: [base.nullable()] };
register(base);
`;
    const rewritten = rewriteContractsModule(code, parse) ?? '';
    expect(rewritten).toContain('export const derived = /* @__PURE__ */ base.extend(');
    expect(rewritten).toContain(
      'one: /* @__PURE__ */ base.optional(), list: [/* @__PURE__ */ base.nullable()]',
    );
    expect(rewritten).toContain('\nregister(base);');
  });

  it('marks the calls inside a value too, so nothing of a dropped schema stays behind', () => {
    const code = `import { z } from 'zod';
export const answer = z.object({ key: z.string().min(20), either: z.union([z.string(), z.number()]) }).omit({ key: true });
`;
    const rewritten = rewriteContractsModule(code, parse) ?? '';
    expect(rewritten).toContain(
      'export const answer = /* @__PURE__ */ z.object({ key: /* @__PURE__ */ z.string().min(20), ' +
        'either: /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]) }).omit(',
    );
  });

  it('leaves a module without values as it is', () => {
    expect(
      rewriteContractsModule("export type Id = string;\nexport { a } from './a.ts';\n", parse),
    ).toBeNull();
  });
});
