import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';

/**
 * A user's import end to end, as the import dialog makes it (issue 41: small imports took ten seconds): the file
 * uploaded to import/check, the check followed by long polls (job/detail wait=1) to its end, listImport, the
 * import followed to its end. Answers the wall time in ms.
 */
export async function importFlow(app: FastifyInstance, bearer: string, rows: number, prefix: string): Promise<number> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入数据');
  sheet.addRow(['合同名称', '客户名称', '品名', '合同金额', '签订日期']);
  for (let i = 0; i < rows; i++) sheet.addRow([`${prefix}${i}`, `客户${i % 97}`, '热轧卷板', 1000 + i, '2026-11-20']);
  const file = Buffer.from(await book.xlsx.writeBuffer());
  const boundary = '----hkwl-bench-flow';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(part('resource', 'sales_contract') + part('perms_id', '301')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flow.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { authorization: `Bearer ${bearer}` };
  const answer = async <T>(promise: Promise<{ json(): unknown }>): Promise<T> => {
    const envelope = (await promise).json() as { code: number; msg: string; data: T };
    if (envelope.code !== 2000) throw new Error(`${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
  const follow = async (id: number) => {
    for (;;) {
      const job = await answer<{ status: string; error?: string }>(app.inject({ method: 'GET', url: `/api/base/job/detail?id=${id}&wait=1`, headers }));
      if (job.status === 'done') return;
      if (job.status !== 'queued' && job.status !== 'running') throw new Error(`job ${id} ${job.status}: ${job.error ?? ''}`);
    }
  };
  const start = performance.now();
  const checked = await answer<{ job_id: number }>(app.inject({ method: 'POST', url: '/api/base/import/check', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body }));
  await follow(checked.job_id);
  const imported = await answer<{ job_id: number }>(app.inject({ method: 'POST', url: '/api/contract/sales_contract/listImport', headers, payload: { job_id: checked.job_id, perms_id: 301 } }));
  await follow(imported.job_id);
  return performance.now() - start;
}
