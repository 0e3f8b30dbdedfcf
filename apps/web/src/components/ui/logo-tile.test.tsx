import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoTile } from './logo-tile';

const renderTile = (props: Parameters<typeof LogoTile>[0]) =>
  render(<LogoTile {...props} />, {
    wrapper: ({ children }) => <MantineProvider env="test">{children}</MantineProvider>,
  });

describe('LogoTile', () => {
  it('shows the logo image', () => {
    renderTile({ name: 'Acme Corp', src: 'https://cdn.example/acme.png' });
    expect(screen.getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/acme.png',
    );
  });

  it("shows a red '!' when the image fails to load", () => {
    renderTile({ name: 'Acme Corp', src: 'https://cdn.example/broken.png' });
    fireEvent.error(screen.getByRole('img', { name: 'Acme Corp logo' }));
    const mark = screen.getByRole('img', { name: 'Failed to load logo' });
    expect(mark).toHaveTextContent('!');
    expect(mark).toHaveAttribute('data-state', 'error');
  });

  it("shows the '!' when fetching the logo failed", () => {
    renderTile({ name: 'Acme Corp', src: null, failed: true });
    expect(screen.getByRole('img', { name: 'Failed to load logo' })).toHaveTextContent('!');
  });

  it('falls back to the initials of the name without a logo', () => {
    renderTile({ name: 'Northwind Traders', src: null });
    expect(screen.getByRole('img', { name: 'Northwind Traders logo' })).toHaveTextContent('NT');
  });
});
