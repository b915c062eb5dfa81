/** Names that appear on the demo statements (fictitious merchants, employers and partners). */

export type Merchant = { name: string; min: number; max: number; online: boolean };

export const CARD_MERCHANTS: readonly Merchant[] = [
  { name: 'MONOPRIX LA MARSA', min: 18, max: 140, online: false },
  { name: 'CARREFOUR LA MARSA', min: 35, max: 260, online: false },
  { name: 'MAGASIN GENERAL LAFAYETTE', min: 15, max: 120, online: false },
  { name: 'AZIZA MENZAH 6', min: 6, max: 45, online: false },
  { name: 'PHARMACIE EL MENZAH', min: 8, max: 95, online: false },
  { name: 'STATION AGIL ARIANA', min: 40, max: 90, online: false },
  { name: 'PATISSERIE MASMOUDI', min: 22, max: 110, online: false },
  { name: 'ZARA TUNIS CITY', min: 69, max: 320, online: false },
  { name: 'OOREDOO RECHARGE', min: 5, max: 30, online: true },
  { name: 'TUNISIE TELECOM FACTURE', min: 25, max: 70, online: true },
  { name: 'STEG FACTURE EN LIGNE', min: 45, max: 210, online: true },
  { name: 'SONEDE FACTURE EN LIGNE', min: 18, max: 60, online: true },
  { name: 'JUMIA TUNISIE', min: 30, max: 250, online: true },
];

export const EMPLOYERS = ['TUNISIE TELECOM', 'GROUPE POULINA'] as const;
export const ATM_PLACES = [
  'AGENCE TUNIS CENTRE',
  'AGENCE LAC 2',
  'AGENCE ARIANA',
  'AGENCE SOUSSE CORNICHE',
  'AGENCE SFAX MEDINA',
];
export const FOREIGN_SENDERS = [
  'FAMILLE BEN SALAH LYON',
  'SOCIETE MEDITERRANEE IMPORT MARSEILLE',
  'AL NOOR TRADING DUBAI',
  'HAMBURG FOOD GMBH',
];
export const CLIENTS = [
  'SOTUDIS',
  'GENERALE DISTRIBUTION SAHEL',
  'MAGASINS AZIZA',
  'HOTEL EL MOURADI',
  'CAFES BONDIN',
];
export const SUPPLIERS = [
  'SOTIPAPIER',
  'CARTHAGE EMBALLAGES',
  'TRANSPORTS BEN AMMAR',
  'SOCIETE DES HUILES DU SAHEL',
];
