/**
 * Decimal places of spec 001 §9 ("percent decimals 4; money format 3; summary default 2; number sums 3"),
 * one place for browser and server: formula columns and the price split round money results to
 * FORMULA_MONEY_DECIMALS (PERCENT_DECIMALS for percent ones), summary rows to the column's moneyFormat or
 * SUMMARY_DECIMALS.
 */
export const PERCENT_DECIMALS = 4;
export const FORMULA_MONEY_DECIMALS = 3;
export const SUMMARY_DECIMALS = 2;
export const NUMBER_SUM_DECIMALS = 3;

/** Money shows 2 decimals unless the column says otherwise (spec 000 §9). */
export const MONEY_DECIMALS = 2;
/** Quantities show up to 3 decimals (spec 001 §9) unless the column sets moneyFormat. */
export const NUMBER_DECIMALS = 3;
/** A percent is shown ×100 with 2 decimals (0.1234 → 12.34%); it is stored with PERCENT_DECIMALS. */
export const PERCENT_SHOWN_DECIMALS = 2;
