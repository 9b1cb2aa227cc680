import { COLLECTIONS, emptyDocument, SINGLETON_NAMES, SINGLETONS } from '../../src-shared/model';

let warm = false;

/**
 * Runs the document's validators once, on a blank document, while the app is idle after launch. zod builds a
 * checker for each schema the first time it parses with it, and the engine compiles the code as it first runs: the
 * first project opened would pay for both (a third of opening a 200 × 200 map). Once per process; never throws.
 */
export function warmUpDocumentSchemas(): void {
  if (warm) return;
  warm = true;
  try {
    const blank = JSON.parse(JSON.stringify(emptyDocument())) as Record<string, unknown>;
    for (const name of SINGLETON_NAMES) SINGLETONS[name].safeParse(blank[name]);
    COLLECTIONS.hexsides.safeParse({ id: '0,0:0', type: 'river' });
    COLLECTIONS.paths.safeParse({ id: '0,0:0|road', type: 'road' });
  } catch {
    // Only a head start: the first open validates as it always does.
  }
}

/** The warm-up, soon after launch (not in the way of the first page load and its first calls). */
export function scheduleWarmUp(delayMs = 300): void {
  setTimeout(warmUpDocumentSchemas, delayMs).unref();
}
