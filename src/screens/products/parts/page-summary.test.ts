import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../../tests/support/i18n';
import { pageSummary } from './page-summary';

describe('the product list summary', () => {
  const en = createTestI18n('en').getFixedT('en', 'products');
  const es = createTestI18n('es').getFixedT('es', 'products');

  it('counts the products when they all fit on one page, never "Showing 1–1 of 1"', () => {
    expect(pageSummary(en, 1, 1, 1)).toBe('1 product');
    expect(pageSummary(en, 1, 7, 7)).toBe('7 products');
    expect(pageSummary(es, 1, 1, 1)).toBe('1 producto');
    expect(pageSummary(es, 1, 7, 7)).toBe('7 productos');
  });

  it('shows the range while there are several pages, and a last page of one as one product', () => {
    expect(pageSummary(en, 13, 24, 40)).toBe('Showing 13–24 of 40 products');
    expect(pageSummary(en, 25, 25, 25)).toBe('Showing product 25 of 25');
    expect(pageSummary(es, 25, 25, 25)).toBe('Mostrando el producto 25 de 25');
  });

  it('says nothing for an empty list', () => {
    expect(pageSummary(en, 0, 0, 0)).toBeUndefined();
  });
});
