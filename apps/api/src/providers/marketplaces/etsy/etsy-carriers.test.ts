import { describe, expect, it } from 'vitest';
import { etsyCarrierSlug, isEtsyCarrierSlug } from './etsy-carriers.ts';

describe("our carriers in Etsy's slugs", () => {
  it('maps the carriers sellers ship with, however they are spelled', () => {
    expect(etsyCarrierSlug('ukrposhta')).toBe('ukrposhta');
    expect(etsyCarrierSlug('Nova Poshta')).toBe('nova-poshta');
    expect(etsyCarrierSlug('nova_poshta')).toBe('nova-poshta');
    expect(etsyCarrierSlug('USPS')).toBe('usps');
    expect(etsyCarrierSlug('royal-mail')).toBe('royal-mail');
    expect(etsyCarrierSlug('canada-post')).toBe('canada-post');
  });

  it("uses Etsy's own spelling where it differs from the carrier's name", () => {
    expect(etsyCarrierSlug('Deutsche Post')).toBe('deutsch-post');
    expect(etsyCarrierSlug('DHL Express')).toBe('dhl');
  });

  it('has no slug for a carrier Etsy does not list, so it can be flagged before sending', () => {
    expect(etsyCarrierSlug('meest')).toBeNull();
    expect(etsyCarrierSlug('sandbox')).toBeNull();
    expect(isEtsyCarrierSlug('FAKE CARRIER')).toBe(false);
    expect(isEtsyCarrierSlug('nova-poshta')).toBe(true);
  });
});
