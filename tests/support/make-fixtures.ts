/**
 * Writes the project fixture of the current schema version, tests/fixtures/projects/v<N>.atoll, which the
 * migration tests open. Run it once when PROJECT_SCHEMA_VERSION changes and commit the file; never regenerate
 * an older version's fixture (it stands for files people already have).
 *
 *   npx tsx tests/support/make-fixtures.ts [--force]
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyDocument, type Change } from '../../src-shared/model';
import { PROJECT_SCHEMA_VERSION } from '../../src-main/services/project-schema';
import { ProjectStore } from '../../src-main/services/project-store';

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
store.close();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
