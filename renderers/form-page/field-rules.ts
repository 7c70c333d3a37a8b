import { fieldRuleViolation, type Message } from '../../rules';
import type { FieldRules, FieldRulesAnswer } from '../../schemas/generated/field-rules';
import type { FormNode } from '../../schemas/generated/form-page';
import { LINES_COMPONENT } from '../core/form-files';

/** What the form knows of its resource's field rules: none until the server answered (it checks them anyway). */
export const NO_RULES: FieldRulesAnswer = { fields: {} };

/**
 * The form's nodes with the resource's rules (GET <resource>/fieldRules) as Formily validators in the
 * server's own words (rules/field-rules.ts), and the numbered field optional with a hint that the server
 * numbers it; a lines field gets its child's rules for its cells. Sections and grids are opened; other nodes are left as they are.
 */
export function withFieldRules(properties: Readonly<Record<string, FormNode>>, rules: FieldRulesAnswer, language: 'zh' | 'en', numberedHint: string): Record<string, FormNode> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, node]) => {
      if (node.type === 'void') return [name, node.properties ? { ...node, properties: withFieldRules(node.properties, rules, language, numberedHint) } : node];
      let next: FormNode = node;
      const fieldRules: FieldRules | undefined = rules.fields[name];
      if (fieldRules) {
        const label: Message = { zh: String(node.title ?? name), en: String(node.title ?? name) };
        const validator = (value: unknown) => fieldRuleViolation(fieldRules, value, label)?.[language] ?? '';
        next = { ...next, 'x-validator': validator } as FormNode;
      }
      // A document's lines: their cells are checked by the child's rules (the server answers them under the child's name).
      const childRules = next['x-component'] === LINES_COMPONENT ? rules.children?.[name]?.fields : undefined;
      if (childRules && Object.keys(childRules).length > 0) {
        const props = (next['x-component-props'] ?? {}) as Record<string, unknown>;
        next = { ...next, 'x-component-props': { ...props, fieldRules: childRules } };
      }
      if (rules.numbered === name) {
        const props = (next['x-component-props'] ?? {}) as Record<string, unknown>;
        next = { ...next, required: false, 'x-component-props': { ...props, placeholder: numberedHint } };
      }
      return [name, next];
    }),
  );
}
