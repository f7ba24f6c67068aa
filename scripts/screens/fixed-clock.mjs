// Preloaded into `next start` by `npm run screens -- refs` (NODE_OPTIONS=--import): the server's wall clock stands
// still at SCREENS_CLOCK (ms since the epoch), so the seed's dates, a login's time and every "until" a page prints
// are the same on both servers compared. Timers are untouched: they run on the monotonic clock.
const at = Number(process.env.SCREENS_CLOCK);

if (Number.isFinite(at) && at > 0) {
  const RealDate = Date;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [at] : args, newTarget);
    },
    // Date() called without new answers the current time as a string.
    apply() {
      return new RealDate(at).toString();
    },
    get(target, key, receiver) {
      if (key === "now") return () => at;
      return Reflect.get(target, key, receiver);
    },
  });
}
