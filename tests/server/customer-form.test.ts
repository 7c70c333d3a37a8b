import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// Issue 20: the customers list's 新增客户 saves through the customer form (menu 1011), whose fields are
// the body; 查看 reads the record back through the list's menu.

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(20);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number };

const FORM_BODY = {
  customer_code: 'KH-E2E-1', customer_name: '宁波港贸有限公司', credit_code: '91330200MA2E2E0001', customer_type: 2,
  industry: '化工', province: '浙江', contact_name: '王工', contact_mobile: '13900000000', credit_limit: 500000, status: 1,
};

describe('the customer form', () => {
  it('a sales clerk adds a customer with what the form sends, and reads it back with its creator', async () => {
    const added = await post<Row>(server.app, clerk, '/api/crm/customer/add', { ...FORM_BODY, perms_id: 101 });
    expect(added.code).toBe(2000);
    const detail = await get<Row>(server.app, clerk, '/api/crm/customer/detail', { id: added.data.id, perms_id: 101 });
    expect(detail.data).toMatchObject({ ...FORM_BODY, add_user_name: '张伟', add_org_name: '销售一组' });
  });

  it('the form and its menu reach the clerk: the hidden form leaf and 新增客户 pointing at it', async () => {
    const perms = await get<Array<{ id: number; children: Array<{ id: number; flag: string; show_in_sidebar: number; perms: Array<{ flag: string; btn_func: string; func_config: unknown }> }> }>>(
      server.app, clerk, '/api/access/account/perms', { app_id: 44 },
    );
    const crm = perms.data.find((n) => n.id === 100);
    expect(crm?.children.find((n) => n.id === 1011)).toMatchObject({ flag: '/crm/customer/form', show_in_sidebar: 0 });
    const add = crm?.children.find((n) => n.id === 101)?.perms.find((p) => p.flag === 'add');
    expect(add).toMatchObject({ btn_func: 'currentpage' });
    expect(JSON.stringify(add?.func_config)).toContain('/crm/customer/form');
  });
});
