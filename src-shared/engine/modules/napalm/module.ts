// Rules OST 14.
/** Napalm strikes as a rule module; its action and events are the Pacific modules' (pacific/module.ts). */
import type { RuleModule } from '../../core/rule-module';

export const napalmModule: RuleModule = { id: 'napalm', rules: 'OST 14' };
