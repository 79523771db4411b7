import Joi from 'joi';
import { isIP } from 'node:net';

/** Every setting the service reads; this module is the only reader of process.env. */
export interface Config {
  port: number;
  host: string;
  /** Unset: `http://localhost:<listening port>`, decided once the server listens. */
  publicBaseUrl?: string;
  dataDir: string;
  mongodbUri?: string;
  adminToken?: string;
  agentToken?: string;
  logLevel: string;
  webhookRateLimit: number;
  /** Leads one source may send per UTC day, counted in this process; 0 = no quota. */
  webhookDailyQuota: number;
  /** Body bytes per second per source, bursts up to 2× that; 0: off. */
  webhookBytesPerSecond: number;
  bodyLimitBytes: number;
  /** Connections one client address may hold; 0 = no cap (behind a proxy that caps clients). */
  maxConnectionsPerAddress: number;
  /** The Prometheus metrics listener's port; unset = no metrics listener. */
  metricsPort?: number;
  metricsHost: string;
  /** Browser origins, besides PUBLIC_BASE_URL's, whose pages may call /mcp (CORS); none by default. */
  mcpAllowedOrigins: string[];
  /** Whose X-Forwarded-For names the client (service/http/client-address.ts); unset = nobody's. */
  trustProxy?: TrustProxy;
  /** false: the start line names the token files instead of printing generated tokens. */
  tokensInLog: boolean;
  /** Outbound webhooks may reach loopback and private addresses (tests, internal dialers). */
  outboundAllowPrivate: boolean;
  /** A PEM file of certificate authorities outbound webhooks trust besides the system's. */
  outboundCaFile?: string;
}

/** The proxies in front: a hop count (every peer is one), or their addresses and CIDR ranges. */
export type TrustProxy = { hops: number } | { proxies: string[] };

export class ConfigError extends Error {}

