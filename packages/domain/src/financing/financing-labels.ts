/** The labels a financing's payout and repayments carry in the account history (the core's wording). */
export const principalLabel = (contractNumber: string, line: number) =>
  `REMB. PRINCIPAL FIN. ${contractNumber} ECH. ${line}`;
export const profitLabel = (contractNumber: string, line: number) =>
  `ECHEANCE PROFIT FIN. ${contractNumber} ECH. ${line}`;
export const payoutLabel = (contractNumber: string) => `MISE A DISPOSITION FINANCEMENT ${contractNumber}`;
export const earlyRepaymentLabel = (contractNumber: string) => `REMB. ANTICIPE FIN. ${contractNumber}`;
