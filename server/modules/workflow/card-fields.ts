import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CODECS } from '../../../codecs/index.js';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { CardField, CardValue } from '../../../schemas/generated/workflow.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { Language } from '../../http/messages.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** A template's stored card_fields (JSON) as a list; anything unreadable is none. */
export function parseCardFields(text: string | null): CardField[] {
  if (!text) return [];
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((c): c is CardField => typeof c === 'object' && c !== null && typeof c.field === 'string' && (c.label === undefined || typeof c.label === 'string'));
  } catch {
    return [];
  }
}

/**
 * The card fields an administrator sets, checked: each a declared field of the resource, once, with a label of its
 * own or its field's.
 */
export function checkCardFields(definition: ResourceDefinition | undefined, fields: readonly CardField[]): CardField[] {
  const seen = new Set<string>();
  return fields.map((card) => {
    const field = definition?.fields.find((f) => f.name === card.field);
    const label = card.label?.trim();
    if (!field || seen.has(card.field)) throw new ApiError(Code.BAD_REQUEST, 'workflowCardField', { field: card.field });
    if (label === '' || (label === undefined && !field.label)) throw new ApiError(Code.BAD_REQUEST, 'workflowCardLabel', { field: card.field });
    seen.add(card.field);
    return { field: card.field, ...(label ? { label } : {}), ...(label && card.label_en?.trim() ? { label_en: card.label_en.trim() } : {}) };
  });
}

/** A card's label in a language: its own, else its resource field's (declared once), else the field's name. */
function cardLabel(card: CardField, field: ResourceField, language: Language): string {
  if (card.label !== undefined) return language === 'en' && card.label_en ? card.label_en : card.label;
  return field.label ? (language === 'en' && field.label.en ? field.label.en : field.label.zh) : field.name;
}

/**
 * A stored value as the card shows it: its field type's codec (codecs/, the browser's cells format the same
 * way), with the decimals the field's rules declare.
 */
function cardText(field: ResourceField, value: unknown, language: Language): string {
  const precision = field.rules?.precision;
  return CODECS[field.type].format(value, precision === undefined || field.type === 'percent' ? {} : { moneyFormat: precision }, language);
}

/** What a card is read for: the task's document and its template's card fields. */
export interface CardSource {
  tpl_label: string;
  form_data_id: number;
  card_fields: string | null;
}

const key = (label: string, id: number) => `${label}|${id}`;

/**
 * The card values of tasks' documents, keyed `label|id`. Only the document a task names is read (by id, so
 * within the approver's right to it: the task), and only fields its resource declares: a card field naming
 * anything else (a stamp, another table's column) shows nothing. One query per resource.
 */
export async function cardValues(app: FastifyInstance, sources: readonly CardSource[], language: Language): Promise<Map<string, CardValue[]>> {
  const byLabel = new Map<string, { definition: ResourceDefinition; cards: Map<number, CardField[]> }>();
  for (const source of sources) {
    const definition = app.resources.forWorkflow(source.tpl_label);
    const cards = parseCardFields(source.card_fields).filter((c) => definition?.fields.some((f) => f.name === c.field));
    if (!definition || cards.length === 0) continue;
    const entry = byLabel.get(source.tpl_label) ?? { definition, cards: new Map() };
    entry.cards.set(source.form_data_id, cards);
    byLabel.set(source.tpl_label, entry);
  }
  const values = new Map<string, CardValue[]>();
  for (const [label, { definition, cards }] of byLabel) {
    const columns = [...new Set([...cards.values()].flat().map((c) => c.field))];
    const rows = (await (app.database.db as unknown as AnyDb)
      .selectFrom(definition.table)
      .select(['id', ...columns])
      .where('id', 'in', [...cards.keys()])
      .execute()) as Array<Record<string, unknown>>;
    for (const row of rows) {
      const id = Number(row.id);
      values.set(key(label, id), (cards.get(id) ?? []).map((card) => {
        const field = definition.fields.find((f) => f.name === card.field)!;
        return { name: card.field, label: cardLabel(card, field, language), value: cardText(field, row[card.field], language) };
      }));
    }
  }
  return values;
}

/** A page of the approval centre's tasks with their cards: each task of a template that declares card fields gets `fields`. */
export async function withCards<T extends { tpl_id: number; tpl_label: string; form_data_id: number }>(
  app: FastifyInstance,
  answer: { data: T[]; total: number },
  language: Language,
): Promise<{ data: Array<T & { fields?: CardValue[] }>; total: number }> {
  const tplIds = [...new Set(answer.data.map((t) => t.tpl_id))];
  if (tplIds.length === 0) return answer;
  const tpls = await app.database.db.selectFrom('workflow_tpls').select(['id', 'card_fields']).where('id', 'in', tplIds).execute();
  const cardsOf = new Map(tpls.map((t) => [t.id, t.card_fields]));
  const values = await cardValues(app, answer.data.map((t) => ({ tpl_label: t.tpl_label, form_data_id: t.form_data_id, card_fields: cardsOf.get(t.tpl_id) ?? null })), language);
  return { ...answer, data: answer.data.map((t) => {
    const fields = values.get(key(t.tpl_label, t.form_data_id));
    return fields ? { ...t, fields } : t;
  }) };
}
