/**
 * The core's product code of a prepaid card's own account: its money is shown on the card (and
 * topped up from the customer's accounts), so it is not listed among the customer's accounts.
 */
export const PREPAID_CARD_CATEGORY = '1051';
