import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  CONTENT_SECURITY_POLICY_WITH,
  contentSecurityPolicy,
} from '../../../src/build/vite/content-security-policy.ts';

const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src'));

describe('content security policy for event sync', () => {
  it('connects only to the app itself unless SYNC_ORIGINS names a sync server', () => {
    expect(connectSrc(CONTENT_SECURITY_POLICY)).toBe("connect-src 'self'");
    expect(connectSrc(CONTENT_SECURITY_POLICY_WITH(['wss://sync.example.org', 'ws://127.0.0.1:*']))).toBe(
      "connect-src 'self' wss://sync.example.org https://sync.example.org ws://127.0.0.1:* http://127.0.0.1:*",
    );
  });

  it("lets a player's page reach the HTTP side of each sync server, and nothing more", () => {
    const policy = connectSrc(CONTENT_SECURITY_POLICY_WITH(['wss://sync.example.org:8443']))!;
    expect(policy.split(' ')).toEqual([
      'connect-src',
      "'self'",
      'wss://sync.example.org:8443',
      'https://sync.example.org:8443',
    ]);
  });

  it('refuses a SYNC_ORIGINS entry that would widen the policy beyond one server', () => {
    for (const bad of ['*', 'https://evil.example', 'wss://a.example/path', "wss://a.example 'unsafe-inline'"])
      expect(() => contentSecurityPolicy([bad])).toThrow(/SYNC_ORIGINS/);
  });
});
