/** The shell's phone test is the renderers' (one breakpoint for both). */
export { formLabelWidth, MOBILE_QUERY as PHONE_QUERY, useMobile as usePhone } from '../../renderers/core/use-mobile';
