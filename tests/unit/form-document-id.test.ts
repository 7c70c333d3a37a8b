import { describe, expect, it } from 'vitest';
import { documentIdOf } from '../../renderers/form-page/use-form-document';

describe('the record id a form reads from its address (spec 001 §2)', () => {
  it.each([
    ['main_id=5&id=6&data_id=7', 5],
    ['id=6&data_id=7', 6],
    ['data_id=7', 7],
    ['form_data_id=8', 8],
    ['data_id=7&workflow_label=sales_contract&workflow_log_id=31', 7],
    ['', null],
    ['main_id=x&data_id=7', null],
    ['data_id=0', null],
    ['data_id=2147483648', null],
    ['data_id=1e3', null],
  ])('%s gives %s', (query, id) => {
    expect(documentIdOf(new URLSearchParams(query))).toBe(id);
  });
});
