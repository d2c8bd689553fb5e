import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { LazyImage } from './lazy-image.tsx';

let callback: IntersectionObserverCallback;
function seen(isIntersecting: boolean) {
  act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('loads only after staying near the viewport for 777 ms', () => {
    renderWithProviders(<LazyImage src="/a.png" alt="Parcel photo" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('lazy-image-placeholder')).toBeInTheDocument();
    seen(true);
    act(() => {
      vi.advanceTimersByTime(776);
    });
    expect(screen.queryByRole('img')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const image = screen.getByRole('img', { name: 'Parcel photo' });
    expect(image).toHaveAttribute('src', '/a.png');
    fireEvent.load(image);
    expect(screen.queryByTestId('lazy-image-placeholder')).toBeNull();
  });

  it('does not load when scrolled past quickly', () => {
    renderWithProviders(<LazyImage src="/a.png" alt="Parcel photo" />);
    seen(true);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    seen(false);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a labelled fallback when the image fails', () => {
    renderWithProviders(<LazyImage src="/broken.png" alt="Parcel photo" />);
    seen(true);
    act(() => {
      vi.advanceTimersByTime(777);
    });
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Parcel photo: The image could not be loaded' })).toBeInTheDocument();
  });
});
