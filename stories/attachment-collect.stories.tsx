import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { AttachmentCollectSchema } from '../schemas/generated/attachment-collect';
import { FakeEnvFrame } from './fake-env';
import { CONTRACT_FILES, createFileServer, fileEnv, storedFile, type FileEnv } from './fake-file-server';

const COLLECT: AttachmentCollectSchema = {
  type: 'attachment-collect',
  resource: 'sales_contract',
  dataId: 7,
  permsId: 301,
  items: [
    { prop: 'license', label: '营业执照', labelEn: 'Business licence', kind: 'image', require: true },
    { prop: 'contract', label: '合同原件', labelEn: 'Signed contract', kind: 'file', require: true, limit: 2 },
    { prop: 'other', label: '其他材料', labelEn: 'Other documents', kind: 'file' },
  ],
};

interface Args {
  schema: AttachmentCollectSchema;
  language: Language;
  env?: FileEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/attachment-collect',
  args: { schema: COLLECT, language: 'zh' },
  render: ({ schema, language, env }) => (
    <FakeEnvFrame env={env ?? fileEnv(language)}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** The required-items table: red stars, 文件 / 图片, one file per item unless it says more (合同原件 takes 2). */
export const Collect: Story = {};
export const CollectEnglish: Story = { args: { language: 'en' } };
/** PDFs are stored as sent: no compression after the upload. */
export const CollectNoCompression: Story = { args: { schema: { ...COLLECT, compress: false } } };
/** Read only: the files without upload or delete. */
export const CollectReadOnly: Story = { args: { schema: { ...COLLECT, disabled: true, items: COLLECT.items.map((item) => ({ ...item, files: item.prop === 'license' ? [{ id: 1, name: '营业执照.png' }] : [] })) } } };
/** The record already holds files uploaded for 营业执照 and 合同原件: each is found under its item again (the file's item). */
export const CollectStored: Story = {
  args: {
    env: fileEnv(
      'zh',
      createFileServer([
        ...CONTRACT_FILES,
        storedFile(11, '营业执照-副本.png', { mime: 'image/png', item: 'license' }),
        storedFile(12, '购销合同-盖章.pdf', { item: 'contract' }),
      ]),
    ),
  },
};
