/** The screens of the first-open tutorial (3 to 5, spec §1): their texts are in mobile.json. */
import {
  type Icon,
  IconArrowsLeftRight,
  IconBuildingBank,
  IconFingerprint,
  IconWallet,
} from '@tabler/icons-react';

export type TutorialStep = { key: 'welcome' | 'accounts' | 'transfers' | 'security'; icon: Icon };

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { key: 'welcome', icon: IconBuildingBank },
  { key: 'accounts', icon: IconWallet },
  { key: 'transfers', icon: IconArrowsLeftRight },
  { key: 'security', icon: IconFingerprint },
];
