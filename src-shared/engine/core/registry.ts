/**
 * The installed rule modules (rule-module.ts) and their hooks, listed once per hook in installation order so that a
 * hot path walks a short array. modules/installed.ts installs them when the engine is imported through its index;
 * a hook asked for before that throws, so that no game is ever played without its modules by mistake.
 */
import { ACTION_TYPES, CORE_ACTION_TYPES } from './actions';
import type { Action } from './actions';
import type { RuleHooks, RuleModule } from './rule-module';
import type { RuleError } from './errors';
import type { ApplyResult } from './result';
import type { GameState } from './state';

type HookLists = { readonly [K in keyof RuleHooks]-?: readonly NonNullable<RuleHooks[K]>[] };

let modules: readonly RuleModule[] | null = null;
let lists: Readonly<Record<string, readonly unknown[]>> | null = null;
const NONE: readonly never[] = [];
let actionOwners = new Map<string, RuleModule>();

/** Installs the modules, in the order their hooks run; replaces any earlier installation. */
export function installModules(list: readonly RuleModule[]): void {
  const ids = new Set<string>();
  const owners = new Map<string, RuleModule>();
  for (const m of list) {
    if (ids.has(m.id)) throw new Error(`rule module '${m.id}' is installed twice`);
    ids.add(m.id);
    for (const type of m.actions?.types ?? []) {
      if (owners.has(type) || (CORE_ACTION_TYPES as readonly string[]).includes(type)) throw new Error(`action type '${type}' of module '${m.id}' is already taken`);
      owners.set(type, m);
    }
  }
  const collected: Record<string, unknown[]> = Object.create(null) as Record<string, unknown[]>;
  for (const m of list) {
    for (const [name, hook] of Object.entries(m.hooks ?? {})) (collected[name] ??= []).push(hook);
  }
  modules = list;
  lists = collected;
  actionOwners = owners;
  (ACTION_TYPES as string[]).splice(CORE_ACTION_TYPES.length, Infinity, ...owners.keys());
}

export function installedModules(): readonly RuleModule[] {
  if (!modules) throw new Error('The rule modules are not installed: import the engine through src-shared/engine (its index installs them).');
  return modules;
}

/** The hooks of one kind, in installation order. */
export function hooks<K extends keyof RuleHooks>(name: K): HookLists[K] {
  if (!lists) installedModules();
  return ((lists as Record<string, readonly unknown[]>)[name] ?? NONE) as HookLists[K];
}

/** The first fault a hook of this kind finds, or null. */
export function firstFault<A extends unknown[], F>(list: readonly ((...args: A) => F | null)[], ...args: A): F | null {
  for (const hook of list) {
    const fault = hook(...args);
    if (fault) return fault;
  }
  return null;
}

/** The module that owns this action type, or undefined for the core's own actions. */
export function actionOwner(type: string): RuleModule | undefined {
  installedModules();
  return actionOwners.get(type);
}

/** The module that owns the action plays it before play begins (its `beforePlay` hook): its own side takes it, whoever is phasing. */
export function isBeforePlayAction(action: Action): boolean {
  return actionOwner(action.type)?.hooks?.beforePlay !== undefined;
}

/** What play still waits for before it begins (the modules' `beforePlay` hooks), in installation order; null when nothing. */
export function beforePlay(state: GameState): { readonly sides: readonly string[]; readonly reason: RuleError; readonly actions: readonly Action[] } | null {
  let sides: string[] = [];
  let reason: RuleError | null = null;
  let actions: Action[] = [];
  for (const hook of hooks('beforePlay')) {
    const owed = hook(state);
    if (!owed) continue;
    reason ??= owed.reason;
    sides = [...sides, ...owed.sides.filter((s) => !sides.includes(s))];
    actions = [...actions, ...owed.actions];
  }
  return reason ? { sides, reason, actions } : null;
}

/** Every module action legal now, in installation order. */
export function moduleActions(state: GameState): Action[] {
  const out: Action[] = [];
  for (const m of installedModules()) if (m.actions) out.push(...m.actions.legal(state));
  return out;
}

/** Applies a module's action, or undefined when no module owns the type. */
export function applyModuleAction(state: GameState, action: Action): ApplyResult | undefined {
  const owner = actionOwner(action.type);
  return owner?.actions?.apply(state, action);
}
