/**
 * Programs of steps (action-steps.schema.json, issue 23): what a function button or label does, written as
 * configuration in the risk rules' sandboxed formula language instead of naming a handler in code. The browser
 * plans and performs them; the studio checks them at publish. Pure, for both sides.
 */
export { checkSteps, STEP_ACTIONS, STEP_NAMES } from './check';
export type { StepCheckContext, StepProblem } from './check';
export { planSteps } from './plan';
export type { StepEffect, StepInput, StepRow } from './plan';
export { conditionHolds, stepFormulaValue } from './values';
export type { FormulaValue } from './values';
