import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRetained } from './use-retained.ts';

describe('useRetained', () => {
  it('follows the value, and keeps the last one while the value is null', () => {
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useRetained(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'RT00000001' });
    expect(result.current).toBe('RT00000001');
    rerender({ value: null });
    expect(result.current).toBe('RT00000001');
    rerender({ value: 'RT00000002' });
    expect(result.current).toBe('RT00000002');
  });
});
