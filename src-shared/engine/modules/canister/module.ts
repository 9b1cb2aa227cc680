// Rules OST 16.
/** Canister fire as a rule module; its action and events are the Pacific modules' (pacific/module.ts). */
import type { RuleModule } from '../../core/rule-module';

export const canisterModule: RuleModule = { id: 'canister', rules: 'OST 16' };
