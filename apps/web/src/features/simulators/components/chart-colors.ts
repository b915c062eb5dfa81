/** Series colours of the simulators' charts: the area's plum for principal and deposits, the brand colour for profit and gains. */
export const CHART_COLORS = {
  base: 'var(--calculator-accent)',
  earnings: 'var(--mantine-color-brand-6)',
} as const;
