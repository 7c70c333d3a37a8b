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
  /** The page's one declared size, when it declares one (no choice of sizes). */
  oneSize?: number;
}

/** The static list as a page of one size publishes it; the unpaged list's one size is the unpaged limit. */
function OneSizeList({ limit, children }: { limit: number; children: ReactNode }) {
  const list = useListContext();
  return <ListContextProvider value={{ ...list, pageSizes: [limit], query: { ...list.query, limit } }}>{children}</ListContextProvider>;
}

const meta: Meta<Args> = {
  title: 'Renderers/pagination',
  args: { total: 128, language: 'zh', align: 'right' },
  render: ({ total, language, align, unpaged, oneSize }) => {
    const pager = <RenderSchema schema={{ type: 'pagination', align }} />;
    return (
      <FakeEnvFrame env={createFakeEnv(() => null, language)}>
        <StaticList rows={[]} total={total}>
          {unpaged || oneSize ? <OneSizeList limit={unpaged ? constants.unpagedLimit : (oneSize ?? 0)}>{pager}</OneSizeList> : pager}
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
/** A page of one declared size (50), 128 rows: the pager without a select of one option. */
export const OneSize: Story = { args: { oneSize: 50 } };
/** A page of one declared size (50) whose 40 rows all fit: nothing to page, only the total. */
export const OneSizeFits: Story = { args: { oneSize: 50, total: 40 } };
