import { describe, expect, it } from 'vitest';
import { callerDefaults } from '../../renderers/form-page/picker-fields';
import type { FormNode } from '../../schemas/generated/form-page';

const caller = { id: 4, name: '张伟', orgId: 7, orgName: '华东销售一组' };
const properties: Record<string, FormNode> = {
  base: {
    type: 'void',
    'x-component': 'FormSection',
    properties: {
      contract_name: { type: 'string', 'x-component': 'text' },
      user_id: { type: 'number', 'x-component': 'UserPicker', 'x-component-props': { nameField: 'user_name' } },
      org_id: { type: 'number', 'x-component': 'OrgPicker', 'x-component-props': { nameField: 'org_name' } },
      // Another user picker the server does not fill: left empty.
      reviewer_id: { type: 'number', 'x-component': 'UserPicker', 'x-component-props': { nameField: 'reviewer_name' } },
    },
  },
};

describe('a new record\'s picked fields', () => {
  it('the fields the server fills with the caller open with the caller and their organisation, named', () => {
    expect(callerDefaults(properties, { user_id: 'user', org_id: 'org' }, caller)).toEqual({ user_id: 4, user_name: '张伟', org_id: 7, org_name: '华东销售一组' });
  });

  it('nothing without the server\'s word, without a user, or when the form shows the field with another control', () => {
    expect(callerDefaults(properties, undefined, caller)).toEqual({});
    expect(callerDefaults(properties, { user_id: 'user' }, null)).toEqual({});
    expect(callerDefaults(properties, { contract_name: 'user', user_id: 'org' }, caller)).toEqual({});
  });
});
