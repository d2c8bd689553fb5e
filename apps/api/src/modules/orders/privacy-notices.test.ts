import { describe, expect, it, vi } from 'vitest';
import { PrivacyNoticeHandler } from './privacy-notices.ts';

const notice = { type: 'user_closed', deliveryId: 'n-1', username: 'closing.buyer' } as const;

function handler(forgetBuyer: () => Promise<number>) {
  const shopPrivacy = {
    challenge: vi.fn(),
    notice: vi.fn(async () => notice),
    release: vi.fn(async () => {}),
    shopsOf: vi.fn(async () => []),
    forget: vi.fn(async () => 0),
  };
  const repo = { forgetBuyer: vi.fn(forgetBuyer), forgetOrders: vi.fn(), numbersOf: vi.fn(), forgetBuyersDue: vi.fn() };
  const privacy = new PrivacyNoticeHandler({
    shopPrivacy,
    repo,
    notifications: { notify: vi.fn() },
    log: () => null,
  });
  return { privacy, shopPrivacy, repo };
}

describe('a privacy notice', () => {
  it('is kept as handled once it was acted on', async () => {
    const { privacy, shopPrivacy, repo } = handler(async () => 2);
    await privacy.receive('ebay', {}, '{}');
    expect(shopPrivacy.forget).toHaveBeenCalledWith('ebay', 'closing.buyer');
    expect(repo.forgetBuyer).toHaveBeenCalledWith('ebay', 'closing.buyer');
    expect(shopPrivacy.release).not.toHaveBeenCalled();
  });

  it('that could not be acted on is let go, so the marketplace’s retry is taken, and the failure answered', async () => {
    const { privacy, shopPrivacy } = handler(async () => {
      throw new Error('database gone');
    });
    await expect(privacy.receive('ebay', {}, '{}')).rejects.toThrow('database gone');
    expect(shopPrivacy.release).toHaveBeenCalledWith('ebay', 'n-1');
  });
});
