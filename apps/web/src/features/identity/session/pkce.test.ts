import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeCodeChallenge, createCodeVerifier, createState } from './pkce';

describe('PKCE', () => {
  it('makes verifiers of 64 unreserved characters, never twice the same', () => {
    const verifiers = new Set(Array.from({ length: 50 }, createCodeVerifier));
    expect(verifiers.size).toBe(50);
    for (const verifier of verifiers) {
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{64}$/);
    }
    expect(createState()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('derives the S256 challenge as the provider checks it', async () => {
    const verifier = createCodeVerifier();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(computeCodeChallenge(verifier)).resolves.toBe(expected);
  });
});
