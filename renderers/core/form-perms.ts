import { createContext } from 'react';

/**
 * The perms id (menu) of the form a field is in: a field keeping a per-user setting (the lines' column
 * setting, spec 001 §6) stores it under this menu. Undefined outside a form page.
 */
export const FormPermsContext = createContext<number | undefined>(undefined);