// Kept here rather than in tokens.ts so that this module imports nothing of the service.
export const MIN_TOKEN_LENGTH = 16;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const envSchema = Joi.object({
  PORT: Joi.number()
    .integer()
    .min(0)
    .max(65535)
    .default(3000)
    .messages({ '*': 'PORT must be a whole number from 0 to 65535' }),
  HOST: Joi.string().default('0.0.0.0'),
  PUBLIC_BASE_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .messages({ '*': 'PUBLIC_BASE_URL must be an http(s) URL such as https://leads.example.com' }),
  DATA_DIR: Joi.string().default('./data'),
  MONGODB_URI: Joi.string()
    .pattern(/^mongodb(\+srv)?:\/\/\S+$/)
    .messages({ '*': 'MONGODB_URI must be a MongoDB connection string (mongodb:// or mongodb+srv://)' }),
  ADMIN_TOKEN: Joi.string()
    .pattern(/^\S+$/)
    .min(MIN_TOKEN_LENGTH)
    .messages({ '*': `ADMIN_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces` }),
  AGENT_TOKEN: Joi.string()
    .pattern(/^\S+$/)
    .min(MIN_TOKEN_LENGTH)
    .messages({ '*': `AGENT_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces` }),
  LOG_LEVEL: Joi.string()
    .valid(...LOG_LEVELS)
    .default('info')
    .messages({ '*': `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }),
  WEBHOOK_RATE_LIMIT: Joi.number()
    .min(0)
    .default(50)
    .messages({ '*': 'WEBHOOK_RATE_LIMIT must be a number of requests per second, 0 or more' }),
  WEBHOOK_BYTES_PER_SECOND: Joi.number().integer().min(0).default(262_144).messages({
    '*': 'WEBHOOK_BYTES_PER_SECOND must be a whole number of body bytes per second per source, 0 (off) or more',
  }),
  WEBHOOK_DAILY_QUOTA: Joi.number()
    .integer()
    .min(0)
    .default(100_000)
    .messages({ '*': 'WEBHOOK_DAILY_QUOTA must be a whole number of leads per source per UTC day, 0 (off) or more' }),
  MAX_CONNECTIONS_PER_ADDRESS: Joi.number()
    .integer()
    .min(0)
    .default(256)
    .messages({ '*': 'MAX_CONNECTIONS_PER_ADDRESS must be a whole number, 0 (off) or more' }),
  METRICS_PORT: Joi.number()
    .integer()
    .min(0)
    .max(65535)
    .messages({ '*': 'METRICS_PORT must be a whole number from 0 to 65535, or unset for no metrics' }),
  METRICS_HOST: Joi.string().default('127.0.0.1'),
  MCP_ALLOWED_ORIGINS: Joi.string().custom(readOrigins),
  TRUST_PROXY: Joi.string()
    .custom((text: string, helpers) => parseTrustProxy(text) ?? helpers.error('any.invalid'))
    .messages({
      '*': 'TRUST_PROXY must be false, a number of proxy hops such as 1, or a comma-separated list of proxy addresses or CIDR ranges such as 10.0.0.0/8',
    }),
  TOKENS_IN_LOG: Joi.boolean().default(true).messages({ '*': 'TOKENS_IN_LOG must be true or false' }),
  OUTBOUND_ALLOW_PRIVATE: Joi.boolean()
    .default(false)
    .messages({ '*': 'OUTBOUND_ALLOW_PRIVATE must be true or false' }),
  OUTBOUND_CA_FILE: Joi.string(),
  BODY_LIMIT_BYTES: Joi.number()
    .integer()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(65536)
    .messages({ '*': 'BODY_LIMIT_BYTES must be a whole number of bytes from 1024 to 104857600' }),
})
  .custom((env) => {
    if (env.MONGODB_URI && !env.ADMIN_TOKEN) throw new Error('MONGODB_URI requires ADMIN_TOKEN to be set');
    if (env.AGENT_TOKEN && env.AGENT_TOKEN === env.ADMIN_TOKEN)
      throw new Error('AGENT_TOKEN must differ from ADMIN_TOKEN');
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) {
      throw new Error('METRICS_PORT must differ from PORT: metrics are never served on the public port');
    }
    return env;
  })
  .messages({ 'any.custom': '{#error.message}' });

const ORIGINS_MESSAGE =
  'MCP_ALLOWED_ORIGINS must be a comma-separated list of origins such as https://agent.example.com (scheme, host and port, no path)';

/** Each origin as browsers send it in `Origin` (`https://host[:port]`, lower-case, no default port); anything else throws. */
function readOrigins(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (
        !url ||
        (url.protocol !== 'http:' && url.protocol !== 'https:') ||
        item.replace(/\/$/, '').toLowerCase() !== url.origin
      )
        throw new Error(ORIGINS_MESSAGE);
      return url.origin;
    });
}

/** Reads and validates the environment; throws one ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const present = Object.fromEntries(
    Object.keys(envSchema.describe().keys).flatMap((key) =>
      env[key] === undefined || env[key] === '' ? [] : [[key, env[key]!.trim()]],
    ),
  );
  const { value, error } = envSchema.validate(present, { abortEarly: false, convert: true });
  if (error) {
    const problems = [...new Set(error.details.map((d) => d.message))];
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return Object.freeze({
    port: value.PORT,
    host: value.HOST,
    publicBaseUrl: value.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    dataDir: value.DATA_DIR,
    mongodbUri: value.MONGODB_URI,
    adminToken: value.ADMIN_TOKEN,
    agentToken: value.AGENT_TOKEN,
    logLevel: value.LOG_LEVEL,
    webhookRateLimit: value.WEBHOOK_RATE_LIMIT,
    webhookDailyQuota: value.WEBHOOK_DAILY_QUOTA,
    webhookBytesPerSecond: value.WEBHOOK_BYTES_PER_SECOND,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    maxConnectionsPerAddress: value.MAX_CONNECTIONS_PER_ADDRESS,
    metricsPort: value.METRICS_PORT,
    metricsHost: value.METRICS_HOST,
    mcpAllowedOrigins: value.MCP_ALLOWED_ORIGINS ?? [],
    trustProxy: value.TRUST_PROXY || undefined,
    tokensInLog: value.TOKENS_IN_LOG,
    outboundAllowPrivate: value.OUTBOUND_ALLOW_PRIVATE,
    outboundCaFile: value.OUTBOUND_CA_FILE,
  });
}

const TRUST_NOBODY = new Set(['false', 'off', 'no', '0']);

/** `false`/`0`: nobody (`false`); a whole number: hops; a list with every entry an address or a CIDR range; else undefined. */
function parseTrustProxy(text: string): TrustProxy | false | undefined {
  if (TRUST_NOBODY.has(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const proxies = text.split(',').map((entry) => entry.trim());
  return proxies.every(isAddressOrRange) ? { proxies } : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}
