import { readFileSync } from 'node:fs';
import { prepareScenario, scenarioGame } from '../src-shared/engine/bots';
import { parseScenarioJson } from '../src-shared/schema';
import { hexsidesOf } from '../src-shared/hex';

for (const name of ['taremo']) {
  const text = readFileSync(`/work/wt/obstacles/scenarios/${name}.atoll.json`, 'utf8');
  const raw = JSON.parse(text);
  const parsed = parseScenarioJson(JSON.stringify(raw));
  if (!parsed.ok) { console.log(name, 'bad', parsed); continue; }
  const doc = parsed.document;
  const d = doc as any;
  d.ruleset.hexsides = d.ruleset.hexsides.map((h: any) => (h.id === 'barbed-wire' ? { ...h, obstacle: { clearers: { count: 1 } } } : h));
  const taken = new Set(d.hexsides.map((h: any) => h.id));
  for (const f of d.features.filter((f: any) => f.type === 'objective')) for (const key of hexsidesOf(d.map, f.hex)) if (!taken.has(key)) d.hexsides.push({ id: key, type: 'barbed-wire' });
  d.ruleset.features = [...d.ruleset.features.filter((f: any) => f.id !== 'commandPost'), { id: 'commandPost', name: 'Command post', source: 'test', defence: 0, columnShift: -1, protects: 'all', vehiclesMayEnter: true, enterMp: 0, maxPerHex: 1, forbidden: { structure: false, water: [], terrain: [] }, life: { defenceAdd: 1, dice: '1d6', rows: [1,2,3,4,5,6].map((roll) => ({ roll, result: roll >= 4 ? 'destroyed' : 'intact' })), keepsBonus: false } }];
  d.features.filter((f: any) => f.type === 'objective').forEach((f: any, i: number) => d.features.push({ id: `cp-${i}`, type: 'commandPost', hex: f.hex, props: {} }));
  const prepared = prepareScenario(d);
  for (let seed = 1; seed <= 4; seed++) {
    const game = scenarioGame(prepared, { seed, bots: 'greedy', maxActions: 3000 });
    const idx = game.session.actions.findIndex((a) => a.type === 'clearObstacle');
    const fire = game.session.actions.length; void fire;
    console.log('destroyed', game.state.obstacles?.destroyed);
    console.log(name, seed, game.state.obstacles?.cleared?.length ?? 0, 'first clear at action', idx, 'of', game.session.actions.length);
  }
}
