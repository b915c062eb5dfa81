/** Business areas: the header colour of each (spec §2) and its feature key. Titles live in menu.json `areas`. */
import type { FeatureKey } from '@baraka/contracts/shared/features';

export type HeaderTone = 'primary' | 'secondary' | 'purple' | 'blue';

/** Areas spec §2 gives no colour use the universe's main colour, like the dashboards. */
export const DEFAULT_TONE: HeaderTone = 'primary';

type AreaDefinition = { tone?: HeaderTone; feature?: FeatureKey };

export const AREAS = {
  dashboard: {},
  'private-dashboard': { tone: 'primary' },
  faqs: { tone: 'purple' },
  'security-mention': {},
  'contact-us': { tone: 'blue' },
  news: { tone: 'purple' },
  offers: { tone: 'purple' },
  products: { tone: 'primary' },
  'e-request': {},
  'legal-notice': {},
  locator: { tone: 'secondary' },
  currencies: {},
  calculator: { tone: 'purple' },
  process: {},
  'privacy-policy': {},
  appointment: { tone: 'blue' },
  onboarding: {},
  login: {},
  enrolment: {},
  'password-reset': {},
  beneficiaries: { tone: 'blue', feature: 'BENEFICIARIES' },
  accounts: { tone: 'secondary', feature: 'ACCOUNTS' },
  transfers: { tone: 'blue', feature: 'TRANSFER' },
  cards: { tone: 'primary', feature: 'CARDS' },
  cheques: { tone: 'primary', feature: 'CHEQUE_BOOK' },
  'trade-effects': { tone: 'purple', feature: 'TRADE' },
  profile: { tone: 'blue', feature: 'PROFILE' },
  settings: {},
  devices: { tone: 'primary', feature: 'DEVICES' },
  company: { tone: 'blue' },
  credits: { tone: 'primary', feature: 'LOAN' },
  notification: { tone: 'purple' },
  suggestion: {},
  loaders: {},
  demo: {},
  dev: {},
} as const satisfies Record<string, AreaDefinition>;

export type AreaKey = keyof typeof AREAS;

export function getAreaTone(area: AreaKey): HeaderTone {
  const definition: AreaDefinition = AREAS[area];
  return definition.tone ?? DEFAULT_TONE;
}

export function getAreaFeature(area: AreaKey): FeatureKey | undefined {
  const definition: AreaDefinition = AREAS[area];
  return definition.feature;
}
