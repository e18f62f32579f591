import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../tests/support/i18n';
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

describe('the summaries of the other paged lists', () => {
  const t = (language: 'en' | 'es', namespace: string) =>
    createTestI18n(language).getFixedT(language, namespace);

  it('says "1 deal" rather than "1–1 of 1 deals", and counts the rest', () => {
    expect(pageSummary(t('en', 'dealListing'), 1, 1, 1, 'pagination')).toBe('1 deal');
    expect(pageSummary(t('es', 'dealListing'), 1, 1, 1, 'pagination')).toBe('1 acuerdo');
    expect(pageSummary(t('es', 'dealListing'), 21, 40, 45, 'pagination')).toBe(
      'Mostrando 21–40 de 45 acuerdos',
    );
    expect(pageSummary(t('en', 'contentListing'), 1, 1, 1, 'pagination')).toBe('1 piece of content');
    expect(pageSummary(t('es', 'contentListing'), 1, 3, 3, 'pagination')).toBe('3 contenidos');
    expect(pageSummary(t('en', 'money'), 1, 2, 2, 'billing')).toBe('2 movements');
    expect(pageSummary(t('es', 'discovery'), 1, 1, 1, 'pagination')).toBe('1 creador');
  });

  it('uses the Spanish form for a million, not the key', () => {
    expect(pageSummary(t('es', 'dealListing'), 1, 1_000_000, 1_000_000, 'pagination')).toBe(
      '1000000 acuerdos',
    );
  });
});

describe('texts that agree with what they speak of', () => {
  const es = createTestI18n('es');
  const en = createTestI18n('en');

  it('speaks of a hired creator in their gender in Spanish', () => {
    const done = (gender: string) => es.t('discovery:hire.done', { name: 'Sofía Herrera', context: gender });
    expect(done('female')).toMatch(/^Sofía Herrera está contratada\./);
    expect(done('male')).toMatch(/está contratado\./);
    expect(done('non_binary')).toMatch(/^Has contratado a Sofía Herrera\./);
    expect(en.t('discovery:hire.done', { name: 'Sofía Herrera', context: 'female' })).not.toMatch(/_female/);
  });

  it('treats an amount as one thing in English', () => {
    expect(en.t('money:wallet.topUp.succeeded', { amount: '$1,000.00', total: '$1,040.00' })).toMatch(
      /^\$1,000\.00 was added/,
    );
  });
});
