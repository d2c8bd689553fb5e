import { describe, expect, it } from 'vitest';
import { ebayChallengeResponse } from './ebay-notifications.ts';

describe('ebayChallengeResponse', () => {
  const endpoint = 'https://cabinet.example/api/ebay/notifications';
  const token = 'SellerCabinetVerificationToken_2026-abcdef';
  const code = '71745723-d031-455c-bfa5-f90d11b4f20a';

  it('is the hex SHA-256 of challenge code + verification token + endpoint', () => {
    // Computed apart from this code (Python's hashlib over the three strings joined).
    expect(ebayChallengeResponse(code, token, endpoint)).toBe(
      '529cf7d782922f69fda385e482fdf40a79607b1a0af0fd8898d4df91f2e26a21',
    );
  });

  it('changes with the order of the parts and with the endpoint', () => {
    const right = ebayChallengeResponse(code, token, endpoint);
    expect(ebayChallengeResponse(token, code, endpoint)).not.toBe(right);
    expect(ebayChallengeResponse(code, token, `${endpoint}/`)).not.toBe(right);
  });
});
