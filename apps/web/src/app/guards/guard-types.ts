/** A guard looks at the requested route and either lets it load (null) or names the address to go to instead. */
import type { FeatureKey } from '@baraka/contracts/shared/features';

export type GuardName = 'common' | 'load' | 'auth' | 'feature';

export type GuardContext = {
  /** The requested location as a URL: pathname and search of the hash route. */
  url: URL;
  feature?: FeatureKey;
};

/** Null: let the route load; a path (`/auth/login?redirectPath=…`): go there instead. */
export type GuardResult = string | null;
export type Guard = (context: GuardContext) => GuardResult | Promise<GuardResult>;
