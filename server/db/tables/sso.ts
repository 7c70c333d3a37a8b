/** A single-sign-on provider: an OpenID Connect client of its issuer (issue 6; server/modules/sso). */
export interface SsoProviderTable {
  provider: string;
  name: string;
  name_en: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  token_auth_method: string;
  redirect_uri: string;
  allow_http: number;
  enabled: number;
  sort: number;
  updated_at: string;
}

/** An authorisation request in flight, by state; bound to the browser by the flow cookie's hash. */
export interface SsoFlowTable {
  state: string;
  provider: string;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  target: string;
  created_at: string;
  expires_at: string;
}

/** A vouched-for identity not linked yet (binduser, confirmauth); the ticket is stored hashed. */
export interface SsoTicketTable {
  id: string;
  provider: string;
  subject: string;
  claims: string;
  scopes: string;
  browser_hash: string;
  user_id: number | null;
  target: string;
  created_at: string;
  expires_at: string;
}

/** Which user an identity (provider + subject) signs in as. */
export interface SsoIdentityTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: string;
}

/** A one-time token code (tokencode), stored hashed; one use, 2 minutes. */
export interface SsoTokenCodeTable {
  id: string;
  user_id: number;
  issued_by: number;
  target: string;
  created_at: string;
  expires_at: string;
}

/** Single sign-on (issue 6; server/modules/sso). */
export interface SsoTables {
  sso_providers: SsoProviderTable;
  sso_flows: SsoFlowTable;
  sso_tickets: SsoTicketTable;
  sso_identities: SsoIdentityTable;
  sso_token_codes: SsoTokenCodeTable;
}
