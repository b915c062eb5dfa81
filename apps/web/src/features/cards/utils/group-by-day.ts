/** The history's operations grouped by the day they were made, days newest first, order kept inside a day. */
import type { CardOperation } from '@baraka/contracts/cards/schemas';

export type OperationDay = { day: string; operations: CardOperation[] };

export function groupOperationsByDay(operations: readonly CardOperation[]): OperationDay[] {
  const days = new Map<string, CardOperation[]>();
  for (const operation of operations) {
    const list = days.get(operation.dateTransaction);
    if (list) {
      list.push(operation);
    } else {
      days.set(operation.dateTransaction, [operation]);
    }
  }
  return [...days.entries()]
    .sort(([left], [right]) => (left < right ? 1 : left > right ? -1 : 0))
    .map(([day, list]) => ({ day, operations: list }));
}
