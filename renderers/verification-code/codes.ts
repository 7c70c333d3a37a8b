/** Lengths of spec 001 §9: verification code 6, captcha 4. */
export const CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;

export const CODE_PATTERN = /^\d{6}$/;
