/**
 * Deal content files (issue 14): what creators upload is kept in a private store (a folder of the file store that
 * /files/ does not serve), checked and thumbnailed by the media service, and served to the owning company only at
 * /content-files/…: one file to show (`file`, `thumbnail`), one file to download (`download`), or every file of
 * a content filter as one zip (`zip`). A request proves the company by its bearer session, or by the signed link
 * the API handed out (an <img> or a download link sends no header): the link names the session it was handed to,
 * an expiry and an HMAC of both with what it opens (one file, or one zip of the very filters it was made for).
 * It opens nothing else, nothing after its expiry, and nothing once its session has ended (log-out).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../../context';
import { campaigns, contentItems, creators, sessions, type ContentItemRow } from '../../db/schema';
import { CONTENT_EXTENSIONS, type ContentType } from '../../../src/domain/media';
import { ACCEPTED_CONTENT_STATUSES, contentFileName, fileNamePart } from '../../../src/domain/content';
import { createFileStore, type FileStore } from '../files';
import { storeContentFile, zipName, zipOf, type MediaCheck } from '../media';
import { contentConditions } from './content';
import { lastFirst, type UploadedContent } from './records';
import { bearerToken, findSession } from '../sessions';
import { validSessions } from '../session-validity';
import { byteRange } from '../../http/files';
import { sendJson } from '../../http/json';

export const CONTENT_FILES_PREFIX = '/content-files/';
/** A signed link is good for at least this long, and its expiry is rounded so a page's links stay the same. */
export const LINK_VALID_MS = 30 * 60 * 1000;
const LINK_ROUND_MS = 10 * 60 * 1000;
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

/** The query string that proves, for `what` only (a file's path or a zip's filters), the session `sessionId`. */
function signedQuery(services: Signing, sessionId: string, what: string): string {
  const now = services.clock.now().getTime();
  const expires = Math.ceil((now + LINK_VALID_MS) / LINK_ROUND_MS) * LINK_ROUND_MS;
  const e = String(Math.floor(expires / 1000));
  return `sid=${sessionId}&e=${e}&s=${services.urlSigner.sign(`${sessionId}.${e}.${what}`)}`;
}

export type ContentLink = 'file' | 'thumbnail' | 'download';

export const contentLink = (
  services: Signing,
  sessionId: string,
  item: ContentItemRow,
  what: ContentLink,
): string => {
  const subject = `${item.id}/${what}`;
  return `${CONTENT_FILES_PREFIX}${subject}?${signedQuery(services, sessionId, subject)}`;
};

const ZIP_FILTERS = ['campaign_id', 'brand_id', 'kind', 'status'] as const;
type ZipFilters = Partial<Record<(typeof ZIP_FILTERS)[number], string>>;

/** A zip's filters as a query string, always in one order: what its link signs. */
const zipQuery = (filters: ZipFilters): string =>
  new URLSearchParams(
    ZIP_FILTERS.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])),
  ).toString();

export function zipLink(services: Signing, sessionId: string, filters: ZipFilters): string {
  const query = zipQuery(filters);
  return `${CONTENT_FILES_PREFIX}zip?${query ? `${query}&` : ''}${signedQuery(services, sessionId, `zip?${query}`)}`;
}

/** The company a request proves for `subject`: a signed link of a session still open, or a bearer session. */
async function companyOf(
  services: Services,
  request: IncomingMessage,
  query: URLSearchParams,
  subject: string,
): Promise<string | null> {
  const [sid, e, s] = [query.get('sid'), query.get('e'), query.get('s')];
  if (sid || e || s) {
    if (!sid || !e || !s || !/^[0-9a-f-]{36}$/.test(sid)) return null;
    const fresh = Number(e) * 1000 > services.clock.now().getTime();
    if (!fresh || !services.urlSigner.verify(`${sid}.${e}.${subject}`, s)) return null;
    const [session] = await services.db
      .select({ company_id: sessions.company_id })
      .from(sessions)
      .where(and(eq(sessions.id, sid), validSessions()));
    return session?.company_id ?? null;
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

/** A downloaded file's name (contentFileName, src/domain/content.ts), its extension that of its type. */
const downloadName = (item: ContentItemRow, campaign: string, creator: string) =>
  contentFileName({
    campaign,
    creator,
    deliveredAt: item.created_at,
    revision: item.revision,
    extension: CONTENT_EXTENSIONS[item.content_type as ContentType],
  });

const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** GET /content-files/<id>/file|thumbnail|download and /content-files/zip?filters. */
export function createContentFilesHandler(services: Services) {
  return async (request: IncomingMessage, response: ServerResponse, rest: string): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendJson(response, 405, { error: 'Method not allowed' });
    const query = new URLSearchParams((request.url ?? '').split('?', 2)[1] ?? '');
    const filters: ZipFilters = Object.fromEntries(
      ZIP_FILTERS.flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])),
    );
    const subject = rest === 'zip' ? `zip?${zipQuery(filters)}` : rest;
    const companyId = await companyOf(services, request, query, subject);
    if (!companyId) return sendJson(response, 401, { error: 'Sign in to see this content' });
    const store = contentStore(services);
    if (rest === 'zip') {
      const where = contentConditions(companyId, filters);
      // Without a status asked for, a zip holds what the brand accepted: drafts and sent-back files stay out.
      const accepted = filters.status ? [] : [inArray(contentItems.status, [...ACCEPTED_CONTENT_STATUSES])];
      const rows = where
        ? await services.db
            .select({ item: contentItems, creator: creators.name, campaign: campaigns.name })
            .from(contentItems)
            .innerJoin(creators, eq(creators.id, contentItems.creator_id))
            .innerJoin(campaigns, eq(campaigns.id, contentItems.campaign_id))
            .where(and(where, ...accepted))
            .orderBy(lastFirst(contentItems.created_at), lastFirst(contentItems.id))
            .limit(MAX_ZIP_FILES)
        : [];
      const entries = rows.map(({ item, creator, campaign }) => ({
        path: item.file,
        name: `${fileNamePart(campaign)}/${downloadName(item, campaign, creator)}`,
      }));
      const day = services.clock.now().toISOString().slice(0, 10);
      const named = filters.campaign_id && rows[0] ? `${fileNamePart(rows[0].campaign)} - ` : '';
      response.writeHead(200, {
        ...PRIVATE_HEADERS,
        'content-type': 'application/zip',
        'content-disposition': attachment(`CreatorHub content - ${named}${day}.zip`),
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
    const [found] = await services.db
      .select({ item: contentItems, creator: creators.name, campaign: campaigns.name })
      .from(contentItems)
      .innerJoin(creators, eq(creators.id, contentItems.creator_id))
      .innerJoin(campaigns, eq(campaigns.id, contentItems.campaign_id))
      .where(and(eq(contentItems.id, id), eq(contentItems.company_id, companyId)));
    if (!found) return sendJson(response, 404, { error: 'Not found' });
    const { item } = found;
    if (what === 'thumbnail') return sendStored(request, response, store, item.thumbnail, 'inline');
    if (what === 'file') return sendStored(request, response, store, item.file, 'inline');
    const name = downloadName(item, found.campaign, found.creator);
    return sendStored(request, response, store, item.file, attachment(name));
  };
}
