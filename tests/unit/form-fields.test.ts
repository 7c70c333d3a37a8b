import { describe, expect, it } from 'vitest';
import type { ResourceField } from '../../schemas/generated/resource-definition';
import { formFromResource } from '../../server/forms/resource-form';

const FIELDS: ResourceField[] = [
  { name: 'title', type: 'text', maxLength: 80, label: { zh: '标题', en: 'Title' } },
  { name: 'rate', type: 'percent', rules: { precision: 4 }, label: { zh: '费率', en: 'Rate' } },
  { name: 'kind', type: 'enum', label: { zh: '类别', en: 'Kind' }, options: [{ value: 'a', label: { zh: '甲', en: 'A' } }] },
  { name: 'done', type: 'boolean' },
];

describe('a form’s field properties completed from their resource fields', () => {
  it('fills what a property leaves out: type, titles, decorator, control and its settings', () => {
    const out = formFromResource({ type: 'object', properties: { title: {}, rate: { required: true }, kind: {}, done: {} } }, FIELDS);
    expect(out.properties).toEqual({
      title: { type: 'string', title: '标题', title_en: 'Title', 'x-decorator': 'FormItem', 'x-component': 'text', 'x-component-props': { maxLength: 80 } },
      rate: { type: 'number', title: '费率', title_en: 'Rate', 'x-decorator': 'FormItem', 'x-component': 'percent', required: true, 'x-component-props': { moneyFormat: 4 } },
      // An enum of texts is a string; its options carry both languages.
      kind: { type: 'string', title: '类别', title_en: 'Kind', 'x-decorator': 'FormItem', 'x-component': 'enum', 'x-component-props': { options: [{ value: 'a', label: '甲', labelEn: 'A' }] } },
      // A field without a label gets no title (the publish check names it).
      done: { type: 'boolean', 'x-decorator': 'FormItem', 'x-component': 'boolean' },
    });
  });

  it('what a property states wins; another control gets none of the field’s settings', () => {
    const out = formFromResource({ properties: { title: { title: '主题', 'x-component': 'Chooser', 'x-component-props': { config: 'goods' } }, rate: { 'x-component-props': { moneyFormat: 2 } } } }, FIELDS);
    expect(out.properties).toMatchObject({
      title: { title: '主题', 'x-component': 'Chooser', 'x-component-props': { config: 'goods' } },
      rate: { 'x-component-props': { moneyFormat: 2 } },
    });
    expect((out.properties as Record<string, Record<string, unknown>>).title!['x-component-props']).toEqual({ config: 'goods' });
  });

  it('sections are looked into, not filled; a property naming no field and a form without a resource are as written', () => {
    const section = { type: 'void', 'x-component': 'FormSection', properties: { title: {}, note: { title: '说明' } } };
    const out = formFromResource({ properties: { title: section } }, FIELDS);
    const filled = out.properties as Record<string, typeof section & { properties: Record<string, unknown> }>;
    expect(filled.title!.type).toBe('void');
    expect(filled.title!.properties.title).toMatchObject({ 'x-component': 'text', title: '标题' });
    expect(filled.title!.properties.note).toEqual({ title: '说明' });
    expect(formFromResource({ properties: { title: {} } }, undefined)).toEqual({ properties: { title: {} } });
  });
});
