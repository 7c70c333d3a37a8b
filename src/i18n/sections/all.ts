import { SHELL_SECTIONS } from '.';
import { LIST_SECTIONS } from './list';
import type { Section } from './section';

/** Every section, for the checks that both languages have the same keys and for stories. */
export const SECTIONS: Record<string, Section> = { ...SHELL_SECTIONS, ...LIST_SECTIONS };
