import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890", codes 8 digits long.
const RFC_KEY = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP', () => {
  it.each(RFC_VECTORS)('matches RFC 6238 at T = %i s', (seconds, code) => {
    expect(totpAt(RFC_KEY, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('matches RFC 4226 HOTP test values (6 digits)', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_KEY, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('round-trips base32 (the RFC seed is GEZDGNBVGY3TQOJQ…)', () => {
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
  });

  it('accepts the code of the previous and next step, not two steps away, and not a replay', () => {
    const now = new Date(1111111111 * 1000);
    const at = (offsetSeconds: number) => totpAt(RFC_KEY, new Date(now.getTime() + offsetSeconds * 1000));
    const step = Math.floor(1111111111 / 30);
    expect(matchTotp(RFC_KEY, at(0), now, null)).toBe(step);
    expect(matchTotp(RFC_KEY, at(-30), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_KEY, at(30), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_KEY, at(-90), now, null)).toBeNull();
    expect(matchTotp(RFC_KEY, at(0), now, step)).toBeNull();
    expect(matchTotp(RFC_KEY, 'abcdef', now, null)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('GEZDGNBV', 'anna@pallone.test')).toBe(
      'otpauth://totp/Pallone:anna%40pallone.test?secret=GEZDGNBV&issuer=Pallone&algorithm=SHA1&digits=6&period=30',
    );
  });
});
