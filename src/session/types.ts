// The shapes the access server answers with, generated from the wire contracts in schemas/.
export type { LoginUser } from '../../schemas/generated/login-user';
export type { MessageCounts } from '../../schemas/generated/message-counts';
export type { PermButton, PermNode } from '../../schemas/generated/perm-node';
export type { PositionRecord } from '../../schemas/generated/position-record';
export type { ChangePositionAnswer, LoginAnswer } from '../../schemas/generated/session-answers';
