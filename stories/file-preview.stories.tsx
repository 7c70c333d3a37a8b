import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ApiCodeError, type Language } from '../registry';
import { FilePreviewDialog, FilePreviewPane, type PreviewFile } from '../renderers/core/file-preview';
import { createFakeEnv, FakeEnvFrame, type FakeEnv, type FakeHandler } from './fake-env';
import { DOCX_TYPE, XLSX_TYPE, docxBytes, pdfBytes, pngBytes, xlsxBytes } from './fixtures/preview-files';

const DOWNLOAD = '/api/base/file/download';

/** The stored files of the fake server, by id: what GET file/download answers (a Blob, as the real client gives). */
const FILES: Record<string, () => Promise<Blob>> = {
  1: async () => new Blob([pngBytes()], { type: 'image/png' }),
  2: async () => new Blob(['合同编号,金额\nXS001,1200.50\nXS002,300\n'], { type: 'text/plain' }),
  3: async () => new Blob([await xlsxBytes()], { type: XLSX_TYPE }),
  4: async () => new Blob([await docxBytes(['销售合同', '甲方：上海宏达化工有限公司', '乙方：江苏鑫源钢铁股份有限公司'], 'javascript:alert(1)')], { type: DOCX_TYPE }),
  5: async () => new Blob([pdfBytes('Sales contract')], { type: 'application/pdf' }),
  6: async () => new Blob(['not a zip'], { type: 'application/zip' }),
  7: async () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="teal"/></svg>'], { type: 'image/svg+xml' }),
};

/** The fake file server: download by id; an unknown id is 4404, a file marked not_down 4403 as the server says. */
export const fileHandler: FakeHandler = async (url, options) => {
  if (url !== DOWNLOAD) throw new ApiCodeError(4404, `no fake for ${url}`);
  const id = String(options.query?.id ?? '');
  if (id === '403') throw new ApiCodeError(4403, '该附件不可下载');
  const file = FILES[id];
  if (!file) throw new ApiCodeError(4404, '数据不存在或无权查看');
  return file();
};

export const fileAt = (id: number | string, name: string): PreviewFile => ({ name, url: `${DOWNLOAD}?id=${id}` });

interface Args {
  file: PreviewFile;
  language: Language;
  /** In the dialog (the default) or as a pane filling a page (/mobileOffice). */
  page?: boolean;
  env?: FakeEnv;
}

function Frame({ file, language, page, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(fileHandler, language));
  const [open, setOpen] = useState<PreviewFile | null>(file);
  return (
    <FakeEnvFrame env={fake}>
      {page ? (
        <div style={{ height: 600, border: '1px solid #eee' }}>
          <FilePreviewPane file={file} fromCaller={false} />
        </div>
      ) : (
        <>
          <button type="button" onClick={() => setOpen(file)}>
            open
          </button>
          <FilePreviewDialog file={open} onClose={() => setOpen(null)} />
        </>
      )}
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/file-preview',
  args: { file: fileAt(1, '现场照片.PNG'), language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** An image (the extension in capitals still picks the image viewer). */
export const Image: Story = {};
/** An SVG, drawn by <img> from a blob address, never inlined. */
export const Svg: Story = { args: { file: fileAt(7, 'logo.svg') } };
/** A text file (csv) as plain text. */
export const Text: Story = { args: { file: fileAt(2, '明细.csv') } };
/** An xlsx: sheet tabs, the merged title spanning three columns, a date and a formula's result. */
export const Xlsx: Story = { args: { file: fileAt(3, '合同汇总.xlsx') } };
/** A docx rendered by docx-preview; its javascript: link loses its address. */
export const Docx: Story = { args: { file: fileAt(4, '销售合同.docx') } };
/** A PDF drawn by pdf.js page by page, with the page count and zoom. */
export const Pdf: Story = { args: { file: fileAt(5, 'contract.pdf') } };
/** A type without a viewer: 暂不支持预览该类型文件 and the download. */
export const Unsupported: Story = { args: { file: fileAt(6, '资料.zip') } };
/** Not downloadable (not_down): no 下载 button. */
export const NotDownloadable: Story = { args: { file: { ...fileAt(2, '明细.csv'), downloadable: false } } };
/** The server refuses the file: its message with the code. */
export const Refused: Story = { args: { file: fileAt(403, '保密.pdf') } };
/** Another site's address is never fetched. */
export const OffSite: Story = { args: { file: { name: 'x.png', url: 'https://evil.example.com/x.png' } } };
/** On a page of its own, as /mobileOffice shows it. */
export const AsPage: Story = { args: { file: fileAt(3, '合同汇总.xlsx'), page: true } };
export const English: Story = { args: { file: fileAt(6, 'archive.zip'), language: 'en' } };
