import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { createSchemaField, FormConsumer, FormProvider, type ISchema } from '@formily/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { Language } from '../registry';
import { formComponents } from '../renderers/form-page/form-components';
import type { FormNode } from '../schemas/generated/form-page';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createPickerServer, CUSTOMERS } from './picker-server';

const SchemaField = createSchemaField({ components: formComponents() });

/** A contract's customer from a chooser, its handler from the user picker, its department from the organisation picker (issue 21). */
function properties(language: Language): Record<string, FormNode> {
  const en = language === 'en';
  return {
    customer_id: {
      type: 'number', title: en ? 'Customer' : '客户', required: true, 'x-decorator': 'FormItem', 'x-component': 'Chooser',
      'x-component-props': { config: 'customer', labelField: 'customer_name' },
    },
    user_id: { type: 'number', title: en ? 'Handler' : '经办人', 'x-decorator': 'FormItem', 'x-component': 'UserPicker', 'x-component-props': { nameField: 'user_name' } },
    org_id: { type: 'number', title: en ? 'Department' : '部门', 'x-decorator': 'FormItem', 'x-component': 'OrgPicker', 'x-component-props': { nameField: 'org_name', kinds: ['department'] } },
    contract_ids: {
      type: 'array', title: en ? 'Contracts' : '关联合同', 'x-decorator': 'FormItem', 'x-component': 'Chooser',
      'x-component-props': { config: 'sales_contract', labelField: 'contract_names', labelProp: 'contract_no', dataPerms: 301 },
    },
    // A searched select over the same customers: what is typed is matched 500 ms later, inside the caller's scope.
    buyer_id: {
      type: 'number', title: en ? 'Buyer' : '购货单位', 'x-decorator': 'FormItem', 'x-component': 'ResourceSelect',
      'x-component-props': { chooser: 'customer', labelKey: 'customer_name', labelField: 'buyer_name' },
    },
  };
}

interface Args {
  language: Language;
  initial?: Record<string, unknown>;
  readPretty?: boolean;
  disabled?: boolean;
  env?: FakeEnv;
}

function PickerForm({ language, initial, readPretty, disabled, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(createPickerServer().handler, language));
  const form = useMemo(() => createForm({ initialValues: initial ?? {}, readPretty, disabled }), [initial, readPretty, disabled]);
  return (
    <FakeEnvFrame env={fake}>
      <FormProvider form={form}>
        <FormLayout layout="horizontal" labelWidth={120} style={{ maxWidth: 560 }}>
          <SchemaField schema={{ type: 'object', properties: properties(language) } as ISchema} />
        </FormLayout>
        <FormConsumer>{() => <pre data-testid="values">{JSON.stringify(form.values)}</pre>}</FormConsumer>
      </FormProvider>
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Form controls/pickers',
  args: { language: 'zh' },
  render: (args) => <PickerForm {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

const FILLED = { customer_id: 33, customer_name: CUSTOMERS.find((c) => c.id === 33)?.customer_name, user_id: 4, user_name: '张伟', org_id: 7, org_name: '销售一组', contract_ids: [101], contract_names: 'XS20260002', buyer_id: 34, buyer_name: CUSTOMERS.find((c) => c.id === 34)?.customer_name };

/** Empty: each control opens its picker; the id goes to the field, the name to its sibling. */
export const Empty: Story = {};
/** Opened with values: the names show, a clear button empties both fields. */
export const Filled: Story = { args: { initial: FILLED } };
/** Read-only (a submitted document): the names as text, '/' when empty. */
export const ReadPretty: Story = { args: { initial: { ...FILLED, user_id: null, user_name: null }, readPretty: true } };
/** Disabled: the names in greyed boxes, no buttons. */
export const Disabled: Story = { args: { initial: FILLED, disabled: true } };
export const English: Story = { args: { language: 'en', initial: FILLED } };
