/** Rules as data: schemas, the built-in `paratrooper-pacific` ruleset and lookups. */
export {
  ATOLL_DEFAULT,
  D6Schema,
  DiceTextSchema,
  LINE_STYLES,
  LineLookSchema,
  LineStyleSchema,
  MODULE_NAMES,
  MODULE_LABELS,
  isModuleName,
  ModuleNameSchema,
  SourceSchema,
  WATER_KINDS,
  WaterKindSchema,
  type LineLook,
  type LineStyle,
  type ModuleName,
  type WaterKind,
} from './common';
export * from './schema';
export * from './schema-tables';
export * from './schema-obstacles';
export * from './schema-ruleset';
export * from './morale-table';
export { columnShiftForDefence, lumaOfColour } from './derive';
export { defaultMovementClasses } from './movement-classes';
export { pacificTerrain } from './terrain-pacific';
export { paratrooperTerrain } from './terrain-paratrooper';
export { defaultHexsideTypes } from './hexsides';
export { defaultPathTypes } from './paths';
export { defaultFeatureRules } from './features';
export { RESULT_EFFECTS, crtColumnForDifferential, crtResult, defaultCombatShifts, defaultCrt, resultRank, shiftColumn } from './crt';
export { airDropCategoryOf, airDropModifier, airDropResult, defaultAirDropTable, scatterDirection } from './air-drop';
export { defaultDemolitionTable, demolitionResult } from './demolition';
export { DEFAULT_RULESET_VERSION, defaultModules, defaultRuleset, defaultStacking } from './default-ruleset';
export {
  featureRuleById,
  hexsideMoveCost,
  hexsideTypeById,
  moveCost,
  movementClassById,
  pathMoveCost,
  pathTypeById,
  terrainById,
  type HexsideCostResult,
  type MoveCostResult,
  type MoveOptions,
  type Prohibited,
} from './lookup';
export * from './passenger-table';
