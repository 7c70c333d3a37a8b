import type { Kysely } from 'kysely';

// Frozen: the single-sign-on tables as issue 6 wrote them, and the seven providers of spec 000 §2.1, all off.
const PROVIDERS: readonly [provider: string, name: string, nameEn: string][] = [
  ['wechat', '微信', 'WeChat'],
  ['dingtalk', '钉钉', 'DingTalk'],
  ['jjt', '集团统一认证（JJT）', 'Group sign-on (JJT)'],
  ['panweoa', '泛微OA', 'Weaver OA'],
  ['snebcode', 'SNEB 统一认证', 'SNEB sign-on'],
  ['ccccltdcode', '中国交建统一认证', 'CCCC sign-on'],
  ['iccec', 'ICCEC 统一认证', 'ICCEC sign-on'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per provider: an OpenID Connect client of its issuer. The secret stays in this table (never in
  // config_items, which config/getAll answers to any signed-in user).
  await db.schema
    .createTable('sso_providers')
    .addColumn('provider', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('client_secret', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('scopes', 'varchar(500)', (c) => c.notNull().defaultTo('openid profile'))
    .addColumn('token_auth_method', 'varchar(32)', (c) => c.notNull().defaultTo('client_secret_basic'))
    .addColumn('redirect_uri', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('allow_http', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  await db
    .insertInto('sso_providers')
    .values(PROVIDERS.map(([provider, name, name_en], i) => ({ provider, name, name_en, sort: i + 1, updated_at: now })))
    .execute();

  // An authorisation request in flight: keyed by its state, bound to the browser by the hash of the flow
  // cookie, with the nonce and PKCE verifier the callback checks. One use, 10 minutes.
  await db.schema
    .createTable('sso_flows')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('redirect_uri', 'varchar(500)', (c) => c.notNull())
    .addColumn('target', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_flows_expires').on('sso_flows').column('expires_at').execute();

  // An identity the provider vouched for that no user is linked to yet: the ticket (hashed) of binduser and
  // confirmauth, this browser only, 10 minutes; user_id once the user proved who they are.
  await db.schema
    .createTable('sso_tickets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('scopes', 'varchar(500)', (c) => c.notNull())
    .addColumn('browser_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('target', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_tickets_expires').on('sso_tickets').column('expires_at').execute();

  // Which user an identity (provider + subject) signs in as.
  await db.schema
    .createTable('sso_identities')
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('sso_identities_user').on('sso_identities').column('user_id').execute();

  // One-time token codes for trusted systems (tokencode): hashed, one use, 2 minutes.
  await db.schema
    .createTable('sso_token_codes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('issued_by', 'integer', (c) => c.notNull())
    .addColumn('target', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_token_codes_expires').on('sso_token_codes').column('expires_at').execute();
}
