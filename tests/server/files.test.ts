import { connect } from 'node:net';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, changePosition, get, login, post, startTestServer, type Answer, type TestServer } from './harness';
import { filesState, storedFiles as allStoredFiles, type FilesState } from './files-state';
import { BOUNDARY, multipartBody, multipartForm as form } from './multipart';
import { docxZip, zipBytes } from './docx';
import { xlsxBytes } from './xlsx';
import { addLeadButtons, CLERK, grantPosition, ID, resetLeads } from './scope-fixtures';

const UPLOAD = '/api/base/file/upload';
/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** The start of a Windows program: what a renamed .exe begins with. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(0x3a), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

interface Attachment {
  id: number;
  item?: string;
  name: string;
  url: string;
  size: number;
  remarks: string;
  mime: string;
  ext: string;
  not_del: number;
  not_down: number;
  upload_time: string;
}

let server: TestServer;
let token: string;

function upload(payload: Buffer, headers: Record<string, string> = bearer(token)): Promise<Answer<Attachment>> {
  return call<Attachment>(server.app, { method: 'POST', url: UPLOAD, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

const lead = (name: string) => ({ resource: 'sales_lead', data_id: String(ID[name]) });

/** Every file under the storage root, temporary ones included. */
function storedFiles(): string[] {
  return allStoredFiles(server.filesRoot);
}

async function fileRows(): Promise<number> {
  return (await server.database.db.selectFrom('files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
}

/** Asserts the call was refused with this code and message and changed no row and no stored file. */
async function refusedCleanly(answer: Answer, code: number, msg: string | RegExp, before: FilesState): Promise<void> {
  expect(answer.code, answer.msg).toBe(code);
  if (typeof msg === 'string') expect(answer.msg).toBe(msg);
  else expect(answer.msg).toMatch(msg);
  expect(await snapshot()).toEqual(before);
}

function snapshot(): Promise<FilesState> {
  return filesState(server);
}

beforeAll(async () => {
  server = await startTestServer(20);
  await resetLeads(server.database.db);
  await addLeadButtons(server.database.db);
  // The clerk in a position whose leads scope is their company (company 3): leads A-F, K, L; not G, H, I.
  const { positionId } = await grantPosition(server.database.db, { scope: 'company', buttons: ['del'] });
  token = await changePosition(server.app, await login(server.app, CLERK.mobile), positionId);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('attachments: the happy path', () => {
  it('uploads, lists, downloads, edits remarks and deletes a record’s file', async () => {
    const uploaded = await upload(form({ ...lead('A'), remarks: '合同扫描件' }, { name: '合同 2026.png', content: PNG }));
    expect(uploaded.code).toBe(2000);
    expect(uploaded.data).toMatchObject({ name: '合同 2026.png', size: PNG.length, remarks: '合同扫描件', mime: 'image/png', ext: 'png', not_del: 0, not_down: 0 });
    expect(uploaded.data.url).toBe(`/api/base/file/download?id=${uploaded.data.id}`);
    expect(storedFiles()).toHaveLength(1);

    const list = await get<Attachment[]>(server.app, token, '/api/base/file/index', lead('A'));
    expect(list.code).toBe(2000);
    expect(list.data.map((f) => f.name)).toEqual(['合同 2026.png']);

    const download = await server.app.inject({ method: 'GET', url: uploaded.data.url, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="__ 2026.png"; filename*=UTF-8''${encodeURIComponent('合同 2026.png')}`);

    const remarks = await post<Attachment>(server.app, token, '/api/base/file/remarks', { id: uploaded.data.id, remarks: '已盖章' });
    expect(remarks.code).toBe(2000);
    expect(remarks.data.remarks).toBe('已盖章');
    const tooLong = await post(server.app, token, '/api/base/file/remarks', { id: uploaded.data.id, remarks: 'x'.repeat(501) });
    expect(tooLong.code).toBe(4400);

    const deleted = await post<{ deleted: number }>(server.app, token, '/api/base/file/del', { id: uploaded.data.id });
    expect(deleted).toMatchObject({ code: 2000, data: { deleted: 1 } });
    expect(storedFiles()).toHaveLength(0);
    expect((await get<Attachment[]>(server.app, token, '/api/base/file/index', lead('A'))).data).toEqual([]);
    expect((await post(server.app, token, '/api/base/file/del', { id: uploaded.data.id })).code).toBe(4404);
  });

  it('a completed or void document’s files are fixed: no upload, remarks or delete (4423); a draft’s and one in approval’s take them', async () => {
    const clerk = await login(server.app, CLERK.mobile);
    const db = server.database.db;
    const contract = (await db.selectFrom('sales_contracts' as never).select(['id' as never, 'status' as never]).where('add_user_id' as never, '=', CLERK.userId as never).executeTakeFirstOrThrow()) as { id: number; status: number };
    const owner = { resource: 'sales_contract', data_id: String(contract.id), perms_id: '301' };
    const setStatus = (status: number) => db.updateTable('sales_contracts' as never).set({ status } as never).where('id' as never, '=', contract.id as never).execute();
    await setStatus(0);
    const added = await upload(form(owner, { name: '盖章页.png', content: PNG }), bearer(clerk));
    expect(added.code).toBe(2000);
    try {
      await setStatus(1);
      expect((await post(server.app, clerk, '/api/base/file/remarks', { id: added.data.id, remarks: '审批中补充' })).code).toBe(2000);
      for (const [status, state] of [[2, '已完成'], [4, '已作废']] as const) {
        await setStatus(status);
        const before = await snapshot();
        const refusedUpload = await upload(form(owner, { name: '又一页.png', content: PNG }), bearer(clerk));
        await refusedCleanly(refusedUpload, 4423, new RegExp(state), before);
        expect((await post(server.app, clerk, '/api/base/file/remarks', { id: added.data.id, remarks: '改了' })).code).toBe(4423);
        expect((await post(server.app, clerk, '/api/base/file/del', { id: added.data.id })).code).toBe(4423);
        expect(await snapshot()).toEqual(before);
      }
      const kept = await get<Attachment[]>(server.app, clerk, '/api/base/file/index', owner);
      expect(kept.data.map((f) => [f.name, f.remarks])).toEqual([['盖章页.png', '审批中补充']]);
    } finally {
      await setStatus(0);
      await post(server.app, clerk, '/api/base/file/del', { id: added.data.id });
      await setStatus(contract.status);
    }
  });

  it('takes a PDF in the default scene and refuses it in the image scene', async () => {
    const pdf = await upload(form(lead('B'), { name: 'a.PDF', content: PDF }));
    expect(pdf.data).toMatchObject({ mime: 'application/pdf', ext: 'pdf' });
    const before = await snapshot();
    await refusedCleanly(await upload(form({ ...lead('B'), scene: 'image' }, { name: 'a.pdf', content: PDF })), 4415, '上传文件只能是jpg,jpeg,png 格式', before);
  });

  it('keeps the required-items table\'s item of a file (the field item) and answers it in the list; a bad item writes nothing', async () => {
    const license = await upload(form({ ...lead('E'), scene: 'image', item: 'business_license' }, { name: '执照.png', content: PNG }));
    expect(license.data.item).toBe('business_license');
    const plain = await upload(form(lead('E'), { name: '其他.png', content: PNG }));
    expect(plain.data.item).toBeUndefined();
    const listed = await get<(Attachment & { item?: string })[]>(server.app, token, '/api/base/file/index', lead('E'));
    expect(listed.data.map((f) => [f.name, f.item])).toEqual([['执照.png', 'business_license'], ['其他.png', undefined]]);
    const before = await snapshot();
    for (const item of ['../x', 'a b', "x' OR 1=1", '9lives', 'x'.repeat(65), 'signed_contract']) {
      await refusedCleanly(await upload(form({ ...lead('E'), item }, { name: 'a.png', content: PNG })), 4400, /.+/, before);
    }
  });

  it('holds an item to its kind and its limit, whatever scene the upload names; racing uploads take the last place once', async () => {
    // 营业执照 is a picture (图片: jpg, jpeg, png) holding one file.
    const before = await snapshot();
    await refusedCleanly(await upload(form({ ...lead('F'), scene: 'file', item: 'business_license' }, { name: '执照.pdf', content: PDF })), 4415, '上传文件只能是jpg,jpeg,png 格式', before);
    const racing = await Promise.all([1, 2, 3].map((n) => upload(form({ ...lead('F'), item: 'business_license' }, { name: `执照${n}.png`, content: PNG }))));
    expect(racing.map((a) => a.code).sort()).toEqual([2000, 4415, 4415]);
    for (const refused of racing.filter((a) => a.code !== 2000)) expect(refused.msg).toBe('该栏目最多只能上传1个附件');
    const listed = await get<Attachment[]>(server.app, token, '/api/base/file/index', lead('F'));
    expect(listed.data.map((f) => f.item)).toEqual(['business_license']);
    expect(storedFiles()).toHaveLength(before.files + 1);
    // A file outside the table is not counted against it.
    expect((await upload(form(lead('F'), { name: '名片.png', content: PNG }))).code).toBe(2000);
    // Deleting the item's file makes room again.
    expect((await post(server.app, token, '/api/base/file/del', { id: listed.data[0].id })).code).toBe(2000);
    expect((await upload(form({ ...lead('F'), item: 'business_license' }, { name: '新执照.png', content: PNG }))).data).toMatchObject({ item: 'business_license', name: '新执照.png' });
  });

  it('removes a record’s files with the record', async () => {
    const first = await upload(form(lead('D'), { name: 'one.png', content: PNG }));
    await upload(form(lead('D'), { name: 'two.pdf', content: PDF }));
    const before = await snapshot();
    const deleted = await post<{ deleted: number }>(server.app, token, '/api/crm/sales_lead/del', { ids: [ID.D] });
    expect(deleted.data.deleted).toBe(1);
    expect(Number(await fileRows())).toBe(before.rows - 2);
    expect(storedFiles()).toHaveLength(before.files - 2);
    expect((await get(server.app, token, first.data.url)).code).toBe(4404);
  });
});

describe('attachments: bad input writes nothing', () => {
  it('refuses a program renamed .pdf', async () => {
    const before = await snapshot();
    await refusedCleanly(await upload(form(lead('A'), { name: 'a.pdf', content: EXE })), 4415, '不支持的文件格式', before);
  });

  it('refuses a file over the size limit', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
    await refusedCleanly(await upload(form(lead('A'), { name: 'big.png', content: big })), 4415, '附件“big.png”超过10M，请压缩。', before);
  });

  it('takes only the last part of a path as the name', async () => {
    const before = await snapshot();
    await refusedCleanly(await upload(form(lead('A'), { name: '../../etc/passwd', content: PNG })), 4415, '不支持该文件类型', before);
    const escaped = await upload(form(lead('A'), { name: '..\\..\\x\u0007.png', content: PNG }));
    expect(escaped.data.name).toBe('x.png');
    expect(storedFiles().every((path) => path.startsWith(server.filesRoot))).toBe(true);
    await post(server.app, token, '/api/base/file/del', { id: escaped.data.id });
  });

  it('refuses a name over 100 characters and takes one of 100', async () => {
    const before = await snapshot();
    await refusedCleanly(await upload(form(lead('A'), { name: `${'名'.repeat(97)}.png`, content: PNG })), 4415, '文件名称过长', before);
    const fits = await upload(form(lead('A'), { name: `${'名'.repeat(96)}.png`, content: PNG }));
    expect(fits.code).toBe(2000);
    await post(server.app, token, '/api/base/file/del', { id: fits.data.id });
  });

  it('hides another company’s record and its files', async () => {
    const before = await snapshot();
    await refusedCleanly(await upload(form(lead('H'), { name: 'a.png', content: PNG })), 4404, '数据不存在或无权查看', before);
    expect((await get(server.app, token, '/api/base/file/index', lead('H'))).code).toBe(4404);
    // A file of H's, put there by someone who sees it: the clerk can neither read, download, edit nor delete it.
    const admin = await login(server.app, '13800000000');
    const theirs = await call<Attachment>(server.app, {
      method: 'POST', url: UPLOAD, payload: form(lead('H'), { name: 'h.png', content: PNG }), headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(theirs.code).toBe(2000);
    expect((await get(server.app, token, theirs.data.url)).code).toBe(4404);
    expect((await post(server.app, token, '/api/base/file/del', { id: theirs.data.id })).code).toBe(4404);
    expect((await post(server.app, token, '/api/base/file/remarks', { id: theirs.data.id, remarks: 'x' })).code).toBe(4404);
    expect((await get<Attachment[]>(server.app, admin, '/api/base/file/index', lead('H'))).data[0].remarks).toBe('');
  });

  it('refuses callers without a session or with a forged token', async () => {
    const before = await snapshot();
    await refusedCleanly(await upload(form(lead('A'), { name: 'a.png', content: PNG }), {}), 4001, /.+/, before);
    await refusedCleanly(await upload(form(lead('A'), { name: 'a.png', content: PNG }), bearer('forged-token-forged-token-forged-token-00')), 4001, /.+/, before);
    const list = await call(server.app, { method: 'GET', url: '/api/base/file/index?resource=sales_lead&data_id=1' });
    expect(list.code).toBe(4001);
  });

  it('stores nothing of an upload cut off mid-stream', async () => {
    const before = await snapshot();
    const body = form(lead('A'), { name: 'cut.png', content: Buffer.concat([PNG, Buffer.alloc(256 * 1024)]) }, true);
    await refusedCleanly(await upload(body), 4415, '上传失败，请稍后再试', before);
    // Cut off inside the part headers, before any file byte.
    await refusedCleanly(await upload(body.subarray(0, body.indexOf('filename=') + 12)), 4415, '上传失败，请稍后再试', before);
  });

  it('removes the half-written file when the client hangs up mid-upload over a real socket', async () => {
    const before = await snapshot();
    const address = new URL(await server.app.listen({ port: 0, host: '127.0.0.1' }));
    const body = form(lead('A'), { name: 'gone.png', content: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
    const socket = connect(Number(address.port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write(
      `POST ${UPLOAD} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\n` +
        `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${body.length}\r\n\r\n`,
    );
    // Past the sniffed head, so the storage has started writing its temporary file; then the line goes dead.
    socket.write(body.subarray(0, 512 * 1024));
    const earlier = new Set(storedFiles());
    const partial = await vi.waitFor(() => {
      const fresh = storedFiles().find((path) => path.endsWith('.part') && !earlier.has(path));
      expect(fresh).toBeDefined();
      return fresh as string;
    }, { timeout: 10_000 });
    socket.destroy();
    await vi.waitFor(() => expect(storedFiles()).not.toContain(partial), { timeout: 10_000 });
    expect(storedFiles()).toHaveLength(before.files);
    expect(Number(await fileRows())).toBe(before.rows);
  });

  it('refuses a second file, a missing file, fields after the file and a plain JSON body', async () => {
    const before = await snapshot();
    const two = Buffer.concat([form(lead('A'), { name: 'a.png', content: PNG }).subarray(0, -(BOUNDARY.length + 6)), form({}, { name: 'b.png', content: PNG })]);
    await refusedCleanly(await upload(two), 4415, '已超出最大上传数量', before);
    await refusedCleanly(await upload(form(lead('A'))), 4415, '请选择要上传的文件', before);
    await refusedCleanly(await upload(form({ resource: 'sales_lead', data_id: 'x' }, { name: 'a.png', content: PNG })), 4400, /data_id/, before);
    await refusedCleanly(await post(server.app, token, UPLOAD, { resource: 'sales_lead', data_id: ID.A }), 4400, /multipart/, before);
    await refusedCleanly(await upload(form({ ...lead('A'), scene: 'nope' }, { name: 'a.png', content: PNG })), 4400, /scene/, before);
    await refusedCleanly(await upload(form({ resource: 'no_such', data_id: '1' }, { name: 'a.png', content: PNG })), 4404, '数据不存在或无权查看', before);
  });
});

describe('upload edges (issue 40): refused with 4400, nothing stored', () => {
  const english = () => ({ ...bearer(token), cookie: 'language=en' });

  it('refuses a scene that is not one of the four, inherited names too', async () => {
    const before = await snapshot();
    for (const scene of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'Default', '']) {
      await refusedCleanly(await upload(form({ ...lead('A'), scene }, { name: 'a.png', content: PNG })), 4400, '上传场景 scene 只能是 default, image, file, excel 之一', before);
    }
    const en = await upload(form({ ...lead('A'), scene: '__proto__' }, { name: 'a.png', content: PNG }), english());
    await refusedCleanly(en, 4400, 'The upload scene (scene) must be one of default, image, file, excel', before);
  });

  it('refuses a field sent after the file, whichever field it is', async () => {
    const before = await snapshot();
    const file = { name: 'file', file: { name: 'a.png', content: PNG } };
    const after = (name: string, value: string) => multipartBody([{ name: 'resource', value: 'sales_lead' }, { name: 'data_id', value: String(ID.A) }, file, { name, value }]);
    for (const [name, value] of [['remarks', '写在文件之后'], ['scene', 'image'], ['item', 'business_license'], ['output', 'json'], ['nonsense', 'x']]) {
      await refusedCleanly(await upload(after(name, value)), 4400, `字段 ${name} 在文件之后发送：上传的字段须在文件之前发送，本次上传未保存`, before);
    }
    await refusedCleanly(await upload(after('remarks', 'late'), english()), 4400, 'Field remarks was sent after the file: an upload sends its fields before the file; nothing was stored', before);
    // All fields after the file: the record is not known when the file arrives.
    const allAfter = multipartBody([file, { name: 'resource', value: 'sales_lead' }, { name: 'data_id', value: String(ID.A) }]);
    await refusedCleanly(await upload(allAfter), 4400, /resource/, before);
  });

  it('takes not_del and not_down from no uploader: either field is refused (the configuration sets them)', async () => {
    const before = await snapshot();
    for (const [field, value] of [['not_del', '1'], ['not_down', '1'], ['not_del', '0']]) {
      await refusedCleanly(await upload(form({ ...lead('C'), [field]: value }, { name: 'keep.png', content: PNG })), 4400, `${field} 由附件配置决定，上传时不能指定`, before);
    }
    await refusedCleanly(await upload(form({ ...lead('C'), not_del: '1' }, { name: 'keep.png', content: PNG }), english()), 4400, 'not_del comes from the attachment configuration; an upload cannot set it', before);
    // Without a configuration that says otherwise (files/list.ts), a file may be deleted and downloaded.
    const plain = await upload(form(lead('C'), { name: 'plain.png', content: PNG }));
    expect(plain.data).toMatchObject({ not_del: 0, not_down: 0 });
    expect((await server.app.inject({ method: 'GET', url: plain.data.url, headers: bearer(token) })).statusCode).toBe(200);
    expect((await post(server.app, token, '/api/base/file/del', { id: plain.data.id })).code).toBe(2000);
  });

  it('holds a record’s list to 20 files on the server; racing uploads take the last place once; an item’s files are not counted', async () => {
    const owner = lead('L');
    for (let n = 1; n <= 18; n++) expect((await upload(form(owner, { name: `第${n}页.png`, content: PNG }))).code).toBe(2000);
    const racing = await Promise.all([1, 2, 3].map((n) => upload(form(owner, { name: `并发${n}.png`, content: PNG }))));
    expect(racing.map((a) => a.code).sort()).toEqual([2000, 2000, 4400]);
    expect(racing.find((a) => a.code === 4400)?.msg).toBe('已超出最大上传数量');
    const before = await snapshot();
    await refusedCleanly(await upload(form(owner, { name: '第21页.png', content: PNG })), 4400, '已超出最大上传数量', before);
    await refusedCleanly(await upload(form(owner, { name: '21.png', content: PNG }), english()), 4400, 'The maximum number of files is exceeded', before);
    const listed = await get<Attachment[]>(server.app, token, '/api/base/file/index', owner);
    expect(listed.data).toHaveLength(20);
    // The required-items table's files are the item's, held to the item's own limit.
    expect((await upload(form({ ...owner, item: 'business_license' }, { name: '执照.png', content: PNG }))).code).toBe(2000);
    // A file deleted makes room again.
    expect((await post(server.app, token, '/api/base/file/del', { id: listed.data[0].id })).code).toBe(2000);
    expect((await upload(form(owner, { name: '补上.png', content: PNG }))).code).toBe(2000);
    expect((await upload(form(owner, { name: '再多.png', content: PNG }))).code).toBe(4400);
  });

  it('takes a real .xlsx and .docx, in the scenes that list them', async () => {
    const xlsx = await upload(form({ ...lead('K'), scene: 'excel' }, { name: '报价单.xlsx', content: await xlsxBytes() }));
    expect(xlsx.code).toBe(2000);
    expect(xlsx.data).toMatchObject({ ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    // One set of bytes: a zip made twice differs in its entries' times (CI once made them across a second).
    const docxBytes = await zipBytes(docxZip());
    const docx = await upload(form({ ...lead('K'), scene: 'file' }, { name: '合同.docx', content: docxBytes }));
    expect(docx.code).toBe(2000);
    expect(docx.data).toMatchObject({ ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const stored = await server.app.inject({ method: 'GET', url: docx.data.url, headers: bearer(token) });
    expect(stored.rawPayload.equals(docxBytes)).toBe(true);
    for (const { id } of [xlsx.data, docx.data]) expect((await post(server.app, token, '/api/base/file/del', { id })).code).toBe(2000);
  });

  it('refuses a zip that is not the Office format its name says, naming what is wrong', async () => {
    const workbook = await xlsxBytes();
    /** The genuine workbook with `change` made to it. */
    const altered = async (change: (zip: JSZip) => void | Promise<void>) => {
      const zip = await JSZip.loadAsync(workbook);
      await change(zip);
      return zipBytes(zip);
    };
    const programOnly = new JSZip();
    programOnly.file('setup.exe', EXE);
    const contentTypes = async (zip: JSZip) => (await zip.file('[Content_Types].xml')?.async('string')) ?? '';
    /** A document whose content types no longer say which part is the document (only a plain XML default). */
    const undeclaredDocument = async () => {
      const zip = docxZip();
      zip.file('[Content_Types].xml', (await contentTypes(zip)).replace(/<Override [^>]*\/>/, ''));
      return zipBytes(zip);
    };
    const cases: [string, Buffer, string][] = [
      ['a.xlsx', await zipBytes(programOnly), '“a.xlsx”不是有效的 xlsx 文件：其中含有可执行程序 setup.exe'],
      ['a.docx', await zipBytes(programOnly), '“a.docx”不是有效的 docx 文件：其中含有可执行程序 setup.exe'],
      ['notes.docx', await zipBytes(new JSZip().file('notes.txt', '不是文档')), '“notes.docx”不是有效的 docx 文件：缺少或无法读取 [Content_Types].xml'],
      ['b.xlsx', await altered((zip) => void zip.file('xl/setup.exe', EXE)), '“b.xlsx”不是有效的 xlsx 文件：其中含有可执行程序 xl/setup.exe'],
      ['c.xlsx', await altered((zip) => void zip.file('xl/payload.bin', EXE)), '“c.xlsx”不是有效的 xlsx 文件：其中的 xl/payload.bin 在 [Content_Types].xml 中没有声明类型'],
      ['d.xlsx', await altered((zip) => void zip.remove('xl/workbook.xml')), '“d.xlsx”不是有效的 xlsx 文件：缺少主文档 xl/workbook.xml，或 [Content_Types].xml 未将其声明为 xlsx 的主文档'],
      ['e.docx', await undeclaredDocument(), '“e.docx”不是有效的 docx 文件：缺少主文档 word/document.xml，或 [Content_Types].xml 未将其声明为 docx 的主文档'],
      // A macro-enabled workbook (.xlsm) renamed .xlsx: Excel itself refuses to open it.
      ['f.xlsx', await altered(async (zip) => void zip.file('[Content_Types].xml', (await contentTypes(zip)).replace('spreadsheetml.sheet.main+xml', 'ms-excel.sheet.macroEnabled.main+xml').replace('application/vnd.openxmlformats-officedocument.application/vnd.ms-excel', 'application/vnd.ms-excel'))), '“f.xlsx”不是有效的 xlsx 文件：缺少主文档 xl/workbook.xml，或 [Content_Types].xml 未将其声明为 xlsx 的主文档'],
      ['g.xlsx', await altered((zip) => void zip.file('xl/workbook.xml', EXE)), '“g.xlsx”不是有效的 xlsx 文件：主文档 xl/workbook.xml 的内容不是 xlsx 文档'],
      ['h.xlsx', await altered((zip) => void zip.file('../evil.xml', '<x/>', { createFolders: false })), '“h.xlsx”不是有效的 xlsx 文件：含有不合规的文件名 ../evil.xml'],
      // Cut before its central directory: the first bytes still say zip.
      ['i.xlsx', workbook.subarray(0, workbook.length - 200), '“i.xlsx”不是有效的 xlsx 文件：不是可读取的 Office 文档压缩包，或内容已损坏'],
    ];
    const before = await snapshot();
    for (const [name, content, msg] of cases) await refusedCleanly(await upload(form(lead('A'), { name, content })), 4400, msg, before);
    // One Office format named as the other is refused by its first bytes already, as any file whose content is not its name's.
    await refusedCleanly(await upload(form(lead('A'), { name: 'doc.xlsx', content: await zipBytes(docxZip()) })), 4415, '不支持的文件格式', before);
    await refusedCleanly(await upload(form(lead('A'), { name: 'book.docx', content: workbook })), 4415, '不支持的文件格式', before);
    const en = await upload(form(lead('A'), { name: 'a.xlsx', content: await zipBytes(programOnly) }), english());
    await refusedCleanly(en, 4400, '"a.xlsx" is not a genuine .xlsx file: it holds a program, setup.exe', before);
  });
});
