import { onFieldReact, type Field } from '@formily/core';
import { numericOf } from '../../codecs';
import { round, sum } from '../../rules';
import type { FieldRulesAnswer } from '../../schemas/generated/field-rules';

/** What a total's field says under it while its rows compute it. */
type Hint = (linesLabel: string) => string;

/**
 * A form's fields that are the sum of a column of its rows (FieldRulesAnswer.totals: 合同金额 ← lines.amount), as
 * the server computes them: while there are rows the field shows their exact sum, read-only (so not checked as
 * required: a row's missing amount is the row's to say), and says so; without rows, the user types it. A Formily effect, for an editable form's `effects`.
 */
export function followLineTotals(totals: FieldRulesAnswer['totals'], hint: Hint): void {
  for (const [name, { child, column }] of Object.entries(totals ?? {})) {
    onFieldReact(name, (target) => {
      const field = target as Field;
      const rows = field.query(child).value() as Record<string, unknown>[] | undefined;
      const values = (rows ?? []).map((row) => numericOf(row[column])).filter((v): v is number | string => v !== null);
      // Any row makes it the server's: a row still without its amount leaves the total empty, never a number typed
      // before the rows, and the rows' own checks say what is missing (not this field's 必填).
      const summed = (rows ?? []).length > 0;
      if (summed) {
        const decimals = Number((field.componentProps as { moneyFormat?: unknown }).moneyFormat ?? 2);
        field.setValue(values.length > 0 ? round(sum(values), Number.isInteger(decimals) ? decimals : 2) : null);
      }
      field.setPattern(summed ? 'readOnly' : 'editable');
      const lines = field.query(child).take();
      field.setDescription(summed ? hint(typeof lines?.title === 'string' ? lines.title : child) : undefined);
    });
  }
}
