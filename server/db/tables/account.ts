import type { Generated } from 'kysely';

export interface SessionTable {
  id: string;
  user_id: number;
  position_org_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  kind: 'workflow' | 'inhand' | 'notice' | 'alarm' | 'flow_back';
  /** The Chinese text; a message with a template is shown in the reader's language (server/modules/message/texts.ts). */
  title: string;
  content: Generated<string>;
  /** The in-app address the message opens; '' opens nothing. */
  link: Generated<string>;
  template: string | null;
  /** JSON object of the template's values. */
  params: string | null;
  status: number;
  /** The flow (workflow_data) and the copy task a workflow message is about. */
  workflow_data_id: number | null;
  workflow_task_id: number | null;
  created_at: string;
}

/** A failed sign-in (wrong password or code) of a mobile; see server/modules/account/login-guard.ts. */
export interface SignInFailureTable {
  id: Generated<number>;
  mobile: string;
  created_at: string;
}

/** The live captcha of a mobile (one use, 5 minutes); the text is stored hashed with the salt. */
export interface CaptchaChallengeTable {
  mobile: string;
  salt: string;
  text_hash: string;
  created_at: string;
  expires_at: string;
}

/** The live verification code of a target (mobile or e-mail); hashed, 10 minutes, 5 tries, one use. */
export interface VerificationCodeTable {
  target: string;
  scene: string;
  salt: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

/** A message the server sent (sms or e-mail), for the administrator to read. */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  driver: string;
  subject: string;
  body: string;
  created_at: string;
}

/** Sessions, messages and the sign-in guards (failures, captchas, codes) with the outbox. */
export interface AccountTables {
  sessions: SessionTable;
  messages: MessageTable;
  sign_in_failures: SignInFailureTable;
  captcha_challenges: CaptchaChallengeTable;
  verification_codes: VerificationCodeTable;
  outbox: OutboxTable;
}
