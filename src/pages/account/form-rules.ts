import type { FormInstance, FormRule } from 'antd';
import { useState } from 'react';
import { isMainlandMobile } from '../../validation/rules';

type T = (key: string) => string;

/** 请输入必填项, on blur (spec 000 §5). */
export function requiredRule(t: T): FormRule {
  return { required: true, whitespace: true, message: t('login.required') };
}

/** Required, then a mainland mobile (trimmed, spec 000 §5). */
export function mobileRules(t: T): FormRule[] {
  return [
    requiredRule(t),
    { validator: (_, v: string | undefined) => (!v || !v.trim() || isMainlandMobile(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('login.mobileInvalid')))) },
  ];
}

/**
 * Whether a mobile needs the captcha before it may sign in (5 wrong passwords): asked when the mobile is
 * left and after a failed try; the picture is drawn anew (nonce) whenever one is needed.
 */
export function useCaptchaCheck(form: FormInstance, captchaNeeded: (mobile: string) => Promise<boolean>) {
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const [checkedMobile, setCheckedMobile] = useState<string | null>(null);
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const check = async (mobile: string | null): Promise<boolean> => {
    if (!mobile || !isMainlandMobile(mobile)) return false;
    setCheckedMobile(mobile);
    const needed = await captchaNeeded(mobile);
    setCaptchaFor(needed ? mobile : null);
    if (needed) setCaptchaNonce(Date.now());
    form.setFieldValue('captcha', undefined);
    return needed;
  };
  return { captchaFor, checkedMobile, captchaNonce, refreshCaptcha: () => setCaptchaNonce(Date.now()), clearCaptcha: () => setCaptchaFor(null), checkCaptcha: check };
}
