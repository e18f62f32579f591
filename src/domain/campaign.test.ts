import { describe, expect, it } from 'vitest';
import { check } from './validation';
import {
  CampaignInput,
  ParametersStep,
  SettingsStep,
  canTransition,
  maxProducts,
  type CampaignKind,
} from './campaign';

const settings = {
  kind: 'ugc_video' as CampaignKind,
  name: 'Spring launch',
  brand_id: 'brand-1',
  products: [
    { product_id: 'p1', deals: 3 },
    { product_id: 'p2', deals: 2 },
  ],
  delivery: 'shipping',
  deals: 5,
  creator_tier: 'basic',
  category: 'beauty',
};

const parameters = {
  kind: 'ugc_video' as CampaignKind,
  ages: ['18_24', '25_34'],
  genders: ['female'],
  ethnicities: ['hispanic', 'asian'],
  must_haves: ['Show the label', 'Unboxing'],
  content_brief: 'Film the serum in daylight, close up on the texture.',
  format: 'portrait',
  links: ['https://example.com/brand-guide'],
  video_duration: '30s',
};

describe('SettingsStep', () => {
  it('accepts a complete step, the name trimmed', () => {
    expect(check(SettingsStep, { ...settings, name: '  Spring launch ' })).toMatchObject({
      ok: true,
      value: { name: 'Spring launch' },
    });
  });

  it('keeps the campaign name between 6 and 200 characters', () => {
    expect(check(SettingsStep, { ...settings, name: 'Short' })).toMatchObject({
      fields: { name: { code: 'length', params: { min: 6, max: 200 } } },
    });
    expect(check(SettingsStep, { ...settings, name: 'x'.repeat(201) }).ok).toBe(false);
  });

  it('allows 1 to 100 deals, and only the package sizes for product packages', () => {
    expect(check(SettingsStep, { ...settings, deals: 0 })).toMatchObject({
      fields: { deals: { code: 'min', params: { min: 1 } } },
    });
    expect(
      check(SettingsStep, { ...settings, deals: 101, products: [{ product_id: 'p1', deals: 101 }] }),
    ).toMatchObject({ fields: { deals: { code: 'max', params: { max: 100 } } } });
    const packaged = { ...settings, kind: 'product_package', products: [{ product_id: 'p1', deals: 25 }] };
    expect(check(SettingsStep, { ...packaged, deals: 25 })).toMatchObject({
      fields: { deals: { code: 'dealPackage' } },
    });
    expect(
      check(SettingsStep, { ...packaged, deals: 120, products: [{ product_id: 'p1', deals: 120 }] }).ok,
    ).toBe(true);
  });

  it('limits the products by kind and package', () => {
    expect(maxProducts('ugc_image', 5)).toBe(1);
    expect(maxProducts('ugc_video', 5)).toBe(3);
    expect(maxProducts('social_media', 5)).toBe(6);
    expect([10, 30, 60, 120].map((deals) => maxProducts('product_package', deals))).toEqual([6, 8, 10, 10]);
    expect(check(SettingsStep, { ...settings, kind: 'ugc_image' })).toMatchObject({
      fields: { products: { code: 'maxProducts', params: { max: 1 } } },
    });
  });

  it('needs at least one product, each once, whose deals add up to the campaign', () => {
    expect(check(SettingsStep, { ...settings, products: [] })).toMatchObject({
      fields: { products: { code: 'chooseOne' } },
    });
    expect(
      check(SettingsStep, {
        ...settings,
        products: [
          { product_id: 'p1', deals: 3 },
          { product_id: 'p1', deals: 2 },
        ],
      }),
    ).toMatchObject({ fields: { products: { code: 'duplicate' } } });
    expect(check(SettingsStep, { ...settings, deals: 6 })).toMatchObject({
      fields: { products: { code: 'dealsSplit', params: { deals: 6 } } },
    });
  });

  it('asks refund delivery for the taxes and shipping compensation, each at most $9,999', () => {
    expect(check(SettingsStep, { ...settings, delivery: 'refund' })).toMatchObject({
      fields: { taxes_cents: { code: 'required' }, shipping_cents: { code: 'required' } },
    });
    expect(
      check(SettingsStep, { ...settings, delivery: 'refund', taxes_cents: 999_901, shipping_cents: 0 }),
    ).toMatchObject({ fields: { taxes_cents: { code: 'moneyMax', params: { max: 9999 } } } });
    expect(
      check(SettingsStep, { ...settings, delivery: 'refund', taxes_cents: 999_900, shipping_cents: 500 }).ok,
    ).toBe(true);
  });
});

