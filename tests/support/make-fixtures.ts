/**
 * Writes the project fixture of the current schema version, tests/fixtures/projects/v<N>.atoll, which the
 * migration tests open. Run it once when PROJECT_SCHEMA_VERSION changes and commit the file; never regenerate
 * an older version's fixture (it stands for files people already have).
 *
 *   npx tsx tests/support/make-fixtures.ts [--force]
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyDocument, type Change } from '../../src-shared/model';
import { PROJECT_SCHEMA_VERSION } from '../../src-main/services/project-schema';
import { ProjectStore } from '../../src-main/services/project-store';
import type { BackendContext } from '../../src-main/services/backend-context';
import { sessionHandlers } from '../../src-main/services/session-handlers';
import { parseSessionFile, sessionFileText } from '../../src-shared/engine/core/session-file';
import { bundledScenario } from './bundled-scenarios';

const AT = '2026-01-01T00:00:00.000Z';
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.resolve(here, '../fixtures/projects');
const file = path.join(dir, `v${PROJECT_SCHEMA_VERSION}.atoll`);

if (existsSync(file) && !process.argv.includes('--force')) {
  console.error(`${path.relative(process.cwd(), file)} exists; pass --force to replace it`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });

const doc = emptyDocument();
const store = ProjectStore.create(file, doc);
const hex = (col: number, row: number, terrain: string, elevation = 0): Change => ({ kind: 'hex', col, row, terrain, elevation });
store.apply('Edit title', [{ kind: 'set', name: 'info', value: { ...doc.info, title: `Fixture v${PROJECT_SCHEMA_VERSION}` } }], AT);
store.apply('Rename side', [{ kind: 'put', collection: 'sides', record: { ...doc.sides[1], name: 'Japanese' } }], AT);
store.apply('Paint', [hex(0, 0, 'jungle'), hex(1, 0, 'ocean'), hex(5, 7, 'kunai', 2), hex(23, 17, 'beach', 1)], AT);
store.apply('Add forces', [
  { kind: 'put', collection: 'contingents', record: { id: 'con-1', code: '2R', sideId: 'side-1', name: '2nd Raiding Regiment', colours: { background: '#c8b273', text: '#000000' } } },
  {
    kind: 'put', collection: 'unitTypes', record: {
      id: 'type-1', name: 'Airborne infantry', unitClass: 'parachute infantry', sidc: '10031000001211000000', size: '•••',
      movementClass: 'foot', flags: ['parachute'], stepModel: 'two-sided',
      steps: [{ label: 'effective', combat: 3, range: 0, ma: 4 }, { label: 'disrupted', combat: 1, range: 0, ma: 2 }],
    },
  },
  { kind: 'put', collection: 'units', record: { id: 'unit-1', designation: '1', typeId: 'type-1', contingentId: 'con-1', setup: { kind: 'reinforcement' }, hidden: false } },
  {
    kind: 'put', collection: 'arrivals', record: {
      id: 'arrival-1', sideId: 'side-1', turn: 1, note: '', units: { kind: 'contingents', contingentIds: ['con-1'] },
      entry: { method: 'airdrop', areas: [], mayDelay: false },
    },
  },
], AT);

// Play-test sessions (schema 3): a Palembang game of 12 actions, imported, and a branch of it after 5.
const golden = parseSessionFile(readFileSync(path.resolve(here, '../fixtures/replays/palembang-greedy-1.session.json'), 'utf8'));
if (!golden.ok) throw new Error('the golden replay does not read');
const { placements, seed, actions } = golden.file;
const sessions = sessionHandlers({ now: () => new Date(AT), storeFor: () => store } as unknown as BackendContext);
const text = sessionFileText({ scenario: bundledScenario('palembang'), placements, seed, actions: actions.slice(0, 12) });
const { summary } = await sessions['sessions.import']({ handle: 'fixture', text, name: 'Fixture game' });
await sessions['sessions.branch']({ handle: 'fixture', id: summary.id, at: 5, name: 'Fixture branch' });
store.close();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
