/**
 * The product's own illustrations: content stores `art:<kind>/<variant>` in its image field and the
 * app draws it (a tinted tile with the star motif and a pictogram, or a bank card for card products).
 */
import {
  IconBriefcase,
  IconBuildingBank,
  IconBuildingFactory2,
  IconBuildingMosque,
  IconBuildingWarehouse,
  IconCar,
  IconCoins,
  IconCreditCard,
  IconDeviceMobile,
  IconFileCertificate,
  IconGift,
  IconHome,
  IconMoonStars,
  IconPackageImport,
  IconPaint,
  IconPigMoney,
  IconPlane,
  IconPlant2,
  IconSchool,
  IconShieldCheck,
  IconShip,
  IconSofa,
  IconTool,
  IconUsers,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';

export type IllustrationTone = 'sunset' | 'ruby' | 'plum' | 'ocean' | 'teal' | 'gold' | 'night' | 'rose';

export const TONE_GRADIENTS: Record<IllustrationTone, [string, string]> = {
  sunset: ['#F17030', '#C62032'],
  ruby: ['#C62032', '#7A1420'],
  plum: ['#7C6399', '#463659'],
  ocean: ['#1D8FCC', '#0A4F7A'],
  teal: ['#129C90', '#0B5E57'],
  gold: ['#D9A441', '#8C6420'],
  night: ['#3D4B5C', '#161D26'],
  rose: ['#D9577E', '#8E2A4B'],
};

export const PICTOGRAMS: Record<string, { icon: TablerIcon; tone: IllustrationTone }> = {
  account: { icon: IconWallet, tone: 'sunset' },
  'account-pro': { icon: IconBriefcase, tone: 'ocean' },
  'account-currency': { icon: IconCoins, tone: 'teal' },
  'account-student': { icon: IconSchool, tone: 'plum' },
  savings: { icon: IconPigMoney, tone: 'teal' },
  hajj: { icon: IconBuildingMosque, tone: 'teal' },
  omra: { icon: IconMoonStars, tone: 'plum' },
  home: { icon: IconHome, tone: 'sunset' },
  car: { icon: IconCar, tone: 'ocean' },
  studies: { icon: IconSchool, tone: 'plum' },
  travel: { icon: IconPlane, tone: 'ocean' },
  furniture: { icon: IconSofa, tone: 'rose' },
  renovation: { icon: IconPaint, tone: 'gold' },
  export: { icon: IconShip, tone: 'ocean' },
  import: { icon: IconPackageImport, tone: 'teal' },
  market: { icon: IconFileCertificate, tone: 'plum' },
  stock: { icon: IconBuildingWarehouse, tone: 'gold' },
  equipment: { icon: IconTool, tone: 'night' },
  seasonal: { icon: IconPlant2, tone: 'teal' },
  company: { icon: IconBuildingFactory2, tone: 'night' },
  mobile: { icon: IconDeviceMobile, tone: 'sunset' },
  branch: { icon: IconBuildingBank, tone: 'ruby' },
  ramadan: { icon: IconMoonStars, tone: 'night' },
  card: { icon: IconCreditCard, tone: 'ruby' },
  gift: { icon: IconGift, tone: 'rose' },
  security: { icon: IconShieldCheck, tone: 'ocean' },
  community: { icon: IconUsers, tone: 'plum' },
};

/** Card products are drawn as a card in the colours of their range. */
export const CARD_FINISHES: Record<string, { tone: IllustrationTone; label: string }> = {
  classic: { tone: 'ocean', label: 'CLASSIC' },
  'classic-plus': { tone: 'teal', label: 'CLASSIC PLUS' },
  gold: { tone: 'gold', label: 'GOLD' },
  platinum: { tone: 'night', label: 'PLATINUM' },
  'platinum-plus': { tone: 'night', label: 'PLATINUM PLUS' },
  lady: { tone: 'rose', label: 'LADY' },
  tech: { tone: 'plum', label: 'TECH' },
  savings: { tone: 'teal', label: 'EPARGNE' },
  evasion: { tone: 'sunset', label: 'EVASION' },
  national: { tone: 'ruby', label: 'NATIONAL' },
  international: { tone: 'ocean', label: 'INTERNATIONAL' },
  pro: { tone: 'night', label: 'BUSINESS' },
};

export type IllustrationSpec =
  | { kind: 'card'; finish: { tone: IllustrationTone; label: string } }
  | { kind: 'pictogram'; icon: TablerIcon; tone: IllustrationTone };

const FALLBACK: IllustrationSpec = { kind: 'pictogram', icon: IconBuildingBank, tone: 'sunset' };

/** Reads `art:card/gold` or `art:pictogram/hajj`; anything unknown gets the bank's own tile. */
export function readIllustration(image: string): IllustrationSpec {
  const match = /^art:(card|pictogram)\/([a-z-]+)$/.exec(image);
  if (match?.[1] === 'card') {
    const finish = CARD_FINISHES[match[2] ?? ''];
    return finish ? { kind: 'card', finish } : FALLBACK;
  }
  const pictogram = PICTOGRAMS[match?.[2] ?? ''];
  return pictogram ? { kind: 'pictogram', ...pictogram } : FALLBACK;
}
