/**
 * Product and profile pictures are decoded whole, with a pixel limit, and stored as a copy written again: a PNG
 * signature followed by HTML and a 20000 × 20000 PNG (a few hundred kilobytes that decode to 400 megapixels) are
 * refused with a translated message and store nothing; a real picture is stored as a clean copy of itself.
 */
import { createDeflate, crc32 } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { serverForTests } from '../support/server';
import { pngDataUrl, studioPng } from '../support/png';
import { call, errorOf, readyCompany, uniqueEmail } from '../api/account-helpers';
import {
  BrandCreateDocument,
  CompanyUpdateProfilePictureDocument,
  ProductCreateDocument,
} from '../../src/graphql/generated/graphql';
import { traceOf } from './support';
import english from '../../locales/en/validation.json';
import spanish from '../../locales/es/validation.json';

const api = serverForTests();
let token: string;
let brandId: string;

beforeAll(async () => {
  token = await readyCompany(api.server, uniqueEmail('pictures'));
  const brand = await call(
    api.server,
    BrandCreateDocument,
    { name: 'Acme', description: 'Everyday goods' },
    token,
  );
  brandId = brand.data!.BrandCreate.id;
});

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of `side` × `side` pixels whose rows are all zeros: tiny compressed, huge decoded. */
async function hugePng(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(side + 1);
  for (let index = 0; index < side; index++)
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(image: string) {
  const picture = await call(api.server, CompanyUpdateProfilePictureDocument, { image }, token);
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
      image,
    },
    token,
  );
  return { picture, product };
}

describe('pictures', () => {
  it('refuses a PNG signature followed by HTML, and a 20000 × 20000 PNG, storing nothing', async () => {
    const html = Buffer.concat([
      SIGNATURE,
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);
    const huge = await hugePng(20_000);
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    for (const [bytes, code] of [
      [html, 'imageDamaged'],
      [huge, 'imagePixels'],
    ] as const) {
      const before = await traceOf(api.server);
      const { picture, product } = await upload(pngDataUrl(bytes));
      for (const answer of [picture, product])
        expect(errorOf(answer).extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { image: { code } },
        });
      expect(english[code]).toBeTruthy();
      expect(spanish[code]).toBeTruthy();
      expect(await traceOf(api.server)).toEqual(before);
    }
  });

  it('stores a real picture as a copy written again, without what trailed it', async () => {
    const png = studioPng(32, 24, [240, 230, 220], [200, 190, 250], [40, 120, 90]);
    const trailed = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const { picture, product } = await upload(pngDataUrl(trailed));
    expect(picture.errors).toBeUndefined();
    expect(product.errors).toBeUndefined();
    const stored = picture.data!.CompanyUpdateProfilePicture.profile_picture_image!;
    const bytes = Buffer.from(await (await fetch(`${api.server.url}${stored}`)).arrayBuffer());
    expect(bytes.includes(Buffer.from('<html>'))).toBe(false);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 32, 24]);
  });
});
