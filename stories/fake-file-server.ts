import { ApiCodeError, type Language, type RequestOptions, type UploadOptions } from '../registry';
import type { Attachment } from '../renderers/core/file-shared/api';
import { createFakeEnv, type FakeEnv } from './fake-env';

/** A stored file as the server answers it, for stories. */
export function storedFile(id: number, name: string, extra: Partial<Attachment> = {}): Attachment {
  const url = `/api/base/file/download?id=${id}`;
  return {
    id, name, url, src: url, domain: '', size: 1024, remarks: '', upload_time: '2026-11-20 09:05:00', mime: 'application/pdf', ext: name.split('.').pop() ?? '',
    not_del: 0, not_down: 0, resource: 'sales_contract', data_id: 7, add_user_id: 4, add_user_name: '张伟', ...extra,
  };
}

export const CONTRACT_FILES: Attachment[] = [
  storedFile(1, '合同扫描件-双方盖章版本.pdf', { size: 245760, remarks: '双方盖章', upload_time: '2026-11-20 09:05:00' }),
  storedFile(2, '报价单.xlsx', { size: 10240, upload_time: '2026-11-20 09:06:00', not_del: 1, not_down: 1 }),
];

export interface FileServer {
  files: Attachment[];
  /** The multipart forms uploads sent, as [name, value or file name] in their order. */
  forms: [string, string][][];
  answer(url: string, options: RequestOptions): unknown;
  upload<T>(url: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** Lets the uploads of names with `held` finish (they wait half sent until then), and the compressions of names with `waiting`. */
  release(): void;
}

/**
 * The file calls of docs/api.md over an in-memory list: index, del (refusing not_del), remarks, download (a
 * Blob), the name-length setting, and uploads reporting progress. A name with `refused` is refused as the
 * server refuses a renamed program (4415 不支持的文件格式); one with `slow` sends until it is cancelled; one with `held` until `release`.
 * optimize compresses a PDF to size × quality × size / 100²; one named `broken` is refused as unreadable.
 */
export function createFileServer(initial: readonly Attachment[] = CONTRACT_FILES, nameLength = '100'): FileServer {
  const files = [...initial];
  const forms: FileServer['forms'] = [];
  let next = 100;
  let held: (() => void)[] = [];
  return {
    release() {
      const waiting = held;
      held = [];
      for (const go of waiting) go();
    },
    files,
    forms,
    answer(url, options) {
      const body = (options.body ?? {}) as Record<string, unknown>;
      if (url === '/api/base/file/index') return files.filter((f) => f.data_id === Number(options.query?.data_id));
      if (url === '/api/base/config/get') return { label: 'attachment_file_name_length', group_label: 'common', value: nameLength, status: 1 };
      if (url === '/api/base/file/download') {
        const file = files.find((f) => f.id === options.query?.id);
        if (!file) throw new ApiCodeError(4404, '数据不存在或无权查看');
        return new Blob([`bytes of ${file.name}`], { type: file.mime });
      }
      const index = files.findIndex((f) => f.id === body.id);
      if (url === '/api/base/file/del') {
        if (files[index]?.not_del === 1) throw new ApiCodeError(4403, '该附件不可删除');
        files.splice(index, 1);
        return { deleted: 1 };
      }
      if (url === '/api/base/file/optimize') {
        // As the server's compression job: a PDF written again at the quality and size (1-100), kept when not smaller.
        const query = options.query ?? {};
        const id = Number(/id=(\d+)/.exec(String(query.source))?.[1]);
        const at = files.findIndex((f) => f.id === id);
        if (at < 0) throw new ApiCodeError(4404, '数据不存在或无权查看');
        if (files[at].name.includes('broken')) throw new ApiCodeError(4415, 'PDF 压缩失败：文件无法解析，可能已损坏');
        const compress = () => {
          const before = files[at].size;
          const after = Math.max(1, Math.round((before * Number(query.quality) * Number(query.ppi)) / 10_000));
          const compressed = after < before ? 1 : 0;
          if (compressed) files[at] = { ...files[at], size: after };
          return { job_id: id, status: 'done', size: files[at].size, before, path: files[at].url, compressed, file: files[at] };
        };
        // A name with `waiting` is compressed only once `release` is called (to see the file while it is).
        return files[at].name.includes('waiting') ? new Promise((resolve) => held.push(() => resolve(compress()))) : compress();
      }
      if (url === '/api/base/file/remarks') {
        files[index] = { ...files[index], remarks: String(body.remarks) };
        return files[index];
      }
      return undefined;
    },
    upload<T>(_url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
      const parts = [...form.entries()].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : value.name]);
      forms.push(parts);
      const file = form.get('file') as File;
      return new Promise<T>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
        options.onProgress?.(file.size / 2, file.size);
        if (file.name.includes('slow')) return;
        const finish = () => {
          if (options.signal?.aborted) return;
          if (file.name.includes('refused')) return reject(new ApiCodeError(4415, '不支持的文件格式'));
          next += 1;
          const item = form.get('item');
          const stored = storedFile(next, file.name, { size: file.size, data_id: Number(form.get('data_id') ?? 0), upload_time: '2026-11-27 10:00:00', ...(typeof item === 'string' ? { item } : {}) });
          files.push(stored);
          options.onProgress?.(file.size, file.size);
          resolve({ ...stored, status: 'success', message: '' } as T);
        };
        if (file.name.includes('held')) held.push(finish);
        else setTimeout(finish, 20);
      });
    },
  };
}

export type FileEnv = FakeEnv & { server: FileServer };

/** A fake env whose file calls go to an in-memory file server (uploads with progress). */
export function fileEnv(language: Language = 'zh', server: FileServer = createFileServer()): FileEnv {
  const env = createFakeEnv((url, options) => server.answer(url, options), language);
  return Object.assign(env, { server, upload: server.upload });
}
