// The bilingual-label rule lives in rules/ (the page compiler, shared by browser and server, uses it too).
export { LANGUAGES, pickLabel, type Language } from '../rules/language';
