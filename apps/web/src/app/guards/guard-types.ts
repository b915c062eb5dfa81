/** A guard looks at the requested route and either lets it load (null) or answers a redirect. */
import type { FeatureKey } from '@baraka/contracts/shared/features';

export type GuardName = 'common' | 'load' | 'auth' | 'feature';

export type GuardContext = {
  /** The requested location as a URL: pathname and search of the hash route. */
  url: URL;
  feature?: FeatureKey;
};

export type GuardResult = Response | null;
export type Guard = (context: GuardContext) => GuardResult | Promise<GuardResult>;
