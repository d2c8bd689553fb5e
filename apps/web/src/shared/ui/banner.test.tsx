import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Banner, type BannerLevel } from './banner.tsx';

describe('Banner', () => {
  it.each<[BannerLevel, string]>([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
    ['dark', 'status'],
    ['light', 'status'],
  ])('%s is a %s', (level, role) => {
    renderWithProviders(
      <Banner level={level} title="Heads up">
        Body
      </Banner>,
    );
    const banner = screen.getByRole(role);
    expect(banner).toHaveAttribute('data-level', level);
    expect(banner).toHaveTextContent('Heads up');
    expect(banner).toHaveTextContent('Body');
  });
});
