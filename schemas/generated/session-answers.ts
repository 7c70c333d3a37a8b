/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Answers of the sign-in calls.
 */
export interface SessionAnswers {
  [k: string]: unknown;
}
