/** The text key of a chequebook type ("CHEQUE.VIP" → "types.CHEQUE_VIP": a dot would read as a path). */
export const typeNameKey = (code: string): string => `types.${code.replaceAll('.', '_')}`;
