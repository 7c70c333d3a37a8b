import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { RiskItem, RiskResult } from '../../../schemas/generated/risk-rule.js';
import type { Database } from '../../db/tables.js';
import type { Envelope } from '../../http/envelope.js';
import type { Language } from '../../http/messages.js';

/**
 * The steps other modules add to a document's writes (issue 40: one write path). The resource module runs
 * them in its order and never imports the modules that give them: the risk rules, the required files and the
 * approval engine fill their step in when they are registered (risk/admin.ts, files/index.ts,
 * workflow/index.ts), on the app's `documentSteps` decorator. A step nobody filled fails loudly.
 */
export interface DocumentSteps {
  /** Risk rules (risk/gate.ts): 3010 or 2888 stops a write, warnings a caller confirmed let it through. */
  risk: RiskStep;
  /** Whether the approval label has an active template: a submit then waits for submitFlow (workflow). */
  hasApprovalTemplate(label: string): Promise<boolean>;
  /**
   * Refuses (4400) a record, or a new one (`id` null), that lacks a file its file items require (files), counting the
   * pending uploads its write binds (`pending`).
   */
  requiredFiles(definition: ResourceDefinition, id: number | null, pending?: readonly number[]): Promise<void>;
  /**
   * In the write's transaction, before the lines: binds the caller's pending uploads `ids` (a new document's files,
   * files/pending.ts) to record `id`, 4400 when one is not the caller's pending file. Answers the room check the
   * write runs after its lines (the list's and items' limits).
   */
  bindFiles(trx: Transaction<Database>, definition: ResourceDefinition, id: number, ids: readonly number[], userId: number): Promise<() => Promise<void>>;
  /**
   * In the delete's transaction: the flows of the deleted documents go, with their tasks and log (workflow).
   * Answers the users whose counters moved, told after the commit through `pushCounts`.
   */
  purgeFlows(trx: Kysely<Database>, label: string, ids: readonly number[]): Promise<readonly number[]>;
  /** Pushes the current counters of `users` to their open sockets (workflow). */
  pushCounts(users: readonly number[]): Promise<void>;
}

/**
 * Binds a write's `pending_files` (a new document's files, uploaded before the record existed) to the record in the
 * write's transaction, before its lines; answers the room check to run after them (DocumentSteps.bindFiles).
 */
export type FileBinder = (trx: Transaction<Database>, id: number) => Promise<() => Promise<void>>;

export interface RiskCheck {
  definition: ResourceDefinition;
  sessionId: string;
  /** The write and its record: `add`, `update#5`. */
  target: string;
  /** What the caller sent (without the confirmation fields): a confirmation holds for this payload only. */
  payload: Readonly<Record<string, unknown>>;
  /** The record as it would be saved (for an update: the stored one with the changes); read only when the resource has rules. */
  record: () => Promise<Readonly<Record<string, unknown>>> | Readonly<Record<string, unknown>>;
  confirmCodes: readonly string[] | undefined;
  confirmToken: string | undefined;
  language: Language;
}

/** Passed: the write goes ahead (with the warnings the caller confirmed). Stopped: answer this envelope, write nothing. */
export type RiskVerdict = { passed: true; confirmed: RiskItem[] } | { passed: false; answer: Envelope<RiskResult> };

export interface RiskStep {
  check(input: RiskCheck): Promise<RiskVerdict>;
  /**
   * For a record written without a caller to ask (an imported row, a saved draft): the block message of the first
   * rule that stops it, or null. Its warnings do not stop it; the draft's submission asks them (submitFlow).
   */
  blocked(definition: ResourceDefinition, record: Readonly<Record<string, unknown>>, language: Language): Promise<string | null>;
  /** A confirm_token carrying the warnings accepted on a save to the submit of record `id` as stored. */
  carry(definition: ResourceDefinition, sessionId: string, id: number, record: Readonly<Record<string, unknown>>, confirmed: readonly RiskItem[]): Promise<string | undefined>;
}

/** The confirmation fields of a body, apart from the record's own fields. */
export function splitConfirmation(body: Readonly<Record<string, unknown>>): {
  payload: Record<string, unknown>;
  confirmCodes: string[] | undefined;
  confirmToken: string | undefined;
} {
  const { confirm_rule_code: codes, confirm_token: token, ...payload } = body;
  return {
    payload,
    confirmCodes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : undefined,
    confirmToken: typeof token === 'string' ? token : undefined,
  };
}

/** What a submit's confirmation is bound to: the record's own declared fields as stored. */
export function submitPayload(definition: ResourceDefinition, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(definition.fields.map((f) => [f.name, record[f.name] ?? null]));
}

/** The risk target of submitting record `id` into approval (workflow/submitFlow). */
export function submitTarget(id: number): string {
  return `submitFlow#${id}`;
}

function unfilled(step: string): () => never {
  return () => {
    throw new Error(`no module gave the document step '${step}'`);
  };
}

/** Decorates the app with the steps, each unfilled until its module registers. */
export const documentStepsPlugin = fp(
  async (app: FastifyInstance) => {
    const steps: DocumentSteps = {
      risk: { check: unfilled('risk'), carry: unfilled('risk'), blocked: unfilled('risk') },
      hasApprovalTemplate: unfilled('hasApprovalTemplate'),
      requiredFiles: unfilled('requiredFiles'),
      bindFiles: unfilled('bindFiles'),
      purgeFlows: unfilled('purgeFlows'),
      pushCounts: unfilled('pushCounts'),
    };
    app.decorate('documentSteps', steps);
  },
  { name: 'document-steps' },
);
