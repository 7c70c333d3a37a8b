/**
 * Shared validation rules and helpers (spec 000 §5 and §9, spec 001 §5 upload and import), imported by
 * browser code (src/, fields/, renderers/) and server code alike. Pure TypeScript: nothing is imported
 * but schemas/ and rules/, and no runtime's globals are used. eslint.config.js holds the line (imports,
 * packages, node and browser globals by name); tsconfig.web.json and tsconfig.server.json both compile
 * this folder, so importing either side is TS6307 and DOM names are unknown. Checked against the public
 * vectors in tests/vectors by tests/unit/rules.test.ts.
 */
export { fillMessage } from './message';
export { fillPlaceholders, placeholderNames, wholePlaceholder } from './placeholders';
export type { FillOptions, PlaceholderValues } from './placeholders';
export { safeUrl } from './safe-url';
export type { UrlReach } from './safe-url';
export type { Lang, Message } from './message';
export { REQUIRED_MESSAGE, REQUIRED_TRIGGER, isFilled } from './required';
export { isPassword, passwordClassCount } from './password';
export { LANDLINE, MAINLAND_MOBILE, isEmail, isLandline, isMainlandMobile } from './contact';
export {
  LETTERS,
  LOWERCASE,
  LOWERCASE_UNDERSCORE,
  POSITIVE_INTEGER,
  TAX_NUMBER,
  UPPERCASE,
  isLetters,
  isLowercase,
  isLowercaseUnderscore,
  isPositiveInteger,
  isTaxNumber,
  isUppercase,
} from './patterns';
export { FORBIDDEN_SPECIAL_CHARACTERS, forbiddenCharactersIn, hasNoSpecialCharacters } from './special-characters';
export { decimalPattern, decimalRule, isDecimal, isDecimal3, isDecimal3OrZero, isDecimalOrZero, isSignedDecimal } from './decimal';
export type { DecimalShape } from './decimal';
export { NUMBER_INPUT_LIMIT, clampNumber, digitsOnly, sanitizeDecimalInput } from './decimal-input';
export type { ClampOptions, DecimalInputOptions } from './decimal-input';
export { isResidentId, residentIdCheckCharacter } from './resident-id';
export { isUscc, usccCheckCharacter } from './uscc';
export { DEFAULT_MAX_MB, IMPORT_LIMITS, UPLOAD_MESSAGES, checkAccept, checkExcelFile, checkFileSize, checkImportFile, parseAccept } from './upload';
export type { FileLike } from './upload';
export { DEFAULT_DECIMALS, add, divide, multiply, round, subtract, sum, toFixedString } from './arithmetic';
export { addExact, compareExact, divideExact, exactToString, multiplyExact, negateExact, parseExact, roundExact } from './exact-decimal';
export type { ExactDecimal } from './exact-decimal';
export type { Numeric } from './arithmetic';
export { addThousands, groupDigits, stripThousands } from './thousands';
export { formatMoney } from './money';
export type { MoneyFormatOptions } from './money';
export { abbreviate } from './abbreviate';
export { relativeTime, toEpochMs } from './relative-time';
export type { RelativeTimeOptions, TimeInput } from './relative-time';
export { FILE_TYPE_EXTENSIONS, OFFICE_EXTENSIONS, PREVIEW_IMAGE_EXTENSIONS, extensionOf, fileTypeOf } from './files';
export type { FileTypeClass } from './files';
export { AVATAR_SIZES } from './avatar';
export type { AvatarSize } from './avatar';
export { DAY_END, DAY_START, dateOnlyRange, normalizeDate } from './date-range';
export { daysInMonth, isCalendarDate, isLeapYear, isoDate } from './calendar';
export { decimalPlaces, fieldRuleViolation, notUniqueMessage } from './field-rules';
export { WHERE_OPERATORS, isWhereOperator } from './where';
export type { OperatorCondition, Where, WhereCondition, WhereOperator, WhereScalar, WhereValue } from './where';
export { INTERNAL_LINKS, InternalLinkError, internalLink, isInternalLinkName, linkOrPath, looksLikeLinkName } from './internal-links';
export type { InternalLinkName, LinkParams } from './internal-links';
export { guideEntry, limitsText, typeText } from './schema-guide';
export type { GuideEntry, GuideProperty, GuideSchema } from './schema-guide';
