import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take longest, started first (in this order) so that no worker ends a run alone on one of them. Vitest
 * orders a fresh clone's files (no timings cached yet) project by project and the largest first: the unit project
 * came last and its two long files (the clone's own run, ESLint's probes) ran two minutes on one core at the end.
 */
const LONG_FIRST = [
  /tests\/unit\/fresh-clone\.test\.ts$/,
  /tests\/server\/fuzz-shard-\d\.test\.ts$/,
  /tests\/unit\/boundaries\.test\.ts$/,
  /tests\/component\/(saved-views|form-page|editable-table|table-settings|chooser|org-picker|saved-views-drawer)\.test\.tsx$/,
];

function rank(file: TestSpecification): number {
  const index = LONG_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
  return index < 0 ? LONG_FIRST.length : index;
}

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (process.env.PRINT_TEST_ORDER) console.info(sorted.map((f) => f.moduleId).join('\n'));
    // Stable: within a rank, the order vitest chose.
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file);
  }
}
