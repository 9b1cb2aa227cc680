/** The vitest reporter by path (vitest.config.ts names it so its config imports nothing). */
export { VitestSkipReasons as default } from './skip-reasons';
