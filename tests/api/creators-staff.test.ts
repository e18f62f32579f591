/**
 * Creators added by staff, through the staff API and its command line: fields by the shared rules, each refusal
 * with its code, handles unique whatever the letter case or @, portfolios uploaded from the command line, and a
 * shipping address of the rules of the creator's country.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStaffCli } from '../../server/cli/staff-cli';
import { eq } from 'drizzle-orm';
import { creators } from '../../server/db/schema';
import { makeImage, makeVideo } from '../support/media';
import { creatorsServer } from './creators-helpers';

const { api, addCreator } = creatorsServer();

describe('staff creator-add', () => {
  it('refuses fields outside the shared rules, each with its code', async () => {
    const answer = await addCreator({ name: 'X', handle: 'bad handle!', age: 12, categories: ['cars'] });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: { code: 'length', params: { min: 2, max: 60 } },
      handle: { code: 'handle' },
      age: { code: 'min', params: { min: 18 } },
      categories: { code: 'oneOf' },
    });
  });

  it('refuses a handle another creator has, whatever the letter case or @', async () => {
    const answer = await addCreator({ name: 'Maya Again', handle: '@MAYA.GLOW' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ handle: { code: 'handleTaken' } });
  });
});

describe('staff command line', () => {
  const env = () => ({ API_URL: api.server.url, STAFF_KEY: api.server.app.staffKey });
  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCli(argv, env(), {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('adds a creator from key=value words, lists and uploads to their portfolio', async () => {
    const added = await cli([
      'creator',
      'add',
      'name=Sofía Vargas',
      'handle=@sofia.styles',
      'tier=pro',
      'categories=apparel,beauty',
      'country=ES',
      'languages=es,en',
      'gender=female',
      'age=29',
      'ethnicity=hispanic',
      'bio=Outfit ideas for real life, styled three ways.',
      'street=Calle Mayor 12',
      'street2=Piso 3',
      'city=Madrid',
      'region=Madrid',
      'postal_code=28013',
    ]);
    expect(added.err).toBe('');
    expect(added.out).toMatch(/^Creator added: Sofía Vargas \(@sofia\.styles\), id [0-9a-f-]{36}$/);

    const dir = path.join(api.server.dataDir, 'uploads');
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'look one.webp'), await makeImage('webp', 400, 500));
    await writeFile(path.join(dir, 'clip.webm'), await makeVideo('webm'));
    const uploaded = await cli([
      'creator',
      'portfolio',
      'sofia.styles',
      path.join(dir, 'look one.webp'),
      path.join(dir, 'clip.webm'),
    ]);
    expect(uploaded.err).toBe('');
    expect(uploaded.out.split('\n')).toEqual([
      expect.stringMatching(/^Added image 400×500: \/files\/\S+\.webp$/),
      expect.stringMatching(/^Added video 160×284: \/files\/\S+\.webm$/),
    ]);

    const listed = await cli(['creators', 'search=sofia', 'tiers=pro']);
    expect(listed.out.split('\n')).toEqual([
      '1 creator',
      expect.stringMatching(/^@sofia\.styles +Sofía Vargas +pro +ES +29 +apparel,beauty +es,en +2 items$/),
    ]);
  });

  it('says what is wrong with a creator, and with an option it does not take', async () => {
    const wrong = await cli(['creator', 'add', 'name=Al', 'handle=al', 'age=young']);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/^creator add failed \(400\): Some fields are not valid\nhandle: .*"length"/);
    const unknown = await cli(['creators', 'colour=blue']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^creators takes search, tiers, .*; not "colour"/);
  });
});

describe("a creator's shipping address", () => {
  it('needs a shipping address of the rules of its country, and keeps it', async () => {
    const none = await addCreator({ name: 'Nadia Haddad', handle: 'nadia.home', street: '', city: '' });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({
      street: { code: 'required' },
      city: { code: 'required' },
    });
    const zip = await addCreator({ name: 'Nadia Haddad', handle: 'nadia.home', postal_code: 'W1' });
    expect(zip.body.fields).toEqual({ postal_code: { code: 'zipCode' } });
    const added = await addCreator({
      name: 'Nadia Haddad',
      handle: 'nadia.home',
      country: 'GB',
      street: '4 Hill Street',
      street2: 'Flat 2',
      city: 'London',
      region: 'Greater London',
      postal_code: 'w1j 5nb',
    });
    expect(added.status).toBe(201);
    const id = (added.body.creator as { id: string }).id;
    const [row] = await api.server.app.services.db.select().from(creators).where(eq(creators.id, id));
    expect(row!.address).toEqual({
      name: 'Nadia Haddad',
      line1: '4 Hill Street',
      line2: 'Flat 2',
      city: 'London',
      region: 'Greater London',
      postal_code: 'W1J 5NB',
      country: 'GB',
    });
  });
});
