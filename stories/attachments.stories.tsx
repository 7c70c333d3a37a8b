import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { AttachmentCollectSchema } from '../schemas/generated/attachment-collect';
import type { AttachmentListSchema } from '../schemas/generated/attachment-list';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createFileServer, type FileServer } from './fake-file-server';

const LIST: AttachmentListSchema = { type: 'attachment-list', resource: 'sales_contract', dataId: 7, permsId: 301 };

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

export type FileEnv = FakeEnv & { server: FileServer };

/** A fake env whose file calls go to an in-memory file server (uploads with progress). */
export function fileEnv(language: Language = 'zh', server: FileServer = createFileServer()): FileEnv {
  const env = createFakeEnv((url, options) => server.answer(url, options), language);
  return Object.assign(env, { server, upload: server.upload });
}

interface Args {
  schema: AttachmentListSchema | AttachmentCollectSchema;
  language: Language;
  env?: FileEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/attachments',
  args: { schema: LIST, language: 'zh' },
  render: ({ schema, language, env }) => (
    <FakeEnvFrame env={env ?? fileEnv(language)}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** A contract's files: a long name cut to 10 characters, remarks or 无; one file marked not_del and not_down. */
export const List: Story = {};
/** disabled: read only, no upload, remarks or delete (spec 001 §6). */
export const ReadOnly: Story = { args: { schema: { ...LIST, disabled: true } } };
/** The flags one by one: upload allowed, delete and remarks not. */
export const UploadOnly: Story = { args: { schema: { ...LIST, canDelete: false, canEditRemarks: false } } };
/** A record without files: 暂无数据. */
export const Empty: Story = { args: { schema: { ...LIST, dataId: 8 } } };
/** The list already at its limit of 2. */
export const Full: Story = { args: { schema: { ...LIST, limit: 2 } } };
/** Images only (scene image: jpg, jpeg, png). */
export const ImagesOnly: Story = { args: { schema: { ...LIST, scene: 'image' } } };
export const English: Story = { args: { language: 'en' } };
/** The required-items table: red stars, 文件 / 图片, one file per item unless it says more. */
export const Collect: Story = { args: { schema: COLLECT } };
export const CollectEnglish: Story = { args: { schema: COLLECT, language: 'en' } };

