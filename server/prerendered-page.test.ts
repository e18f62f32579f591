import { describe, expect, it } from 'vitest';
import { assemblePage, assertStyled, filesForPage, type BuildStats } from './prerendered-page';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CreatorHub</title>' +
  '<link href="/assets/main.1.css" rel="stylesheet"></head><body><div id="root"></div>\n' +
  '    <noscript>CreatorHub needs JavaScript to run.</noscript>\n' +
  '<script src="/assets/main.1.js" type="module"></script></body></html>';

const PAGE = {
  language: 'es',
  yearAttribute: 'data-rendered-year',
  hintsId: 'hydration-hints',
  scriptsId: 'app-scripts',
  year: 2026,
  script: 'decide()',
  stylesheets: ['/assets/7.css'],
  css: {
    '/assets/main.1.css': 'body{margin:0}\n/*# sourceMappingURL=main.1.css.map*/',
    '/assets/7.css': '.a{color:red}',
  },
  scripts: ['/assets/7.js'],
  markup: '<div class="a"><h1>Iniciar sesión</h1></div>',
  noScript: 'Activa JavaScript <ya>',
};

describe('assemblePage', () => {
  const html = assemblePage(TEMPLATE, PAGE);
  const at = (text: string) => html.indexOf(text);

  it("marks the page's language and the year it was rendered in", () => {
    expect(html).toContain('<html lang="es" data-rendered-year="2026">');
  });

  it('runs the first-paint script before any stylesheet, with the preload hints inert before it', () => {
    expect(
      at('<template id="hydration-hints"><link href="/assets/7.js" rel="preload" as="script"></template>'),
    ).toBeGreaterThan(at('<meta charset="utf-8">'));
    expect(at('<script>decide()</script>')).toBeGreaterThan(at('</template>'));
    expect(at('<script>decide()</script>')).toBeLessThan(at('rel="stylesheet"'));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('keeps the entry scripts inert in a template, for the first-paint script to start after the first paint', () => {
    expect(html).toContain(
      '<template id="app-scripts"><script src="/assets/main.1.js" type="module"></script></template>',
    );
    expect(at('<template id="app-scripts">')).toBeLessThan(at('<script>decide()</script>'));
    expect(html.match(/<script src=/g)).toHaveLength(1);
  });

  it("inlines the entry's stylesheets and the screen's after them, and waits for the screen before painting", () => {
    expect(html).not.toContain('<link href="/assets/main.1.css"');
    expect(
      at('<style>body{margin:0}\n/*# sourceMappingURL=/assets/main.1.css.map */</style>'),
    ).toBeGreaterThan(0);
    expect(
      at('<style>.a{color:red}</style><link href="/assets/7.css" rel="stylesheet" disabled>'),
    ).toBeGreaterThan(at('<style>body{margin:0}'));
    expect(at('<link rel="expect" href="#no-javascript" blocking="render">')).toBeLessThan(at('</head>'));
  });

  it('puts the markup in #root and the translated notice, escaped, right after it', () => {
    expect(html).toContain(
      '<div id="root"><div class="a"><h1>Iniciar sesión</h1></div></div>' +
        '<noscript id="no-javascript">Activa JavaScript &lt;ya&gt;</noscript>',
    );
  });

  it("moves what React hoists (a screen's title) into the head, in place of the page's", () => {
    const titled = assemblePage(TEMPLATE, {
      ...PAGE,
      markup: '<title>Iniciar sesión · CreatorHub</title><meta name="description" content="x"/><h1>Hola</h1>',
    });
    expect(titled).not.toContain('<title>CreatorHub</title>');
    expect(titled.indexOf('<title>Iniciar sesión · CreatorHub</title>')).toBeLessThan(
      titled.indexOf('</head>'),
    );
    expect(titled.indexOf('<meta name="description" content="x"/>')).toBeLessThan(titled.indexOf('</head>'));
    expect(titled).toContain('<div id="root"><h1>Hola</h1></div>');
  });

  it('fails on a stylesheet whose text it lacks', () => {
    expect(() => assemblePage(TEMPLATE, { ...PAGE, css: { '/assets/7.css': '' } })).toThrow(/main\.1\.css/);
  });

  it('fails on a template it does not recognise', () => {
    expect(() => assemblePage(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), PAGE)).toThrow(
      /one match/,
    );
  });
});

type Chunk = NonNullable<BuildStats['chunks']>[number];
const chunk = (fields: Chunk): Chunk => ({ initial: false, origins: [], modules: [], ...fields });
const origin = (moduleName: string, request: string) => ({ moduleName, request });
const LOCALES = origin('./locales|lazy|/^\\.\\/.*\\/.*\\.json$/', '../../locales');

/** The Node bundle of a log-in page: its entry, two lazy screens and two locale files. */
const SERVER: BuildStats = {
  chunks: [
    chunk({ files: ['prerender.cjs'], initial: true }),
    chunk({ files: ['chunks/guest.cjs'], origins: [origin('./src/app/screens.ts', './shell/guest-layout')] }),
    chunk({
      files: ['chunks/login.cjs'],
      origins: [origin('./src/app/screens.ts', '../screens/login/login.screen')],
    }),
    chunk({
      files: ['chunks/en-login.cjs'],
      origins: [LOCALES],
      modules: [{ name: './locales/en/login.json' }],
    }),
    chunk({
      files: ['chunks/es-login.cjs'],
      origins: [LOCALES],
      modules: [{ name: './locales/es/login.json' }],
    }),
  ],
};

/** The browser build: a chunk split out of two screens, each screen's own, the locale files. */
const CLIENT: BuildStats = {
  chunks: [
    chunk({ files: ['assets/main.js', 'assets/main.css'], initial: true }),
    chunk({
      files: ['assets/11.js', 'assets/11.css'],
      origins: [origin('./src/app/screens.ts', './shell/guest-layout')],
    }),
    chunk({
      files: ['assets/22.js', 'assets/22.css'],
      origins: [origin('./src/app/screens.ts', '../screens/login/login.screen')],
    }),
    chunk({
      files: ['assets/21.js'],
      origins: [
        origin('./src/app/screens.ts', '../screens/login/login.screen'),
        origin('./src/app/screens.ts', '../screens/signup/signup.screen'),
      ],
    }),
    chunk({
      files: ['assets/23.js'],
      origins: [origin('./src/app/screens.ts', '../screens/signup/signup.screen')],
    }),
    chunk({ files: ['assets/31.js'], origins: [LOCALES], modules: [{ name: './locales/en/login.json' }] }),
    chunk({ files: ['assets/32.js'], origins: [LOCALES], modules: [{ name: './locales/es/login.json' }] }),
  ],
};

describe('filesForPage', () => {
  it("takes the browser's chunks of each import the render made, split-out chunks first, and its locale files", () => {
    const loaded = ['prerender.cjs', 'chunks/guest.cjs', 'chunks/login.cjs', 'chunks/en-login.cjs'];
    expect(filesForPage(loaded, SERVER, CLIENT)).toEqual([
      'assets/11.js',
      'assets/11.css',
      'assets/21.js',
      'assets/22.js',
      'assets/22.css',
      'assets/31.js',
    ]);
  });

  it('fails when the browser build has no chunk for an import the render made', () => {
    const client = {
      chunks: (CLIENT.chunks ?? []).filter((candidate) => !candidate.files?.includes('assets/11.js')),
    };
    expect(() => filesForPage(['chunks/guest.cjs'], SERVER, client)).toThrow(
      /no chunk for chunks\/guest\.cjs/,
    );
  });
});

describe('assertStyled', () => {
  it('passes when every class of the markup has a rule, and names the ones without', () => {
    const markup = '<div class="card wide"><p class="lead">Hi</p></div>';
    expect(() =>
      assertStyled('/login (en)', markup, ['.card{}', '@media (min-width:1px){.wide{}}', '.lead:hover{}']),
    ).not.toThrow();
    expect(() => assertStyled('/login (en)', markup, ['.card{}'])).toThrow(
      /\/login \(en\) uses classes .*: wide lead/,
    );
  });
});
