/**
 * The prerendered markup against React's development build, which reports every difference it finds while
 * hydrating (text, attributes, structure) on the console: each page must hydrate without one, keep the
 * server's nodes (no second render, which the visitor would see as a flash) and then work.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent, waitFor } from '@testing-library/react';
import { App, createRootServices } from './app/root';
import { createI18n, LANGUAGES } from './app/i18n';
import { PRERENDERED_PATHS, prerenderPage } from './prerender';

// This file drives React's act() itself: tell React so, or an update inside act() is reported as a difference.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe.each(PRERENDERED_PATHS)('the prerendered %s', (path) => {
  it.each(LANGUAGES)('hydrates in %s without a difference, keeps its nodes and works', async (language) => {
    const { markup } = await prerenderPage(path, language);
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = markup;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const form = container.querySelector('form');
    expect(heading?.textContent).toBeTruthy();
    const reports: unknown[][] = [];
    const report = (...args: unknown[]) => {
      // The server renderer ran in this same realm (never at the same time): React notes it once per context.
      if (String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) return;
      reports.push(args);
    };
    vi.spyOn(console, 'error').mockImplementation(report);
    vi.spyOn(console, 'warn').mockImplementation(report);
    const recovered: unknown[] = [];

    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const i18n = await createI18n(language);
    const services = createRootServices(i18n, null);
    await act(async () => {
      root = hydrateRoot(container, <App i18n={i18n} services={services} />, {
        onRecoverableError: (error) => void recovered.push(error),
      });
    });
    // Sending the empty form shows the e-mail field's error: only a hydrated form does.
    await waitFor(
      () => {
        const current = container.querySelector('form');
        if (current) fireEvent.submit(current);
        expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull();
      },
      { timeout: 5000 },
    );

    expect(recovered).toEqual([]);
    expect(reports).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('form')).toBe(form);
    services.root.stop();
  });
});
