/**
 * The shared validation rules live in rules/ (spec 000 §5), importable by browser and server alike;
 * this file keeps the browser's older import path working (src/pages/LoginPage.tsx).
 */
export { MAINLAND_MOBILE, isMainlandMobile } from '../../rules';