describe('ParametersStep', () => {
  it('accepts a complete step', () => {
    expect(check(ParametersStep, parameters).ok).toBe(true);
  });

  it('needs at least one age, gender and ethnicity', () => {
    expect(check(ParametersStep, { ...parameters, ages: [], genders: [], ethnicities: [] })).toMatchObject({
      fields: {
        ages: { code: 'chooseOne' },
        genders: { code: 'chooseOne' },
        ethnicities: { code: 'chooseOne' },
      },
    });
    expect(check(ParametersStep, { ...parameters, genders: ['robot'] })).toMatchObject({
      fields: { genders: { code: 'oneOf' } },
    });
  });

  it('keeps must-have tags at 3 to 30 characters, the brief at 10 to 2000, links valid', () => {
    expect(check(ParametersStep, { ...parameters, must_haves: ['ok'] })).toMatchObject({
      fields: { 'must_haves.0': { code: 'length', params: { min: 3, max: 30 } } },
    });
    expect(check(ParametersStep, { ...parameters, must_haves: [] })).toMatchObject({
      fields: { must_haves: { code: 'chooseOne' } },
    });
    expect(check(ParametersStep, { ...parameters, content_brief: 'Too short' })).toMatchObject({
      fields: { content_brief: { code: 'length', params: { min: 10, max: 2000 } } },
    });
    expect(check(ParametersStep, { ...parameters, links: ['not a link'] })).toMatchObject({
      fields: { 'links.0': { code: 'url' } },
    });
  });

  it('asks a video kind for its duration, and an image kind not', () => {
    const { video_duration: _, ...withoutDuration } = parameters;
    expect(check(ParametersStep, withoutDuration)).toMatchObject({
      fields: { video_duration: { code: 'required' } },
    });
    expect(check(ParametersStep, { ...withoutDuration, kind: 'ugc_image' }).ok).toBe(true);
  });
});

describe('CampaignInput', () => {
  it('checks the fields of every step, then the rules that tie them together', () => {
    expect(check(CampaignInput, { ...settings, ...parameters }).ok).toBe(true);
    expect(check(CampaignInput, { ...settings, ...parameters, name: 'Short', ages: [] })).toMatchObject({
      fields: { name: { code: 'length' }, ages: { code: 'chooseOne' } },
    });
    expect(
      check(CampaignInput, { ...settings, ...parameters, deals: 7, video_duration: undefined }),
    ).toMatchObject({
      fields: { products: { code: 'dealsSplit' }, video_duration: { code: 'required' } },
    });
  });
});

describe('campaign statuses', () => {
  it('lets staff approve or reject a pending campaign, and nobody else', () => {
    expect(canTransition('approve', 'pending_admin_approval', 'staff')).toBe(true);
    expect(canTransition('approve', 'pending_admin_approval', 'company')).toBe(false);
    expect(canTransition('reject', 'active', 'staff')).toBe(false);
  });

  it('lets the brand pause, resume and deactivate, but not complete', () => {
    expect(canTransition('pause', 'active', 'company')).toBe(true);
    expect(canTransition('resume', 'paused', 'company')).toBe(true);
    expect(canTransition('deactivate', 'paused', 'company')).toBe(true);
    expect(canTransition('deactivate', 'completed', 'company')).toBe(false);
    expect(canTransition('complete', 'active', 'company')).toBe(false);
    expect(canTransition('complete', 'active', 'system')).toBe(true);
  });

  it('lets the brand edit and resubmit a rejected campaign, and no other', () => {
    expect(canTransition('resubmit', 'rejected', 'company')).toBe(true);
    expect(canTransition('resubmit', 'rejected', 'staff')).toBe(false);
    for (const status of ['active', 'paused', 'completed', 'pending_admin_approval', 'deactivated'] as const)
      expect(canTransition('resubmit', status, 'company'), status).toBe(false);
  });
});
