/** Customer segments (spec §3): the guest segment, the retail ranges and the professional ranges. */
export type SegmentSeed = { code: string; name: string; description: string };

const segment = (code: string, name: string, description = name): SegmentSeed => ({
  code,
  name,
  description,
});

export const SEGMENTS: readonly SegmentSeed[] = [
  segment('GUEST', 'Guest', 'Visitors who are not signed in'),
  segment('DEFAULT', 'Default', 'Customers without a particular segment'),
  segment('01', '01 Decouverte'),
  segment('02', '02 Grand Public'),
  segment('03', '03 Avenir'),
  segment('04', '04 Privilege'),
  segment('05', '05 Prestige'),
  segment('06', '06 Jeune'),
  segment('07', '07 TRE', 'Tunisians living abroad'),
  segment('10', '10 Decouverte Commerce'),
  segment('11', '11 Privilege Commerce'),
  segment('12', '12 Prestige Commerce'),
  segment('13', '13 Decouverte Artisanat'),
  segment('14', '14 Privilege Artisanat'),
  segment('15', '15 Prestige Artisanat'),
  segment('16', '16 Decouverte Agriculture'),
  segment('17', '17 Privilege Agriculture'),
  segment('18', '18 Prestige Agriculture'),
  segment('19', '19 Professions liberales'),
  segment('PERSONNEL', 'Personnel', 'Staff of the bank'),
  segment('NON_RESIDENT', 'Non resident'),
  segment('PME', 'PME', 'Small and medium enterprises'),
  segment('ASSOCIATION', 'Association'),
  segment('LEASING', 'Societe de leasing', 'Leasing company'),
  segment('INSTITUTION_FINANCIERE', 'Institution financiere', 'Financial institution'),
];

export const RETAIL_SEGMENTS = ['01', '02', '03', '04', '05', '06', '07'];
export const PROFESSIONAL_SEGMENTS = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'];
/** What most products list: visitors, unsegmented customers and every retail range. */
export const PUBLIC_SEGMENTS = ['GUEST', 'DEFAULT', ...RETAIL_SEGMENTS];
export const COMPANY_SEGMENTS = ['GUEST', 'DEFAULT', 'PME', 'ASSOCIATION', ...PROFESSIONAL_SEGMENTS];
