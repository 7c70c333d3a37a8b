// The shapes the access server answers with; declared once, on the server, and read here.
export type { LoginUser } from '../../server/modules/account/login-user';
export type { PermButton, PermNode } from '../../server/modules/account/perms-tree';
export type { PositionRecord } from '../../server/modules/account/positions';

export interface LoginAnswer {
  token: string;
  position_org_id: number;
  need_choose_position: number;
}

export type MessageCounts = Record<'workflow' | 'inhand' | 'notice' | 'alarm' | 'flow_back', number>;
