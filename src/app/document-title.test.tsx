import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DocumentTitle } from './document-title';
import { createTestI18n, TestI18n } from '../../tests/support/i18n';

function titleAt(path: string, language: 'en' | 'es') {
  const location = memoryLocation({ path });
  const view = render(
    <TestI18n instance={createTestI18n(language)}>
      <Router hook={location.hook}>
        <DocumentTitle />
      </Router>
    </TestI18n>,
  );
  const title = document.title;
  view.unmount();
  return title;
}

describe('the browser tab title', () => {
  it('names each route in the active language', () => {
    expect(titleAt('/products', 'en')).toBe('Products · CreatorHub');
    expect(titleAt('/product/p1', 'es')).toBe('Producto · CreatorHub');
    expect(titleAt('/login', 'es')).toBe('Iniciar sesión · CreatorHub');
    expect(titleAt('/campaign/creation/type', 'en')).toBe('New campaign · CreatorHub');
    expect(titleAt('/', 'es')).toBe('Panel · CreatorHub');
  });

  it('shows the app name on a route without a title of its own', () => {
    expect(titleAt('/nowhere', 'en')).toBe('CreatorHub');
  });
});
