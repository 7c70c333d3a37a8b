import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { AttachmentListSchema } from '../schemas/generated/attachment-list';
import { FakeEnvFrame } from './fake-env';
import { fileEnv, type FileEnv } from './fake-file-server';

const LIST: AttachmentListSchema = { type: 'attachment-list', resource: 'sales_contract', dataId: 7, permsId: 301 };

interface Args {
  schema: AttachmentListSchema;
  language: Language;
  env?: FileEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/attachment-list',
  args: { schema: LIST, language: 'zh' },
  render: ({ schema, language, env }) => (
    <FakeEnvFrame env={env ?? fileEnv(language)}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** A contract's files: a long name cut to 10 characters, remarks or 无; one file marked not_del and not_down. Upload with 上传附件. */
export const List: Story = {};
/** disabled: read only, no upload, remarks or delete (spec 001 §6). */
export const ReadOnly: Story = { args: { schema: { ...LIST, disabled: true } } };
/** The flags one by one: upload allowed, delete and remarks not. */
export const UploadOnly: Story = { args: { schema: { ...LIST, canDelete: false, canEditRemarks: false } } };
/** A record without files: 暂无数据. */
export const Empty: Story = { args: { schema: { ...LIST, dataId: 8 } } };
/** A list that holds at most 2 files. */
export const Full: Story = { args: { schema: { ...LIST, limit: 2 } } };
/** Images only (scene image: jpg, jpeg, png). */
export const ImagesOnly: Story = { args: { schema: { ...LIST, scene: 'image' } } };
/** Names must be unique: a name the list holds is refused (不要重复选择文件). */
/** PDFs stored as sent: no compression tool in the upload dialog. */
export const NoCompression: Story = { args: { schema: { ...LIST, compress: false } } };
export const UniqueNames: Story = { args: { schema: { ...LIST, uniqueNames: true } } };
export const English: Story = { args: { language: 'en' } };
/**
 * isSuperEdit (spec 001 §6) against given old files: 报价单 is 新增 (not there before), 旧报价单 已删除 (gone now,
 * struck through, nothing to do with it).
 */
export const SuperEdit: Story = {
  args: { schema: { ...LIST, isSuperEdit: true, oldFiles: [{ id: 1, name: '合同扫描件-双方盖章版本.pdf' }, { id: 99, name: '旧报价单.xlsx', size: 4096 }] } },
};
/** isSuperEdit without old files: compared against the first load, so a file deleted now stays listed as 已删除. */
export const SuperEditSession: Story = { args: { schema: { ...LIST, isSuperEdit: true } } };
