import { describe, expect, it } from 'vitest';
import { seededMenus } from './seeded-menus';
import { resourceDefinitions } from '../../server/modules/resources/definitions';

// Issue 42 item 2: the shipped list columns name a label only where it differs from their resource field's.
describe('the shipped list columns', () => {
  const rows = seededMenus().flatMap((m) => m.fields);
  const field = (resource: string, name: string) => resourceDefinitions.find((r) => r.name === resource)!.fields.find((f) => f.name === name)!;

  it('every column has its label in both languages', () => {
    for (const row of rows) {
      expect(row.label, `${row.perms_id} ${row.prop}`).not.toBe('');
      expect(row.label_en, `${row.perms_id} ${row.prop}`).not.toBe('');
    }
  });

  it('a column that names none takes its resource field’s; one that names its own keeps it', () => {
    const movementNo = rows.find((r) => r.perms_id === 402 && r.prop === 'movement_no')!;
    expect(field('stock_movement', 'movement_no').label).toEqual({ zh: movementNo.label, en: movementNo.label_en });
    // The invoices' quantity column says its unit; the field is only 数量.
    const quantity = rows.find((r) => r.perms_id === 601 && r.prop === 'quantity')!;
    expect([quantity.label, field('sales_invoice', 'quantity').label?.zh]).toEqual(['数量(吨)', '数量']);
  });
});
