import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { RenderSchema, type Language } from '../registry';
import { useExternalView } from '../renderers/core/external-view/use-external-view';
import type { ExternalViewSchema } from '../schemas/generated/external-view';
import { createFakeEnv, FakeEnvFrame } from './fake-env';

/** How a caller such as the toolbar's external action opens the dialog from code. */
function OpenFromCode({ url }: { url: string }) {
  const view = useExternalView();
  return (
    <>
      <Button onClick={() => view.open(url, '物流轨迹')}>打开物流轨迹</Button>
      {view.dialog}
    </>
  );
}

interface Args {
  schema: ExternalViewSchema;
  language: Language;
  /** Open through useExternalView instead of the renderer. */
  fromCode?: boolean;
}

const meta: Meta<Args> = {
  title: 'Renderers/external-view',
  args: {
    schema: { type: 'external-view', url: 'https://bi.example.com/report?id=12', text: '查看报表', textEn: 'View report', title: '销售报表', titleEn: 'Sales report' },
    language: 'zh',
  },
  render: ({ schema, language, fromCode }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      {fromCode ? <OpenFromCode url={schema.url} /> : <RenderSchema schema={schema} />}
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Full screen (the list page's external view). */
export const FullScreen: Story = {};
/** The generic modal: 1200 px wide. */
export const Dialog: Story = {
  args: { schema: { type: 'external-view', url: '/reports/stock?warehouse=3', text: '库存视图', fullScreen: false } },
};
/** A javascript: address is refused with a message, never loaded. */
export const UnsafeAddress: Story = {
  args: { schema: { type: 'external-view', url: 'javascript:alert(document.cookie)', text: '危险链接', textEn: 'Unsafe link' } },
};
export const English: Story = { args: { language: 'en' } };
/** Opened from code, as the toolbar's external action does. */
export const FromCode: Story = { args: { fromCode: true, schema: { type: 'external-view', url: 'https://tms.example.com/track/88', text: '-' } } };
