/** The colour and pictogram of each kind of payee, the same on the list, the choice and the forms. */
import type { BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { IconBuildingBank, IconMapPin, IconWorld, type TablerIcon } from '@tabler/icons-react';

export const TYPE_ICONS: Record<BeneficiaryTypeName, TablerIcon> = {
  WITHINBANK: IconBuildingBank,
  LOCAL: IconMapPin,
  INTERNATIONAL: IconWorld,
};

export const TYPE_COLORS: Record<BeneficiaryTypeName, string> = {
  WITHINBANK: 'primary',
  LOCAL: 'ocean',
  INTERNATIONAL: 'teal',
};
