import "server-only";

/**
 * The one clock player protection reads (limits taking effect, periods, exclusions ending). Tests move it with
 * `vi.spyOn(clock, "now")` instead of sleeping; everything else keeps the system time.
 */
export const clock = {
  now: (): Date => new Date(),
};
