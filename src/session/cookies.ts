/** Cookies the shell keeps (spec 000 §9) that carry no secret: Position-Org, Company-Org, language, ... (JWT-Token is httpOnly, set by the server). */
export function readCookie(name: string, source: string = document.cookie): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name.replace(/[-]/g, '\\-')}=([^;]*)`).exec(source);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The parent domain the server puts its cookies on (COOKIE_DOMAIN; it names it in the readable Cookie-Domain cookie):
 * the shell's cookies go there too, so every application under it reads them (spec 000 §9). None: this host only.
 */
function domainPart(): string {
  const domain = readCookie('Cookie-Domain');
  return domain && /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(domain) ? `; domain=${domain}` : '';
}

export function writeCookie(name: string, value: string, days = 30): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${domainPart()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domainPart()}`;
}
