import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('the live channel settings', () => {
  it('takes a Redis for several instances', () => {
    expect(loadConfig({ BROKER_REDIS_URL: 'redis://127.0.0.1:6380' }).brokerRedisUrl).toBe(
      'redis://127.0.0.1:6380',
    );
    expect(loadConfig({}).brokerRedisUrl).toBeUndefined();
  });

  it('refuses a BROKER_REDIS_URL that is not redis://, and one beside an external broker', () => {
    expect(() => loadConfig({ BROKER_REDIS_URL: 'http://127.0.0.1:6380' })).toThrow(/BROKER_REDIS_URL/);
    const both = () => loadConfig({ BROKER_REDIS_URL: 'redis://127.0.0.1', MQTT_URL: 'mqtt://127.0.0.1' });
    expect(both).toThrow(ConfigError);
    expect(both).toThrow(/BROKER_REDIS_URL .*MQTT_URL/);
  });
});
