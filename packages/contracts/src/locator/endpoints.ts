/** The locator calls of spec §7: branches, ATMs and the map's settings. */
import { defineEndpoint, listAnswer, objectAnswer, oneOfAnswer, REFERENCE_DATA } from '../shared/endpoint.ts';
import {
  atmDetailSchema,
  atmRequestSchema,
  atmSchema,
  branchDetailRequestSchema,
  branchDetailSchema,
  branchSchema,
  locatorConfigSchema,
} from './schemas.ts';

/** The calls of the area. */
export const locatorEndpoints = {
  branches: defineEndpoint({
    method: 'GET',
    path: 'api/form/bank/branch',
    area: 'locator',
    summary: 'Every branch and regional direction, with timetables and services',
    access: REFERENCE_DATA,
    answer: listAnswer(branchSchema),
  }),
  branchDetail: defineEndpoint({
    method: 'POST',
    path: 'bank/branch/detail',
    area: 'locator',
    summary: 'One branch with the bank holidays from today on',
    access: { auth: 'public' },
    body: branchDetailRequestSchema,
    answer: objectAnswer(branchDetailSchema),
  }),
  atms: defineEndpoint({
    method: 'POST',
    path: 'api/bank/atm',
    area: 'locator',
    summary: 'Every ATM, or with a code one ATM and whether it has cash (cashDispo)',
    description: 'A bodiless POST, or an empty object, lists every ATM.',
    access: { auth: 'public' },
    body: atmRequestSchema.nullish().transform((body) => body ?? {}),
    answer: oneOfAnswer(listAnswer(atmSchema), objectAnswer(atmDetailSchema)),
  }),
  config: defineEndpoint({
    method: 'GET',
    path: 'api/locator/config',
    area: 'locator',
    summary: 'Map tile template, attribution and default position of the locator',
    access: REFERENCE_DATA,
    answer: objectAnswer(locatorConfigSchema),
  }),
};
