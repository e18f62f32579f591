/**
 * Uploaded pictures are checked by their bytes and served so that a browser never runs them; e-mail goes only to
 * plain addresses, refused alike by the e-mail fields (src/domain) and by the mailer itself.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { serverForTests } from '../support/server';
import { studioPng, pngDataUrl } from '../support/png';
import {
  call,
  errorOf,
  mailTo,
  readyCompany,
  RESET_LINK,
  uniqueEmail,
  PASSWORD,
} from '../api/account-helpers';
import {
  BrandCreateDocument,
  CompanyCreateDocument,
  CompanyRequestToChangeEmailDocument,
  CompanyUpdateDataDocument,
  CompanyUpdateProfilePictureDocument,
  ProductCreateDocument,
  RequestResetPasswordDocument,
} from '../../src/graphql/generated/graphql';
import { createMailer } from '../../server/services/mail';
import { createLogger } from '../../server/services/log';
import { traceOf } from './support';

const api = serverForTests();
let email: string;
let token: string;
let brandId: string;

beforeAll(async () => {
  email = uniqueEmail('uploads');
  token = await readyCompany(api.server, email);
  const brand = await call(
    api.server,
    BrandCreateDocument,
    { name: 'Acme', description: 'Everyday goods' },
    token,
  );
  brandId = brand.data!.BrandCreate.id;
});

const base64 = (text: string) => Buffer.from(text).toString('base64');
const FAKE_PNG = `data:image/png;base64,${base64('<html><script>alert(document.domain)</script></html>')}`;
const JPEG_AS_PNG = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]).toString('base64')}`;
const SVG = `data:image/svg+xml;base64,${base64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`;

describe('uploaded pictures', () => {
  for (const [name, dataUrl] of [
    ['HTML labelled as a PNG', FAKE_PNG],
    ['a JPEG labelled as a PNG', JPEG_AS_PNG],
    ['an SVG with a script', SVG],
  ] as const) {
    it(`refuses ${name} as a profile picture and as a product image, storing nothing`, async () => {
      const before = await traceOf(api.server);
      const picture = await call(api.server, CompanyUpdateProfilePictureDocument, { image: dataUrl }, token);
      expect(errorOf(picture).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { image: { code: 'imageType' } },
      });
      const product = await call(
        api.server,
        ProductCreateDocument,
        {
          brand_id: brandId,
          name: 'Glow serum',
          price: 2499,
          link: 'https://example.com/serum',
          description: 'A light daily serum',
          category: 'beauty',
          image: dataUrl,
        },
        token,
      );
      expect(errorOf(product).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { image: { code: 'imageType' } },
      });
      expect(await traceOf(api.server)).toEqual(before);
    });
  }

  it('serves a stored picture as what it is: nosniff, a sandboxing CSP, inline with its name', async () => {
    const png = studioPng(24, 24, [240, 230, 220], [200, 190, 250], [40, 120, 90]);
    const saved = await call(
      api.server,
      CompanyUpdateProfilePictureDocument,
      { image: pngDataUrl(png) },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const picture = saved.data!.CompanyUpdateProfilePicture.profile_picture_image!;
    const response = await fetch(`${api.server.url}${picture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${path.basename(picture)}"`);
    // A copy written again (tests/security/pictures.test.ts), of the same picture.
    const served = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sent = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(served.data.equals(sent.data)).toBe(true);
    expect((await fetch(`${api.server.url}${picture}`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${api.server.url}${picture}`, { method: 'POST' })).status).toBe(405);
    const missing = await fetch(`${api.server.url}/files/${'a'.repeat(16)}.png`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

const ODD_ADDRESSES = [
  'x<probe@evil.example>',
  'Victim <victim@corp.example>',
  'victim@corp.example,probe2',
  'victim@corp.example, probe2@evil.example',
  'victim@corp.example;probe@evil.example',
  '"probe@evil.example"@corp.example',
  'victim@corp.example\r\nBcc: probe@evil.example',
  'victim(probe@evil.example)@corp.example',
];

describe('odd e-mail addresses', () => {
  it('are refused by sign-up, reset requests and changes of address, and nothing is mailed', async () => {
    const before = await traceOf(api.server);
    for (const address of ODD_ADDRESSES) {
      const signUp = await call(api.server, CompanyCreateDocument, { email: address, password: PASSWORD });
      expect(errorOf(signUp).extensions, address).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { email: { code: 'email' } },
      });
      const reset = await call(api.server, RequestResetPasswordDocument, { email: address });
      expect(errorOf(reset).extensions, address).toMatchObject({ fields: { email: { code: 'email' } } });
      const change = await call(
        api.server,
        CompanyRequestToChangeEmailDocument,
        { email, new_email: address, password: PASSWORD },
        token,
      );
      expect(errorOf(change).extensions, address).toMatchObject({ fields: { new_email: { code: 'email' } } });
      const settings = await call(
        api.server,
        CompanyUpdateDataDocument,
        { new_email: address, password: PASSWORD },
        token,
      );
      expect(errorOf(settings).extensions, address).toMatchObject({
        fields: { new_email: { code: 'email' } },
      });
    }
    expect(await traceOf(api.server)).toEqual(before);
  });

  it('are refused by the staff API', async () => {
    for (const address of ODD_ADDRESSES) {
      const answer = await api.server.staff('impersonate', { email: address });
      expect(answer.status, address).toBe(400);
    }
  });

  it('are refused by the mailer itself, which writes nothing, while a plain address gets exactly that recipient', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'creatorhub-mail-'));
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailOutboxDir: outbox, mailFrom: 'CreatorHub <no-reply@creatorhub.local>' },
        createLogger('silent'),
      );
      for (const address of ODD_ADDRESSES) {
        await expect(mailer.send({ to: address, subject: 'Hello', text: 'Hello' }), address).rejects.toThrow(
          /plain address/,
        );
      }
      expect(await readdir(outbox)).toEqual([]);
      await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Hello' });
      const [file] = await readdir(outbox);
      const raw = await readFile(path.join(outbox, file!), 'utf8');
      expect(raw).toMatch(/^To: ada@example\.com$/m);
    } finally {
      await rm(outbox, { recursive: true, force: true });
    }
  });

  it('still lets a plain address with a tag through to its mailbox', async () => {
    const tagged = `ada+news-${Date.now()}@example.com`;
    const created = await call(api.server, CompanyCreateDocument, { email: tagged, password: PASSWORD });
    expect(created.errors).toBeUndefined();
    expect((await mailTo(api.server, tagged)).code).toMatch(/^\d{6}$/);
    await call(api.server, RequestResetPasswordDocument, { email: tagged });
    expect((await mailTo(api.server, tagged, RESET_LINK)).links[0]).toContain('/new-password/');
  });
});
