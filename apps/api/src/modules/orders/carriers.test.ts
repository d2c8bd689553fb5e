import { describe, expect, it } from 'vitest';
import { carrierOfTrack } from './carriers.ts';

describe('the carrier of a track', () => {
  it('reads the posting country of a UPU S10 number', () => {
    expect(carrierOfTrack('RB123456785UA')).toBe('ukrposhta');
    expect(carrierOfTrack('lx123456785us')).toBe('usps');
  });
  it('knows USPS and UPS domestic numbers', () => {
    expect(carrierOfTrack('9400111899223344556677')).toBe('usps');
    expect(carrierOfTrack('1Z999AA10123456784')).toBe('ups');
  });
  it('calls anything else other', () => {
    expect(carrierOfTrack('RB123456785DE')).toBe('other');
    expect(carrierOfTrack('ABC')).toBe('other');
  });
});
