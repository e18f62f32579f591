/**
 * Deal content files (issue 14): what creators upload is kept in a private store (a folder of the file store that
 * /files/ does not serve), checked and thumbnailed by the media service, and served to the owning company only at
 * /content-files/…: one file to show (`file`, `thumbnail`), one file to download (`download`), or every file of
 * a content filter as one zip (`zip`). A request proves the company by its bearer session, or by the signed link
 * the API handed out (an <img> or a download link sends no header): the link names the company, an expiry and an
 * HMAC of both, and only opens that company's files.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../context';
import { campaigns, contentItems, creators, type ContentItemRow } from '../db/schema';
import { CONTENT_EXTENSIONS, type ContentType } from '../../src/domain/media';
import { createFileStore, type FileStore } from './files';
import { storeContentFile, zipName, zipOf, type MediaCheck } from './media';
import { contentConditions, lastFirst, type UploadedContent } from './deals';
import { bearerToken, findSession } from './sessions';
import { byteRange } from '../http/files';
import { sendJson } from '../http/json';

export const CONTENT_FILES_PREFIX = '/content-files/';
/** A signed link is good for at least this long, and its expiry is rounded so a page's links stay the same. */
const LINK_VALID_MS = 12 * 60 * 60 * 1000;
const LINK_ROUND_MS = 6 * 60 * 60 * 1000;
/** Most files one zip holds. */
export const MAX_ZIP_FILES = 500;

const stores = new Map<string, FileStore>();

/** The private store of deal content, inside the files folder but outside what /files/ serves. */
export function contentStore(services: Pick<Services, 'config'>): FileStore {
  const dir = path.join(services.config.filesDir, 'deal-content');
  let store = stores.get(dir);
  if (!store) {
    store = createFileStore(dir);
    stores.set(dir, store);
  }
  return store;
}

/** Checks and stores an uploaded content file with its thumbnail; the caller removes both on rollback. */
export async function storeDealContent(
  services: Pick<Services, 'config'>,
  body: Uint8Array,
  name: string | undefined,
): Promise<MediaCheck<UploadedContent>> {
  const stored = await storeContentFile(contentStore(services), body);
  if (!stored.ok) return stored;
  const { media } = stored;
  const ext = CONTENT_EXTENSIONS[media.content_type];
  const base = name ? zipName(path.basename(name)).replace(/\.[^.]*$/, '') : '';
  return {
    ok: true,
    media: {
      kind: media.kind,
      file_name: `${base || 'content'}.${ext}`,
      content_type: media.content_type,
      size: media.bytes,
      file: media.file,
      thumbnail: media.thumbnail,
      width: media.width,
      height: media.height,
      duration_ms: media.duration_ms,
    },
  };
}

export async function removeDealContent(
  services: Pick<Services, 'config'>,
  files: UploadedContent,
): Promise<void> {
  const store = contentStore(services);
  await store.remove(files.file);
  await store.remove(files.thumbnail);
}

type Signing = Pick<Services, 'urlSigner' | 'clock'>;

/** The query string that proves `companyId` to the content routes. */
export function signedQuery(services: Signing, companyId: string): string {
  const now = services.clock.now().getTime();
  const expires = Math.ceil((now + LINK_VALID_MS) / LINK_ROUND_MS) * LINK_ROUND_MS;
  const e = String(Math.floor(expires / 1000));
  return `c=${companyId}&e=${e}&s=${services.urlSigner.sign(`${companyId}.${e}`)}`;
}

export type ContentLink = 'file' | 'thumbnail' | 'download';

export const contentLink = (services: Signing, item: ContentItemRow, what: ContentLink): string =>
  `${CONTENT_FILES_PREFIX}${item.id}/${what}?${signedQuery(services, item.company_id)}`;

export function zipLink(
  services: Signing,
  companyId: string,
  filters: Record<string, string | undefined>,
): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]),
  ).toString();
  return `${CONTENT_FILES_PREFIX}zip?${query ? `${query}&` : ''}${signedQuery(services, companyId)}`;
}

