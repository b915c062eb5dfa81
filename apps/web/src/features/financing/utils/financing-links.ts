/** The addresses of a financing's pages: the id travels in the query string like other detail routes. */
export const LOAN_ID_PARAM = 'loan';

export const toFinancingDetailsUrl = (loanId: string) =>
  `/credits/credit-details?${LOAN_ID_PARAM}=${encodeURIComponent(loanId)}`;
