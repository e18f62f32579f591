/**
 * The proxy of `npm run cluster`: one HAProxy (Debian's) in front of the API instances. Every path goes to any
 * instance that answers its health check, round robin, and the live channel's WebSocket (BROKER_PATH) to any
 * instance's broker, the fewest connections first; nothing is kept per instance, so no request needs the one
 * before it to have gone to the same place. A request whose instance cannot be reached is sent to another
 * (`redispatch`); one that reached an instance that then died answers 502 and its client tries again, as the
 * web app does (money calls carry their idempotency key, so a second try is not a second charge).
 *
 * The cookie PIN_COOKIE names an instance to use while it is up: for operations (look at one instance's
 * behaviour) and for the cluster test, which puts a browser on one instance and a change on another. Every
 * answer says which instance gave it (SERVED_BY_HEADER).
 */
import { BROKER_PATH } from '../../src/domain/constants';

export const PIN_COOKIE = 'creatorhub-instance';
export const SERVED_BY_HEADER = 'x-served-by';

export type ProxiedInstance = { name: string; httpPort: number; brokerPort: number };

export type ProxyOptions = {
  port: number;
  instances: ProxiedInstance[];
  /** The admin socket (enable/disable a server at run time: bench:cluster). */
  adminSocket: string;
};

const pins = (instances: ProxiedInstance[]) =>
  instances.map(({ name }) => `  use-server ${name} if { req.cook(${PIN_COOKIE}) -m str ${name} }`);

export function haproxyConfig(options: ProxyOptions): string {
  const { instances } = options;
  return [
    'global',
    `  stats socket ${options.adminSocket} mode 600 level admin`,
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An open WebSocket is quiet for long stretches (MQTT keep-alive pings only).
    '  timeout tunnel 1h',
    '  timeout http-keep-alive 10s',
    // A check is sent every 500 ms; its answer may take up to 2 s on a loaded machine before the instance counts
    // as down (without this the wait is the 500 ms interval, and a busy but healthy instance lost its pinned
    // clients). A stopped instance refuses the connection at once, so failover stays as fast.
    '  timeout check 2s',
    '  option redispatch',
    '  retries 2',
    '',
    'frontend web',
    `  bind 127.0.0.1:${options.port}`,
    // The instances take the visitor's address from here (TRUST_PROXY): the one this proxy saw, never one the
    // client wrote (which would let it pick a new address for every guess past the limits per address).
    '  http-request set-header X-Forwarded-For %[src]',
    `  acl live path ${BROKER_PATH}`,
    '  use_backend live if live',
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 1',
    ...pins(instances),
    `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
    ...instances.map(({ name, httpPort }) => `  server ${name} 127.0.0.1:${httpPort} check`),
    '',
    'backend live',
    '  balance leastconn',
    // The broker's port answers a plain HTTP request with 426 (WebSocket only): up.
    `  option httpchk GET ${BROKER_PATH}`,
    '  http-check expect status 426',
    '  default-server inter 500ms fall 2 rise 1',
    ...pins(instances),
    ...instances.map(({ name, brokerPort }) => `  server ${name} 127.0.0.1:${brokerPort} check`),
    '',
  ].join('\n');
}
