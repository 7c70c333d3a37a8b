import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { type Language } from '../registry';
import { chosenFields, FilterSettingsDrawer, type SearchPreference } from '../renderers/query-panel/filter-settings';
import { whereKey, type SearchField } from '../renderers/core/list-shared';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { contractSearchFields } from './search-fields';

/**
 * The drawer on its own, its choice kept in memory and printed below (the fields the query panel would
 * show, in order); the query-panel stories show it stored in the browser.
 */
function FilterSettingsProbe({ fields, initial, refuse }: { fields: SearchField[]; initial: SearchPreference | null; refuse?: boolean }) {
  const [open, setOpen] = useState(true);
  const [preference, setPreference] = useState(initial);
  const save = (next: SearchPreference) => {
    if (refuse) return false;
    setPreference(next);
    return true;
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        open (<span data-testid="drawer-state">{open ? 'open' : 'closed'}</span>)
      </Button>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        shown: <code data-testid="filter-shown">{chosenFields(fields, whereKey, preference).map(whereKey).join(' ')}</code> · stored:{' '}
        <code data-testid="filter-stored">{JSON.stringify(preference)}</code>
      </Typography.Paragraph>
      <FilterSettingsDrawer open={open} onClose={() => setOpen(false)} fields={fields} preference={preference} onSave={save} />
    </>
  );
}

interface Args {
  language: Language;
  fields: SearchField[];
  preference: SearchPreference | null;
  /** The browser refuses to store (storage full or blocked). */
  refuse?: boolean;
  env?: FakeEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/filter-settings',
  args: { language: 'zh', fields: contractSearchFields, preference: null },
  render: ({ language, fields, preference, refuse, env }) => (
    <FakeEnvFrame env={env ?? createFakeEnv(() => null, language)}>
      <FilterSettingsProbe fields={fields} initial={preference} refuse={refuse} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Nothing chosen yet: every searchable field, as declared. */
export const AllFields: Story = {};
/** Three fields chosen, 状态 first; 品名 was added to the list after the choice, so it is shown too. */
export const Chosen: Story = {
  args: {
    preference: {
      searchField: ['status', 'contract_no', 'amount'],
      knownFields: ['contract_no', 'contract_name', 'customer_name', 'amount', 'sign_date', 'status'],
    },
  },
};
export const English: Story = { args: { language: 'en' } };
/** The browser refuses to store the choice. */
export const StorageRefused: Story = { args: { refuse: true } };
