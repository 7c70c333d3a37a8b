import { ApiError, Code } from '../../http/envelope.js';
import type { MessageParam } from '../../http/messages.js';
import { checkZip, inflatedHead, type ZipEntry, type ZipFaults } from './zip-check.js';
import { decodeText, parseContentTypes, partKey, typeOf } from './content-types.js';

/**
 * An .xlsx or .docx must be the Office format, not any zip: the first bytes only say "zip", so a zip holding a
 * program passed as a workbook. The whole file's central directory is read (without inflating the parts), then
 * `[Content_Types].xml` (OPC: every part has a content type) and the head of the main part. Refusals are 4400
 * naming the file and what is wrong with it, in both languages.
 */

interface MainPart {
  /** The part the format's software opens first (ECMA-376: Excel and Word write it at this name). */
  name: string;
  /** The content type `[Content_Types].xml` must give it (the macro-free main document). */
  type: string;
  /** Its root element's local name. */
  root: string;
}

/** The OOXML extensions the upload scenes take, each with its main part. */
const MAIN_PARTS: ReadonlyMap<string, MainPart> = new Map([
  ['xlsx', { name: 'xl/workbook.xml', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', root: 'workbook' }],
  ['docx', { name: 'word/document.xml', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml', root: 'document' }],
]);

const CONTENT_TYPES = '[content_types].xml';
/** Real ones are a few KB; anything past this is no content-types part. */
const CONTENT_TYPES_MAX = 1024 * 1024;
/** How much of the main part is inflated to find its root element. */
const ROOT_HEAD = 4096;
/** Names a program is run by: never a part of an Office document (embedded objects are .bin or Office files). */
const PROGRAM = /\.(exe|dll|com|scr|pif|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|jar|sh|elf|app)$/i;

/** Whether `ext` is an OOXML extension whose files are checked here. */
export function isOfficeZip(ext: string): boolean {
  return MAIN_PARTS.has(ext);
}

function refused(name: string, ext: string, reason: MessageParam): ApiError {
  return new ApiError(Code.BAD_REQUEST, 'fileNotOffice', { name, ext, reason });
}

/** A part name as a message shows it: no control characters, at most 60 characters. */
function shown(part: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = part.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  return [...clean].length > 60 ? `${[...clean].slice(0, 59).join('')}…` : clean;
}

/** A zip entry name that is a valid part name (or a folder entry): relative, `/`-separated, no empty, `.` or `..` segment. */
function validPartName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.startsWith('/') || /[\\\u0000-\u001f]/.test(name)) return false;
  const segments = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..');
}

/** Whether the start of an XML part has `root` (any namespace prefix) as its root element. */
function hasRoot(head: Buffer, root: string): boolean {
  const text = decodeText(head)
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<\?[\s\S]*?\?>))*/, '');
  return new RegExp(`^\\s*<(?:[A-Za-z_][\\w.-]*:)?${root}[\\s>/]`).test(text);
}

/**
 * Refuses (4400) an .xlsx or .docx that is not that Office format: a zip whose central directory cannot be read
 * or that expands too far; without `[Content_Types].xml`; with an entry that is no valid part name, appears twice,
 * is named like a program or has no declared content type; without the main part under its main content type; or
 * whose main part's root element is not the format's. `bytes` is the whole file (at most the scene's size limit).
 */
export async function checkOffice(bytes: Buffer, name: string, ext: string): Promise<void> {
  const main = MAIN_PARTS.get(ext);
  if (!main) return;
  const refuse = (zh: string, en: string) => refused(name, ext, { zh, en });
  const faults: ZipFaults = {
    broken: () => refuse('不是可读取的 Office 文档压缩包，或内容已损坏', 'it is no readable Office zip package, or its content is damaged'),
    tooLarge: () => refuse('解压后过大', 'it expands to too much data'),
  };
  const entries = checkZip(bytes, faults);
  const parts: ZipEntry[] = [];
  const seen = new Set<string>();
  let contentTypes: ZipEntry | undefined;
  for (const entry of entries) {
    if (!validPartName(entry.name)) throw refuse(`含有不合规的文件名 ${shown(entry.name)}`, `it holds an entry named ${shown(entry.name)}, which is no valid part name`);
    const key = partKey(entry.name);
    if (seen.has(key)) throw refuse(`文件 ${shown(entry.name)} 出现了两次`, `it holds ${shown(entry.name)} twice`);
    seen.add(key);
    if (PROGRAM.test(entry.name)) throw refuse(`其中含有可执行程序 ${shown(entry.name)}`, `it holds a program, ${shown(entry.name)}`);
    if (entry.name.endsWith('/')) continue;
    if (key === `/${CONTENT_TYPES}`) contentTypes = entry;
    else parts.push(entry);
  }
  const noTypes = () => refuse('缺少或无法读取 [Content_Types].xml', 'its [Content_Types].xml is missing or unreadable');
  if (!contentTypes || contentTypes.size > CONTENT_TYPES_MAX) throw noTypes();
  const types = parseContentTypes(await inflatedHead(bytes, contentTypes, contentTypes.size, faults));
  if (!types) throw noTypes();
  const mainEntry = parts.find((p) => partKey(p.name) === partKey(main.name));
  if (!mainEntry || typeOf(types, main.name) !== main.type) {
    throw refuse(`缺少主文档 ${main.name}，或 [Content_Types].xml 未将其声明为 ${ext} 的主文档`, `its main part ${main.name} is missing or not declared as the main part of an .${ext}`);
  }
  const undeclared = parts.find((p) => typeOf(types, p.name) === undefined);
  if (undeclared) throw refuse(`其中的 ${shown(undeclared.name)} 在 [Content_Types].xml 中没有声明类型`, `it holds ${shown(undeclared.name)}, which [Content_Types].xml declares no type for`);
  if (!hasRoot(await inflatedHead(bytes, mainEntry, ROOT_HEAD, faults), main.root)) {
    throw refuse(`主文档 ${main.name} 的内容不是 ${ext} 文档`, `its main part ${main.name} holds no ${main.root}`);
  }
}
