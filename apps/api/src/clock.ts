/** The time as the API sees it: injected so tests move it forward instead of sleeping. */

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests of idle expiry, code lifetimes, lock-outs). */
export type ManualClock = Clock & { advance(milliseconds: number): void; set(date: Date): void };

export const createManualClock = (start: Date = new Date()): ManualClock => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
};
