/** The icon of each operation kind (names from the domain, drawn with the app's Tabler icons). */
import type { AccountTransaction } from '@baraka/contracts/accounts/schemas';
import { OPERATION_KINDS } from '@baraka/domain/ledger/operation-kinds';
import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconBuildingBank,
  IconCash,
  IconCreditCard,
  IconFileInvoice,
  IconHomeDollar,
  IconPercentage,
  IconPigMoney,
  IconWriting,
  type TablerIcon,
} from '@tabler/icons-react';

type KindIconName = (typeof OPERATION_KINDS)[keyof typeof OPERATION_KINDS]['icon'];

const ICONS: Record<KindIconName, TablerIcon> = {
  'building-bank': IconBuildingBank,
  cash: IconCash,
  'pig-money': IconPigMoney,
  writing: IconWriting,
  'credit-card': IconCreditCard,
  'home-dollar': IconHomeDollar,
  percentage: IconPercentage,
  'file-invoice': IconFileInvoice,
  'arrow-up-right': IconArrowUpRight,
  'arrow-down-left': IconArrowDownLeft,
};

/** Icons that point somewhere: flipped in right-to-left so "out" still points away from the reader. */
const DIRECTIONAL: ReadonlySet<KindIconName> = new Set(['arrow-up-right', 'arrow-down-left']);

export type OperationKind = AccountTransaction['kind'];

export function getKindIcon(kind: OperationKind): { Icon: TablerIcon; isDirectional: boolean } {
  const name = OPERATION_KINDS[kind].icon;
  return { Icon: ICONS[name], isDirectional: DIRECTIONAL.has(name) };
}
