import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startTestApp, type TestApp } from './test-app';

describe.each(testDatabases())('contact and gallery on %s', (_name, open) => {
  let db: TestDatabase;
  let t: TestApp;
  let galleryDir: string;
  let png: Buffer;
  const files = () => fs.readdirSync(galleryDir).sort();
  const rows = async (table: string) => Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  beforeAll(async () => {
    db = await open();
    galleryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-'));
    t = await startTestApp(db, { galleryDir });
    png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(galleryDir, { recursive: true, force: true });
  });

  it('stores a contact message for the staff inbox, with a reply link', async () => {
    await t.http
      .post('/api/contact')
      .send({ name: 'Elvin', email: 'elvin@example.az', subject: 'Birthday', message: 'Can we bring our own cake?' })
      .expect(201);
    const inbox = await t.http.get('/api/admin/contacts?status=unread').set(bearer(t.tokens.STAFF)).expect(200);
    expect(inbox.body.data[0]).toMatchObject({
      name: 'Elvin',
      subject: 'Birthday',
      status: 'unread',
      replyLink: 'mailto:elvin%40example.az?subject=Re%3A%20Birthday',
    });
    const id = inbox.body.data[0].id;
    const read = await t.http.patch(`/api/admin/contacts/${id}`).set(bearer(t.tokens.STAFF)).send({ status: 'archived' }).expect(200);
    expect(read.body.data).toMatchObject({ status: 'archived', readAt: expect.any(String) });
    await t.http.get('/api/admin/contacts').set(bearer(t.tokens.CUSTOMER)).expect(403);
  });

  it('refuses bad contact messages with field messages and stores nothing', async () => {
    const before = await rows('contact_messages');
    const res = await t.http
      .post('/api/contact')
      .send({ name: 'E', email: 'bad', subject: '', message: 'x'.repeat(5001) })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(await rows('contact_messages')).toBe(before);
  });

  it('keeps a sign-up once, as pending until confirmed (newsletter.api.test.ts); a second sign-up adds nothing', async () => {
    await t.http.post('/api/contact/subscribe').send({ email: 'news@example.az' }).expect(200);
    const again = await t.http.post('/api/contact/subscribe').send({ email: 'NEWS@example.az' }).expect(200);
    expect(again.body.message).toBe('Please confirm with the link we sent to this address');
    expect(await rows('subscribers')).toBe(1);
    expect(await t.dataSource.query(`SELECT status FROM subscribers`)).toEqual([{ status: 'pending' }]);
    const list = await t.http.get('/api/admin/contacts/subscribers').set(bearer(t.tokens.MANAGER)).expect(200);
    expect(list.body.data).toEqual([]);
    await t.http.post('/api/contact/subscribe').send({ email: 'nope' }).expect(400);
  });

  it('a MANAGER uploads an image: checked, resized to three sizes in WebP and AVIF, listed with its titles', async () => {
    const res = await t.http
      .post('/api/gallery/upload')
      .set(bearer(t.tokens.MANAGER))
      .field('title_az', 'Fəvvarələr meydanı')
      .field('title_en', 'Fountain Square')
      .field('title_ru', 'Площадь Фонтанов')
      .attach('image', png, { filename: 'square.png', contentType: 'image/png' })
      .expect(201);
    expect(res.body.data).toMatchObject({ title: 'Fountain Square', width: 2000, height: 1200, format: 'png' });
    expect(files()).toHaveLength(6);
    expect(files().every((f) => /^[0-9a-f-]{36}-(thumb|medium|large)\.(webp|avif)$/.test(f))).toBe(true);
    const list = await t.http.get('/api/gallery?lang=ru').expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ title: 'Площадь Фонтанов' })]);
    const tr = await t.http.get('/api/gallery?lang=tr').expect(200);
    expect(tr.body.data[0].title).toBe('Fəvvarələr meydanı');
    const large = await t.http.get(list.body.data[0].urls.large).expect(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const meta = await sharp(large.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 960]);
    const thumb = await sharp((await t.http.get(list.body.data[0].urls.thumb)).body as Buffer).metadata();
    expect(thumb.width).toBe(400);
    // The srcset lists for <picture>: the AVIF copies are served as AVIF.
    const { srcset } = list.body.data[0];
    expect(srcset.webp).toMatch(/^\/api\/gallery\/files\/[0-9a-f-]{36}-thumb\.webp 400w, \S+-medium\.webp 800w, \S+-large\.webp 1600w$/);
    const avif = await t.http.get(srcset.avif.split(' ')[0]).buffer(true).expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.body as Buffer).metadata()).format).toBe('heif');
  });

  it('refuses a fake image (a script named .jpg) and writes nothing', async () => {
    const before = [await rows('gallery_images'), files().length];
    const res = await t.http
      .post('/api/gallery/upload')
      .set(bearer(t.tokens.MANAGER))
      .field('title_az', 'Şəkil')
      .field('title_en', 'Picture')
      .attach('image', Buffer.from('#!/bin/sh\nrm -rf /\n<script>alert(1)</script>'), { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(422);
    expect(res.body).toEqual({
      success: false,
      code: 'NOT_AN_IMAGE',
      message: 'The file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)',
      errors: { image: ['The file is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)'] },
      fields: { image: [{ code: 'NOT_AN_IMAGE' }] },
    });
    expect([await rows('gallery_images'), files().length]).toEqual(before);
  });

  it('refuses uploads from staff below MANAGER, without a file or without titles', async () => {
    await t.http
      .post('/api/gallery/upload')
      .set(bearer(t.tokens.STAFF))
      .field('title_az', 'x')
      .field('title_en', 'x')
      .attach('image', png, 'a.png')
      .expect(403);
    await t.http.post('/api/gallery/upload').attach('image', png, 'a.png').expect(401);
    await t.http.post('/api/gallery/upload').set(bearer(t.tokens.MANAGER)).field('title_az', 'x').field('title_en', 'x').expect(400);
    await t.http.post('/api/gallery/upload').set(bearer(t.tokens.MANAGER)).attach('image', png, 'a.png').expect(400);
    const big = await t.http
      .post('/api/gallery/upload')
      .set(bearer(t.tokens.MANAGER))
      .field('title_az', 'x')
      .field('title_en', 'x')
      .attach('image', Buffer.alloc(9 * 1024 * 1024, 1), 'big.jpg');
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
  });

  it('hides, edits and deletes images (files too)', async () => {
    const [image] = (await t.http.get('/api/admin/gallery').set(bearer(t.tokens.MANAGER)).expect(200)).body.data;
    const publicFile = image.urls.thumb as string;
    expect((await t.http.get(publicFile).expect(200)).headers['cache-control']).toBe('public, max-age=86400');
    await t.http
      .patch(`/api/admin/gallery/${image.id}`)
      .set(bearer(t.tokens.MANAGER))
      .send({ visible: false, title: { tr: 'Fıskiyeler Meydanı' } })
      .expect(200);
    expect((await t.http.get('/api/gallery')).body.data).toEqual([]);
    // Hidden: its files are gone for the public, still shown to staff through the admin's preview address.
    await t.http.get(publicFile).expect(404);
    await t.http.get(`${publicFile}?preview=guess`).expect(404);
    const [hidden] = (await t.http.get('/api/admin/gallery').set(bearer(t.tokens.MANAGER)).expect(200)).body.data;
    expect(hidden.urls.thumb).toMatch(/\?preview=[\w-]{32}$/);
    expect((await t.http.get(hidden.urls.thumb).expect(200)).headers['cache-control']).toBe('private, no-store');
    await t.http.delete(`/api/admin/gallery/${image.id}`).set(bearer(t.tokens.MANAGER)).expect(200);
    expect(files()).toEqual([]);
    await t.http.delete(`/api/admin/gallery/${image.id}`).set(bearer(t.tokens.MANAGER)).expect(404);
    await t.http.get(`/api/gallery/files/../../etc/passwd`).expect(404);
  });
});

describe('the demo gallery of a new database', () => {
  it('opens with six drawn scenes, titled in four languages, resized at build time by the upload pipeline', async () => {
    const db = await testDatabases()[0]![1]();
    const galleryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gallery-demo-'));
    const t = await startTestApp(db, { galleryDir, seedDemoGallery: true });
    try {
      const az = (await t.http.get('/api/gallery?lang=az').expect(200)).body.data;
      expect(az.map((i: { title: string }) => i.title)).toEqual([
        'Odun sobamız',
        'Sobadan yenicə çıxmış Marqarita',
        'Zalımız',
        'Axşam Fəvvarələr meydanı',
        'Mokaland oyun guşəsi',
        'Ad günü süfrəsi',
      ]);
      const ru = (await t.http.get('/api/gallery?lang=ru').expect(200)).body.data;
      expect(ru[0]).toMatchObject({ title: 'Наша дровяная печь', width: 1600, height: 1200 });
      expect(fs.readdirSync(galleryDir)).toHaveLength(6 * 6);
      const large = await sharp((await t.http.get(ru[1].urls.large).buffer(true).expect(200)).body as Buffer).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 1200]);
    } finally {
      await t.close();
      fs.rmSync(galleryDir, { recursive: true, force: true });
    }
  });
});
