import { sql } from 'kysely';
import type { TestServer } from './harness';

export const CONTRACT_ADD = '/api/contract/sales_contract/add';
export const CONTRACT_UPDATE = '/api/contract/sales_contract/update';
export const CUSTOMER_ADD = '/api/crm/customer/add';

let serial = 0;

/** A complete, valid sales contract body with a contract_no no other test uses. */
export function newContract(amount: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    contract_no: `T9-${Date.now().toString(36)}-${serial}`, contract_name: `测试合同 ${serial}`, customer_name: '上海测试客户有限公司',
    goods_name: '螺纹钢', amount, sign_date: '2026-11-20', ...extra,
  };
}

/** How many contracts carry this number, straight from the table. */
export async function contractsNumbered(server: TestServer, contractNo: unknown): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from sales_contracts where contract_no = ${String(contractNo)}`.execute(server.database.db);
  return Number(result.rows[0].n);
}

export interface RiskItem {
  id: number;
  code: string;
  prompt_content_result: string;
  trigger_control_type: 'block' | 'warning';
}
export interface RiskData {
  breakdown: RiskItem[];
  warning: RiskItem[];
  confirm_token?: string;
}

/** Every contract in the table (resource tables are declared, not typed: plain SQL). */
export async function contractCount(server: TestServer): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from sales_contracts`.execute(server.database.db);
  return Number(result.rows[0].n);
}

/** Some columns of one stored contract. */
export async function storedContract(server: TestServer, id: number): Promise<{ amount: number; add_user_id: number; add_org_id: number }> {
  const result = await sql<{ amount: number; add_user_id: number; add_org_id: number }>`select amount, add_user_id, add_org_id from sales_contracts where id = ${id}`.execute(server.database.db);
  const row = result.rows[0];
  return { amount: Number(row.amount), add_user_id: Number(row.add_user_id), add_org_id: Number(row.add_org_id) };
}