/** The company a request proves: a valid signed link, or a bearer session. */
async function companyOf(services: Services, request: IncomingMessage, query: URLSearchParams) {
  const [c, e, s] = [query.get('c'), query.get('e'), query.get('s')];
  if (c && e && s) {
    const fresh = Number(e) * 1000 > services.clock.now().getTime();
    return fresh && services.urlSigner.verify(`${c}.${e}`, s) ? c : null;
  }
  const token = bearerToken(request.headers.authorization ?? null);
  if (!token) return null;
  const active = await findSession(services.db, token);
  return active?.company.id ?? null;
}

const PRIVATE_HEADERS = {
  'cache-control': 'private, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
  'cross-origin-resource-policy': 'same-site',
};

async function sendStored(
  request: IncomingMessage,
  response: ServerResponse,
  store: FileStore,
  publicPath: string,
  disposition: string,
): Promise<void> {
  const file = await store.openPath(publicPath);
  if (!file) return sendJson(response, 404, { error: 'Not found' });
  const headers = {
    ...PRIVATE_HEADERS,
    'content-type': file.type,
    'accept-ranges': 'bytes',
    'content-disposition': disposition,
  };
  const range = byteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}` }).end();
    return;
  }
  const length = range ? range.end - range.start + 1 : file.size;
  response.writeHead(range ? 206 : 200, {
    ...headers,
    'content-length': String(length),
    ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${file.size}` } : {}),
  });
  if (request.method === 'HEAD' || length === 0) {
    response.end();
    return;
  }
  await pipeline(file.stream(range ?? undefined), response).catch(() => undefined);
}

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** GET /content-files/<id>/file|thumbnail|download and /content-files/zip?filters. */
export function createContentFilesHandler(services: Services) {
  return async (request: IncomingMessage, response: ServerResponse, rest: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendJson(response, 405, { error: 'Method not allowed' });
    const query = new URLSearchParams((request.url ?? '').split('?', 2)[1] ?? '');
    const companyId = await companyOf(services, request, query);
    if (!companyId) return sendJson(response, 401, { error: 'Sign in to see this content' });
    const store = contentStore(services);
    if (rest === 'zip') {
      const where = contentConditions(companyId, {
        campaign_id: query.get('campaign_id') ?? undefined,
        brand_id: query.get('brand_id') ?? undefined,
        kind: query.get('kind') ?? undefined,
        status: query.get('status') ?? undefined,
      });
      const rows = where
        ? await services.db
            .select({ item: contentItems, handle: creators.handle, campaign: campaigns.name })
            .from(contentItems)
            .innerJoin(creators, eq(creators.id, contentItems.creator_id))
            .innerJoin(campaigns, eq(campaigns.id, contentItems.campaign_id))
            .where(where)
            .orderBy(lastFirst(contentItems.created_at), lastFirst(contentItems.id))
            .limit(MAX_ZIP_FILES)
        : [];
      const entries = rows.map(({ item, handle, campaign }) => ({
        path: item.file,
        name: `${campaign}/${handle}-${item.revision + 1}.${CONTENT_EXTENSIONS[item.content_type as ContentType]}`,
      }));
      response.writeHead(200, {
        ...PRIVATE_HEADERS,
        'content-type': 'application/zip',
        'content-disposition': attachment('content.zip'),
      });
      if (request.method === 'HEAD') return void response.end();
      await pipeline(zipOf(store, entries), response).catch((error: unknown) => {
        services.log.warn('content zip failed', { error: String(error) });
        response.destroy();
      });
      return;
    }
    const [id, what] = rest.split('/');
    if (!id || !/^[0-9a-f-]{36}$/.test(id) || !['file', 'thumbnail', 'download'].includes(what ?? ''))
      return sendJson(response, 404, { error: 'Not found' });
    const [item] = await services.db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.company_id, companyId)));
    if (!item) return sendJson(response, 404, { error: 'Not found' });
    if (what === 'thumbnail') return sendStored(request, response, store, item.thumbnail, 'inline');
    if (what === 'file') return sendStored(request, response, store, item.file, 'inline');
    return sendStored(request, response, store, item.file, attachment(item.file_name));
  };
}
