/** A game store for the play-test renderer's tests: a bundled scenario set up by the bots, its log written nowhere. */
import type { AtollApi } from '../../src-shared/api/contract';
import type { PlayerKind, SessionSummary } from '../../src-shared/api/contract-sessions';
import type { Action } from '../../src-shared/engine';
import { botPlacements, placementGround } from '../../src-shared/engine/bots';
import { GameStore } from '../../src-renderer/playtest/game-store';
import { bundledScenario, type BundledScenario } from './bundled-scenarios';

/** Answers every append as the backend would, counting; nothing is stored. */
const QUIET_API = {
  'sessions.append': async ({ expectedCount, actions }: { expectedCount: number; actions: readonly Action[] }) => ({
    summary: { actionCount: expectedCount + actions.length } as unknown as SessionSummary,
    stateHash: '',
  }),
} as unknown as AtollApi;

export function testGame(name: BundledScenario, players: Record<string, PlayerKind>, seed = 1, actions: readonly Action[] = []): GameStore {
  const doc = bundledScenario(name);
  const placements = botPlacements(placementGround(doc), String(seed), () => 'objectives').placements;
  const summary = {
    id: 'ses-test', name: 'Test', createdAt: '', updatedAt: '', seed, actionCount: actions.length, turnReached: 1, turnLabel: '', over: false, outcome: null,
    sides: doc.sides.map((s) => ({ id: s.id, name: s.name })), players, parentId: null, branchedAt: null, scenarioTitle: doc.info.title, scenarioChanged: false,
  } satisfies SessionSummary;
  return GameStore.fromDetail(QUIET_API, 'h', { summary, scenario: doc, placements, actions: actions as never });
}
