import { observer } from 'mobx-react-lite';
import { isSpecialRuleModule, SPECIAL_RULE_MODULE_PARAMS, type NumberParamSpec, type TextParamSpec } from '../../src-shared/engine';
import { CommitField } from '../components/CommitField';
import type { SpecialRule } from '../../src-shared/model';
import { NumberField, SelectField } from '../components/fields';
import type { DocumentStore } from '../stores/document-store';
import { omit, sidesInOrder } from './edit';

type Props = {
  project: DocumentStore;
  rule: SpecialRule;
  testId: string;
  put: (rule: SpecialRule, what: string) => void;
  report: (m: string) => void;
};

/** The params a special rule's engine module reads, each empty until set; an empty one shows, greyed, the default the module uses. */
export const ModuleParamsFields = observer(function ModuleParamsFields({ project, rule, testId, put, report }: Props) {
  const module = rule.module;
  if (module === undefined || !isSpecialRuleModule(module)) return null;
  const specs = SPECIAL_RULE_MODULE_PARAMS[module];
  if (specs.length === 0) return null;
  const params = rule.params ?? {};
  const setParam = (key: string, value: number | string | undefined, what: string) => {
    const rest = omit(params, key);
    const next = value === undefined ? rest : { ...rest, [key]: value };
    put(Object.keys(next).length ? { ...rule, params: next } : omit(rule, 'params'), what);
  };
  const field = (spec: NumberParamSpec, key: string, label: string, placeholder: string) => {
    const value = params[key];
    return (
      <NumberField
        key={key}
        label={label}
        value={typeof value === 'number' ? value : undefined}
        min={spec.min}
        max={spec.max}
        optional
        placeholder={placeholder}
        report={report}
        testId={`${testId}-param-${key}`}
        onCommit={(n) => setParam(key, n, spec.label)}
      />
    );
  };
  const textField = (spec: TextParamSpec) => {
    const value = params[spec.key];
    if (spec.choices) {
      const fallback = spec.choices.find((c) => c.value === spec.fallback)?.label ?? spec.fallback;
      return (
        <SelectField
          key={spec.key}
          label={spec.label}
          value={typeof value === 'string' ? value : ''}
          options={[{ value: '', label: `(default: ${fallback})` }, ...spec.choices]}
          testId={`${testId}-param-${spec.key}`}
          onChange={(choice) => setParam(spec.key, choice === '' ? undefined : choice, spec.label)}
        />
      );
    }
    return (
      <CommitField
        key={spec.key}
        label={`${spec.label} (empty: ${spec.fallback})`}
        value={typeof value === 'string' ? value : ''}
        testId={`${testId}-param-${spec.key}`}
        onCommit={(text) => setParam(spec.key, text.trim() === '' ? undefined : text.trim(), spec.label)}
      />
    );
  };
  return (
    <div className="field-row" data-testid={`${testId}-params`}>
      {specs.flatMap((spec) => ('text' in spec ? [textField(spec)] : [

        field(spec, spec.key, spec.perSide ? `${spec.label} (each side)` : spec.label, String(spec.fallback)),
        ...(spec.perSide
          ? sidesInOrder(project).map((side) => field(spec, `${spec.key}.${side.id}`, `${spec.label}: ${side.name}`, String(typeof params[spec.key] === 'number' ? params[spec.key] : spec.fallback)))
          : []),
      ]))}
    </div>
  );
});
