import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { RenderSchema, type Language } from '../registry';
import { ListContextProvider, useListContext } from '../renderers/list-page';
import constants from '../schemas/constants.json';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';

interface Args {
  total: number;
  language: Language;
  align: 'left' | 'right';
  /** The list of an unpaged page (func_config pagination false): one page size, everything at once. */
  unpaged?: boolean;
}

/** The static list as an unpaged list page publishes it: its one page size is the unpaged limit. */
function UnpagedList({ children }: { children: ReactNode }) {
  const list = useListContext();
  const limit = constants.unpagedLimit;
  return <ListContextProvider value={{ ...list, pageSizes: [limit], query: { ...list.query, limit } }}>{children}</ListContextProvider>;
}

const meta: Meta<Args> = {
  title: 'Renderers/pagination',
  args: { total: 128, language: 'zh', align: 'right' },
  render: ({ total, language, align, unpaged }) => {
    const pager = <RenderSchema schema={{ type: 'pagination', align }} />;
    return (
      <FakeEnvFrame env={createFakeEnv(() => null, language)}>
        <StaticList rows={[]} total={total}>
          {unpaged ? <UnpagedList>{pager}</UnpagedList> : pager}
        </StaticList>
      </FakeEnvFrame>
    );
  },
};
export default meta;

type Story = StoryObj<Args>;

export const Chinese: Story = {};
export const English: Story = { args: { language: 'en' } };
export const LeftAligned: Story = { args: { align: 'left' } };
export const Nothing: Story = { args: { total: 0 } };
/** An unpaged list (出入库单): where the pager would be, only 共 N 条. */
export const Unpaged: Story = { args: { unpaged: true, total: 1260 } };
export const UnpagedEnglish: Story = { args: { unpaged: true, total: 1260, language: 'en' } };
