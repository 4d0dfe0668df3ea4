import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const base = { NODE_ENV: 'test', SESSION_SECRET: 's', DATA_DIR: '/tmp/agro-listen-address' };

// With TRUST_PROXY the app believes X-Forwarded-For, so only the proxy may reach its port (decision 015).
describe('listen address', () => {
  it('is every interface by default, the loopback when TRUST_PROXY is on and HOST unset', () => {
    expect(loadConfig(base)).toMatchObject({ host: '0.0.0.0', hostLoopbackForProxy: false });
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).host).toBe('0.0.0.0');
    for (const TRUST_PROXY of ['true', '1', '10.0.0.0/8'])
      expect(loadConfig({ ...base, TRUST_PROXY })).toMatchObject({
        host: '127.0.0.1',
        hostLoopbackForProxy: true,
      });
  });

  it('is what HOST says when it is set', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true', HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      hostLoopbackForProxy: false,
    });
    expect(loadConfig({ ...base, HOST: '::1' }).host).toBe('::1');
  });
});
