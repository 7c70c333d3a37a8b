type Tree = { [key: string]: string | Tree };

/** One area's messages in both languages; the English tree must have the same keys (a test checks). */
export interface Section {
  zh: Tree;
  en: Tree;
}
