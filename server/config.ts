/**
 * Configuration from the environment, checked once at start. Each bad value gets its own message;
 * .env.example lists every variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';

/** A host name: dot-separated labels of letters, digits and inner hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite folder; undefined keeps the database in memory (tests). */
  pgliteDir: string | undefined;
  mailOutboxDir: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  filesDir: string;
  brokerPort: number;
  /** Plain MQTT over TCP on the embedded broker, for native clients; same rules as WebSocket. Off when unset. */
  brokerTcpPort: number | undefined;
  mqttUrl: string | undefined;
  /** Redis through which the embedded brokers of several API instances share their messages (a cluster). */
  brokerRedisUrl: string | undefined;
  brokerPublicUrl: string | undefined;
  tlsCert: string | undefined;
  tlsKey: string | undefined;
  staffKey: string | undefined;
  /**
   * Origins besides the API's own whose pages may call /graphql (CORS); undefined: the origin of PUBLIC_URL
   * (server/graphql/http-policy.ts).
   */
  allowedOrigins: string[] | undefined;
  trustProxy: boolean;
  /**
   * Seed the demo creators (services/demo) in the background after start. Undefined: only with the embedded
   * database kept in a folder (`npm start`), not with PostgreSQL nor in memory (tests).
   */
  demoCreators: boolean | undefined;
  production: boolean;
  logLevel: 'silent' | 'info' | 'debug';
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n  - ${problems.join('\n  - ')}`);
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const port = (name: string, fallback: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
      problems.push(`${name} must be a port number from 0 to 65535, got "${raw}"`);
      return fallback;
    }
    return parsed;
  };
  const urlOf = (name: string, protocols: string[]) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`);
      }
    } catch {
      problems.push(`${name} must be a URL, got "${raw}"`);
    }
    return raw;
  };
  const flag = (name: string) => {
    const raw = value(name);
    if (raw === undefined) return false;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return false;
  };

  const origins = (name: string) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const list = raw
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    for (const item of list) {
      let origin: string | undefined;
      try {
        const parsed = new URL(item);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origin = parsed.origin;
      } catch {
        // reported below
      }
      if (origin !== item.replace(/\/$/, '')) {
        problems.push(
          `${name} must list origins such as https://app.example.com, separated by commas, got "${item}"`,
        );
      }
    }
    return list.map((item) => item.replace(/\/$/, ''));
  };

  const dataDir = path.resolve(value('DATA_DIR') ?? '.data');
  const httpPort = port('PORT', 8080);
  const host = value('HOST') ?? '0.0.0.0';
  if (isIP(host) === 0 && !HOST_NAME.test(host)) {
    problems.push(
      `HOST must be an IP address or a host name of this machine, such as 0.0.0.0 or localhost, got "${host}"`,
    );
  }
  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!['silent', 'info', 'debug'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be silent, info or debug, got "${logLevel}"`);
  }
  const tlsCert = value('TLS_CERT');
  const tlsKey = value('TLS_KEY');
  if (Boolean(tlsCert) !== Boolean(tlsKey)) problems.push('TLS_CERT and TLS_KEY must be set together');
  if (value('MQTT_URL') !== undefined && value('BROKER_REDIS_URL') !== undefined) {
    problems.push(
      'BROKER_REDIS_URL joins embedded brokers; with MQTT_URL the external broker does that itself: unset one',
    );
  }
  const staffKey = value('STAFF_KEY');
  if (staffKey !== undefined && staffKey.length < 32) {
    problems.push('STAFF_KEY must be at least 32 characters long');
  }

  const config: Config = {
    port: httpPort,
    host,
    publicUrl: urlOf('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${httpPort}`,
    dataDir,
    databaseUrl: urlOf('DATABASE_URL', ['postgres:', 'postgresql:']),
    pgliteDir: path.join(dataDir, 'pglite'),
    mailOutboxDir: path.resolve(value('MAIL_OUTBOX_DIR') ?? path.join(dataDir, 'outbox')),
    mailFrom: value('MAIL_FROM') ?? 'CreatorHub <no-reply@creatorhub.local>',
    smtpUrl: urlOf('SMTP_URL', ['smtp:', 'smtps:']),
    filesDir: path.resolve(value('FILES_DIR') ?? path.join(dataDir, 'files')),
    brokerPort: port('BROKER_PORT', 8084),
    brokerTcpPort: value('BROKER_TCP_PORT') === undefined ? undefined : port('BROKER_TCP_PORT', 0),
    mqttUrl: urlOf('MQTT_URL', ['mqtt:', 'mqtts:', 'ws:', 'wss:']),
    brokerRedisUrl: urlOf('BROKER_REDIS_URL', ['redis:', 'rediss:']),
    brokerPublicUrl: urlOf('BROKER_PUBLIC_URL', ['ws:', 'wss:']),
    tlsCert,
    tlsKey,
    staffKey,
    allowedOrigins: origins('ALLOWED_ORIGINS'),
    trustProxy: flag('TRUST_PROXY'),
    demoCreators: value('DEMO_CREATORS') === undefined ? undefined : flag('DEMO_CREATORS'),
    production: value('NODE_ENV') === 'production',
    logLevel: logLevel as Config['logLevel'],
    ...overrides,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
