// The one clock. The server reads the time through `services.now` (compose.ts makes it from `systemClock`, unless a
// test gives buildApp its own); what is built below or outside the services is handed a clock when it is made, and
// these are its defaults. Nothing else reads `Date.now()` or `new Date()`.
export type Clock = () => Date;

/** The machine's time. */
export const systemClock: Clock = () => new Date();

/**
 * The machine's time in milliseconds, for what must follow real time whatever clock a test gives the app: timers,
 * outage probes, presence beside Redis's own expiry, and the caches' bounds (which tests move by `cacheClock`).
 */
export const systemMs = (): number => Date.now();
