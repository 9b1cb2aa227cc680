/**
 * The rule modules the engine plays with, in the order their hooks run and their actions are listed (core/registry.ts).
 * Importing this file installs them; the engine's index and the test helpers import it.
 */
import { installModules } from '../core/registry';
import type { RuleModule } from '../core/rule-module';
import { banzaiModule } from './banzai/module';
import { arrivalOrdersModule } from './arrival-orders/module';
import { bridgeBuildingModule, bridgeRepairModule } from './bridge-building/module';
import { canisterModule } from './canister/module';
import { cavesModule } from './caves/module';
import { emergencyDropsModule } from './emergency-drops/module';
import { hiddenModule } from './hidden/module';
import { moraleModule } from './morale/module';
import { napalmModule } from './napalm/module';
import { obstaclesModule } from './obstacles/module';
import { pacificModule } from './pacific/module';
import { refineryFiresModule, refineryRepairModule } from './refinery/module';
import { riverBoatsModule } from './river-boats/module';
import { starshellsModule } from './starshells/module';
import { stepChainsModule } from './step-chains/module';
import { stepLossesModule } from './step-losses/module';
import { tankKillersModule } from './tank-killers/module';
import { transportModule } from './transport/module';

export const RULE_MODULES: readonly RuleModule[] = [
  bridgeRepairModule,
  bridgeBuildingModule,
  refineryRepairModule,
  refineryFiresModule,
  pacificModule,
  emergencyDropsModule,
  riverBoatsModule,
  banzaiModule,
  canisterModule,
  cavesModule,
  hiddenModule,
  napalmModule,
  starshellsModule,
  stepLossesModule,
  stepChainsModule,
  tankKillersModule,
  obstaclesModule,
  moraleModule,
  transportModule,
  arrivalOrdersModule,
];

installModules(RULE_MODULES);
