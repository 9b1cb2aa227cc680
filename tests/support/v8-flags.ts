/**
 * The V8 flag the unit-test workers (vitest.config.ts) and the end-to-end tests' hosts (web-host.ts) start with: an
 * interrupt budget of 1 MB, so TurboFan compiles only code that stays hot. Most code in a test runs for a moment, and
 * with V8's 66 KB budget the compiler threads took about a fifth of the workers' CPU (vitest.config.ts gives the
 * numbers). The same code runs in every tier.
 */
export const HOT_CODE_ONLY = '--interrupt-budget=1048576';
